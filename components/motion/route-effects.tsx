'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Effects every route shares, in one island that renders nothing: start each route at the top,
 * enable the page transition for client navigations, and reveal [data-reveal] elements once.
 */
export function RouteEffects() {
  const pathname = usePathname()
  const firstPath = useRef(pathname)

  useEffect(() => {
    if (pathname !== firstPath.current) {
      document.documentElement.setAttribute('data-navigated', '')
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
    }
  }, [pathname])

  useEffect(() => {
    const root = document.documentElement
    if (!('IntersectionObserver' in window)) return
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue
          entry.target.setAttribute('data-revealed', '')
          observer.unobserve(entry.target)
        }
      },
      { rootMargin: '0px 0px -10% 0px', threshold: 0.05 },
    )
    // Elements already on screen are revealed before the hiding rule applies, so nothing blinks.
    const viewportHeight = window.innerHeight
    document.querySelectorAll('[data-reveal]:not([data-revealed])').forEach((element) => {
      if (element.getBoundingClientRect().top < viewportHeight) element.setAttribute('data-revealed', '')
      else observer.observe(element)
    })
    root.setAttribute('data-reveal-ready', '')
    return () => observer.disconnect()
  }, [pathname])

  return null
}
