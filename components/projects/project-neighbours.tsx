import Link from 'next/link'
import type { Project } from '@/content/types'
import styles from './project-neighbours.module.css'

type ProjectNeighboursProps = { previous?: Project; next?: Project }

/** Links to the projects before and after this one in the portfolio. */
export function ProjectNeighbours({ previous, next }: ProjectNeighboursProps) {
  if (!previous && !next) return null
  return (
    <nav aria-label="More projects" className={`section-alt ${styles.band}`}>
      <div className={`container ${styles.row}`}>
        {previous ? (
          <Link href={`/projects/${previous.id}`} className={styles.link} rel="prev">
            <span className={styles.label}>← Previous project</span>
            <span className={styles.title}>{previous.title}</span>
          </Link>
        ) : (
          <span />
        )}
        {next && (
          <Link href={`/projects/${next.id}`} className={`${styles.link} ${styles.next}`} rel="next">
            <span className={styles.label}>Next project →</span>
            <span className={styles.title}>{next.title}</span>
          </Link>
        )}
      </div>
    </nav>
  )
}
