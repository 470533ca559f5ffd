'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import 'swiper/css'
import { CarouselControls } from './carousel-controls'
import styles from './carousel.module.css'
import { useCarouselPause } from './use-carousel-pause'

type SwiperKit = typeof import('./swiper-kit')
/** A change of slide, carried out on the Swiper instance once it is ready. */
type Move = (swiper: SwiperInstance) => void
// One download for every carousel on the page.
let swiperKit: Promise<SwiperKit> | undefined
const loadSwiperKit = () => (swiperKit ??= import('./swiper-kit'))

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
 * The site's sliding carousel (swiper/react behind a single wrapper, so a later switch touches
 * one file; the hero's cross-fade is FadeCarousel). DECISIONS 7: autoplay survives swipes and
 * clicks, pauses while hovered or focused, has a visible pause/play button, and never starts
 * under prefers-reduced-motion.
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
  const rootRef = useRef<HTMLElement>(null)
  // Hover and focus pauses are transient and handled by Swiper and the focus handlers.
  const [paused, togglePause] = useCarouselPause()
  const pausedRef = useRef(paused)
  // Swiper (32 KiB of script) and its set-up (loop, breakpoints, measuring every slide) were the
  // largest part of a page's hydration. The server markup already shows the slides as they will
  // sit (carousel.module.css), so Swiper is fetched and takes over once the carousel nears the
  // viewport, or at once when the visitor reaches for it (pointer or focus come before a click).
  const [kit, setKit] = useState<SwiperKit | null>(null)
  // The arrows are ours, not Swiper's Navigation module, so one handler owns every press (arrows
  // and indicators). Swiper answers its first layout and every resize by re-seating its loop in
  // the next frame (slideToLoop's requestAnimationFrame), which undoes a move made before that
  // frame: a press made while Swiper loads or settles waits, and is carried out once it has settled.
  const settlingRef = useRef(0)
  const pendingMoveRef = useRef<Move | null>(null)

  useEffect(() => {
    const root = rootRef.current
    if (!root || kit) return
    let mounted = true
    // If the download fails, the slides stay as the server laid them out.
    const want = () =>
      loadSwiperKit().then(
        (loaded) => mounted && setKit(loaded),
        () => (swiperKit = undefined),
      )
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: '200px 0px',
    })
    observer.observe(root)
    const reach = ['pointerdown', 'pointerenter', 'focusin', 'touchstart'] as const
    for (const type of reach) root.addEventListener(type, want, { passive: true })
    return () => {
      mounted = false
      observer.disconnect()
      for (const type of reach) root.removeEventListener(type, want)
    }
  }, [kit])

  useEffect(() => {
    pausedRef.current = paused
    if (paused) swiperRef.current?.autoplay?.stop()
    else swiperRef.current?.autoplay?.start()
  }, [paused])

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
      onFocus={() => swiperRef.current?.autoplay?.stop()}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && !pausedRef.current) {
          swiperRef.current?.autoplay?.start()
        }
      }}
    >
      {kit ? (
        <kit.Swiper
          modules={kit.swiperModules}
          loop={loop}
          speed={500}
          spaceBetween={spaceBetween}
          slidesPerView={perView.base}
          breakpoints={{ 768: { slidesPerView: md }, 1024: { slidesPerView: lg } }}
          autoplay={{ delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
          a11y={{ enabled: true }}
          pagination={dots === 'none' ? false : { el: `.${styles.dots}`, clickable: true, bulletClass: styles.dot, bulletActiveClass: styles.dotActive }}
          onSwiper={(swiper) => {
            swiperRef.current = swiper
            // Swiper missed the focus or hover that may have brought it in: honour them as it would.
            if (pausedRef.current || rootRef.current?.contains(document.activeElement)) swiper.autoplay?.stop()
            else if (swiper.el.matches(':hover')) swiper.autoplay?.pause()
            settleFrame(swiper)
            swiper.on('resize', () => settleFrame(swiper))
          }}
          onRealIndexChange={(swiper) => onActiveIndexChange?.(swiper.realIndex)}
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
        onPrev={() =>
          move((swiper) => {
            targetRef.current = null
            swiper.slidePrev()
          })
        }
        onNext={() =>
          move((swiper) => {
            targetRef.current = null
            swiper.slideNext()
          })
        }
        dots={dots === 'none' ? undefined : { show: dots, count: slides.length }}
        // eslint-disable-next-line react-hooks/refs -- goTo reads the refs only in the indicators' click handlers
        indicators={indicators?.((realIndex) => move((swiper) => slideToTarget(swiper, realIndex)))}
        className={controlsClassName}
      />
    </section>
  )
}
