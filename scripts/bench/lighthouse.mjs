// Lighthouse series for `npm run bench`: every path in the mobile and desktop presets, N runs each,
// medians per metric. Writes lighthouse.md / lighthouse.json (and the raw reports) to OUT_DIR.
// Settings come from the environment that scripts/bench.sh sets; see the usage there.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, resolve } from 'node:path'
import { median, waitForQuietCpu } from './stats.mjs'

const BASE_URL = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3199'
const PATHS = (process.env.BENCH_PATHS ?? '/').split(',').filter(Boolean)
const FORMS = (process.env.BENCH_FORMS ?? 'mobile,desktop').split(',').filter(Boolean)
const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const OUT_DIR = resolve(process.env.BENCH_OUT_DIR ?? 'bench-results/latest')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const MAX_WAIT_MS = Number(process.env.BENCH_LH_MAX_WAIT ?? 20000)
const QUIET_PERCENT = Number(process.env.BENCH_QUIET ?? 0)
const LIGHTHOUSE_BIN = resolve('node_modules/.bin/lighthouse')

// The flags PERFORMANCE.md §3 measured with; a fresh profile per run is added below.
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const reportsDir = join(OUT_DIR, 'lighthouse')
mkdirSync(reportsDir, { recursive: true })
const log = (message) => process.stderr.write(`${message}\n`)

/** Status of a path before spending a minute of Lighthouse on it. */
async function preflight(path) {
  try {
    const response = await fetch(new URL(path, BASE_URL), { redirect: 'manual' })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

function runLighthouse(path, form, outputPath) {
  const profile = mkdtempSync(join(OUT_DIR, '.chromium-profile-'))
  const args = [
    new URL(path, BASE_URL).href,
    '--quiet',
    '--output=json',
    `--output-path=${outputPath}`,
    '--only-categories=performance,accessibility,best-practices,seo',
    `--max-wait-for-load=${MAX_WAIT_MS}`,
    `--chrome-flags=${[...CHROME_FLAGS, `--user-data-dir=${profile}`].join(' ')}`,
    ...(form === 'desktop' ? ['--preset=desktop'] : []),
  ]
  return new Promise((done) => {
    const child = spawn(LIGHTHOUSE_BIN, args, { env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
    child.on('close', (code) => {
      rmSync(profile, { recursive: true, force: true })
      done({ code, stderr })
    })
  })
}

/** The figures of one report; null when Lighthouse could not measure the page. */
function extract(report) {
  if (report.runtimeError || report.categories.performance.score === null) return null
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const numeric = (id) => report.audits[id]?.numericValue ?? null
  const resources = report.audits['resource-summary']?.details?.items ?? []
  const scriptBytes =
    resources.find((item) => item.resourceType === 'script')?.transferSize ??
    (report.audits['network-requests']?.details?.items ?? [])
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    fcpMs: numeric('first-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKiB: scriptBytes / 1024,
    totalKiB: (resources.find((item) => item.resourceType === 'total')?.transferSize ?? 0) / 1024,
    benchmarkIndex: report.environment?.benchmarkIndex ?? null,
    incompleteLoad: (report.runWarnings ?? []).some((warning) => /loaded too slowly/.test(warning)),
  }
}

const slug = (path) => (path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-'))

const rows = new Map() // key `${path} ${form}` -> { path, form, status, runs: [], failures }
for (const path of PATHS) {
  const status = await preflight(path)
  for (const form of FORMS) rows.set(`${path} ${form}`, { path, form, status, runs: [], failures: 0 })
  if (status !== 200) log(`skip ${path}: HTTP ${status || 'unreachable'}`)
}

const measurable = [...rows.values()].filter((row) => row.status === 200)
const total = measurable.length * RUNS
let done = 0
let lighthouseVersion = null
let chromiumVersion = process.env.BENCH_CHROMIUM_VERSION || null
// Runs are interleaved (run 1 of every page, then run 2 ...) so a busy spell on the shared machine
// spreads over all pages instead of spoiling one.
for (let run = 1; run <= RUNS; run += 1) {
  for (const row of measurable) {
    done += 1
    let figures = null
    for (let attempt = 1; attempt <= 2 && !figures; attempt += 1) {
      if (QUIET_PERCENT > 0) await waitForQuietCpu(QUIET_PERCENT)
      const outputPath = join(reportsDir, `${slug(row.path)}-${row.form}-${run}.json`)
      const started = Date.now()
      const { code, stderr } = await runLighthouse(row.path, row.form, outputPath)
      try {
        const report = JSON.parse(readFileSync(outputPath, 'utf8'))
        lighthouseVersion ??= report.lighthouseVersion
        chromiumVersion ??= report.environment?.hostUserAgent?.match(/Chrome\/([\d.]+)/)?.[1] ?? null
        figures = code === 0 ? extract(report) : null
        if (!figures) log(`  ${row.path} ${row.form}: ${report.runtimeError?.code ?? `exit ${code}`}`)
      } catch {
        log(`  ${row.path} ${row.form}: no report (exit ${code}) ${stderr.trim().split('\n').at(-1) ?? ''}`)
      }
      const seconds = Math.round((Date.now() - started) / 1000)
      log(
        `[${done}/${total}] ${row.path} ${row.form} run ${run}${attempt > 1 ? ' (retry)' : ''}: ` +
          (figures ? `perf ${figures.performance}, LCP ${(figures.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(figures.tbtMs)} ms` : 'failed') +
          ` (${seconds} s, load ${loadavg()[0].toFixed(1)})`,
      )
    }
    if (figures) row.runs.push(figures)
    else row.failures += 1
  }
}

const fmt = {
  s: (ms) => (ms === null ? '–' : (ms / 1000).toFixed(2)),
  ms: (ms) => (ms === null ? '–' : String(Math.round(ms))),
  cls: (value) => (value === null ? '–' : value.toFixed(3)),
  kib: (value) => (value === null ? '–' : String(Math.round(value))),
}

const summary = [...rows.values()].map((row) => {
  const pick = (key) => median(row.runs.map((run) => run[key]).filter((value) => value !== null))
  const performance = row.runs.map((run) => run.performance)
  return {
    path: row.path,
    form: row.form,
    status: row.status,
    runs: row.runs.length,
    failures: row.failures,
    performance: pick('performance'),
    performanceMin: performance.length ? Math.min(...performance) : null,
    performanceMax: performance.length ? Math.max(...performance) : null,
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsKiB: pick('jsKiB'),
    totalKiB: pick('totalKiB'),
    benchmarkIndex: pick('benchmarkIndex'),
    incompleteLoads: row.runs.filter((run) => run.incompleteLoad).length,
  }
})

const lines = [
  `Lighthouse ${lighthouseVersion ?? '?'}, Chromium ${chromiumVersion ?? '?'}; ${RUNS} run(s) per row, medians, performance min–max in brackets; ` +
    `mobile = Lighthouse default (simulated throttling), desktop = --preset=desktop; ${cpus().length} CPUs.`,
  '',
  '| Path | Form | Perf (min–max) | A11y | BP | SEO | LCP s | TBT ms | CLS | JS KiB | Runs |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...summary.map((row) => {
    if (row.status !== 200) return `| ${row.path} | ${row.form} | not measured: HTTP ${row.status || 'unreachable'} | | | | | | | | 0 |`
    if (row.runs === 0) return `| ${row.path} | ${row.form} | failed | | | | | | | | 0/${RUNS} |`
    return (
      `| ${row.path} | ${row.form} | ${row.performance} (${row.performanceMin}–${row.performanceMax}) | ${row.accessibility} | ${row.bestPractices} | ${row.seo} | ` +
      `${fmt.s(row.lcpMs)} | ${fmt.ms(row.tbtMs)} | ${fmt.cls(row.cls)} | ${fmt.kib(row.jsKiB)} | ${row.runs}/${RUNS} |`
    )
  }),
]
const incomplete = summary.reduce((sum, row) => sum + row.incompleteLoads, 0)
const indexes = summary.map((row) => row.benchmarkIndex).filter((value) => value !== null)
if (indexes.length) lines.push('', `Lighthouse benchmarkIndex (machine speed) medians ranged ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}.`)
if (incomplete) {
  lines.push(
    '',
    `${incomplete} run(s) reached the ${MAX_WAIT_MS / 1000} s load limit before the network went quiet ` +
      "(typically Next's link prefetches still counted as open); their figures are still computed from the trace.",
  )
}
const markdown = lines.join('\n')
writeFileSync(join(OUT_DIR, 'lighthouse.md'), `${markdown}\n`)
writeFileSync(join(OUT_DIR, 'lighthouse.json'), `${JSON.stringify({ lighthouseVersion, chromiumVersion, runs: RUNS, summary, raw: [...rows.values()] }, null, 2)}\n`)
process.stdout.write(`${markdown}\n`)
process.exitCode = [...rows.values()].some((row) => row.failures > 0) ? 1 : 0
