import { brand } from '../site'

const PROVIDER_NAMES = { plausible: 'Plausible Analytics', umami: 'Umami' } as const

/** The statistics providers the site can be built with (docs/analytics.md). */
export type StatisticsProvider = keyof typeof PROVIDER_NAMES

/**
 * The visitor statistics in the words of the banner and the cookie and privacy policies; null when
 * the site is built without a provider, and then the policies say there are none. Which provider
 * a build uses is a setting: lib/analytics/visitor-statistics.ts reads it and calls this.
 */
export type VisitorStatistics = { provider: string; operator: string; retention: string } | null

export function visitorStatisticsWith(provider: StatisticsProvider | undefined): VisitorStatistics {
  return provider ? { provider: PROVIDER_NAMES[provider], operator: brand.analytics.operator, retention: brand.analytics.retention } : null
}

/** What is measured, in the policies' words. */
export const MEASURED =
  'the address of each page you view (without its query, except campaign tags such as utm_source), the site that referred you, your browser language and screen size, and a few events: a form sent (its name only, never what you typed), the steps of the project brief you reach, clicks on links to call or e-mail us, to our blog and social pages and to start a project, and how fast each page loaded for you (Web Vitals)'
