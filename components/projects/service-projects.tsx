import Link from 'next/link'
import { serviceFacetText } from '@/content/project-facets'
import type { ServiceId } from '@/content/types'
import { facetPath, getFacetProjects } from '@/lib/projects/facets'
import { ProjectGrid } from './project-grid'
import styles from './service-projects.module.css'

/** A service page's own work: three of its projects and a link to its facet page with the rest. */
export function ServiceProjects({ serviceId }: { serviceId: ServiceId }) {
  const projects = getFacetProjects('service', serviceId)
  const text = serviceFacetText[serviceId]
  return (
    <section className="section" aria-labelledby="service-projects-heading">
      <div className="container">
        <span className="eyebrow">From our portfolio</span>
        <h2 id="service-projects-heading">{text.heading}</h2>
        <ProjectGrid projects={projects.slice(0, 3)} reveal={false} />
        <p className={styles.more}>
          <Link href={facetPath('service', serviceId)} className="button button-outline">
            All {projects.length} {text.label.toLowerCase()} projects
          </Link>
        </p>
      </div>
    </section>
  )
}
