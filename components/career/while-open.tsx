'use client'

import { useSyncExternalStore } from 'react'

// Timers cannot wait longer than about 24.8 days; a longer wait is cut short and checked again.
const LONGEST_TIMER_MS = 2 ** 31 - 1

type WhileOpenProps = {
  /** The role's validThrough, an ISO date-time. */
  until: string
  children: React.ReactNode
  /** Shown instead once `until` has passed. */
  closed: React.ReactNode
}

/**
 * Between two builds a role's page is still served after its closing moment: the browser compares
 * the closing moment with its own clock (also while the page stays open) and swaps the children
 * for the closed notice. The server render, and a browser without JavaScript, shows the children.
 */
export function WhileOpen({ until, children, closed }: WhileOpenProps) {
  const closesAt = Date.parse(until)
  const isClosed = useSyncExternalStore(
    (onChange) => {
      const wait = closesAt - Date.now()
      if (wait < 0) return () => {}
      const timer = setTimeout(onChange, Math.min(wait + 1000, LONGEST_TIMER_MS))
      return () => clearTimeout(timer)
    },
    () => Date.now() > closesAt,
    () => false,
  )
  return isClosed ? closed : children
}
