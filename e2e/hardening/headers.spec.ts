import { readCspManifest, visitableRoutes } from '../support/csp'
import { expect, test } from '../support/test'

// Security headers on every response, checked over HTTP
// against the production server the e2e run starts.

const EXPECTED: Record<string, string | RegExp> = {
  'strict-transport-security': /^max-age=(6307200\d|[7-9]\d{7,}|\d{9,}); includeSubDomains/,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
}

function expectSecurityHeaders(label: string, headers: Record<string, string>, { csp = true } = {}) {
  for (const [name, value] of Object.entries(EXPECTED)) {
    if (typeof value === 'string') expect.soft(headers[name], `${label}: ${name}`).toBe(value)
    else expect.soft(headers[name], `${label}: ${name}`).toMatch(value)
  }
  expect.soft(headers['x-powered-by'], `${label}: X-Powered-By`).toBeUndefined()
  if (csp) expect.soft(headers['content-security-policy'], `${label}: a CSP`).toMatch(/frame-ancestors 'none'/)
}

const manifest = readCspManifest()

test('#80/#82 every page, the 404, robots.txt, sitemap.xml and static files carry the security headers', async ({ request }) => {
  const paths = [...visitableRoutes(manifest), '/this-page-does-not-exist', '/robots.txt', '/sitemap.xml', '/icon.svg']
  for (const path of paths) {
    const response = await request.get(path)
    expect.soft(response.status(), path).toBe(path === '/this-page-does-not-exist' ? 404 : 200)
    expectSecurityHeaders(path, response.headers())
  }
  const home = await request.get('/')
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(await home.text())?.[1]
  expect(script).toBeTruthy()
  const asset = await request.get(script as string)
  expect(asset.status()).toBe(200)
  // Scripts are not documents: no CSP of their own (the proxy never sees /_next/static).
  expectSecurityHeaders(script as string, asset.headers(), { csp: false })
})

test('#82 robots.txt keeps crawlers out of /api', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Disallow: \/api\/?$/m)
})

test('API answers: security headers, no-store, a locked-down CSP and no CORS grant', async ({ request }) => {
  for (const path of ['/api/contact', '/api/career', '/api/newsletter']) {
    const response = await request.get(path, { headers: { Origin: 'https://evil.example' } })
    expect.soft(response.status(), path).toBe(405)
    const headers = response.headers()
    expectSecurityHeaders(path, headers)
    expect.soft(headers['cache-control'], path).toContain('no-store')
    expect.soft(headers['content-security-policy'], path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
    expect.soft(headers['access-control-allow-origin'], path).toBeUndefined()
    expect.soft(headers['content-type'], path).toContain('application/json')
  }
  const refused = await request.post('/api/contact', { data: '{"name":', headers: { 'Content-Type': 'application/json' } })
  expect(refused.status()).toBe(400)
  expect(refused.headers()['cache-control']).toContain('no-store')
})

test('#24 the CVE-2025-29927 probe header changes nothing: the proxy still sets the page CSP', async ({ request }) => {
  const probe = 'proxy:proxy:proxy:proxy:proxy'
  for (const value of [probe, 'middleware:middleware:middleware:middleware:middleware']) {
    const page = await request.get('/', { headers: { 'x-middleware-subrequest': value } })
    expect(page.status()).toBe(200)
    expectSecurityHeaders(`/ with x-middleware-subrequest ${value}`, page.headers())
    expect(page.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  }
})

test('#83 the image optimizer refuses foreign URLs', async ({ request }) => {
  const response = await request.get('/_next/image?url=https%3A%2F%2Fevil.example%2Fx.png&w=640&q=75')
  expect(response.status()).toBe(400)
  expectSecurityHeaders('/_next/image', response.headers(), { csp: false })
})
