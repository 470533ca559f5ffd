import { Image } from '@/components/media/image'
import Link from 'next/link'
import { Reveal } from '@/components/motion/reveal'
import { aboutIntro } from '@/content/home'
import styles from './about-intro.module.css'
import { SectionIntro } from '@/components/ui/section-intro'

/** Home section 3: 'About Us / Who We Are' with Vision and Mission. */
export function AboutIntro() {
  return (
    <section className="section" aria-labelledby="about-heading">
      <div className={`container ${styles.grid}`}>
        <Reveal className={styles.media}>
          <Image {...aboutIntro.image} alt={aboutIntro.image.alt} sizes="(min-width: 1024px) 560px, 100vw" className={styles.image} />
        </Reveal>
        <Reveal>
          <SectionIntro id="about-heading" intro={aboutIntro} paragraphClassName={styles.text} />
          <div className={styles.actions}>
            <Link href={aboutIntro.button.href} className="button">
              {aboutIntro.button.text}
            </Link>
            <Link href={aboutIntro.link.href} className={styles.link}>
              {aboutIntro.link.text}
            </Link>
          </div>
          <div className={styles.pillars}>
            {[aboutIntro.vision, aboutIntro.mission].map((block) => (
              <div key={block.title} className={styles.pillar}>
                <h3>{block.title}</h3>
                <p>{block.text}</p>
              </div>
            ))}
          </div>
        </Reveal>
      </div>
    </section>
  )
}
