import Link from 'next/link'
import type { Project } from '@/content/types'
import { projectHeading } from './project-facts'
import styles from './project-header.module.css'

/** The orange header of a project page: breadcrumb, title (with the area) and Back. */
export function ProjectHeader({ project }: { project: Project }) {
  return (
    <section className={styles.header}>
      <div className="container">
        <nav aria-label="Breadcrumb">
          <ol className={styles.trail}>
            <li>
              <Link href="/">Home</Link>
            </li>
            <li>
              <Link href="/project">Projects</Link>
            </li>
            <li>
              <span aria-current="page">{project.title}</span>
            </li>
          </ol>
        </nav>
        <h1 className={styles.title}>{projectHeading(project)}</h1>
        <p className={styles.location}>{project.location}</p>
        <Link href="/project" className={styles.back}>
          <span aria-hidden="true">←</span> Back to projects
        </Link>
      </div>
    </section>
  )
}
