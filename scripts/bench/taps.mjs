// `npm run bench -- --only taps` (docs/performance.md, "Interaction latency"): a second, plainer
// measure of the phone taps, written apart from interactions.mjs so the two can check each other.
// Raw CDP only: a 390 px touch context, the CPU slowed 4× (Emulation.setCPUThrottlingRate), a tap
// as a phone sends it (Input.dispatchTouchEvent touchStart, 60 ms, touchEnd) at the element's
// centre, read once before the CPU is slowed, no Playwright locator or wait in the page between
// the slowdown and the entries' collection, and the window left at the viewport's size. The figure
// is Event Timing's (entries with an interactionId, durationThreshold 16): the longest entry of
// each tap, the longest tap of a row; the sum of the entries' processing is printed beside it.
// Medians of `runs` fresh loads; the floor is the reference app's /toggle, tapped the same way,
// interleaved.
import { loadavg } from 'node:os'
import { chromium as playwrightChromium } from 'playwright'
import { CPU_SLOWDOWN, MARGIN_MS } from './interactions.mjs'
import { median } from './stats.mjs'

const TOUCH_MS = 60
const VISITOR_PAUSE_MS = 1000

/** Each row: where, and the CSS selectors tapped in turn (a visitor's pause between them). */
export const TAPS = [
  { id: 'reference', label: 'bare Next page: toggle a line of state', path: '/toggle', reference: true, taps: ['button[aria-pressed]'] },
  { id: 'menu', label: 'open the menu', path: '/', taps: ['button[aria-controls]:has(+ dialog[aria-label="Menu"])'] },
  { id: 'why-us-tab', label: 'choose a "why us" tab', path: '/services/bim-services', taps: ['[role="tab"]:nth-child(2)'] },
  { id: 'project-dialog', label: "open a project's dialog", path: '/project', taps: ['[data-testid="project-grid"] button[aria-haspopup="dialog"]'] },
  {
    id: 'brief-service-next',
    label: 'choose a service, then Next',
    path: '/start-a-project',
    taps: ['form[aria-label="Project brief"] input[value="steel-detailing"]', 'form[aria-label="Project brief"] button[type="submit"]'],
  },
]

const OBSERVER_SCRIPT = `
  window.__taps = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId > 0) window.__taps.push({ name: e.name, id: e.interactionId, start: e.startTime, duration: e.duration, processingStart: e.processingStart, processingEnd: e.processingEnd })
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
`

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

async function tapOnce(browser, base, row) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  try {
    await context.addInitScript("try { localStorage.setItem('cookieConsent', 'rejected') } catch {}")
    await context.addInitScript(OBSERVER_SCRIPT)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    const response = await page.goto(new URL(row.path, base).href, { waitUntil: 'load', timeout: 60_000 })
    if (!response?.ok()) throw new Error(`HTTP ${response?.status()}`)
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {})
    // The first target in the middle of the screen, then a second for the page to be still.
    const first = await page.evaluate((selector) => {
      const element = document.querySelector(selector)
      element?.scrollIntoView({ block: 'center' })
      return Boolean(element)
    }, row.taps[0])
    if (!first) throw new Error(`nothing matches ${row.taps[0]}`)
    await sleep(1000)
    const since = await page.evaluate(() => performance.now())
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    for (const [index, selector] of row.taps.entries()) {
      if (index > 0) await sleep(VISITOR_PAUSE_MS)
      const point = await page.evaluate((selector) => {
        const element = document.querySelector(selector)
        if (!element) return null
        // An input hidden under its label is tapped through the label.
        const box = (element.closest('label') ?? element).getBoundingClientRect()
        return { x: box.x + box.width / 2, y: box.y + box.height / 2, inView: box.bottom > 0 && box.top < innerHeight }
      }, selector)
      if (!point?.inView) throw new Error(`${selector} is not on the screen`)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: point.x, y: point.y }] })
      await sleep(TOUCH_MS)
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    await sleep(1500)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const entries = (await page.evaluate(() => window.__taps)).filter((entry) => entry.start >= since)
    if (entries.length === 0) throw new Error('no Event Timing entry')
    const byTap = new Map()
    for (const entry of entries) if (!(byTap.get(entry.id)?.duration >= entry.duration)) byTap.set(entry.id, entry)
    const worst = [...byTap.values()].reduce((a, b) => (b.duration > a.duration ? b : a))
    return {
      durationMs: worst.duration,
      taps: byTap.size,
      handlersMs: Math.round(entries.reduce((sum, entry) => sum + entry.processingEnd - entry.processingStart, 0)),
      split: `${worst.name}: ${Math.round(worst.processingStart - worst.start)} / ${Math.round(worst.processingEnd - worst.processingStart)} / ${Math.round(worst.start + worst.duration - worst.processingEnd)}`,
    }
  } finally {
    await context.close()
  }
}

/** Every row `runs` times, each preceded by the reference's toggle; returns the rows with medians. */
export async function measureTaps({ siteUrl, referenceUrl, chromium, runs, log }) {
  const browser = await playwrightChromium.launch({ executablePath: chromium, args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'] })
  const [reference, ...rows] = TAPS.map((row) => ({ row, runs: [], failures: [] }))
  try {
    for (let run = 1; run <= runs; run += 1) {
      for (const target of rows) {
        for (const into of [reference, target]) {
          try {
            const result = await tapOnce(browser, into.row.reference ? referenceUrl : siteUrl, into.row)
            into.runs.push(result)
            log(`[${run}/${runs}] ${into.row.path} ${into.row.label}: ${Math.round(result.durationMs)} ms (${result.split}; handlers in all entries ${result.handlersMs} ms) (load ${loadavg()[0].toFixed(1)})`)
          } catch (error) {
            into.failures.push(error.message.split('\n')[0])
            log(`[${run}/${runs}] ${into.row.path} ${into.row.label}: failed: ${error.message.split('\n')[0]}`)
          }
        }
      }
    }
  } finally {
    await browser.close()
  }
  const floor = median(reference.runs.map((run) => run.durationMs))
  return [reference, ...rows].map(({ row, runs: list, failures }) => {
    const medianMs = median(list.map((run) => run.durationMs))
    return { id: row.id, label: row.label, path: row.path, medianMs, overFloorMs: row.reference || medianMs === null ? null : medianMs - floor, pass: row.reference ? null : medianMs !== null && medianMs <= floor + MARGIN_MS, runs: list, failures }
  })
}

export function tapsMarkdown(rows, runs) {
  const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`)
  return [
    `Raw CDP taps at 390 px, CPU ${CPU_SLOWDOWN}× slower, the longest Event Timing entry of each tap, medians of ${runs} fresh loads interleaved with the reference; pass when at most the floor + ${MARGIN_MS} ms.`,
    '',
    '| Tap | Page | Median | Over the floor | Check | Runs (ms) | Median run: delay / handlers / to paint |',
    '|---|---|---|---|---|---|---|',
    ...rows.map((row) => {
      const sorted = [...row.runs].sort((a, b) => a.durationMs - b.durationMs)
      const middle = sorted[Math.floor((sorted.length - 1) / 2)]
      const check = row.pass === null ? 'floor' : row.pass ? 'pass' : 'FAIL'
      const over = row.overFloorMs === null ? '–' : `${row.overFloorMs >= 0 ? '+' : '−'}${Math.abs(Math.round(row.overFloorMs))} ms`
      return `| ${row.label} | ${row.path} | ${ms(row.medianMs)} | ${over} | ${check} | ${row.runs.map((run) => Math.round(run.durationMs)).join(', ')}${row.failures.length ? `; ${row.failures.length} failed` : ''} | ${middle?.split ?? '–'} |`
    }),
  ].join('\n')
}
