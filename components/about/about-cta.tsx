import Link from 'next/link'
import { aboutLinks } from '@/content/about'
import styles from './about.module.css'

/** About: where to go next (BIM modelling, contact, home). */
export function AboutCta() {
  const [primary, ...others] = aboutLinks.links
  return (
    <section className={`section section-alt ${styles.cta}`} aria-labelledby="about-cta-heading">
      <div className="container">
        <h2 id="about-cta-heading">{aboutLinks.heading}</h2>
        <p className={styles.text}>{aboutLinks.text}</p>
        <div className={styles.ctaLinks}>
          <Link href={primary.href} className="button">
            {primary.text}
          </Link>
          {others.map((link) => (
            <Link key={link.href} href={link.href} className="button button-outline">
              {link.text}
            </Link>
          ))}
        </div>
      </div>
    </section>
  )
}
