// One Lighthouse run of `npm run bench`: the `lighthouse` CLI (a devDependency) driving Debian's
// Chromium (headless, flags below) with a fresh profile, mobile = Lighthouse's default
// (moto g power), desktop = --preset=desktop, lowend = the mobile profile with the CPU slowed 8× (or --lowend-cpu)
// instead of 4× (a low-end phone; applied throttling only), the four categories only; throttling
// 'simulated' (Lighthouse's default estimate) or 'applied' (devtools: the network and CPU really
// slowed). With `reducedMotion` Chromium reports prefers-reduced-motion: reduce to the page
// (Chromium's --force-prefers-reduced-motion switch: the same media feature CDP's
// Emulation.setEmulatedMedia would set, from the first byte on, and Lighthouse has no setting for it).
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const LIGHTHOUSE_BIN = resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js')

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The low-end phone's CPU by default: 8× slower than the machine (Lighthouse's mobile default is
 * 4×); `npm run bench -- --lowend-cpu X` sets another (docs/performance.md, "What the CPU
 * slowdowns stand for").
 */
export const LOW_END_CPU_SLOWDOWN = 8

const running = new Set()

/**
 * Ends the Lighthouse runs under way, when the bench is stopped: SIGINT, on which Lighthouse's
 * Chrome launcher closes the Chromium it started (SIGTERM would leave that Chromium running).
 */
export function stopRunningLighthouse() {
  for (const child of running) child.kill('SIGINT')
}

/** Runs Lighthouse once; resolves to { figures, report-level error text }. Writes the JSON report to outputPath. */
export function runLighthouse({ url, form, throttling, outputPath, chromium, maxWaitMs, reducedMotion = false, cpuSlowdown = LOW_END_CPU_SLOWDOWN }) {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const args = [
    LIGHTHOUSE_BIN,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--max-wait-for-load=${maxWaitMs}`,
    `--chrome-flags=${[...CHROME_FLAGS, ...(reducedMotion ? ['--force-prefers-reduced-motion'] : []), `--user-data-dir=${profile}`].join(' ')}`,
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
    ...(throttling === 'applied' ? ['--throttling-method=devtools'] : []),
    ...(form === 'lowend' ? [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`] : []),
  ]
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromium }, stdio: ['ignore', 'ignore', 'pipe'] })
    running.add(child)
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
    child.on('close', (code) => {
      running.delete(child)
      rmSync(profile, { recursive: true, force: true })
      let report = null
      try {
        report = JSON.parse(readFileSync(outputPath, 'utf8'))
      } catch {
        done({ figures: null, error: `no report (exit ${code}): ${stderr.trim().split('\n').at(-1) ?? ''}` })
        return
      }
      const figures = code === 0 ? extract(report) : null
      done({
        figures,
        error: figures ? null : (report.runtimeError?.message ?? `exit ${code}`),
        lighthouseVersion: report.lighthouseVersion,
        chromiumVersion: report.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? null,
      })
    })
  })
}

/** The non-performance audits that cost points (score below 1), for the "why not 100" notes. */
function failedAudits(report, categoryId) {
  const refs = report.categories[categoryId]?.auditRefs ?? []
  return refs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
    .map((ref) => ref.id)
}

/** The figures of one report; null when Lighthouse could not measure the page. */
export function extract(report) {
  if (report.runtimeError || report.categories.performance?.score == null) return null
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const numeric = (id) => report.audits[id]?.numericValue ?? null
  const resources = report.audits['resource-summary']?.details?.items ?? []
  const resource = (type) => resources.find((item) => item.resourceType === type)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    totalKiB: (resource('total')?.transferSize ?? 0) / 1024,
    jsKiB: (resource('script')?.transferSize ?? 0) / 1024,
    requests: resource('total')?.requestCount ?? null,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    incompleteLoad: (report.runWarnings ?? []).some((warning) => /loaded too slowly|did not finish|timed out/i.test(warning)),
    failedAudits: {
      accessibility: failedAudits(report, 'accessibility'),
      bestPractices: failedAudits(report, 'best-practices'),
      seo: failedAudits(report, 'seo'),
    },
  }
}
