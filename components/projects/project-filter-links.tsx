import { FACET_KINDS } from '@/lib/projects/filter'
import { FACET_TITLES, facetBrowseId } from './facet-links'
import styles from './project-filter.module.css'

const ALL = { service: 'All services', sector: 'All sectors', location: 'All locations' } as const

/**
 * The filter bar as the server renders it, shown until the filter island runs (and always without
 * JavaScript): each facet leads to its list of facet pages in 'Browse projects by' below, the one
 * copy of those links in the HTML (a copy here would be 120 more elements on every list page).
 */
export function ProjectFilterLinks({ projectCount }: { projectCount: number }) {
  return (
    <>
      <div role="group" aria-label="Browse projects by facet" className={styles.bar}>
        {FACET_KINDS.map((kind) => (
          <div key={kind} className={styles.field}>
            <span className={styles.label}>{FACET_TITLES[kind]}</span>
            <a href={`#${facetBrowseId(kind)}`} className={styles.control}>
              {ALL[kind]}
            </a>
          </div>
        ))}
      </div>
      <div className={styles.summary}>
        <p className={styles.status}>{projectCount} projects</p>
      </div>
    </>
  )
}
