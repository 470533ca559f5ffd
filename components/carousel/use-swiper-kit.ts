'use client'

import { useEffect, useState, type RefObject } from 'react'

export type SwiperKit = typeof import('./swiper-kit')

// One download for every carousel on the page.
let swiperKit: Promise<SwiperKit> | undefined
const loadSwiperKit = () => (swiperKit ??= import('./swiper-kit'))

/**
 * Swiper, once the carousel nears the viewport or the visitor reaches for it (pointer or focus
 * come before a click); null until then. Swiper (32 KiB of script) and its set-up (loop,
 * breakpoints, measuring every slide) were the largest part of a page's hydration, and the server
 * markup already shows the slides as they will sit (carousel.module.css). If the download fails,
 * the slides stay as the server laid them out.
 */
export function useSwiperKit(rootRef: RefObject<HTMLElement | null>): SwiperKit | null {
  const [kit, setKit] = useState<SwiperKit | null>(null)

  useEffect(() => {
    const root = rootRef.current
    if (!root || kit) return
    let mounted = true
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
  }, [kit, rootRef])

  return kit
}
