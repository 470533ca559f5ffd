import { Image } from '@/components/media/image'
import { Reveal } from '@/components/motion/reveal'
import { CAROUSEL_GAP_PX, homeSections, testimonials, TESTIMONIALS_AUTOPLAY_MS, testimonialSummary } from '@/content/home'
import { SectionHeading } from './section-heading'
import { TestimonialsCarousel } from './testimonials-carousel'
import styles from './testimonials.module.css'

function Stars({ count }: { count: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={`${count} out of 5 stars`}>
      {Array.from({ length: count }, (_, index) => (
        <svg key={index} aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
          <path d="m10 1.5 2.6 5.5 6 .7-4.4 4.1 1.2 5.9L10 14.8l-5.4 2.9 1.2-5.9L1.4 7.7l6-.7z" fill="currentColor" />
        </svg>
      ))}
    </span>
  )
}

/** Home section 7: six testimonials and the satisfaction summary. */
export function Testimonials() {
  const heading = homeSections.testimonials
  const slides = testimonials.map((entry) => (
    <figure key={entry.name} className={styles.slide}>
      <blockquote className={styles.quote}>
        <p>{entry.quote}</p>
      </blockquote>
      <figcaption className={styles.person}>
        <Image src={entry.image.src} width={56} height={56} alt={entry.image.alt} className={styles.avatar} />
        <span>
          <span className={styles.name}>{entry.name}</span>
          <span className={styles.role}>{entry.title}</span>
        </span>
      </figcaption>
    </figure>
  ))

  return (
    <section className="section section-alt" aria-labelledby="testimonials-heading">
      <div className={`container ${styles.layout}`}>
        <Reveal className={styles.summary}>
          <SectionHeading id="testimonials-heading" eyebrow={heading.eyebrow} title={heading.title} align="start" />
          <p className={styles.score}>{testimonialSummary.satisfaction}</p>
          <p className={styles.scoreLabel}>{testimonialSummary.satisfactionLabel}</p>
          <Stars count={testimonialSummary.stars} />
          <ul className={styles.facts}>
            <li>{testimonialSummary.reviews}</li>
            <li>{testimonialSummary.completedProjects}</li>
          </ul>
        </Reveal>
        <div className={styles.carousel}>
          <TestimonialsCarousel
            label={heading.carouselLabel}
            autoplayMs={TESTIMONIALS_AUTOPLAY_MS}
            gap={CAROUSEL_GAP_PX}
            slides={slides}
            names={testimonials.map((entry) => entry.name)}
          />
        </div>
      </div>
    </section>
  )
}
