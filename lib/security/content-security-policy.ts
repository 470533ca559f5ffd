// Relative imports: the post-build step loads this module outside Next (scripts/build-steps/stamp-csp.ts).
import { brand } from '../../content/site'
import { analyticsSettings } from '../analytics/config'

/** The inline elements one response may run: sha256 sources, plus a nonce for dynamic renders. */
export type InlineAllowance = { scripts: readonly string[]; styles: readonly string[]; nonce?: string }

/**
 * Origins the pages may frame: only the Google Maps embed, shown after the visitor accepts cookies.
 * Derived from the one brand fact so a changed embed URL cannot silently break.
 */
export const FRAME_ORIGINS: readonly string[] = [new URL(brand.mapEmbedUrl).origin]

/**
 * Origins the pages may send requests to besides their own: the analytics provider's, when the site
 * was built with one (docs/analytics.md), and nothing else.
 */
export const CONNECT_ORIGINS: readonly string[] = [analyticsSettings?.host ?? []].flat()

/**
 * The pages that may compile WebAssembly (`'wasm-unsafe-eval'`): the brief, whose model preview runs
 * web-ifc in the buyer's browser (docs/architecture.md). Every other page, and every error page, may not.
 */
export const WASM_ROUTES: readonly string[] = ['/start-a-project']

export type PolicyOptions = {
  /** The pre-rendered page the policy is for (`/start-a-project`); none for the 404 and error pages. */
  route?: string
  connectOrigins?: readonly string[]
}

/**
 * The Content-Security-Policy of a page: nothing by default,
 * scripts from our origin plus the hashed inline scripts of this very page, no 'unsafe-inline'.
 * `style-src-attr 'unsafe-inline'` lets React's server-rendered `style=""` attributes through;
 * `<style>` elements still need a hash.
 *
 * Web Workers need no directive of their own: `worker-src` falls back to `script-src` (then
 * `default-src`), so `new Worker(url, { type: 'module' })` with a URL of our origin (a /_next/static
 * chunk) is allowed on every page, while `blob:` and `data:` workers are refused. Such a worker runs
 * under the policy of its own response, not the page's; /_next/static answers carry none.
 */
export function pageContentSecurityPolicy(
  { scripts, styles, nonce }: InlineAllowance,
  { route, connectOrigins = CONNECT_ORIGINS }: PolicyOptions = {},
): string {
  const nonceSource = nonce ? [`'nonce-${nonce}'`] : []
  const wasm = route !== undefined && WASM_ROUTES.includes(route) ? ["'wasm-unsafe-eval'"] : []
  const directives: [string, ...string[]][] = [
    ['default-src', "'none'"],
    // The 404 fallback merges the hashes of two pages that share their bootstrap scripts.
    ['script-src', "'self'", ...wasm, ...new Set(scripts), ...nonceSource],
    ['style-src', "'self'", ...new Set(styles), ...nonceSource],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins],
    ['manifest-src', "'self'"],
    ['frame-src', ...FRAME_ORIGINS],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
    ['base-uri', "'none'"],
    ['object-src', "'none'"],
  ]
  return directives.map((directive) => directive.join(' ')).join('; ')
}
