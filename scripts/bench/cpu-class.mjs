// What phone each CPU slowdown of the bench stands for on the machine it runs on. A slowdown is a
// factor of the machine's own speed, and machines of one kind differ, so the bench measures
// Lighthouse's BenchmarkIndex in its own Chromium at each slowdown it uses, warmed up first, as
// Chrome DevTools does when it calibrates its "Low-tier mobile" and "Mid-tier mobile" CPU presets
// (panels/mobile_throttling/CalibrationController in devtools-frontend), and prints it beside
// DevTools' targets. docs/performance.md, "What the CPU slowdowns stand for".
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'
import { chromium as playwrightChromium } from 'playwright'
import { median } from './stats.mjs'

/** DevTools' calibration targets: BenchmarkIndex of a mid-tier (Pixel 5) and a low-tier phone (Moto G Power 2022). */
export const PHONE_BENCHMARK_INDEX = { midTier: 1000, lowTier: 264 }
/** Each figure is the median of this many runs (about 1 s each): the machine may be shared. */
const RUNS = 3

/**
 * Launches Chromium headless with the bench's flags, runs BenchmarkIndex on a blank page once to
 * let V8 optimise it, then RUNS times at each CPU slowdown (CDP Emulation.setCPUThrottlingRate).
 * Resolves to [{ slowdown, index }].
 */
export async function benchmarkIndexBySlowdown({ chromium, flags, slowdowns }) {
  const browser = await playwrightChromium.launch({ executablePath: chromium, args: flags.filter((flag) => flag !== '--headless') })
  try {
    const page = await browser.newPage()
    const cdp = await page.context().newCDPSession(page)
    const benchmark = `(${pageFunctions.computeBenchmarkIndex.toString()})()`
    await page.evaluate(benchmark)
    const figures = []
    for (const slowdown of slowdowns) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown })
      const scores = []
      for (let run = 0; run < RUNS; run += 1) scores.push(await page.evaluate(benchmark))
      figures.push({ slowdown, index: Math.round(median(scores)) })
    }
    return figures
  } finally {
    await browser.close()
  }
}

/** One line for the report: each slowdown's index and where it falls between DevTools' phones. */
export function describeCpuClass(figures) {
  const { midTier, lowTier } = PHONE_BENCHMARK_INDEX
  const where = (index) => (index >= midTier ? 'at least a mid-tier phone' : index >= lowTier ? 'between a low-tier and a mid-tier phone' : 'slower than a low-tier phone')
  return (
    `CPU (Lighthouse BenchmarkIndex in the bench's Chromium, warmed up, median of ${RUNS}; DevTools' calibration targets: ` +
    `${midTier} a mid-tier phone, ${lowTier} a low-tier phone): ` +
    figures.map(({ slowdown, index }) => `${index} at ${slowdown}×${slowdown > 1 ? ` (${where(index)})` : ''}`).join(', ') +
    '.'
  )
}
