import budgets from './js-budget.json'
import { expect, test } from './support/test'

// The JavaScript budget (docs/performance.md, JavaScript per route). Next 16 prints no sizes, so this loads each
// route in Chromium as a first-time visitor (consent banner shown, as in Lighthouse) and adds up
// the compressed bytes of every script response, the way the browser received them from
// the server. Viewport prefetch of linked routes is NOT counted: those requests are refused, so
// the figure is what the route itself needs. Prefetch happens after load and varies with what is
// on screen; Lighthouse's "JS KiB" in `npm run bench` does include it.

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10

test.use({ consent: 'unset' })

for (const route of budgets.routes) {
  test(`JS budget: ${route.name} (${route.path}) ≤ ${route.budgetKiB} KiB`, async ({ page, baseURL }) => {
    // Next's router fetches other routes' payloads (`?_rsc=` URLs) to prefetch them; this page's own
    // navigation is the HTML document, so nothing it needs is refused. Blocked in the network
    // layer (not page.route), so the responses keep their real encoding and sizes.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.setBlockedURLs', { urls: ['*_rsc=*'] })
    const sizes: Promise<{ url: string; bytes: number; encoding: string }>[] = []
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return
      sizes.push(
        (async () => {
          const [size, response] = await Promise.all([request.sizes(), request.response()])
          return { url: request.url(), bytes: size.responseBodySize, encoding: (await response?.allHeaders())?.['content-encoding'] ?? '' }
        })(),
      )
    })
    await page.goto(route.path, { waitUntil: 'load' })
    await page.waitForLoadState('networkidle')
    const scripts = await Promise.all(sizes)
    expect(scripts.length, 'the page loads its scripts').toBeGreaterThan(0)
    const total = kib(scripts.reduce((sum, script) => sum + script.bytes, 0))
    const detail = scripts
      .sort((a, b) => b.bytes - a.bytes)
      .map((script) => `  ${kib(script.bytes).toFixed(1).padStart(6)} KiB  ${new URL(script.url).pathname}`)
      .join('\n')
    console.log(`JS ${route.path}: ${total} KiB in ${scripts.length} scripts (budget ${route.budgetKiB} KiB)\n${detail}`)
    // Same-origin scripts only, and compressed: a budget of uncompressed bytes would mean nothing.
    // (The server's compression leaves bodies under 1 KiB as they are.)
    for (const script of scripts) {
      expect(script.url.startsWith(baseURL ?? ''), `${script.url} is served by the site`).toBe(true)
      if (script.bytes >= 1024) expect(script.encoding, `${script.url} is sent compressed`).toMatch(/gzip|br/)
    }
    expect(total, `${route.path} transfers ${total} KiB of JavaScript; its budget is ${route.budgetKiB} KiB`).toBeLessThanOrEqual(route.budgetKiB)
  })
}
