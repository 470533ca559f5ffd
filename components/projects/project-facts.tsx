import type { Project } from '@/content/types'
import styles from './project-facts.module.css'

/** Shown for a fact the record leaves out. */
export const MISSING_FACT = '---'

/** The project's heading: its title, with the area in brackets when the record has one. */
export function projectHeading(project: Project): string {
  return project.area ? `${project.title} (${project.area})` : project.title
}

/** Client, Area, Location and Structure as a description list, '---' where one is missing. */
export function ProjectFacts({ project, className }: { project: Pick<Project, 'client' | 'area' | 'location' | 'structure'>; className?: string }) {
  const facts = [
    ['Client', project.client],
    ['Area', project.area],
    ['Location', project.location],
    ['Structure', project.structure],
  ] as const
  return (
    <dl className={`${styles.facts} ${className ?? ''}`}>
      {facts.map(([label, value]) => (
        <div key={label} className={styles.row}>
          <dt>{label}</dt>
          <dd>{value ?? MISSING_FACT}</dd>
        </div>
      ))}
    </dl>
  )
}
