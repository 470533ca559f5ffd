import Link from 'next/link'
import { careerPage } from '@/content/career'
import { filterLabel, matchesFilter, openRoles, type RoleFilter } from '@/lib/careers'
import { RoleCard } from './role-card'
import { LIST_ANCHOR, RoleFilters } from './role-filters'
import styles from './roles.module.css'

/** The open roles, filtered by one office or discipline when `filter` is given, and the general application. */
export function RolesSection({ filter }: { filter?: RoleFilter }) {
  const { rolesIntro, generalApplication } = careerPage
  // Pages are pre-rendered: "now" is the build, which is why the site is rebuilt daily (docs/careers.md).
  const now = new Date()
  const shown = openRoles(now).filter((role) => matchesFilter(role, filter))
  return (
    <section id="open-roles" className="section" aria-labelledby="roles-heading">
      <div className="container">
        <div className={styles.intro}>
          <span className="eyebrow">{rolesIntro.eyebrow}</span>
          <h2 id="roles-heading">{rolesIntro.heading}</h2>
          <p>{rolesIntro.paragraph}</p>
        </div>
        <RoleFilters active={filter} now={now} />
        <p className={styles.resultCount}>
          {shown.length} open {shown.length === 1 ? 'role' : 'roles'}
          {filter && ` in ${filterLabel(filter)}`}
          {filter && (
            <Link href={`/career${LIST_ANCHOR}`} className={styles.showAll}>
              Show all open roles
            </Link>
          )}
        </p>
        <ul className={styles.list}>
          {shown.map((role) => (
            <RoleCard key={role.slug} role={role} />
          ))}
        </ul>
        <div className={styles.general}>
          <h3>{generalApplication.heading}</h3>
          <p>{generalApplication.paragraph}</p>
          <Link href="#apply" className="button button-outline">
            {generalApplication.linkText}
          </Link>
        </div>
      </div>
    </section>
  )
}
