// Plain JavaScript: next.config.ts sends these with Next's answers, server.mjs with its own refusals.

/** Sent with every response. Pages get their CSP from the build (scripts/build-steps/page-csp-headers.ts) or proxy.ts. */
export const SECURITY_HEADERS = [
  // Two years, subdomains included; 'preload' only once the domain is submitted to the list.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
]

/** Everything that is not a page (API answers): may run nothing, load nothing, be framed nowhere. */
export const LOCKED_DOWN_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

/** Form answers are per-request and private: never cached, never rendered, never framed. */
export const API_HEADERS = [
  { key: 'Cache-Control', value: 'no-store' },
  { key: 'Content-Security-Policy', value: LOCKED_DOWN_CSP },
]

/**
 * Open Graph cards and the icon: drawn at build time, under URLs that carry no hash that changes
 * with them (og:image is /opengraph-image), so a day fresh, then revalidated.
 */
export const GENERATED_IMAGE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800'
