'use client'

import { useParams, usePathname } from 'next/navigation'
import { useEffect } from 'react'
import type { AnalyticsConfig } from '@/lib/analytics/config'
import { routeOf } from '@/lib/analytics/route-of'
import { useConsent } from '@/lib/consent'

type Tracker = typeof import('@/lib/analytics/tracker')
let tracker: Tracker | undefined
const loadTracker = async () => (tracker ??= await import('@/lib/analytics/tracker'))

/**
 * Counts visits only after the visitor accepted on the banner: the tracker is a chunk of its own,
 * imported then, which sends a page view now and on every client-side navigation. Reject, or a
 * later withdrawal in the footer's cookie settings, stops it at once (docs/analytics.md).
 * `settings` is the build's one parsed setting, handed over by the root layout (null: no analytics).
 */
export function Analytics({ settings }: { settings: AnalyticsConfig | null }) {
  const consent = useConsent()
  const pathname = usePathname()
  const params = useParams()
  const route = routeOf(pathname, params ?? {})

  useEffect(() => {
    if (!settings) return
    if (consent !== 'accepted') return tracker?.stop()
    let current = true
    loadTracker()
      .then((loaded) => current && loaded.pageView(settings, route))
      .catch(() => {})
    return () => {
      current = false
    }
  }, [settings, consent, pathname, route])

  return null
}
