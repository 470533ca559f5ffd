import { brand } from '@/content/site'
import styles from './logo.module.css'

/** The firm's mark (a steel I-section in an orange square) and short name. */
export function Logo() {
  return (
    <span className={styles.logo}>
      <svg aria-hidden="true" width="36" height="36" viewBox="0 0 36 36" className={styles.mark}>
        <rect width="36" height="36" rx="8" fill="#f97316" />
        <path d="M9 9h18v4h-7v10h7v4H9v-4h7V13H9z" fill="#0d1b2e" />
      </svg>
      <span className={styles.name}>{brand.shortName}</span>
    </span>
  )
}
