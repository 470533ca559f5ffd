import styles from './site-header.module.css'

/** The header's drawings, rendered on the server and handed to its client leaves as markup. */
export const headerIcons = {
  chevron: (
    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className={styles.chevron}>
      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  ),
  menu: (
    <svg aria-hidden="true" width="26" height="26" viewBox="0 0 26 26">
      <path d="M3 6h20M3 13h20M3 20h20" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  ),
  close: (
    <svg aria-hidden="true" width="22" height="22" viewBox="0 0 22 22">
      <path d="M4 4l14 14M18 4L4 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  ),
}
