import Link from 'next/link'
import styles from './start-project-link.module.css'

/** The header's call to action: the project brief. */
export function StartProjectLink({ current }: { current: boolean }) {
  return (
    <Link href="/start-a-project" className={styles.cta} aria-current={current ? 'page' : undefined} prefetch={current ? false : undefined}>
      Start a project
    </Link>
  )
}
