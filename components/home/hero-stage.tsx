'use client'

import { useState, type ReactNode } from 'react'
import { FadeCarousel } from '@/components/carousel/fade-carousel'
import cardStyles from './hero-cards.module.css'
import styles from './hero.module.css'

type HeroStageProps = {
  heading: string
  carouselLabel: string
  cardsHeading: string
  autoplayMs: number
  /** One background drawing per slide. */
  backgrounds: readonly ReactNode[]
  /** One text panel per slide (title, subtitle, button). */
  panels: readonly ReactNode[]
  /** The cards over the hero; the one at the active slide's index is highlighted. */
  cards: readonly ReactNode[]
  /** The static row under the highlighted cards. */
  children: ReactNode
}

/**
 * The only island that knows the active hero slide. All text arrives server-rendered; this
 * component just marks which panel is shown and which card is highlighted, so the HTML holds
 * every slide's text and the first one is visible before any JavaScript runs.
 */
export function HeroStage({ heading, carouselLabel, cardsHeading, autoplayMs, backgrounds, panels, cards, children }: HeroStageProps) {
  const [active, setActive] = useState(0)

  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-heading">
        <FadeCarousel
          label={carouselLabel}
          slides={backgrounds}
          autoplayMs={autoplayMs}
          className={styles.backdrop}
          controlsClassName={styles.controls}
          onActiveIndexChange={setActive}
          // A reader's pointer on the heading or text holds the slide too, not only on the picture.
          hoverArea="parent"
        />
        <div className={`container ${styles.content}`}>
          <h1 id="hero-heading" className={styles.heading}>
            {heading}
          </h1>
          <div className={styles.panels}>
            {panels.map((panel, index) => (
              <div
                key={index}
                className={styles.panel}
                data-active={index === active ? 'true' : 'false'}
                data-hero-panel={index}
                aria-hidden={index === active ? undefined : true}
                inert={index !== active}
              >
                {panel}
              </div>
            ))}
          </div>
        </div>
      </section>
      <section className={cardStyles.cardsSection} aria-labelledby="service-cards-heading">
        <div className="container">
          <h2 id="service-cards-heading" className="visually-hidden">
            {cardsHeading}
          </h2>
          <ul className={cardStyles.cards}>
            {cards.map((card, index) => (
              <li key={index} className={cardStyles.card} data-active={index === active ? 'true' : 'false'}>
                {card}
              </li>
            ))}
          </ul>
          {children}
        </div>
      </section>
    </>
  )
}
