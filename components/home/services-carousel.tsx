import { Image } from '@/components/media/image'
import Link from 'next/link'
import { Carousel } from '@/components/carousel/carousel'
import { CAROUSEL_GAP_PX, homeSections, SERVICES_AUTOPLAY_MS, serviceSlides } from '@/content/home'
import type { ServiceSlide } from '@/content/types'
import { SectionHeading } from './section-heading'
import styles from './services-carousel.module.css'

function ServiceSlideCard({ slide }: { slide: ServiceSlide }) {
  const paragraphs = typeof slide.description === 'string' ? [slide.description] : slide.description
  return (
    <article className={styles.card}>
      <Image {...slide.image} alt={slide.image.alt} sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 100vw" className={styles.image} />
      <div className={styles.body}>
        <h3 className={styles.title}>{slide.title}</h3>
        {slide.subtitle && <p className={styles.subtitle}>{slide.subtitle}</p>}
        {paragraphs.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
        {slide.points && (
          <ul className={styles.points}>
            {slide.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
        {slide.href && (
          <Link href={slide.href} className={styles.more}>
            Learn more<span className="visually-hidden"> about {slide.title}</span>
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </article>
  )
}

/** Home section 4: 'Our Service', seven slides with custom previous/next buttons. */
export function ServicesCarousel() {
  const heading = homeSections.services
  return (
    <section className="section section-alt" aria-labelledby="services-heading">
      <div className="container">
        <SectionHeading id="services-heading" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
        <Carousel
          label={heading.carouselLabel}
          slides={serviceSlides.map((slide) => (
            <ServiceSlideCard key={slide.title} slide={slide} />
          ))}
          autoplayMs={SERVICES_AUTOPLAY_MS}
          spaceBetween={CAROUSEL_GAP_PX}
          perView={{ base: 1, md: 2, lg: 3 }}
          loop
          arrows="always"
          className={styles.carousel}
        />
      </div>
    </section>
  )
}
