import { Image } from '@/components/media/image'
import { inlineSvg } from '@/lib/media/inline-svg'
import Link from 'next/link'
import type { Project } from '@/content/types'
import styles from './project-card.module.css'
import { ProjectDetailDialog } from './project-detail-dialog'
import { ProjectFacts } from './project-facts'

type ProjectCardProps = {
  project: Project
  /** A card on the first screen: its drawing comes inside the HTML, not as a request after it. */
  inlineImage?: boolean
}

/** One portfolio card: drawing, title (a link to the project page), location, 'View Detail'. */
export function ProjectCard({ project, inlineImage = false }: ProjectCardProps) {
  const href = `/projects/${project.id}`
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <Image
          {...project.image}
          src={inlineImage ? inlineSvg(project.image.src) : project.image.src}
          alt={project.image.alt}
          sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 100vw"
          className={styles.image}
        />
        <div className={styles.overlay}>
          <ProjectDetailDialog heading={project.name ?? project.title} projectTitle={project.title} buttonClassName={`button ${styles.detailButton}`}>
            <div className={styles.dialogBody}>
              <Image {...project.image} alt={project.image.alt} sizes="(min-width: 760px) 380px, 92vw" className={styles.dialogImage} />
              <div>
                <ProjectFacts project={project} />
                <p className={styles.dialogDetails}>{project.details}</p>
                <Link href={href} className="button">
                  Open project page<span className="visually-hidden">: {project.title}</span>
                </Link>
              </div>
            </div>
          </ProjectDetailDialog>
        </div>
      </div>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link href={href}>{project.title}</Link>
        </h3>
        <p className={styles.location}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5z" fill="currentColor" />
          </svg>
          {project.location}
        </p>
      </div>
    </article>
  )
}
