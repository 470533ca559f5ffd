import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { NextResponse, type NextRequest } from 'next/server'
import { pageContentSecurityPolicy } from '@/lib/security/content-security-policy'
import { collectCspManifest, CSP_MANIFEST_FILE, type CspManifest } from '@/lib/security/csp-manifest.mjs'

/**
 * Sets each page's Content-Security-Policy from the inline-script hashes of its pre-rendered HTML
 * (written by scripts/write-csp-manifest.mjs after `next build`). The matcher keeps /api and
 * /_next/{static,image} out: a proxy would buffer, and past 10 MB truncate, upload bodies.
 */
export function proxy(request: NextRequest) {
  const manifest = cspManifest()
  if (!manifest) return NextResponse.next()

  const route = manifest.routes[routeOf(request.nextUrl.pathname)]
  if (route) {
    const response = NextResponse.next()
    response.headers.set('Content-Security-Policy', pageContentSecurityPolicy(route))
    return response
  }

  // Not pre-rendered: the static 404 page (its hashes) or a page rendered per request, which
  // Next stamps with the nonce it finds in the request's CSP header.
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
  matcher: ['/((?!api(?:/|$)|_next/static/|_next/image).*)'],
}

let loaded: CspManifest | null | undefined

/** The manifest of the build being served; rebuilt in memory if the post-build step did not run. */
function cspManifest(): CspManifest | null {
  if (loaded !== undefined) return loaded
  // `next dev` pages carry eval'd, per-request scripts: no hash policy can describe them.
  if (process.env.NODE_ENV !== 'production') return (loaded = null)
  const distDir = join(process.cwd(), '.next')
  const buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim()
  try {
    const written = JSON.parse(readFileSync(join(distDir, CSP_MANIFEST_FILE), 'utf8')) as CspManifest
    if (written.buildId === buildId) return (loaded = written)
  } catch {
    // missing or unreadable: rebuilt below
  }
  console.warn(`[csp] ${CSP_MANIFEST_FILE} is missing or stale; hashing the pre-rendered pages now`)
  return (loaded = collectCspManifest(distDir))
}

/** `/about/` and `/about` share one entry; `/` stays `/`. */
function routeOf(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}
