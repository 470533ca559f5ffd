import { Image } from '@/components/media/image'
import { Reveal } from '@/components/motion/reveal'
import { missionVision } from '@/content/about'
import styles from './about.module.css'
import { SectionIntro } from '@/components/ui/section-intro'

/** About: mission and vision. */
export function MissionVision() {
  return (
    <section className="section" aria-labelledby="mission-heading">
      <div className={`container ${styles.split}`}>
        <Reveal>
          <Image {...missionVision.image} alt={missionVision.image.alt} sizes="(min-width: 1024px) 560px, 100vw" className={styles.image} />
        </Reveal>
        <Reveal>
          <SectionIntro id="mission-heading" intro={missionVision} />
          {[missionVision.mission, missionVision.vision].map((block) => (
            <div key={block.title} className={styles.pillar}>
              <h3>{block.title}</h3>
              <p>{block.text}</p>
            </div>
          ))}
        </Reveal>
      </div>
    </section>
  )
}
