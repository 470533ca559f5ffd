import { Image } from '@/components/media/image'
import { Reveal } from '@/components/motion/reveal'
import { whoWeAre } from '@/content/about'
import styles from './about.module.css'
import { SectionIntro } from '@/components/ui/section-intro'

/** About: who the firm is. */
export function WhoWeAre() {
  return (
    <section className="section" aria-labelledby="who-we-are-heading">
      <div className={`container ${styles.split}`}>
        <Reveal>
          <SectionIntro id="who-we-are-heading" intro={whoWeAre} paragraphClassName={styles.text} />
        </Reveal>
        <Reveal>
          <Image {...whoWeAre.image} alt={whoWeAre.image.alt} sizes="(min-width: 1024px) 560px, 100vw" className={styles.image} />
        </Reveal>
      </div>
    </section>
  )
}
