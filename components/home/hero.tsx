import { Image } from '@/components/media/image'
import { SvgIcon } from '@/components/media/svg-icon'
import { inlineSvg } from '@/lib/media/inline-svg'
import { Fragment } from 'react'
import Link from 'next/link'
import { bimDimensionCards, HERO_AUTOPLAY_MS, heroBriefLink, heroCards, heroSlides, homeSections } from '@/content/home'
import { brand } from '@/content/site'
import type { ServiceCard } from '@/content/types'
import { HeroStage } from './hero-stage'
import cardStyles from './hero-cards.module.css'
import styles from './hero.module.css'

function CardBody({ card }: { card: ServiceCard }) {
  return (
    <>
      <SvgIcon src={card.image.src} className={cardStyles.cardIcon} />
      <h3 className={cardStyles.cardTitle}>{card.title}</h3>
      <p className={cardStyles.cardText}>{card.description}</p>
    </>
  )
}

/**
 * Home sections 1 and 2: the full-height hero and the service cards that overlap it. Everything is
 * rendered here on the server; HeroStage only tracks the active slide to show its text and
 * highlight the card with the same index.
 */
export function HomeHero() {
  const backgrounds = heroSlides.map((slide, index) => (
    <Image
      key={slide.title}
      src={index === 0 ? inlineSvg(slide.backgroundImage.src) : slide.backgroundImage.src}
      width={slide.backgroundImage.width}
      height={slide.backgroundImage.height}
      alt={slide.backgroundImage.alt}
      sizes="100vw"
      className={styles.backdropImage}
      // The first screen (the first drawing, and the cards' icons drawn as inline SVG) comes inside
      // the HTML; the other drawings follow lazily.
      loading={index === 0 ? undefined : 'lazy'}
    />
  ))

  const panels = heroSlides.map((slide) => (
    <Fragment key={slide.title}>
      <h2 className={styles.title}>{slide.title}</h2>
      {slide.subtitle.map((paragraph) => (
        <p key={paragraph} className={styles.subtitle}>
          {paragraph}
        </p>
      ))}
      <Link href={slide.link} className={`button ${styles.cta}`}>
        {slide.buttonText}
      </Link>
      <Link href={heroBriefLink.href} className={`button ${styles.cta} ${styles.briefCta}`}>{heroBriefLink.label}</Link>
    </Fragment>
  ))

  return (
    <HeroStage
      heading={brand.tagline}
      carouselLabel={homeSections.hero.carouselLabel}
      cardsHeading={homeSections.serviceCards.title}
      autoplayMs={HERO_AUTOPLAY_MS}
      backgrounds={backgrounds}
      panels={panels}
      cards={heroCards.map((card) => (
        <CardBody key={card.title} card={card} />
      ))}
    >
      <ul className={`${cardStyles.cards} ${cardStyles.staticCards}`}>
        {bimDimensionCards.map((card) => (
          <li key={card.title} className={cardStyles.card}>
            <CardBody card={card} />
          </li>
        ))}
      </ul>
    </HeroStage>
  )
}
