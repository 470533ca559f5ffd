import { Fragment } from 'react'
import { Image } from '@/components/media/image'
import { Tabs } from '@/components/ui/tabs'
import { Reveal } from '@/components/motion/reveal'
import { expertiseTopics, homeSections } from '@/content/home'
import { SectionHeading } from './section-heading'
import styles from './expertise.module.css'

/** Home section 6: 'Specialized Expertise', five topics as tabs; every panel is in the HTML. */
export function Expertise() {
  const heading = homeSections.expertise
  const tabs = expertiseTopics.map((topic, index) => (
    <Fragment key={topic.title}>
      <span className={styles.tabNumber} aria-hidden="true">
        {String(index + 1).padStart(2, '0')}
      </span>
      {topic.title}
    </Fragment>
  ))
  const panels = expertiseTopics.map((topic) => (
    <div key={topic.title} className={styles.panelGrid}>
      <Image {...topic.image} alt={topic.image.alt} sizes="(min-width: 1024px) 420px, 100vw" className={styles.image} />
      <div>
        <h3 className={styles.headline}>{topic.description}</h3>
        {topic.subtext.map((line) => (
          <p key={line} className={styles.text}>
            {line}
          </p>
        ))}
      </div>
    </div>
  ))

  return (
    <section className="section" aria-labelledby="expertise-heading">
      <div className="container">
        <SectionHeading id="expertise-heading" eyebrow={heading.eyebrow} title={heading.title} intro={heading.intro} />
        <Reveal>
          <Tabs id="expertise" label={heading.title} tabs={tabs} panels={panels} classNames={styles} />
        </Reveal>
      </div>
    </section>
  )
}
