import Link from 'next/link'
import type { Project } from '@/content/types'
import { getProjectFacetLinks } from '@/lib/projects/facets'
import styles from './project-facet-links.module.css'

/** The facet pages a project belongs to (its services, sector, state and country), as chips. */
export function ProjectFacetLinks({ project }: { project: Project }) {
  return (
    <ul className={styles.chips}>
      {getProjectFacetLinks(project).map((link) => (
        <li key={link.href}>
          <Link href={link.href} className={styles.chip} prefetch={false}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  )
}
