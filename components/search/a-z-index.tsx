import Link from 'next/link'
import { getProjects, getServices } from '@/lib/content'
import styles from './a-z-index.module.css'

type Entry = { title: string; href: string; kind: 'Service' | 'Project'; detail: string }

/** Every service and project under its first letter, with a row of letters to jump between them. */
export function AToZIndex() {
  const entries: Entry[] = [
    ...getServices().map((service) => ({ title: service.title, href: `/services/${service.id}`, kind: 'Service' as const, detail: service.navLabel })),
    ...getProjects().map((project) => ({ title: project.title, href: `/projects/${project.id}`, kind: 'Project' as const, detail: project.location })),
  ].sort((a, b) => a.title.localeCompare(b.title, 'en', { numeric: true }))
  // Titles starting with a digit ('24-Storey Office Tower') file under '0–9'.
  const groups = new Map<string, Entry[]>()
  for (const entry of entries) {
    const letter = /^[A-Za-z]/.test(entry.title) ? entry.title[0]!.toUpperCase() : '0–9'
    groups.set(letter, [...(groups.get(letter) ?? []), entry])
  }
  const anchor = (letter: string) => `letter-${letter === '0–9' ? 'digits' : letter}`
  return (
    <>
      <nav aria-label="Letters" className={styles.letters}>
        <ul>
          {[...groups.keys()].map((letter) => (
            <li key={letter}>
              <a href={`#${anchor(letter)}`}>{letter}</a>
            </li>
          ))}
        </ul>
      </nav>
      {[...groups].map(([letter, items]) => (
        <section key={letter} aria-labelledby={anchor(letter)} className={styles.group}>
          <h2 id={anchor(letter)} className={styles.letter}>
            {letter}
          </h2>
          <ul className={styles.list}>
            {items.map((entry) => (
              <li key={entry.href}>
                <Link href={entry.href} prefetch={false}>
                  {entry.title}
                </Link>
                <span className={styles.meta}>
                  {entry.kind} · {entry.detail}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}
