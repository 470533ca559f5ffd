'use client'

import { useEffect, useRef, useState } from 'react'

type CountUpProps = { value: number; suffix: string }

const DURATION_MS = 1200

/**
 * A number that counts up once when scrolled into view. The server HTML and the first client
 * render both hold the final value, so the number is never hidden before JavaScript runs; one
 * already on screen, or under reduced motion, is left alone.
 */
export function CountUp({ value, suffix }: CountUpProps) {
  const ref = useRef<HTMLSpanElement>(null)
  const [shown, setShown] = useState(value)

  useEffect(() => {
    const element = ref.current
    if (!element || !('IntersectionObserver' in window)) return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (element.getBoundingClientRect().top < window.innerHeight) return
    let frame = 0
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return
        observer.disconnect()
        const start = performance.now()
        const tick = (now: number) => {
          const progress = Math.min(1, (now - start) / DURATION_MS)
          setShown(Math.round(value * (1 - (1 - progress) ** 3)))
          if (progress < 1) frame = requestAnimationFrame(tick)
        }
        frame = requestAnimationFrame(tick)
      },
      { threshold: 0.6 },
    )
    observer.observe(element)
    return () => {
      observer.disconnect()
      cancelAnimationFrame(frame)
    }
  }, [value])

  // Figure spaces pad the running number to the final width, so nothing moves while it counts.
  const padded = String(shown).padStart(String(value).length, '\u2007')
  return (
    <>
      <span ref={ref} aria-hidden="true">
        {`${padded}${suffix}`}
      </span>
      <span className="visually-hidden">{`${value}${suffix}`}</span>
    </>
  )
}
