import { SectionHeading } from '@/components/home/section-heading'
import { Reveal } from '@/components/motion/reveal'
import { whyChooseUs } from '@/content/about'
import styles from './about.module.css'

/** About: the five reasons industry leaders choose the firm. */
export function WhyChooseUs() {
  return (
    <section className={`section ${styles.dark}`} aria-labelledby="why-heading">
      <div className="container">
        <SectionHeading id="why-heading" eyebrow={whyChooseUs.eyebrow} title={whyChooseUs.heading} tone="light" />
        <ol className={styles.reasons}>
          {whyChooseUs.points.map((point, index) => (
            <Reveal as="li" key={point.title} className={styles.reason} delay={index * 80}>
              <span className={styles.reasonNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  )
}
