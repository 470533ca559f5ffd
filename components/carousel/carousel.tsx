'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import 'swiper/css'
import { CarouselControls } from './carousel-controls'
import styles from './carousel.module.css'
import { useAutoplay } from './use-autoplay'
import { useSwiperKit } from './use-swiper-kit'

/** A change of slide, carried out on the Swiper instance once it is ready. */
type Move = (swiper: SwiperInstance) => void

export type CarouselProps = {
  /** Accessible name of the carousel region, e.g. 'Our services'. */
  label: string
  /** Server-rendered slides. */
  slides: readonly ReactNode[]
  autoplayMs: number
  loop?: boolean
  /** Gap between slides, px. */
  spaceBetween?: number
  /** Slides per view: below 768 px, from 768 px, from 1024 px. */
  perView?: { base: number; md?: number; lg?: number }
  /** Previous/next buttons; 'desktop' shows them from 1024 px only. */
  arrows?: 'always' | 'desktop' | 'none'
  /** Bullet dots; 'mobile' shows them below 1024 px only. */
  dots?: 'always' | 'mobile' | 'none'
  onActiveIndexChange?: (realIndex: number) => void
  className?: string
  /** Extra class on the controls row (arrows, dots, pause), e.g. to place it over a hero. */
  controlsClassName?: string
  /** Custom indicators in the controls row, before the pause button; goTo jumps to a slide. */
  indicators?: (goTo: (realIndex: number) => void) => ReactNode
}

/**
 * The site's sliding carousel: several slides side by side, looping, dragged by touch or mouse
 * (swiper/react, loaded on demand). Autoplay follows the rules of useAutoplay, shared with the
 * hero's FadeCarousel.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = true,
  spaceBetween = 0,
  perView = { base: 1 },
  arrows = 'always',
  dots = 'none',
  onActiveIndexChange,
  className,
  controlsClassName,
  indicators,
}: CarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null)
  const [active, setActive] = useState(0)
  const [ready, setReady] = useState(false)
  // The arrows are ours, not Swiper's Navigation module, so one handler owns every press (arrows
  // and indicators). Swiper answers its first layout and every resize by re-seating its loop in
  // the next frame (slideToLoop's requestAnimationFrame), which undoes a move made before that
  // frame: a press made while Swiper loads or settles waits, and is carried out once it has settled.
  const settlingRef = useRef(0)
  const pendingMoveRef = useRef<Move | null>(null)
  const { rootRef, paused, togglePause, announce, focusHold } = useAutoplay<HTMLElement>({
    active,
    autoplayMs,
    ready,
    advance: () => step('slideNext'),
  })
  const kit = useSwiperKit(rootRef)

  // Slide changes are read out only when the visitor, not autoplay, makes them.
  useEffect(() => {
    swiperRef.current?.wrapperEl.setAttribute('aria-live', announce ? 'polite' : 'off')
  }, [ready, announce])

  // Where the last indicator press sent the carousel, until it has surely arrived. slideToLoop
  // moves in the next frame; a resize handled before then re-seats the loop on the old slide after
  // it, and the settle frame of that resize sends the carousel on again.
  const targetRef = useRef<number | null>(null)

  const slideToTarget = (swiper: SwiperInstance, realIndex: number, speed?: number) => {
    targetRef.current = realIndex
    swiper.slideToLoop(realIndex, speed)
    // Two frames: slideToLoop's own, and the next, in which a resize noticed before it re-seats.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (settlingRef.current === 0 && targetRef.current === realIndex) targetRef.current = null
      }),
    )
  }

  const move = (action: Move) => {
    const swiper = swiperRef.current
    if (!swiper || settlingRef.current > 0) pendingMoveRef.current = action
    else action(swiper)
  }

  const step = (direction: 'slideNext' | 'slidePrev') =>
    move((swiper) => {
      targetRef.current = null
      swiper[direction]()
    })

  // Queued after Swiper's own frame callback, so it runs once the loop is re-seated.
  const settleFrame = (swiper: SwiperInstance) => {
    settlingRef.current += 1
    requestAnimationFrame(() => {
      settlingRef.current -= 1
      if (swiper.destroyed || settlingRef.current > 0) return
      const target = targetRef.current
      if (target !== null && swiper.realIndex !== target) slideToTarget(swiper, target, 0)
      const pendingMove = pendingMoveRef.current
      pendingMoveRef.current = null
      if (pendingMove) move(pendingMove)
    })
  }

  const md = perView.md ?? perView.base
  const lg = perView.lg ?? md
  const cssVars = { '--per-view': perView.base, '--per-view-md': md, '--per-view-lg': lg, '--gap': `${spaceBetween}px` } as React.CSSProperties

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={`${styles.carousel} ${className ?? ''}`}
      style={cssVars}
      data-paused={paused ? 'true' : 'false'}
      {...focusHold}
    >
      {kit ? (
        <kit.Swiper
          modules={kit.swiperModules}
          loop={loop}
          speed={500}
          spaceBetween={spaceBetween}
          slidesPerView={perView.base}
          breakpoints={{ 768: { slidesPerView: md }, 1024: { slidesPerView: lg } }}
          a11y={{ enabled: true, wrapperLiveRegion: false }}
          pagination={dots === 'none' ? false : { el: `.${styles.dots}`, clickable: true, bulletClass: styles.dot, bulletActiveClass: styles.dotActive }}
          onSwiper={(swiper) => {
            swiperRef.current = swiper
            setReady(true)
            settleFrame(swiper)
            swiper.on('resize', () => settleFrame(swiper))
          }}
          onRealIndexChange={(swiper) => {
            setActive(swiper.realIndex)
            onActiveIndexChange?.(swiper.realIndex)
          }}
        >
          {slides.map((slide, index) => (
            <kit.SwiperSlide key={index}>{slide}</kit.SwiperSlide>
          ))}
        </kit.Swiper>
      ) : (
        <div className="swiper">
          <div className="swiper-wrapper">
            {slides.map((slide, index) => (
              <div key={index} className="swiper-slide">
                {slide}
              </div>
            ))}
          </div>
        </div>
      )}
      <CarouselControls
        label={label}
        paused={paused}
        onTogglePause={togglePause}
        arrows={arrows}
        onPrev={() => step('slidePrev')}
        onNext={() => step('slideNext')}
        dots={dots === 'none' ? undefined : { show: dots, count: slides.length }}
        // eslint-disable-next-line react-hooks/refs -- goTo reads the refs only in the indicators' click handlers
        indicators={indicators?.((realIndex) => move((swiper) => slideToTarget(swiper, realIndex)))}
        className={controlsClassName}
      />
    </section>
  )
}
