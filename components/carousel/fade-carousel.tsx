'use client'

import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react'
import { CarouselControls } from './carousel-controls'
import styles from './fade-carousel.module.css'
import { useCarouselPause } from './use-carousel-pause'

type FadeCarouselProps = {
  /** Accessible name of the carousel region. */
  label: string
  /** Server-rendered slides, stacked; the active one is shown. */
  slides: readonly ReactNode[]
  autoplayMs: number
  onActiveIndexChange?: (index: number) => void
  className?: string
  controlsClassName?: string
}

/** How far a finger or mouse must travel sideways to change the slide, px. */
const SWIPE_PX = 40

/**
 * The hero's cross-fading carousel: a few lines of state and a CSS opacity transition, instead of
 * Swiper's set-up in the first task after hydration on the page everyone lands on. Same rules as
 * Carousel (DECISIONS 7): autoplay survives swipes and clicks, holds while hovered or focused, has
 * a pause/play button, and never starts under prefers-reduced-motion.
 */
export function FadeCarousel({ label, slides, autoplayMs, onActiveIndexChange, className, controlsClassName }: FadeCarouselProps) {
  const count = slides.length
  const [active, setActive] = useState(0)
  const [paused, togglePause] = useCarouselPause()
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const swipeStartRef = useRef<number | null>(null)

  const step = (by: number) => setActive((index) => (index + by + count) % count)

  useEffect(() => {
    onActiveIndexChange?.(active)
  }, [active, onActiveIndexChange])

  // One timer per shown slide, so a click or swipe gives the new slide its full time.
  useEffect(() => {
    if (paused || hovered || focused || count < 2) return
    const timer = setTimeout(() => setActive((index) => (index + 1) % count), autoplayMs)
    return () => clearTimeout(timer)
  }, [active, paused, hovered, focused, autoplayMs, count])

  const swipeEnd = (event: PointerEvent) => {
    if (swipeStartRef.current === null) return
    const distance = event.clientX - swipeStartRef.current
    swipeStartRef.current = null
    if (Math.abs(distance) >= SWIPE_PX) step(distance < 0 ? 1 : -1)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      data-paused={paused ? 'true' : 'false'}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocused(false)}
    >
      <div
        className={styles.slides}
        aria-live={paused || focused ? 'polite' : 'off'}
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
