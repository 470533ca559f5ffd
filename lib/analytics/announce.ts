import { readConsent } from '@/lib/consent'

/**
 * How a component reports something worth counting (an accepted form, a step of the brief)
 * without loading any analytics code: it announces a fixed event name, and the tracker, loaded
 * only after the visitor accepted (components/analytics/analytics.tsx), listens. With no tracker
 * nothing happens. Names only, never what was typed (docs/analytics.md lists them).
 */
export type Announcement = { name: string; path: string }

let listener: ((announcement: Announcement) => void) | undefined
// Announced while the tracker is still loading on a visit that has accepted (a brief restored at
// hydration): kept for it, a few at most. Without acceptance nothing is kept.
const waiting: Announcement[] = []

export function announce(name: string): void {
  const announcement = { name, path: location.pathname }
  if (listener) listener(announcement)
  else if (waiting.length < 8 && readConsent() === 'accepted') waiting.push(announcement)
}

/** The tracker's subscription; it receives what waited for it first. Undefined unsubscribes. */
export function listenToAnnouncements(next: ((announcement: Announcement) => void) | undefined): void {
  listener = next
  if (next) for (const announcement of waiting.splice(0)) next(announcement)
}
