import { FACET_KINDS } from '@/lib/projects/filter'
import { FACET_TITLES, FacetLinkList } from './facet-links'
import styles from './project-filter.module.css'

const ALL = { service: 'All services', sector: 'All sectors', location: 'All locations' } as const

/**
 * The filter bar as the server renders it, shown until the filter island runs (and always without
 * JavaScript): each facet opens a list of links to its pre-rendered facet pages.
 */
export function ProjectFilterLinks({ projectCount }: { projectCount: number }) {
  return (
    <>
      <div role="group" aria-label="Browse projects by facet" className={styles.bar}>
        {FACET_KINDS.map((kind) => (
          <div key={kind} className={styles.field}>
            <span className={styles.label}>{FACET_TITLES[kind]}</span>
            <details className={styles.menu}>
              <summary className={styles.control}>{ALL[kind]}</summary>
              <div className={styles.menuPanel}>
                <FacetLinkList kind={kind} />
              </div>
            </details>
          </div>
        ))}
      </div>
      <div className={styles.summary}>
        <p className={styles.status}>{projectCount} projects</p>
      </div>
    </>
  )
}
