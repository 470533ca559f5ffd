// `npm run bench -- --only lod`: what the "View the 3D model" click on a service page costs
// (docs/lod-explorer.md). In Chromium (Playwright, a fresh context per run, so nothing is cached):
// the time from the click to the first frame that shows the model, and the bytes the click
// transfers (the viewer's scripts, gzip as sent, and the model), at 1440 px with the CPU as it is
// and slowed 4x (CDP Emulation.setCPUThrottlingRate). Headless Chromium draws WebGL in software
// (SwiftShader), so the frame times include software rasterising: a GPU is faster.
import { launchTestBrowser } from './test-browser.mjs'
import { median } from './stats.mjs'

/** The script budget of the click, gzip (docs/lod-explorer.md). */
export const LOD_CLICK_SCRIPT_BUDGET_KIB = 180
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10

// Runs in the page: the click's time (capture phase, before React sees it), then the first
// animation frame after the canvas reports its model drawn, i.e. the frame that shows it.
function watchFirstFrame() {
  window.__lodBench = {}
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && event.target.closest('button')?.textContent?.includes('View the 3D model')) window.__lodBench.clickAt = performance.now()
    },
    true,
  )
  new MutationObserver((records) => {
    const drawn = records.some((record) => record.target instanceof HTMLCanvasElement && record.target.dataset.drawnLevel)
    if (drawn && window.__lodBench.frameAt === undefined) requestAnimationFrame((time) => (window.__lodBench.frameAt ??= time))
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-drawn-level'] })
}

async function measureOnce(browser, { url, cpuRate }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'))
  await context.addInitScript(watchFirstFrame)
  const page = await context.newPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    const button = page.getByRole('button', { name: 'View the 3D model' })
    await button.scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    const cdp = await context.newCDPSession(page)
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })

    const transfers = []
    page.on('requestfinished', (request) => {
      const type = request.resourceType()
      const isModel = new URL(request.url()).pathname.endsWith('.glb')
      if (type === 'script' || isModel) transfers.push(request.sizes().then((sizes) => ({ kind: isModel ? 'model' : 'script', bytes: sizes.responseBodySize, url: request.url() })))
    })
    await button.click()
    await page.waitForFunction(() => window.__lodBench.frameAt !== undefined, undefined, { timeout: 120_000 })
    const { clickAt, frameAt } = await page.evaluate(() => window.__lodBench)
    const sizes = await Promise.all(transfers)
    const sum = (kind) => sizes.filter((size) => size.kind === kind).reduce((total, size) => total + size.bytes, 0)
    return { clickToFrameMs: Math.round(frameAt - clickAt), scriptBytes: sum('script'), modelBytes: sum('model'), scripts: sizes.filter((size) => size.kind === 'script').length }
  } finally {
    await context.close()
  }
}

/**
 * Measures `runs` clicks per CPU rate on `url` (a service page of the running site) and returns
 * the medians with every run.
 */
export async function measureLodViewer({ url, chromium, runs = 3, cpuRates = [1, 4], log = () => {} }) {
  const browser = await launchTestBrowser(chromium)
  try {
    const rows = []
    for (const cpuRate of cpuRates) {
      const results = []
      for (let run = 1; run <= runs; run += 1) {
        const result = await measureOnce(browser, { url, cpuRate })
        log(`lod viewer ${cpuRate}x CPU run ${run}: click to first frame ${result.clickToFrameMs} ms, scripts ${kib(result.scriptBytes)} KiB, model ${kib(result.modelBytes)} KiB`)
        results.push(result)
      }
      rows.push({
        cpuRate,
        clickToFrameMs: median(results.map((result) => result.clickToFrameMs)),
        scriptKiB: kib(median(results.map((result) => result.scriptBytes))),
        modelKiB: kib(median(results.map((result) => result.modelBytes))),
        runs: results,
      })
    }
    return rows
  } finally {
    await browser.close()
  }
}

/** The Markdown table of measureLodViewer's rows. */
export function lodViewerMarkdown(path, rows) {
  const lines = [
    `| ${path}, 1440 px | click to first frame (median) | script on the click (gzip) | model (GLB) | runs |`,
    '|---|---|---|---|---|',
    ...rows.map((row) => `| CPU ${row.cpuRate === 1 ? 'as is' : `${row.cpuRate}x slower`} | ${row.clickToFrameMs} ms | ${row.scriptKiB} KiB | ${row.modelKiB} KiB | ${row.runs.length} |`),
  ]
  const worst = Math.max(...rows.map((row) => row.scriptKiB))
  lines.push('', `Script on the click ${worst <= LOD_CLICK_SCRIPT_BUDGET_KIB ? '≤' : '>'} ${LOD_CLICK_SCRIPT_BUDGET_KIB} KiB budget: ${worst <= LOD_CLICK_SCRIPT_BUDGET_KIB ? 'pass' : 'FAIL'}.`)
  return lines.join('\n')
}
