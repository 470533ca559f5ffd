import Link from 'next/link'
import { svgBackdropMarkup } from '@/lib/media/inline-svg'
import styles from './page-banner.module.css'

type Crumb = { label: string; href?: string }

type PageBannerProps = {
  title: string
  /** A small label above the heading, e.g. 'Services' over a service's own name. */
  eyebrow?: string
  /** Trail after 'Home'; the last crumb is the current page. */
  breadcrumb?: readonly Crumb[]
  /** Optional background drawing under public/. */
  backgroundImage?: string
  children?: React.ReactNode
}

/** The banner at the top of every inner page: heading and breadcrumb trail. */
export function PageBanner({ title, eyebrow, breadcrumb = [], backgroundImage, children }: PageBannerProps) {
  return (
    <section className={styles.banner}>
      {/* The banner is the first screen: its drawing is markup in the HTML, painted with the title. */}
      {backgroundImage && <span className={styles.backdrop} dangerouslySetInnerHTML={{ __html: svgBackdropMarkup(backgroundImage, 'banner') }} />}
      <div className="container">
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h1 className={styles.title}>{title}</h1>
        {breadcrumb.length > 0 && (
          <nav aria-label="Breadcrumb">
            <ol className={styles.trail}>
              <li>
                <Link href="/">Home</Link>
              </li>
              {breadcrumb.map((crumb, index) => {
                const isLast = index === breadcrumb.length - 1
                return (
                  <li key={`${crumb.label}-${index}`}>
                    {crumb.href && !isLast ? (
                      <Link href={crumb.href}>{crumb.label}</Link>
                    ) : (
                      <span aria-current={isLast ? 'page' : undefined}>{crumb.label}</span>
                    )}
                  </li>
                )
              })}
            </ol>
          </nav>
        )}
        {children}
      </div>
    </section>
  )
}
