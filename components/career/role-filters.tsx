import Link from 'next/link'
import { filterLabel, filterPath, roleFilters, type RoleFilter } from '@/lib/careers'
import styles from './roles.module.css'

export const LIST_ANCHOR = '#open-roles'

function isActive(filter: RoleFilter, active: RoleFilter | undefined) {
  return active?.facet === filter.facet && active.value === filter.value
}

/**
 * Filters as plain links to pre-rendered pages, one facet per page: they work without JavaScript,
 * each filtered list has its own address, and only values with open roles get a link.
 */
export function RoleFilters({ active, now }: { active?: RoleFilter; now: Date }) {
  const groups = [
    { id: 'office', label: 'Office', entries: roleFilters('office', now) },
    { id: 'discipline', label: 'Discipline', entries: roleFilters('discipline', now) },
  ]
  return (
    <nav className={styles.filters} aria-label="Filter open roles">
      {groups.map((group) => (
        <div key={group.id} className={styles.filterGroup}>
          <span className={styles.filterLabel} id={`filter-${group.id}`}>
            {group.label}
          </span>
          <ul aria-labelledby={`filter-${group.id}`}>
            {group.entries.map(({ filter, count }) => (
              <li key={filter.value}>
                {/* Eight chips on the first screen: prefetching each page's payload at load cost the phone more than a click's wait. */}
                <Link
                  href={`${filterPath(filter)}${LIST_ANCHOR}`}
                  className={styles.chip}
                  aria-current={isActive(filter, active) ? 'page' : undefined}
                  prefetch={false}
                >
                  {filterLabel(filter)} <span className={styles.count}>({count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  )
}
