'use client'

import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react'
import { CarouselControls } from './carousel-controls'
import styles from './fade-carousel.module.css'
import { useAutoplay } from './use-autoplay'

type FadeCarouselProps = {
  /** Accessible name of the carousel region. */
  label: string
  /** Server-rendered slides, stacked; the active one is shown. */
  slides: readonly ReactNode[]
  autoplayMs: number
  onActiveIndexChange?: (index: number) => void
  /** 'parent': a pointer anywhere over the surrounding section holds autoplay (the hero's text too). */
  hoverArea?: 'self' | 'parent'
  className?: string
  controlsClassName?: string
}

/** How far a finger or mouse must travel sideways to change the slide, px. */
const SWIPE_PX = 40

/**
 * The cross-fading carousel of the home hero: a CSS opacity transition over stacked slides, so the
 * page everyone lands on loads no slider library. Autoplay follows the rules of useAutoplay.
 */
export function FadeCarousel({ label, slides, autoplayMs, onActiveIndexChange, hoverArea, className, controlsClassName }: FadeCarouselProps) {
  const count = slides.length
  const [active, setActive] = useState(0)
  const step = (by: number) => setActive((index) => (index + by + count) % count)
  const { rootRef, paused, togglePause, announce, focusHold } = useAutoplay<HTMLElement>({ active, autoplayMs, advance: () => step(1), ready: count > 1, hoverArea })
  const swipeStartRef = useRef<number | null>(null)

  useEffect(() => {
    onActiveIndexChange?.(active)
  }, [active, onActiveIndexChange])

  const swipeEnd = (event: PointerEvent) => {
    if (swipeStartRef.current === null) return
    const distance = event.clientX - swipeStartRef.current
    swipeStartRef.current = null
    if (Math.abs(distance) >= SWIPE_PX) step(distance < 0 ? 1 : -1)
  }

  return (
    <section
      ref={rootRef}
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      data-paused={paused ? 'true' : 'false'}
      {...focusHold}
    >
      <div
        className={styles.slides}
        aria-live={announce ? 'polite' : 'off'}
        onPointerDown={(event) => (swipeStartRef.current = event.clientX)}
        onPointerUp={swipeEnd}
        onPointerCancel={() => (swipeStartRef.current = null)}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${count}`}
            aria-hidden={index === active ? undefined : true}
            data-active={index === active ? 'true' : 'false'}
          >
            {slide}
          </div>
        ))}
      </div>
      <CarouselControls
        label={label}
        paused={paused}
        onTogglePause={togglePause}
        arrows="always"
        onPrev={() => step(-1)}
        onNext={() => step(1)}
        className={controlsClassName}
      />
    </section>
  )
}
