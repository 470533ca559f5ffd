// Relative imports, like the rest of content/.
import { builtAnalyticsConfig } from '../../lib/analytics/config'
import { brand } from '../site'

const PROVIDER_NAMES = { plausible: 'Plausible Analytics', umami: 'Umami' } as const

const config = builtAnalyticsConfig()

/**
 * The visitor statistics as this build runs them (docs/analytics.md), for the banner and the
 * cookie and privacy policies; null when the site was built without a provider, and then the
 * policies say there are none.
 */
export const visitorStatistics = config && {
  provider: PROVIDER_NAMES[config.provider],
  operator: brand.analytics.operator,
  retention: brand.analytics.retention,
}

/** What is measured, in the policies' words. */
export const MEASURED =
  'the address of each page you view (without its query, except campaign tags such as utm_source), the site that referred you, your browser language and screen size, and a few events: a form sent (its name only, never what you typed), the steps of the project brief you reach, clicks on links to call or e-mail us, to our blog and social pages and to start a project, and how fast each page loaded for you (Web Vitals)'
