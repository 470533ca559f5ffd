import { Reveal } from '@/components/motion/reveal'
import type { Project } from '@/content/types'
import { ProjectCard } from './project-card'
import styles from './project-grid.module.css'

/** The cards of one list page: 1, 2 or 3 columns by width. */
export function ProjectGrid({ projects }: { projects: readonly Project[] }) {
  return (
    <ul className={styles.grid} data-testid="project-grid">
      {projects.map((project, index) => (
        <Reveal as="li" key={project.id} className={styles.item} delay={(index % 3) * 80}>
          <ProjectCard project={project} />
        </Reveal>
      ))}
    </ul>
  )
}
