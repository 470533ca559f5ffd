'use client'

import { useParams, usePathname } from 'next/navigation'
import { useEffect } from 'react'
import type { AnalyticsConfig, AnalyticsProvider } from '@/lib/analytics/config'
import { routeOf } from '@/lib/analytics/route-of'
import { useConsent } from '@/lib/consent'

// Inlined at build time (next.config.ts validates them); empty when the site is built without analytics.
const PROVIDER = process.env.ANALYTICS_PROVIDER
const SETTINGS: AnalyticsConfig | null = PROVIDER
  ? { provider: PROVIDER as AnalyticsProvider, host: process.env.ANALYTICS_HOST ?? '', site: process.env.ANALYTICS_SITE ?? '' }
  : null

type Tracker = typeof import('@/lib/analytics/tracker')
let tracker: Tracker | undefined
const loadTracker = async () => (tracker ??= await import('@/lib/analytics/tracker'))

/**
 * Counts visits only after the visitor accepted on the banner: the tracker is a chunk of its own,
 * imported then, which sends a page view now and on every client-side navigation. Reject, or a
 * later withdrawal in the footer's cookie settings, stops it at once (docs/analytics.md).
 */
export function Analytics() {
  const consent = useConsent()
  const pathname = usePathname()
  const params = useParams()
  const route = routeOf(pathname, params ?? {})

  useEffect(() => {
    if (!SETTINGS) return
    if (consent !== 'accepted') return tracker?.stop()
    let current = true
    loadTracker()
      .then((loaded) => current && loaded.pageView(SETTINGS, route))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [consent, pathname, route])

  return null
}
