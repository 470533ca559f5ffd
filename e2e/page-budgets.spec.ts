import { gzipSync } from 'node:zlib'
import { expect, test as base, type Page } from '@playwright/test'
import sitemap from '../app/sitemap'

// The page budgets (docs/page-budgets.md): bytes and counts, the same on any machine.
// For every route in the sitemap, from one load of the production build at this project's width:
// - the first screen, the HTML through the end of the <h1>, fits the first TCP round trip gzipped;
// - the server HTML's body holds at most 800 elements (Lighthouse's line for an excessive DOM);
// - every stylesheet is inlined once in the markup (no <link> round trip, no second <style>). Next 16
//   also copies inlined CSS into the router payload; that copy is reported, not checked, until
//   Next stops making it (docs/page-budgets.md);
// - the visible text uses at most 8 (font-size, font-weight) pairs: the type scale in app/tokens.css.

const FIRST_SCREEN_GZIP_BYTES = 14 * 1024
const MAX_BODY_ELEMENTS = 800
const MAX_TYPE_PAIRS = 8

const routes = sitemap().map(({ url }) => new URL(url).pathname)

/**
 * One page per worker, reused from route to route: a fresh context per route would cost more than
 * the load itself. A first-time visitor's (nothing stored, so the consent banner is part of what
 * they see), at the project's viewport; other routes' payloads, which links on screen prefetch, are
 * refused: they are not this page's load.
 */
const test = base.extend<object, { budgetPage: Page }>({
  budgetPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use
      const context = await browser.newContext({ viewport, deviceScaleFactor, isMobile, hasTouch, baseURL })
      const page = await context.newPage()
      const cdp = await context.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.setBlockedURLs', { urls: ['*_rsc=*'] })
      await use(page)
      await context.close()
    },
    { scope: 'worker' },
  ],
})
// No trace: a failure's message lists what broke the budget.
test.use({ trace: 'off' })

/** The router payload inlined in the HTML: the strings of every `self.__next_f.push([1, "…"])`. */
function routerPayload(html: string): string {
  return [...html.matchAll(/self\.__next_f\.push\((\[[\s\S]*?\])\)<\/script>/g)]
    .map(([, args = '[]']) => JSON.parse(args) as [number, string?])
    .filter(([kind]) => kind === 1)
    .map(([, text]) => text ?? '')
    .join('')
}

const stylesheets = new Map<string, Promise<string>>()

/** A stylesheet file's text, fetched once per test worker. */
function stylesheetText(page: Page, href: string): Promise<string> {
  if (!stylesheets.has(href)) stylesheets.set(href, page.request.get(href).then((response) => response.text()))
  return stylesheets.get(href)!
}

/** The elements in the body of an HTML document as the server sent it (what DOMParser would count). */
function countBodyElements(html: string): number {
  const body = html.slice(html.search(/<body[\s>]/), html.lastIndexOf('</body>'))
  const tags = body.replace(/<!--[\s\S]*?-->/g, '').replace(/<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1>/g, '<$1>')
  // Less the <body> tag itself.
  return (tags.match(/<[a-zA-Z]/g) ?? []).length - 1
}

/** How often `sample` occurs in `text`. */
function occurrences(text: string, sample: string): number {
  let count = 0
  for (let at = text.indexOf(sample); at !== -1; at = text.indexOf(sample, at + sample.length)) count++
  return count
}

/**
 * The (font-size, font-weight) pairs of the text a visitor can see, with an example of each:
 * rendered text nodes and form fields' values and placeholders. Text inside a 1-px clipping box
 * (the visually-hidden pattern) is for screen readers and a skip link above the page waits for
 * focus, so neither is counted; text below the fold, in
 * a section the browser has not laid out yet (content-visibility: auto) or in a faded-out slide is.
 */
function visibleTypePairs(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const pairs: Record<string, string> = {}
    const clippedAway = (element: Element) => {
      for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
        const style = getComputedStyle(box)
        const rect = box.getBoundingClientRect()
        if (style.overflow !== 'visible' && (rect.width <= 1 || rect.height <= 1)) return true
      }
      return false
    }
    const note = (element: Element, text: string) => {
      if (!element.checkVisibility({ visibilityProperty: true }) || clippedAway(element)) return
      const style = getComputedStyle(element)
      const key = `${Math.round(parseFloat(style.fontSize) * 100) / 100}px/${style.fontWeight}`
      pairs[key] ??= text.trim().replace(/\s+/g, ' ').slice(0, 40)
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || !node.textContent?.trim() || element.closest('script, style, noscript, template')) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      // Laid out somewhere on the page (a skip link waits above it until focused).
      const onPage = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && rect.bottom + scrollY > 0 && rect.right + scrollX > 0
      if (![...range.getClientRects()].some(onPage)) continue
      note(element, node.textContent)
    }
    for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea')) {
      const text = field.value || field.placeholder
      if (text.trim()) note(field, text)
    }
    return pairs
  })
}

for (const route of routes) {
  test(`page budgets: ${route}`, async ({ budgetPage: page }) => {
    const response = await page.goto(route, { waitUntil: 'load' })
    expect(response?.status(), `${route} answers`).toBe(200)
    const html = await response!.text()
    const width = page.viewportSize()!.width

    // The first screen: everything up to the end of the page's <h1>.
    const h1End = html.indexOf('</h1>')
    expect(h1End, `${route} has an <h1> in its server HTML`).toBeGreaterThan(0)
    const firstScreenGzip = gzipSync(html.slice(0, h1End + '</h1>'.length)).length

    const bodyElements = countBodyElements(html)

    // Each stylesheet the page uses, inline (React merges them into one <style> that names them in
    // data-href) or linked, and how many copies of its text the markup and the router payload carry.
    const payload = routerPayload(html)
    const markup = html.replace(/<script[\s\S]*?<\/script>/g, '')
    const hrefs = [...html.matchAll(/<style[^>]* data-href="([^"]+)"|<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].flatMap(([, inline, linked]) =>
      (inline ?? linked ?? '').split(' '),
    )
    expect(hrefs.length, `${route} has stylesheets`).toBeGreaterThan(0)
    const copies = await Promise.all(
      hrefs.map(async (href) => {
        const css = await stylesheetText(page, href)
        // A sample from the middle: the first and last bytes of a sheet can be boilerplate.
        const middle = Math.floor(css.length / 2)
        const sample = css.slice(Math.max(0, middle - 80), middle + 80)
        return { href, inMarkup: occurrences(markup, sample), inPayload: occurrences(payload, sample) }
      }),
    )
    const inlineCssBytes = [...markup.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].reduce((sum, [, css = '']) => sum + Buffer.byteLength(css), 0)
    const notOnce = copies.filter((sheet) => sheet.inMarkup !== 1)
    const linked = [...markup.matchAll(/<link[^>]+rel="stylesheet"/g)].length

    const pairs = await visibleTypePairs(page)
    const pairList = Object.entries(pairs)
      .sort(([a], [b]) => parseFloat(b) - parseFloat(a))
      .map(([pair, example]) => `${pair} "${example}"`)

    // One line per route and width, for docs/performance.md's table.
    console.log(
      `budgets ${route} @${width}: first screen ${(firstScreenGzip / 1024).toFixed(1)} KiB gz, ${bodyElements} elements, ` +
        `${hrefs.length} stylesheets, ${inlineCssBytes} B inline, copies in the router payload ${copies.map((sheet) => sheet.inPayload).join('/')}, ` +
        `HTML ${(gzipSync(html).length / 1024).toFixed(1)} KiB gz, ${pairList.length} type pairs`,
    )

    expect.soft(firstScreenGzip, `${route}: the HTML through </h1> is ${firstScreenGzip} bytes gzipped`).toBeLessThanOrEqual(FIRST_SCREEN_GZIP_BYTES)
    expect.soft(bodyElements, `${route}: elements in the server HTML's body`).toBeLessThanOrEqual(MAX_BODY_ELEMENTS)
    expect.soft(notOnce, `${route}: stylesheets not inlined exactly once in the markup`).toEqual([])
    expect.soft(linked, `${route}: render-blocking <link rel="stylesheet"> elements`).toBe(0)
    expect.soft(pairList.length, `${route} at ${width} px shows ${pairList.length} (font-size, font-weight) pairs:\n  ${pairList.join('\n  ')}`).toBeLessThanOrEqual(
      MAX_TYPE_PAIRS,
    )
  })
}
