import Link from 'next/link'
import styles from './start-project-link.module.css'

/** The header's call to action: the project brief. Rendered on the server and passed into the header. */
export function StartProjectLink() {
  return (
    <Link href="/start-a-project" className={styles.cta}>
      Start a project
    </Link>
  )
}
