import { Image } from '@/components/media/image'
import { Reveal } from '@/components/motion/reveal'
import { careerPage } from '@/content/career'
import styles from './career.module.css'

/** The four reasons to join: growth, facilities, culture, benefits. */
export function BenefitsSection() {
  const { benefitsIntro, benefits } = careerPage
  return (
    <section className="section" aria-labelledby="benefits-heading">
      <div className="container">
        <div className={styles.intro}>
          <span className="eyebrow">{benefitsIntro.eyebrow}</span>
          <h2 id="benefits-heading">{benefitsIntro.heading}</h2>
          <p>{benefitsIntro.paragraph}</p>
        </div>
        <ul className={styles.benefits}>
          {benefits.map((benefit, index) => (
            <Reveal as="li" key={benefit.title} className={styles.benefit} delay={index * 100}>
              <Image src={benefit.icon.src} width={benefit.icon.width} height={benefit.icon.height} alt={benefit.icon.alt} />
              <h3 className={styles.benefitTitle}>{benefit.title}</h3>
              <p>{benefit.description}</p>
            </Reveal>
          ))}
        </ul>
      </div>
    </section>
  )
}
