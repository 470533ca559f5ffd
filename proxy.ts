import { join } from 'node:path'
import { NextResponse, type NextRequest } from 'next/server'
import { pageContentSecurityPolicy } from '@/lib/security/content-security-policy'
import { isPageRoute, loadCspManifest, type CspManifest } from '@/lib/security/csp-manifest.mjs'

/**
 * The Content-Security-Policy of every answer that is not a pre-rendered page: the static 404 page
 * and pages rendered per request (unknown service or project ids).
 *
 * Pre-rendered pages carry their own hash-based policy in their prerender metadata
 * (lib/security/page-csp-headers.ts, written at server start), so they need no proxy run, which
 * cost about a quarter of the server's CPU per page: the matcher leaves out the top-level ones, and
 * the others pass straight through. /api and /_next/{static,image} are left out too: a proxy would
 * buffer, and past 10 MB truncate, upload bodies.
 */
export function proxy(request: NextRequest) {
  const manifest = cspManifest()
  if (!manifest || isPageRoute(manifest, routeOf(request.nextUrl.pathname))) return NextResponse.next()

  // The static 404 page (its hashes) or a page rendered per request, which Next stamps with the
  // nonce it finds in the request's CSP header.
  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('base64')
  const fallback = [manifest.routes['/_not-found'], manifest.routes['/_global-error']]
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

export const config = {
  matcher: ['/((?!api(?:/|$)|_next/static/|_next/image|(?:about|project|career|contact|privacy-policy|terms-condition|cookie-policy)?$).*)'],
}

let loaded: CspManifest | null | undefined

/** The manifest of the build being served; rebuilt in memory if the post-build step did not run. */
function cspManifest(): CspManifest | null {
  if (loaded !== undefined) return loaded
  // `next dev` pages carry eval'd, per-request scripts: no hash policy can describe them.
  if (process.env.NODE_ENV !== 'production') return (loaded = null)
  return (loaded = loadCspManifest(join(process.cwd(), '.next')).manifest)
}

/** `/about/` and `/about` share one entry; `/` stays `/`. */
function routeOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}
