import { Reveal } from '@/components/motion/reveal'
import type { Project } from '@/content/types'
import { projectCardData } from './project-card-data'
import { ProjectCard } from './project-card'
import styles from './project-grid.module.css'

type ProjectGridProps = {
  projects: readonly Project[]
  /** Fade the cards in as they scroll into view (the lists); off for the short rows on other pages. */
  reveal?: boolean
  /** How many leading cards are on the first screen (their drawings are inlined); 0 below the fold. */
  firstScreenCards?: number
}

/** The cards of one list page: 1, 2 or 3 columns by width. */
export function ProjectGrid({ projects, reveal = true, firstScreenCards = 0 }: ProjectGridProps) {
  return (
    <ul className={styles.grid} data-testid="project-grid">
      {projects.map((project, index) =>
        reveal ? (
          <Reveal as="li" key={project.id} className={styles.item} delay={(index % 3) * 80}>
            <ProjectCard card={projectCardData(project, { inlineImage: index < firstScreenCards })} />
          </Reveal>
        ) : (
          <li key={project.id} className={styles.item}>
            <ProjectCard card={projectCardData(project)} />
          </li>
        ),
      )}
    </ul>
  )
}
