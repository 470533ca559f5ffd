import Link from 'next/link'
import styles from './start-project-link.module.css'

/**
 * The header's call to action: the project brief. In the bar from 1200 px (narrower, the bar has
 * no room beside the menu and search), in the menu panel of small screens.
 */
export function StartProjectLink({ place }: { place: 'bar' | 'menu' }) {
  return (
    <Link href="/start-a-project" className={place === 'bar' ? styles.bar : styles.menu}>
      Start a project
    </Link>
  )
}
