import { Image } from '@/components/media/image'
import { inlineSvg } from '@/lib/media/inline-svg'
import Link from 'next/link'
import type { Project } from '@/content/types'
import { ProjectFacetLinks } from './project-facet-links'
import { ProjectFacts } from './project-facts'
import styles from './project-overview.module.css'

/** The body of a project page: its drawing, the facts and what we did. */
export function ProjectOverview({ project }: { project: Project }) {
  return (
    <section className="section">
      <div className={`container ${styles.layout}`}>
        {/* The page's largest paint: the drawing comes inside the HTML. */}
        <Image {...project.image} src={inlineSvg(project.image.src)} alt={project.image.alt} sizes="(min-width: 1024px) 640px, 100vw" className={styles.image} />
        <div className={styles.text}>
          <h2 className={styles.subheading}>Project facts</h2>
          <ProjectFacts project={project} className={styles.facts} />
          <h2 className={styles.subheading}>What we delivered</h2>
          <p>{project.details}</p>
          <h2 className={styles.subheading}>Similar work</h2>
          <ProjectFacetLinks project={project} />
          <div className={styles.actions}>
            <Link href="/contact" className="button">
              Discuss a similar project
            </Link>
            <Link href="/project" className="button button-outline">
              All projects
            </Link>
          </div>
        </div>
      </div>
    </section>
  )
}
