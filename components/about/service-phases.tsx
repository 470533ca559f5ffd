import { Image } from '@/components/media/image'
import { SectionHeading } from '@/components/home/section-heading'
import { Reveal } from '@/components/motion/reveal'
import { phasesIntro, servicePhases } from '@/content/about'
import styles from './about.module.css'

/** About: the three-phase service structure (Design, Construction, Operations). */
export function ServicePhases() {
  return (
    <section className="section section-alt" aria-labelledby="phases-heading">
      <div className="container">
        <SectionHeading id="phases-heading" eyebrow={phasesIntro.eyebrow} title={phasesIntro.heading} intro={phasesIntro.text} />
        <ol className={styles.phases}>
          {servicePhases.map((phase, index) => (
            <Reveal as="li" key={phase.title} className={styles.phase} delay={index * 120}>
              <Image src={phase.icon.src} width={phase.icon.width} height={phase.icon.height} alt={phase.icon.alt} />
              <p className={styles.phaseStep}>Phase {index + 1}</p>
              <h3>{phase.title}</h3>
              <p className={styles.text}>{phase.summary}</p>
              <ul className={styles.ticks}>
                {phase.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  )
}
