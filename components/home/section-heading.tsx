import styles from './section-heading.module.css'

type SectionHeadingProps = {
  id: string
  eyebrow?: string
  title: string
  intro?: string
  align?: 'start' | 'center'
  /** Light text for sections on a dark background. */
  tone?: 'dark' | 'light'
}

/** Eyebrow, h2 and optional intro at the top of a page section; the h2 labels the section. */
export function SectionHeading({ id, eyebrow, title, intro, align = 'center', tone = 'dark' }: SectionHeadingProps) {
  return (
    <header className={`${styles.heading} ${align === 'center' ? styles.center : ''} ${tone === 'light' ? styles.light : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {intro && <p className={styles.intro}>{intro}</p>}
    </header>
  )
}
