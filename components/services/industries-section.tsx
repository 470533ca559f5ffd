import { Image } from '@/components/media/image'
import { Carousel } from '@/components/carousel/carousel'
import { DEFAULT_INDUSTRY_ICON } from '@/content/services/assets'
import type { Industry, Service } from '@/content/types'
import styles from './industries-section.module.css'

/** Autoplay 3500 ms, loop, 1 / 2 / 4 per view below 768 / from 768 / from 1024, gap 20. */
const INDUSTRIES_CAROUSEL = {
  autoplayMs: 3500,
  loop: true,
  spaceBetween: 20,
  perView: { base: 1, md: 2, lg: 4 },
} as const

function IndustryCard({ industry }: { industry: Industry }) {
  const icon = industry.image ?? DEFAULT_INDUSTRY_ICON
  return (
    <article className={styles.card} data-industry-card="">
      <Image src={icon.src} width={64} height={64} alt={icon.alt} className={styles.icon} />
      <h3 className={styles.title}>{industry.title}</h3>
      <p className={styles.description}>{industry.description}</p>
    </article>
  )
}

/** The industries carousel (pausing and motion rules live in the shared Carousel). */
export function IndustriesSection({ service }: { service: Service }) {
  return (
    <section className="section" aria-labelledby="industries-heading">
      <div className="container">
        <div className={styles.head}>
          <span className="eyebrow">Industries</span>
          <h2 id="industries-heading">{service.industriesTitle}</h2>
          <p>{service.industriesDescription}</p>
        </div>
        <Carousel
          label="Industry cards"
          slides={service.industries.map((industry) => (
            <IndustryCard key={industry.title} industry={industry} />
          ))}
          {...INDUSTRIES_CAROUSEL}
          arrows="desktop"
          dots="mobile"
        />
        <p className={styles.bottomline}>{service.industriesBottomline}</p>
      </div>
    </section>
  )
}
