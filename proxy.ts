import { join } from 'node:path'
import { NextResponse, type NextRequest } from 'next/server'
import { getProjectById, getServiceById } from '@/lib/content'
import { pageContentSecurityPolicy } from '@/lib/security/content-security-policy'
import { GENERATED_IMAGE_CACHE_CONTROL } from '@/lib/security/security-headers.mjs'
import { isPageRoute, loadCspManifest, type CspManifest } from '@/lib/security/csp-manifest.mjs'

/**
 * The Content-Security-Policy of the answers that are not pre-rendered pages: the static 404 page
 * and pages rendered per request (unknown service or project ids), which get a fresh nonce.
 *
 * Pre-rendered pages carry their own hash-based policy in the headers the build wrote beside them
 * (scripts/build-steps/page-csp-headers.ts), so they need no proxy run: the matcher leaves out the
 * top-level ones (lib/security/proxy-matcher.test.ts lists them). Deeper ones (/career/…,
 * /project/…) pass straight through: an unknown id there answers 404, which needs this policy.
 * /form-sent and /form-problem are rendered per request and need it too. The operator's JSON
 * endpoints (/healthz, /readyz, /status: docs/operations.md) are no pages and need no proxy. /api and
 * /_next/{static,image} are left out: a proxy would buffer, and past 10 MB truncate, upload bodies.
 *
 * A service's or project's Open Graph card is cached like the site's own (next.config.ts) when
 * its id exists; an unknown id's 404, which carries this request's nonce, is never stored.
 */
export function proxy(request: NextRequest) {
  const response = withPolicy(request)
  const card = openGraphCard(request.nextUrl.pathname)
  if (card) response.headers.set('Cache-Control', card.known ? GENERATED_IMAGE_CACHE_CONTROL : 'no-store')
  return response
}

function withPolicy(request: NextRequest): NextResponse {
  const manifest = cspManifest()
  if (!manifest || isPageRoute(manifest, routeOf(request.nextUrl.pathname))) return NextResponse.next()

  // The static 404 page (its hashes) or a page rendered per request, which Next stamps with the
  // nonce it finds in the request's CSP header.
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const fallback = [manifest.routes['/_not-found'], manifest.routes['/_global-error']]
  // No route: an error page never compiles WebAssembly (WASM_ROUTES are pre-rendered pages).
  const policy = pageContentSecurityPolicy({
    scripts: fallback.flatMap((hashes) => hashes?.scripts ?? []),
    styles: fallback.flatMap((hashes) => hashes?.styles ?? []),
    nonce,
  })
  const requestHeaders = new Headers(request.headers)
  requestHeaders.set('Content-Security-Policy', policy)
  const response = NextResponse.next({ request: { headers: requestHeaders } })
  response.headers.set('Content-Security-Policy', policy)
  return response
}

const OPEN_GRAPH_CARD = /^\/(services|projects)\/([^/]+)\/opengraph-image$/

/** A service's or project's card, and whether its id exists; undefined for other paths. */
function openGraphCard(pathname: string): { known: boolean } | undefined {
  const [, section, id = ''] = OPEN_GRAPH_CARD.exec(pathname) ?? []
  if (!section) return undefined
  return { known: Boolean(section === 'services' ? getServiceById(id) : getProjectById(id)) }
}

export const config = {
  matcher: ['/((?!api(?:/|$)|(?:healthz|readyz|status)$|_next/static/|_next/image|(?:about|career|contact|cookie-policy|privacy-policy|project|search|services|start-a-project|terms-condition)?$).*)'],
}

let loaded: CspManifest | null | undefined

/** The manifest `npm run build` wrote for the build being served. */
function cspManifest(): CspManifest | null {
  if (loaded !== undefined) return loaded
  // `next dev` pages carry eval'd, per-request scripts: no hash policy can describe them.
  if (process.env.NODE_ENV !== 'production') return (loaded = null)
  const { manifest, stale } = loadCspManifest(join(process.cwd(), '.next'))
  // One JSON line (server.mjs logs it as this event, docs/operations.md): the proxy's bundle has no logger of its own.
  if (stale) console.error(JSON.stringify({ event: 'csp_step_skipped', message: 'this build skipped the CSP step of `npm run build`: its pre-rendered pages go out without a Content-Security-Policy' }))
  return (loaded = manifest)
}

/** `/about/` and `/about` share one entry; `/` stays `/`. */
function routeOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}
