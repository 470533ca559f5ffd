import { Image } from '@/components/media/image'
import { inlineSvg } from '@/lib/media/inline-svg'
import type { Service } from '@/content/types'
import styles from './service-overview.module.css'

/** What the service is: heading, description paragraphs and the overview drawing. */
export function ServiceOverview({ service }: { service: Service }) {
  return (
    <section className="section" aria-labelledby="service-heading">
      <div className={`container ${styles.grid}`}>
        <div>
          <span className="eyebrow">{service.title}</span>
          <h2 id="service-heading">{service.heading}</h2>
          {service.description.map((paragraph) => (
            <p key={paragraph} className={styles.paragraph}>
              {paragraph}
            </p>
          ))}
        </div>
        <div className={styles.media}>
          {/* Above the fold on desktop: the drawing comes inside the HTML. */}
          <Image
            src={inlineSvg(service.image.src)}
            width={service.image.width}
            height={service.image.height}
            alt={service.image.alt}
            sizes="(min-width: 1024px) 560px, 100vw"
          />
        </div>
      </div>
    </section>
  )
}
