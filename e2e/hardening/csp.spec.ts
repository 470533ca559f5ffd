import { FRAME_ORIGINS, WASM_ROUTES } from '../../lib/security/content-security-policy'
import { hashInlineElements } from '../../lib/security/csp-manifest.mjs'
import { isHydrated, oneRoutePerType, parseCsp, readCspManifest, visitableRoutes, watchCsp } from '../support/csp'
import { expect, test } from '../support/test'

// The hash-based Content-Security-Policy of the pre-rendered pages:
// no 'unsafe-inline' for scripts, yet every page hydrates, its islands work and links navigate
// without a reload. Width-independent: runs in the desktop project only (playwright.config.ts).

const manifest = readCspManifest()
const routes = visitableRoutes(manifest)
// The two kinds of 404: an unknown path gets the pre-rendered /_not-found page (its hashes); an
// unknown service id renders app/services/not-found.tsx per request (the proxy's nonce).
const notFoundRoutes = ['/this-page-does-not-exist', '/services/no-such-service']
const sampleRoutes = [...oneRoutePerType(routes), ...notFoundRoutes]

test('every pre-rendered page allows exactly its own inline scripts, and never unsafe-inline', async ({ request }) => {
  expect(routes.length).toBeGreaterThan(0)
  for (const route of [...routes, '/this-page-does-not-exist']) {
    const response = await request.get(route)
    const header = response.headers()['content-security-policy']
    expect(header, route).toBeTruthy()
    const csp = parseCsp(header as string)
    const scriptSources = csp.get('script-src') ?? []
    expect(scriptSources, route).not.toContain("'unsafe-inline'")
    expect(scriptSources, route).not.toContain("'unsafe-eval'")
    expect(csp.get('default-src'), route).toEqual(["'none'"])
    expect(csp.get('frame-ancestors'), route).toEqual(["'none'"])
    expect(csp.get('object-src'), route).toEqual(["'none'"])
    expect(csp.get('base-uri'), route).toEqual(["'none'"])
    expect(csp.get('frame-src'), route).toEqual([...FRAME_ORIGINS])
    const { scripts } = hashInlineElements(await response.text())
    expect(scripts.length, route).toBeGreaterThan(0)
    for (const hash of scripts) expect(scriptSources, `${route} lacks ${hash}`).toContain(hash)
  }
})

test('only the brief may compile WebAssembly: every other page of the sitemap, and the 404s, may not', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  const sitemapRoutes = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url = '']) => new URL(url).pathname)
  expect(sitemapRoutes).toEqual(expect.arrayContaining([...WASM_ROUTES, '/', '/contact']))
  for (const route of new Set([...sitemapRoutes, ...routes, ...notFoundRoutes])) {
    const header = (await request.get(route)).headers()['content-security-policy'] ?? ''
    expect(header, route).toMatch(/script-src 'self'/)
    if (WASM_ROUTES.includes(route)) {
      expect(parseCsp(header).get('script-src')?.slice(0, 2), route).toEqual(["'self'", "'wasm-unsafe-eval'"])
      expect(header, route).not.toMatch(/'unsafe-eval'|worker-src/)
    } else {
      expect(header, route).not.toContain('wasm')
    }
  }
})

// A module whose only content is the header: compiling it is all WebAssembly's CSP check looks at.
const EMPTY_WASM_MODULE = [0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00]

test('the browser compiles WebAssembly on the brief and nowhere else; workers come from our origin only', async ({ page }) => {
  const compiles = () => page.evaluate((bytes) => WebAssembly.compile(new Uint8Array(bytes)).then(() => 'compiled', (error: Error) => error.name), EMPTY_WASM_MODULE)
  await page.goto('/contact')
  expect(await compiles()).toBe('CompileError')

  const violations = await watchCsp(page)
  await page.goto('/start-a-project')
  await page.waitForFunction(() => document.readyState === 'complete')
  expect(await compiles()).toBe('compiled')

  // worker-src falls back to script-src 'self': a module worker from /_next/static starts, and runs
  // under its own response's policy (none), so WebAssembly compiles there too.
  const chunk = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  const [worker] = await Promise.all([page.waitForEvent('worker'), page.evaluate((url) => void new Worker(url, { type: 'module' }), chunk as string)])
  expect(new URL(worker.url()).pathname).toBe(chunk)
  expect(await worker.evaluate((bytes) => WebAssembly.compile(new Uint8Array(bytes)).then(() => 'compiled', (error: Error) => error.name), EMPTY_WASM_MODULE)).toBe('compiled')
  expect(await violations()).toEqual([])

  // A worker made from a blob: URL is refused.
  await page.evaluate(() => void new Worker(URL.createObjectURL(new Blob(['postMessage(1)'], { type: 'text/javascript' }))))
  await expect.poll(violations).toContainEqual(expect.stringMatching(/^worker-src blocked blob at /))
})

test('a script the build did not write is refused by the browser', async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto('/')
  await page.waitForFunction(() => document.readyState === 'complete')
  // An injected inline script, the way a stored-XSS payload would arrive in the markup.
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.append(script)
    return (window as unknown as { __injected?: boolean }).__injected === true
  })
  expect(ran).toBe(false)
  await expect.poll(async () => (await violations()).some((text) => text.includes('script-src'))).toBe(true)
})

for (const route of sampleRoutes) {
  test(`${route} hydrates under its CSP and a link navigates without a reload`, async ({ page }) => {
    const violations = await watchCsp(page)
    const response = await page.goto(route)
    expect(response?.status()).toBe(notFoundRoutes.includes(route) ? 404 : 200)
    await expect.poll(() => isHydrated(page)).toBe(true)

    // Soft navigation: a marker on window survives only if the router fetched the next page
    // (RSC payloads are fetched, never injected as inline scripts).
    await page.evaluate(() => (window.__softNavigationMarker = 'still here'))
    const targets = await page.locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]').evaluateAll(
      (links, current) =>
        links
          .filter((link) => (link as HTMLElement).offsetParent !== null)
          .map((link) => new URL((link as HTMLAnchorElement).href).pathname)
          .filter((path) => path !== current),
      new URL(page.url()).pathname,
    )
    // Prefer a pre-rendered page; a one-page build can only link home (a same-URL soft navigation).
    const target = targets.find((path) => manifest.routes[path]) ?? '/'
    await page.locator(`a[href="${target}"]:visible`).first().click()
    await expect(page).toHaveURL((url) => url.pathname === target)
    await expect(page.locator('main')).toBeVisible()
    expect(await page.evaluate(() => window.__softNavigationMarker)).toBe('still here')
    expect(await violations()).toEqual([])
  })
}

test.describe('with the cookie banner showing', () => {
  test.use({ consent: 'unset' })

  test('the consent island works under the CSP and the map frame, if any, is the only frame allowed', async ({ page }) => {
    const violations = await watchCsp(page)
    const framedOrigins: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document' && request.frame() !== page.mainFrame()) framedOrigins.push(new URL(request.url()).origin)
    })
    for (const route of sampleRoutes) {
      await page.goto(route)
      await expect.poll(() => isHydrated(page)).toBe(true)
      const banner = page.getByTestId('cookie-consent')
      if (route === sampleRoutes[0]) {
        await banner.getByRole('button', { name: 'Accept' }).click()
        await expect(banner).toBeHidden()
        expect(await page.evaluate(() => window.localStorage.getItem('cookieConsent'))).toBe('accepted')
      }
      // Consented: any map placeholder turns into the frame now.
      await page.waitForLoadState('load')
    }
    for (const origin of framedOrigins) expect([...FRAME_ORIGINS]).toContain(origin)
    expect(await violations()).toEqual([])
  })
})
