'use client'

import { useEffect, useRef, useState, type FocusEvent } from 'react'
import { useReducedMotion } from '@/lib/use-reduced-motion'

type AutoplayOptions = {
  /** The shown slide: each new slide gets the full delay. */
  active: number
  autoplayMs: number
  /** Shows the next slide. */
  advance: () => void
  /** False while the carousel cannot move yet (its slider still loading). */
  ready?: boolean
  /** Where a resting pointer holds the carousel: its own region, or the section around it. */
  hoverArea?: 'self' | 'parent'
}

/**
 * Every carousel's autoplay rules in one place: a slide shows for `autoplayMs`, then the next one.
 * Autoplay holds while a mouse rests over the hover area (also one that was there before the page
 * hydrated) or while focus is inside the carousel, and stops when the visitor presses pause. Under
 * prefers-reduced-motion it starts paused; the visitor's own choice wins.
 */
export function useAutoplay<T extends HTMLElement>({ active, autoplayMs, advance, ready = true, hoverArea = 'self' }: AutoplayOptions) {
  const rootRef = useRef<T>(null)
  const reducedMotion = useReducedMotion()
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const paused = userPaused ?? reducedMotion
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const advanceRef = useRef(advance)

  useEffect(() => {
    advanceRef.current = advance
  })

  useEffect(() => {
    const area = hoverArea === 'parent' ? rootRef.current?.parentElement : rootRef.current
    if (!area) return
    const enter = (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true)
    const leave = () => setHovered(false)
    area.addEventListener('pointerenter', enter)
    area.addEventListener('pointerleave', leave)
    // A pointer already resting there when the page hydrated sends no pointerenter.
    if (area.matches(':hover')) setHovered(true)
    return () => {
      area.removeEventListener('pointerenter', enter)
      area.removeEventListener('pointerleave', leave)
    }
  }, [hoverArea])

  useEffect(() => {
    if (!ready || paused || hovered || focused) return
    const timer = setTimeout(() => advanceRef.current(), autoplayMs)
    return () => clearTimeout(timer)
  }, [active, ready, paused, hovered, focused, autoplayMs])

  return {
    rootRef,
    paused,
    togglePause: () => setUserPaused(!paused),
    /** Whether screen readers should hear slide changes: only when the visitor moves the slides. */
    announce: paused || focused,
    focusHold: {
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<T>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
      },
    },
  }
}
