import styles from './bim-services-grid.module.css'

/** The BIM services labels (12 on bim-services); renders nothing for services without any. */
export function BimServicesGrid({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null
  return (
    <section className="section section-alt" aria-labelledby="bim-services-heading">
      <div className="container">
        <span className="eyebrow">What we model</span>
        <h2 id="bim-services-heading">Our BIM services</h2>
        <ul className={styles.grid}>
          {labels.map((label, index) => (
            <li key={label} className={styles.item}>
              <span className={styles.number} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
