'use client'

import { useState, type ReactNode } from 'react'
import { Carousel } from '@/components/carousel/carousel'
import styles from './testimonials.module.css'

type TestimonialsCarouselProps = {
  label: string
  autoplayMs: number
  gap: number
  /** Server-rendered testimonial slides. */
  slides: readonly ReactNode[]
  /** Who said each one, for the indicators' names. */
  names: readonly string[]
}

/** The testimonial carousel with dash indicators that jump to an entry; the active dash is wider. */
export function TestimonialsCarousel({ label, autoplayMs, gap, slides, names }: TestimonialsCarouselProps) {
  const [active, setActive] = useState(0)

  const indicators = (goTo: (index: number) => void) => (
    <div className={styles.dashes} role="group" aria-label="Choose a testimonial">
      {names.map((name, index) => (
        <button
          key={name}
          type="button"
          className={styles.dash}
          data-active={index === active ? 'true' : 'false'}
          aria-current={index === active ? 'true' : undefined}
          aria-label={`Testimonial ${index + 1} of ${names.length}: ${name}`}
          onClick={() => goTo(index)}
        />
      ))}
    </div>
  )

  return (
    <Carousel
      label={label}
      slides={slides}
      autoplayMs={autoplayMs}
      spaceBetween={gap}
      loop
      arrows="none"
      indicators={indicators}
      onActiveIndexChange={setActive}
    />
  )
}
