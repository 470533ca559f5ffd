import { Image } from '@/components/media/image'
import { inlineSvg } from '@/lib/media/inline-svg'
import type { Service } from '@/content/types'
import styles from './service-overview.module.css'
import { SectionIntro } from '@/components/ui/section-intro'

/** What the service is: heading, description paragraphs and the overview drawing. */
export function ServiceOverview({ service }: { service: Service }) {
  return (
    <section className="section" aria-labelledby="service-heading">
      <div className={`container ${styles.grid}`}>
        <div>
          <SectionIntro
            id="service-heading"
            intro={{ eyebrow: service.title, heading: service.heading, paragraphs: service.description }}
            paragraphClassName={styles.paragraph}
          />
        </div>
        <div className={styles.media}>
          {/* Above the fold on desktop: the drawing comes inside the HTML. */}
          <Image {...service.image} src={inlineSvg(service.image.src)} alt={service.image.alt} sizes="(min-width: 1024px) 560px, 100vw" />
        </div>
      </div>
    </section>
  )
}
