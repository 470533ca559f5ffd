import Link from 'next/link'
import type { ImgHTMLAttributes } from 'react'
import type { Project } from '@/content/types'
import styles from './project-card.module.css'
import { ProjectDetailDialog } from './project-detail-dialog'
import { ProjectFacts } from './project-facts'

/**
 * What one card shows, prepared on the server (project-card-data.ts) so that the same card
 * renders in a server list and inside the /project filter island, which receives this data instead
 * of 45 rendered cards.
 */
export type ProjectCardData = Pick<Project, 'id' | 'title' | 'location' | 'details' | 'client' | 'area' | 'structure'> & {
  heading: string
  /** The <img> attributes of the drawing, from next/image's getImageProps. */
  image: ImgHTMLAttributes<HTMLImageElement>
  /** The dialog's, when the card's drawing is inlined: the dialog's loads only when it opens. */
  dialogImage?: ImgHTMLAttributes<HTMLImageElement>
}

/** One portfolio card: drawing, title (a link to the project page), location, 'View Detail'. */
export function ProjectCard({ card }: { card: ProjectCardData }) {
  const href = `/projects/${card.id}`
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's markup, alt included */}
        <img {...card.image} className={styles.image} />
        <div className={styles.overlay}>
          <ProjectDetailDialog heading={card.heading} projectTitle={card.title} buttonClassName={`button ${styles.detailButton}`}>
            <div className={styles.dialogBody}>
              {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- as above */}
              <img {...(card.dialogImage ?? card.image)} sizes={card.image.srcSet && '(min-width: 760px) 380px, 92vw'} className={styles.dialogImage} />
              <div>
                <ProjectFacts project={card} />
                <p className={styles.dialogDetails}>{card.details}</p>
                <Link href={href} className="button">
                  Open project page<span className="visually-hidden">: {card.title}</span>
                </Link>
              </div>
            </div>
          </ProjectDetailDialog>
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={href}>{card.title}</Link>
        </h3>
        <p className={styles.location}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor" />
          </svg>
          {card.location}
        </p>
      </div>
    </article>
  )
}
