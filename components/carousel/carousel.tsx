'use client'

import { useEffect, useRef, useState, type ReactNode } from 'react'
import { A11y, Autoplay, EffectFade, Navigation, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { Swiper as SwiperInstance } from 'swiper/types'
import 'swiper/css'
import 'swiper/css/effect-fade'
import { useReducedMotion } from '@/lib/use-reduced-motion'
import styles from './carousel.module.css'

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
  effect?: 'slide' | 'fade'
  /** Previous/next buttons; 'desktop' shows them from 1024 px only. */
  arrows?: 'always' | 'desktop' | 'none'
  /** Bullet dots; 'mobile' shows them below 1024 px only. */
  dots?: 'always' | 'mobile' | 'none'
  onActiveIndexChange?: (realIndex: number) => void
  /** Exposes the instance, e.g. for custom indicators that jump to a slide. */
  onSwiper?: (swiper: SwiperInstance) => void
  className?: string
  /** Extra class on the controls row (arrows, dots, pause), e.g. to place it over a hero. */
  controlsClassName?: string
  /** Custom indicators rendered in the controls row, before the pause button. */
  indicators?: ReactNode
}

/**
 * The one carousel of the site (swiper/react behind a single wrapper, so a later switch touches
 * one file). DECISIONS 7: autoplay survives swipes and clicks, pauses while hovered or focused,
 * has a visible pause/play button, and never starts under prefers-reduced-motion.
 */
export function Carousel({
  label,
  slides,
  autoplayMs,
  loop = true,
  spaceBetween = 0,
  perView = { base: 1 },
  effect = 'slide',
  arrows = 'always',
  dots = 'none',
  onActiveIndexChange,
  onSwiper,
  className,
  controlsClassName,
  indicators,
}: CarouselProps) {
  const swiperRef = useRef<SwiperInstance | null>(null)
  const rootRef = useRef<HTMLElement>(null)
  const reducedMotion = useReducedMotion()
  // The visitor's pause/play choice wins; until they make one, reduced motion means paused.
  // Hover and focus pauses are transient and handled by Swiper and the focus handlers.
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const paused = userPaused ?? reducedMotion
  const pausedRef = useRef(paused)
  // Swiper's set-up (loop, breakpoints, measuring every slide) was the largest part of a page's
  // hydration. The server markup already shows the slides as they will sit (carousel.module.css),
  // so Swiper takes over in its own task once the carousel nears the viewport, or at once when the
  // visitor reaches for it (pointer or focus come before the click they lead to).
  const [swiperWanted, setSwiperWanted] = useState(false)

  useEffect(() => {
    const root = rootRef.current
    if (!root || swiperWanted) return
    const want = () => setSwiperWanted(true)
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && want(), {
      rootMargin: '200px 0px',
    })
    observer.observe(root)
    const reach = ['pointerdown', 'pointerenter', 'focusin', 'touchstart'] as const
    for (const type of reach) root.addEventListener(type, want, { passive: true })
    return () => {
      observer.disconnect()
      for (const type of reach) root.removeEventListener(type, want)
    }
  }, [swiperWanted])

  useEffect(() => {
    pausedRef.current = paused
    if (paused) swiperRef.current?.autoplay?.stop()
    else swiperRef.current?.autoplay?.start()
  }, [paused])

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
      {swiperWanted ? (
        <Swiper
          modules={[A11y, Autoplay, EffectFade, Navigation, Pagination]}
          loop={loop}
          speed={effect === 'fade' ? 800 : 500}
          effect={effect}
          fadeEffect={effect === 'fade' ? { crossFade: true } : undefined}
          spaceBetween={spaceBetween}
          slidesPerView={perView.base}
          breakpoints={{ 768: { slidesPerView: md }, 1024: { slidesPerView: lg } }}
          autoplay={{ delay: autoplayMs, disableOnInteraction: false, pauseOnMouseEnter: true }}
          a11y={{ enabled: true, prevSlideMessage: 'Previous slide', nextSlideMessage: 'Next slide' }}
          navigation={
            arrows === 'none' ? false : { prevEl: `.${styles.prev}`, nextEl: `.${styles.next}` }
          }
          pagination={dots === 'none' ? false : { el: `.${styles.dots}`, clickable: true, bulletClass: styles.dot, bulletActiveClass: styles.dotActive }}
          onSwiper={(swiper) => {
            swiperRef.current = swiper
            // Swiper missed the focus or hover that may have brought it in: honour them as it would.
            if (pausedRef.current || rootRef.current?.contains(document.activeElement)) swiper.autoplay?.stop()
            else if (swiper.el.matches(':hover')) swiper.autoplay?.pause()
            onSwiper?.(swiper)
          }}
          onRealIndexChange={(swiper) => onActiveIndexChange?.(swiper.realIndex)}
        >
          {slides.map((slide, index) => (
            <SwiperSlide key={index}>{slide}</SwiperSlide>
          ))}
        </Swiper>
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
      <div className={`${styles.controls} ${controlsClassName ?? ''}`}>
        {arrows !== 'none' && (
          <div className={`${styles.arrows} ${arrows === 'desktop' ? styles.desktopOnly : ''}`}>
            <button type="button" className={styles.prev} aria-label="Previous slide">
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
                <path d="M12.5 4 6.5 10l6 6" fill="none" stroke="currentColor" strokeWidth="2.2" />
              </svg>
            </button>
            <button type="button" className={styles.next} aria-label="Next slide">
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20">
                <path d="m7.5 4 6 6-6 6" fill="none" stroke="currentColor" strokeWidth="2.2" />
              </svg>
            </button>
          </div>
        )}
        {dots !== 'none' && (
          <div
            className={`${styles.dots} ${dots === 'mobile' ? styles.mobileOnly : ''}`}
            style={{ '--dot-count': slides.length } as React.CSSProperties}
          />
        )}
        {indicators}
        <button
          type="button"
          className={styles.pause}
          onClick={() => setUserPaused(!paused)}
          aria-label={paused ? `Play ${label} carousel` : `Pause ${label} carousel`}
        >
          {paused ? (
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
            </svg>
          ) : (
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
              <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" fill="currentColor" />
            </svg>
          )}
        </button>
      </div>
    </section>
  )
}
