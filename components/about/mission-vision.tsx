import { Image } from '@/components/media/image'
import { Reveal } from '@/components/motion/reveal'
import { missionVision } from '@/content/about'
import styles from './about.module.css'

/** About: mission and vision. */
export function MissionVision() {
  return (
    <section className="section" aria-labelledby="mission-heading">
      <div className={`container ${styles.split}`}>
        <Reveal>
          <Image
            src={missionVision.image.src}
            width={missionVision.image.width}
            height={missionVision.image.height}
            alt={missionVision.image.alt}
            sizes="(min-width: 1024px) 560px, 100vw"
            className={styles.image}
          />
        </Reveal>
        <Reveal>
          <p className="eyebrow">{missionVision.eyebrow}</p>
          <h2 id="mission-heading">{missionVision.heading}</h2>
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
