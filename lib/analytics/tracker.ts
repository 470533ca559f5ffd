import type { Metric } from 'web-vitals'
import { listenToAnnouncements, type Announcement } from './announce'
import type { AnalyticsConfig } from './config'
import { analyticsRequest, type AnalyticsEvent } from './payload'

/**
 * The browser side of the analytics, imported only after the visitor accepted
 * (components/analytics/analytics.tsx). Sends page views, announced events (forms, the brief),
 * clicks on tagged elements and links, and the page load's Web Vitals to the provider named at
 * build time. Stores nothing and makes no identifier; stop() ends all sending at once.
 */

let config: AnalyticsConfig | null = null
let active = false
/** The route of the page this document loaded as: its Web Vitals belong to it. */
let loadRoute: string | undefined
const reportedMetrics = new Set<string>()

function send(event: AnalyticsEvent): void {
  if (!active || !config) return
  const request = analyticsRequest(config, event, {
    href: location.href,
    referrer: document.referrer,
    title: document.title,
    language: navigator.language,
    screen: `${screen.width}x${screen.height}`,
  })
  // keepalive: a Web Vitals report sent as the page is hidden or left still arrives.
  fetch(request.url, {
    method: 'POST',
    headers: { 'Content-Type': request.contentType },
    body: request.body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => {})
}

function onAnnouncement({ name, path }: Announcement): void {
  // One that waited for the tracker on another page is not this page's.
  if (path === location.pathname) send({ name })
}

/** Clicks worth counting: any element with data-analytics="<event name>", the brief's links, phone and e-mail links. */
function clickEventName(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined
  const tagged = target.closest('[data-analytics]')?.getAttribute('data-analytics')
  if (tagged) return tagged
  const link = target.closest('a[href]')
  if (!(link instanceof HTMLAnchorElement)) return undefined
  if (link.protocol === 'tel:') return 'Phone link'
  if (link.protocol === 'mailto:') return 'Email link'
  if (link.origin === location.origin && link.pathname === '/start-a-project') return 'Start a project'
  return undefined
}

function onClick(event: MouseEvent): void {
  const name = clickEventName(event.target)
  if (name) send({ name })
}

function reportMetric(metric: Metric): void {
  // Once per metric of a page load (CLS and INP may report again when the page is shown and hidden again).
  if (reportedMetrics.has(metric.id)) return
  reportedMetrics.add(metric.id)
  send({
    name: 'Web Vitals',
    props: {
      metric: metric.name,
      value: metric.name === 'CLS' ? Math.round(metric.value * 1000) / 1000 : Math.round(metric.value),
      rating: metric.rating,
      route: loadRoute ?? location.pathname,
    },
  })
}

let vitalsObserved = false
function observeWebVitals(): void {
  if (vitalsObserved) return
  vitalsObserved = true
  // A chunk of its own, after the first page view; it reads the browser's buffered entries, so a late start still sees the load.
  void import('web-vitals')
    .then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
      for (const observe of [onCLS, onFCP, onINP, onLCP, onTTFB]) observe((metric) => active && reportMetric(metric))
    })
    .catch(() => {})
}

/** Starts (or resumes) sending and records a page view of `route`, the page's route pattern. */
export function pageView(settings: AnalyticsConfig, route: string): void {
  config = settings
  loadRoute ??= route
  const resuming = !active
  active = true
  send({})
  // After the page view: what a form announced while this module loaded belongs after it.
  if (resuming) {
    document.addEventListener('click', onClick, { capture: true })
    listenToAnnouncements(onAnnouncement)
  }
  observeWebVitals()
}

/** The visitor withdrew consent: nothing more is sent from this moment. */
export function stop(): void {
  active = false
  document.removeEventListener('click', onClick, { capture: true })
  listenToAnnouncements(undefined)
}
