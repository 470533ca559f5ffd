import { Reveal } from '@/components/motion/reveal'
import { homeSections, statistics } from '@/content/home'
import { CountUp } from './count-up'
import { SectionHeading } from './section-heading'
import styles from './impact-stats.module.css'

/** Home section 5: 'Proven Impact' figures. */
export function ImpactStats() {
  const heading = homeSections.impact
  return (
    <section className={`section ${styles.impact}`} aria-labelledby="impact-heading">
      <div className="container">
        <SectionHeading id="impact-heading" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} tone="light" />
        <ul className={styles.list}>
          {statistics.map((statistic, index) => (
            <Reveal as="li" key={statistic.label} className={styles.item} delay={index * 120}>
              <p className={styles.value}>
                <CountUp value={statistic.value} suffix={statistic.suffix} />
              </p>
              <h3 className={styles.label}>{statistic.label}</h3>
              <p className={styles.description}>{statistic.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
