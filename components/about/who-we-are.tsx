import { Image } from '@/components/media/image'
import { Reveal } from '@/components/motion/reveal'
import { whoWeAre } from '@/content/about'
import styles from './about.module.css'

/** About: who the firm is. */
export function WhoWeAre() {
  return (
    <section className="section" aria-labelledby="who-we-are-heading">
      <div className={`container ${styles.split}`}>
        <Reveal>
          <p className="eyebrow">{whoWeAre.eyebrow}</p>
          <h2 id="who-we-are-heading">{whoWeAre.heading}</h2>
          {whoWeAre.paragraphs.map((paragraph) => (
            <p key={paragraph} className={styles.text}>
              {paragraph}
            </p>
          ))}
        </Reveal>
        <Reveal>
          <Image
            src={whoWeAre.image.src}
            width={whoWeAre.image.width}
            height={whoWeAre.image.height}
            alt={whoWeAre.image.alt}
            sizes="(min-width: 1024px) 560px, 100vw"
            className={styles.image}
          />
        </Reveal>
      </div>
    </section>
  )
}
