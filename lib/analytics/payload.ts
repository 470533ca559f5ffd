import type { AnalyticsConfig } from './config'

/**
 * What the browser sends, built from fixed names and the page's address only, never from anything
 * typed in a form. Formats as documented by the providers (docs/analytics.md): Plausible's Events
 * API (plausible.io/docs/events-api) and Umami's /api/send (umami.is/docs/api/sending-stats).
 */

/** A page view (no name) or a named event; prop values are our own words and numbers. */
export type AnalyticsEvent = { name?: string; props?: Record<string, string | number> }

/** What the page says about itself when the event is sent. */
export type PageContext = {
  /** location.href */
  href: string
  /** document.referrer */
  referrer: string
  title: string
  language: string
  screen: string
}

export type AnalyticsRequest = { url: string; contentType: string; body: string }

const UTM = /^utm_(source|medium|campaign|term|content)$/

/** The page's address with the campaign (utm_*) tags kept and every other query parameter and the fragment dropped: a search query could hold what a visitor typed. */
export function pageUrl(href: string): string {
  const url = new URL(href)
  const kept = new URLSearchParams()
  for (const [key, value] of url.searchParams) if (UTM.test(key)) kept.append(key, value)
  const query = kept.toString()
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`
}

/** The referring page without its query or fragment (another site's search terms stay there). */
export function referrerUrl(referrer: string): string {
  if (!URL.canParse(referrer)) return ''
  const url = new URL(referrer)
  return url.protocol === 'http:' || url.protocol === 'https:' ? `${url.origin}${url.pathname}` : ''
}

/** Plausible: POST {host}/api/event, JSON body; sent as text/plain like Plausible's own script, so the browser needs no CORS preflight. */
export function plausibleRequest(config: AnalyticsConfig, event: AnalyticsEvent, page: PageContext): AnalyticsRequest {
  const props = event.props && Object.fromEntries(Object.entries(event.props).map(([key, value]) => [key, String(value)]))
  const body = {
    name: event.name ?? 'pageview',
    url: pageUrl(page.href),
    domain: config.site,
    referrer: referrerUrl(page.referrer) || null,
    ...(props ? { props } : {}),
  }
  return { url: `${config.host}/api/event`, contentType: 'text/plain', body: JSON.stringify(body) }
}

/** Umami: POST {host}/api/send, { type: 'event', payload }; a payload without a name is a page view. */
export function umamiRequest(config: AnalyticsConfig, event: AnalyticsEvent, page: PageContext): AnalyticsRequest {
  const url = new URL(pageUrl(page.href))
  const payload = {
    website: config.site,
    hostname: url.hostname,
    language: page.language,
    referrer: referrerUrl(page.referrer),
    screen: page.screen,
    title: page.title,
    url: `${url.pathname}${url.search}`,
    ...(event.name ? { name: event.name } : {}),
    ...(event.props ? { data: event.props } : {}),
  }
  return { url: `${config.host}/api/send`, contentType: 'application/json', body: JSON.stringify({ type: 'event', payload }) }
}

export function analyticsRequest(config: AnalyticsConfig, event: AnalyticsEvent, page: PageContext): AnalyticsRequest {
  return config.provider === 'umami' ? umamiRequest(config, event, page) : plausibleRequest(config, event, page)
}
