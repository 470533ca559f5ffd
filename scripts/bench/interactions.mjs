// Interaction latency of `npm run bench` (docs/performance.md, "Interaction latency"): each
// interactive element type of the site tapped, clicked or typed into with real input (CDP touches,
// Playwright's mouse and keyboard, i.e. CDP Input.dispatch*), at 390 px (touch) and 1440 px (mouse),
// with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), beside the bare reference app's
// state toggle, interleaved (reference, interaction, reference …), a fresh browser context per run.
// The figure is the Event Timing API's: entries of type 'event' with an interactionId (a tap's
// pointerdown, pointerup and click, a key's keydown and keyup …), durationThreshold 16 ms, the
// longest entry of each interaction; for a step of several interactions (typing a word) the longest
// of them, as INP counts it.
import { mkdirSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium as playwrightChromium } from 'playwright'
import { median } from './stats.mjs'

export const CPU_SLOWDOWN = 4
/** An interaction passes when its median is at most the floor (the reference toggle's median) plus this. */
export const MARGIN_MS = 50
// The check after the input is Playwright's: it queries the DOM from inside the page (a text
// locator reads every element's text), at the slowed CPU. Started at once, a query could run
// between the input and the frame that answers it, and be counted in the interaction (18–39 ms in
// a CPU profile of the brief's Next, a page of 530 elements; next to nothing on the reference's
// few). The checks start after this pause.
const PAUSE_BEFORE_CHECK_MS = 500
const HOVER_BEFORE_CLICK_MS = 500
// A finger rests on the screen for 50–100 ms. Playwright's touchscreen.tap() lifts it at once: the
// click then also waits for the frame that paints the touch's own changes, which on the bare page
// added 40–80 ms to the floor and less to the site's taps, so the bench read them closer to the
// floor than a phone does (docs/performance.md, "Interaction latency").
const TOUCH_HOLD_MS = 60
/** The page's CDP session, for touches (Input.dispatchTouchEvent). */
const cdpOf = new WeakMap()

const VIEWPORTS = {
  390: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  1440: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
}

// Collects the page's Event Timing entries from its first script on, before any of the page's own.
const OBSERVER_SCRIPT = `
  window.__benchEvents = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) window.__benchEvents.push({ name: entry.name, interactionId: entry.interactionId, startTime: entry.startTime, duration: entry.duration, processingStart: entry.processingStart, processingEnd: entry.processingEnd })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
`

/**
 * A tap at 390 px (touch, held `TOUCH_HOLD_MS`), a click at 1440 px, in the middle of the element: real input events.
 * `hoverFirst`: for a button that only appears while the mouse is over its card, the mouse arrives
 * `HOVER_BEFORE_CLICK_MS` before it presses, as a visitor's must (they cannot click it before they
 * see it); clicking in the instant of arriving would put the hover transitions into the click's frame.
 */
async function press(page, locator, { hoverFirst = false } = {}) {
  // Scrolling is no interaction for Event Timing; a tap outside the viewport would hit nothing.
  await locator.scrollIntoViewIfNeeded({ timeout: 10_000 })
  const box = await locator.boundingBox()
  if (!box) throw new Error('the element to press has no box (hidden?)')
  const x = box.x + box.width / 2
  const y = box.y + box.height / 2
  if (page.viewportSize().width < 1024) {
    const cdp = cdpOf.get(page)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] })
    await new Promise((resolve) => setTimeout(resolve, TOUCH_HOLD_MS))
    return cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  }
  if (!hoverFirst) return page.mouse.click(x, y)
  await page.mouse.move(x, y)
  await new Promise((resolve) => setTimeout(resolve, HOVER_BEFORE_CLICK_MS))
  await page.mouse.down()
  await page.mouse.up()
}

const expectVisible = (locator, timeout = 10_000) => locator.waitFor({ state: 'visible', timeout })

// Each interaction: where, at which width, what is prepared first (not measured), the measured
// input, and a check that it did what a visitor expects (a run whose input did nothing fails).
export const INTERACTIONS = [
  {
    id: 'menu',
    label: 'open the menu',
    path: '/',
    width: 390,
    act: (page) => press(page, page.getByRole('button', { name: 'Open menu' })),
    check: (page) => expectVisible(page.getByRole('dialog', { name: 'Menu' })),
  },
  {
    id: 'services-menu',
    label: 'open Services',
    path: '/',
    width: 1440,
    act: (page) => press(page, page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })),
    check: (page) => expectVisible(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Steel Detailing' })),
  },
  {
    id: 'search-open',
    label: "open the search (first time: loads the dialog's code)",
    path: '/',
    width: 390,
    act: (page) => press(page, page.getByRole('banner').getByRole('button', { name: 'Search' })),
    check: (page) => expectVisible(page.getByRole('dialog', { name: 'Search the site' })),
  },
  {
    id: 'search-open-key',
    label: 'Ctrl+K (first time)',
    path: '/',
    width: 1440,
    act: (page) => page.keyboard.press('Control+K'),
    check: (page) => expectVisible(page.getByRole('dialog', { name: 'Search the site' })),
  },
  {
    id: 'search-type',
    label: 'type "steel" in the search',
    path: '/',
    width: 1440,
    setup: async (page) => {
      await page.keyboard.press('Control+K')
      await expectVisible(page.getByRole('combobox', { name: 'Services, projects, offices and pages' }))
    },
    act: (page) => page.keyboard.type('steel'),
    check: (page) => expectVisible(page.getByRole('dialog', { name: 'Search the site' }).getByRole('option').first()),
  },
  {
    id: 'expertise-tab',
    label: 'choose an expertise topic',
    path: '/',
    width: 390,
    target: (page) => page.getByRole('tablist').first().getByRole('tab').nth(2),
    act: (page, target) => press(page, target),
    check: (page, target) => target.and(page.locator('[aria-selected="true"]')).waitFor({ timeout: 10_000 }),
  },
  {
    id: 'why-us-tab',
    label: 'choose a "why us" tab',
    path: '/services/bim-services',
    width: 390,
    target: (page) => page.getByRole('tab').nth(1),
    act: (page, target) => press(page, target),
    check: (page, target) => target.and(page.locator('[aria-selected="true"]')).waitFor({ timeout: 10_000 }),
  },
  {
    id: 'project-dialog',
    label: "open a project's dialog",
    path: '/project',
    width: 390,
    target: (page) => page.getByTestId('project-grid').getByRole('button', { name: /^View Detail/ }).first(),
    act: (page, target) => press(page, target),
    check: (page) => expectVisible(page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close project details' }) })),
  },
  {
    id: 'project-dialog-desktop',
    label: "open a project's dialog",
    path: '/project',
    width: 1440,
    target: (page) => page.getByTestId('project-grid').getByRole('button', { name: /^View Detail/ }).first(),
    act: (page, target) => press(page, target, { hoverFirst: true }),
    check: (page) => expectVisible(page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close project details' }) })),
  },
  {
    id: 'project-filter',
    label: 'filter by a service (arrow key on the select)',
    path: '/project',
    width: 1440,
    setup: (page) => page.getByRole('combobox', { name: 'Service', exact: true }).focus(),
    act: (page) => page.keyboard.press('ArrowDown'),
    check: (page) => page.waitForURL(/service=/, { timeout: 10_000 }),
  },
  {
    id: 'contact-empty',
    label: 'send the empty form',
    path: '/contact',
    width: 390,
    target: (page) => page.getByRole('button', { name: 'Send message' }),
    act: (page, target) => press(page, target),
    check: (page) => page.getByRole('textbox', { name: 'Name', exact: true }).and(page.locator('[aria-invalid="true"]')).waitFor({ timeout: 10_000 }),
  },
  {
    id: 'brief-service-next',
    label: 'choose a service, then Next',
    path: '/start-a-project',
    width: 390,
    target: (page) => page.getByRole('form', { name: 'Project brief' }).locator('label').filter({ hasText: /^Steel Detailing$/ }),
    act: async (page, target) => {
      await press(page, target)
      // A visitor's pause between ticking a box and reaching Next further down the screen.
      await page.waitForTimeout(1000)
      await press(page, page.getByRole('form', { name: 'Project brief' }).getByRole('button', { name: 'Next' }))
    },
    check: (page) => expectVisible(page.getByText('Step 2 of 7')),
  },
  {
    id: 'brief-next-touch',
    label: 'Next after choosing a service (the choice not measured)',
    path: '/start-a-project',
    width: 390,
    setup: (page) => press(page, page.getByRole('form', { name: 'Project brief' }).locator('label').filter({ hasText: /^Steel Detailing$/ })),
    act: (page) => press(page, page.getByRole('form', { name: 'Project brief' }).getByRole('button', { name: 'Next' })),
    check: (page) => expectVisible(page.getByText('Step 2 of 7')),
  },
  {
    id: 'brief-next',
    label: "the brief's Next (service given in the link)",
    path: '/start-a-project?service=steel-detailing',
    width: 1440,
    target: (page) => page.getByRole('form', { name: 'Project brief' }).getByRole('button', { name: 'Next' }),
    act: (page, target) => press(page, target),
    check: (page) => expectVisible(page.getByText('Step 2 of 7')),
  },
  {
    id: 'carousel-next',
    label: "a sliding carousel's Next",
    path: '/',
    width: 1440,
    target: (page) => page.getByRole('region', { name: 'Service highlights', exact: true }).getByRole('button', { name: 'Next slide' }),
    // The slider (Swiper) loads as the carousel nears the viewport: wait until it has.
    ready: (page) => page.getByRole('region', { name: 'Service highlights', exact: true }).locator('.swiper-initialized').waitFor({ timeout: 20_000 }),
    act: (page, target) => press(page, target),
    check: (page) => expectVisible(page.getByRole('region', { name: 'Service highlights', exact: true }).locator('.swiper-slide-active')),
  },
  {
    id: 'carousel-pause',
    label: "the hero carousel's pause",
    path: '/',
    width: 390,
    target: (page) => page.getByRole('button', { name: 'Pause Featured services carousel' }),
    act: (page, target) => press(page, target),
    check: (page) => expectVisible(page.getByRole('button', { name: 'Play Featured services carousel' })),
  },
  {
    id: 'cookie-accept',
    label: "the cookie banner's Accept",
    path: '/',
    width: 390,
    freshVisitor: true,
    target: (page) => page.getByTestId('cookie-consent').getByRole('button', { name: 'Accept' }),
    act: (page, target) => press(page, target),
    check: (page) => page.getByTestId('cookie-consent').waitFor({ state: 'hidden', timeout: 10_000 }),
  },
  {
    id: 'cookie-reject',
    label: "the cookie banner's Reject",
    path: '/',
    width: 1440,
    freshVisitor: true,
    target: (page) => page.getByTestId('cookie-consent').getByRole('button', { name: 'Reject' }),
    act: (page, target) => press(page, target),
    check: (page) => page.getByTestId('cookie-consent').waitFor({ state: 'hidden', timeout: 10_000 }),
  },
]

// The LOD viewer on a service page: opened and drawn first (not measured), then another level
// chosen; its first showing fetches that level's GLB. The tap is measured; the check is the radio.
const lodLevels = (page) => page.getByRole('radiogroup', { name: 'Level of development' })
const openLodViewer = async (page) => {
  await page.getByRole('button', { name: 'View the 3D model' }).click({ timeout: 10_000 })
  await page.locator('canvas[data-drawn-level]').waitFor({ state: 'attached', timeout: 60_000 })
}
for (const width of [390, 1440]) {
  INTERACTIONS.push({
    id: width === 390 ? 'lod-level' : 'lod-level-desktop',
    label: "choose another level in the LOD viewer (first time: fetches that level's model)",
    path: '/services/steel-detailing',
    width,
    setup: openLodViewer,
    act: (page) => press(page, lodLevels(page).locator('label').nth(1)),
    check: (page) => lodLevels(page).getByRole('radio').nth(1).and(page.locator(':checked')).waitFor({ timeout: 10_000 }),
  })
}

const REFERENCE = {
  id: 'reference',
  label: 'bare Next page: toggle a line of state',
  path: '/toggle',
  target: (page) => page.getByRole('button', { name: 'Toggle' }),
  act: (page, target) => press(page, target),
  check: (page) => page.locator('button[aria-pressed="true"]').waitFor({ timeout: 10_000 }),
}

/**
 * Headless Chromium makes its window exactly the viewport's size, but keeps room in it for the
 * toolbar it does not draw: the page is laid out 844 px tall and shown 87 px shorter. A change in
 * the bottom 87 px (a box ticked near the bottom of the screen) then reaches no frame on the
 * screen, and its Event Timing entry waits for the next change elsewhere: the tick on the brief's
 * first screen was reported at 1.1–4 s. A taller, wider window shows the whole viewport; the
 * page's size stays the emulated one.
 */
async function roomForTheViewport(cdp, viewport) {
  const { windowId } = await cdp.send('Browser.getWindowForTarget')
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width: viewport.width + 200, height: viewport.height + 200 } })
}

/** Waits until the network has been idle and the main thread has had an idle period. */
async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {})
  await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestAnimationFrame(() => setTimeout(done, 0)), { timeout: 3000 })))
}

/**
 * One measured run in a fresh context: load, prepare (unthrottled), slow the CPU, act, collect.
 * Resolves to { durationMs, interactions, worst: { name, inputDelay, processing, presentation } }.
 */
async function measureOnce(browser, base, interaction, width, { tracePath } = {}) {
  const context = await browser.newContext({ ...VIEWPORTS[width], reducedMotion: 'no-preference' })
  try {
    // A returning visitor (their cookie choice stored) unless the banner itself is measured.
    if (!interaction.freshVisitor) await context.addInitScript("try { localStorage.setItem('cookieConsent', 'rejected') } catch {}")
    await context.addInitScript(OBSERVER_SCRIPT)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    cdpOf.set(page, cdp)
    await roomForTheViewport(cdp, VIEWPORTS[width].viewport)
    const response = await page.goto(new URL(interaction.path, base).href, { waitUntil: 'load', timeout: 60_000 })
    if (!response?.ok()) throw new Error(`HTTP ${response?.status()}`)
    await settle(page)
    const target = interaction.target?.(page)
    if (target) {
      await target.scrollIntoViewIfNeeded({ timeout: 10_000 })
      await interaction.ready?.(page)
      await settle(page)
    }
    if (interaction.setup) {
      await interaction.setup(page)
      await settle(page)
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    const since = await page.evaluate(() => performance.now())
    if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false })
    await interaction.act(page, target)
    await new Promise((resolve) => setTimeout(resolve, PAUSE_BEFORE_CHECK_MS))
    await interaction.check(page, target)
    // Event Timing entries are queued after the next paint; give the slowed page time to deliver them.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 300)))))
    if (tracePath) await browser.stopTracing()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    const events = (await page.evaluate(() => window.__benchEvents)).filter((entry) => entry.startTime >= since)
    if (events.length === 0) throw new Error('no Event Timing entry for the input')
    const byInteraction = new Map()
    for (const entry of events) {
      const best = byInteraction.get(entry.interactionId)
      if (!best || entry.duration > best.duration) byInteraction.set(entry.interactionId, entry)
    }
    const worst = [...byInteraction.values()].reduce((a, b) => (b.duration > a.duration ? b : a))
    return {
      durationMs: worst.duration,
      interactions: byInteraction.size,
      worst: {
        name: worst.name,
        inputDelayMs: Math.round(worst.processingStart - worst.startTime),
        processingMs: Math.round(worst.processingEnd - worst.processingStart),
        presentationMs: Math.round(worst.startTime + worst.duration - worst.processingEnd),
      },
    }
  } finally {
    await context.close()
  }
}

/**
 * Runs every selected interaction `runs` times, each run preceded by a run of the reference toggle
 * at the same width. Returns { rows, floors } for interactionsMarkdown().
 */
export async function measureInteractions({ siteUrl, referenceUrl, chromium, runs, only, traceDir, log }) {
  const selected = only?.length ? INTERACTIONS.filter((interaction) => only.includes(interaction.id)) : INTERACTIONS
  if (only?.length && selected.length !== only.length) {
    const known = new Set(INTERACTIONS.map((interaction) => interaction.id))
    throw new Error(`unknown interaction(s): ${only.filter((id) => !known.has(id)).join(', ')}; known: ${[...known].join(', ')}`)
  }
  if (traceDir) mkdirSync(traceDir, { recursive: true })
  const browser = await playwrightChromium.launch({ executablePath: chromium, args: ['--disable-gpu', '--no-first-run', '--disable-background-networking'] })
  const referenceRuns = { 390: [], 1440: [] }
  const rows = selected.map((interaction) => ({ interaction, runs: [], failures: [] }))
  try {
    const total = runs * rows.length
    let done = 0
    for (let run = 1; run <= runs; run += 1) {
      for (const row of rows) {
        const { interaction } = row
        const width = interaction.width
        done += 1
        for (const [target, base, into] of [
          [REFERENCE, referenceUrl, null],
          [interaction, siteUrl, row],
        ]) {
          const tracePath = traceDir && run === 1 && into ? join(traceDir, `${interaction.id}-${width}.json`) : undefined
          try {
            const result = await measureOnce(browser, base, target, width, { tracePath })
            if (into) into.runs.push(result)
            else referenceRuns[width].push(result)
            log(
              `[${done}/${total}] ${into ? `${interaction.path} ${width} px ${interaction.label}` : `reference ${width} px`}: ` +
                `${Math.round(result.durationMs)} ms (${result.worst.name}: delay ${result.worst.inputDelayMs}, handlers ${result.worst.processingMs}, to paint ${result.worst.presentationMs}) (load ${loadavg()[0].toFixed(1)})`,
            )
          } catch (error) {
            if (into) into.failures.push(error.message.split('\n')[0])
            log(`[${done}/${total}] ${into ? `${interaction.path} ${width} px ${interaction.label}` : `reference ${width} px`}: failed: ${error.message.split('\n')[0]}`)
          }
        }
      }
    }
  } finally {
    await browser.close()
  }
  const floors = Object.fromEntries(
    Object.entries(referenceRuns)
      .filter(([, list]) => list.length)
      .map(([width, list]) => [width, { medianMs: median(list.map((run) => run.durationMs)), runs: list.length, all: list.map((run) => run.durationMs) }]),
  )
  return {
    floors,
    rows: rows.map(({ interaction, runs: list, failures }) => {
      const medianMs = list.length ? median(list.map((run) => run.durationMs)) : null
      const floor = floors[interaction.width]?.medianMs ?? null
      const byDuration = [...list].sort((a, b) => a.durationMs - b.durationMs)
      return {
        id: interaction.id,
        path: interaction.path,
        width: interaction.width,
        label: interaction.label,
        medianMs,
        overFloorMs: medianMs !== null && floor !== null ? medianMs - floor : null,
        pass: medianMs !== null && floor !== null && medianMs <= floor + MARGIN_MS,
        runs: list.map((run) => run.durationMs),
        medianRun: byDuration[Math.floor((byDuration.length - 1) / 2)] ?? null,
        failures,
      }
    }),
  }
}

/** The table: each interaction's median, its distance from the floor of its width, pass/FAIL. */
export function interactionsMarkdown({ floors, rows }, runsWanted) {
  const ms = (value) => (value === null ? '–' : `${Math.round(value)} ms`)
  const signed = (value) => (value === null ? '–' : `${value >= 0 ? '+' : '−'}${Math.abs(Math.round(value))} ms`)
  const lines = [
    `Event Timing durations (the longest entry of each interaction, rounded by the browser to 8 ms), CPU ${CPU_SLOWDOWN}× slower (CDP), ` +
      `medians of ${runsWanted} fresh loads per row, interleaved with the reference. Floor = the bare Next page's state toggle at the same width; ` +
      `pass when the median is at most the floor + ${MARGIN_MS} ms. The worst entry of the median run is split into input delay / handlers / until the next paint.`,
    '',
    '| Interaction | Page | Width | Median | Over the floor | Check | Runs (ms) | Median run: delay / handlers / to paint |',
    '|---|---|---|---|---|---|---|---|',
    ...Object.entries(floors).map(
      ([width, floor]) => `| **floor**: bare Next page, toggle a line of state | reference /toggle | ${width} | ${ms(floor.medianMs)} | – | – | ${floor.all.map(Math.round).join(', ')} | – |`,
    ),
    ...rows.map((row) => {
      const split = row.medianRun ? `${row.medianRun.worst.inputDelayMs} / ${row.medianRun.worst.processingMs} / ${row.medianRun.worst.presentationMs} (${row.medianRun.worst.name})` : '–'
      const check = row.medianMs === null ? 'FAIL (no run)' : row.pass ? 'pass' : 'FAIL'
      const runsText = row.runs.map(Math.round).join(', ') + (row.failures.length ? `; ${row.failures.length} failed: ${row.failures[0]}` : '')
      return `| ${row.label} | ${row.path} | ${row.width} | ${ms(row.medianMs)} | ${signed(row.overFloorMs)} | ${check} | ${runsText} | ${split} |`
    }),
  ]
  return lines.join('\n')
}
