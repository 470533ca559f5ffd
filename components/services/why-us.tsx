import { Image } from '@/components/media/image'
import type { Service } from '@/content/types'
import { FeatureTabs } from './feature-tabs'
import styles from './why-us.module.css'

export const MISSING_INTRO = 'No introduction available for this service.'

/** 'Why us': heading, intro, the advantages text item and the numbered feature tabs. */
export function WhyUs({ service }: { service: Service }) {
  const { text, features } = service.advantages
  return (
    <section className="section section-alt" aria-labelledby="why-us-heading">
      <div className="container">
        <div className={styles.head}>
          <div>
            <span className="eyebrow">Why us</span>
            <h2 id="why-us-heading">{service.name}</h2>
            <p className={styles.intro}>{service.intro?.trim() ? service.intro : MISSING_INTRO}</p>
          </div>
          <div className={styles.lead}>
            <h3>{text.title}</h3>
            <p>{text.description}</p>
          </div>
        </div>
        <FeatureTabs
          features={features}
          label={service.name}
          media={features.map((feature) => (
            <Image key={feature.title} {...feature.image} alt={feature.image.alt} sizes="(min-width: 1024px) 420px, 100vw" />
          ))}
        />
      </div>
    </section>
  )
}
