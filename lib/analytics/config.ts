import { z } from 'zod'

/**
 * The analytics provider, read when the site is BUILT (docs/analytics.md): the pages' CSP must name
 * its origin, and the browser code carries the values inlined (next.config.ts). All three unset:
 * nothing is loaded or sent and the CSP stays as it is.
 */
export type AnalyticsProvider = 'plausible' | 'umami'
export type AnalyticsConfig = { provider: AnalyticsProvider; host: string; site: string }

export type AnalyticsEnv = {
  ANALYTICS_PROVIDER?: string | undefined
  ANALYTICS_HOST?: string | undefined
  ANALYTICS_SITE?: string | undefined
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/** An origin only: https (http only on loopback, for a provider run beside the site in tests), no path, query or login. */
const hostSchema = z
  .string()
  .trim()
  .refine((value) => URL.canParse(value), 'must be an origin such as https://plausible.example.com')
  .transform((value) => new URL(value))
  .refine((url) => url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname)), 'must use https:// (http:// only on localhost)')
  .refine((url) => (url.pathname === '/' || url.pathname === '') && !url.search && !url.hash && !url.username && !url.password, 'must be an origin only, with no path, query or credentials')
  .transform((url) => url.origin)

const plausibleSite = z
  .string()
  .trim()
  .regex(/^[a-z0-9.-]+(\/[a-z0-9._-]+)?$/i, "must be the site's domain as added in Plausible, e.g. example.com")
const umamiSite = z.uuid({ error: "must be Umami's website id (a UUID)" })

const providerSchema = z.enum(['plausible', 'umami'], { error: 'must be "plausible" or "umami"' })

const blank = (value: string | undefined) => value === undefined || value.trim() === ''

/** Fails with a message naming the variable at fault; null when all three are unset. */
export function readAnalyticsConfig(env: AnalyticsEnv): AnalyticsConfig | null {
  const { ANALYTICS_PROVIDER, ANALYTICS_HOST, ANALYTICS_SITE } = env
  if (blank(ANALYTICS_PROVIDER) && blank(ANALYTICS_HOST) && blank(ANALYTICS_SITE)) return null
  const problems: string[] = []
  const field = <T>(name: keyof AnalyticsEnv, schema: z.ZodType<T>, value: string | undefined): T | undefined => {
    if (blank(value)) {
      problems.push(`${name} is not set (ANALYTICS_PROVIDER, ANALYTICS_HOST and ANALYTICS_SITE go together)`)
      return undefined
    }
    const parsed = schema.safeParse(value)
    if (parsed.success) return parsed.data
    problems.push(`${name}=${JSON.stringify(value)} ${parsed.error.issues[0]?.message ?? 'is not valid'}`)
    return undefined
  }
  const provider = field('ANALYTICS_PROVIDER', providerSchema, ANALYTICS_PROVIDER)
  const host = field('ANALYTICS_HOST', hostSchema, ANALYTICS_HOST)
  const site = provider ? field('ANALYTICS_SITE', provider === 'umami' ? umamiSite : plausibleSite, ANALYTICS_SITE?.trim()) : undefined
  if (problems.length > 0 || !provider || !host || !site) throw new Error(`Analytics settings: ${problems.join('; ')}`)
  return { provider, host, site }
}

/**
 * The one parsed setting, as this code was built with it: next.config.ts, the CSP, the policies
 * and the root layout (which hands it to the browser's tracker) all read this value. Written as
 * literal `process.env.X` reads: Next inlines those (next.config.ts `env`) into the server code and
 * the proxy, and the post-build CSP step, run by the same `npm run build`, reads the same environment.
 */
export const analyticsSettings: AnalyticsConfig | null = readAnalyticsConfig({
  ANALYTICS_PROVIDER: process.env.ANALYTICS_PROVIDER,
  ANALYTICS_HOST: process.env.ANALYTICS_HOST,
  ANALYTICS_SITE: process.env.ANALYTICS_SITE,
})
