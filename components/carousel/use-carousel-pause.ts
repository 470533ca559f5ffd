'use client'

import { useState } from 'react'
import { useReducedMotion } from '@/lib/use-reduced-motion'

/**
 * Whether a carousel's autoplay is paused, and the pause/play button's toggle. The visitor's
 * choice wins; until they make one, reduced motion means paused (DECISIONS 7). Hover and focus
 * holds are transient and each carousel handles them itself.
 */
export function useCarouselPause(): [paused: boolean, togglePause: () => void] {
  const reducedMotion = useReducedMotion()
  const [userPaused, setUserPaused] = useState<boolean | null>(null)
  const paused = userPaused ?? reducedMotion
  return [paused, () => setUserPaused(!paused)]
}
