// `npm run bench` (docs/performance.md says how to read it): Lighthouse medians of our pages
// beside a bare Next.js reference app and a same-shell page (the site's header, footer and
// stylesheet around an empty <main>, scripts/bench/shell.mjs) measured in the same run, then
// server throughput with autocannon beside an in-memory node:http server. Prints Markdown; writes
// JSON, the Markdown and the raw Lighthouse reports to bench/results/<UTC time>/ (git-ignored).
// Exit 0 whenever it could measure, even when a check fails (first-paint timings are reported,
// never checked); 1 when runs failed; 2 on a setup error.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { ensureBuild } from '../test-harness/build-is-stale.mjs'
import { benchmarkIndexBySlowdown, describeCpuClass } from './cpu-class.mjs'
import { CHROME_FLAGS, LOW_END_CPU_SLOWDOWN, runLighthouse, stopRunningLighthouse } from './lighthouse.mjs'
import { CPU_SLOWDOWN as INTERACTION_CPU_SLOWDOWN, interactionsMarkdown, measureInteractions } from './interactions.mjs'
import { measureLoad } from './load.mjs'
import { measureTaps, tapsMarkdown } from './taps.mjs'
import { lodViewerMarkdown, measureLodViewer } from './lod-viewer.mjs'
import { measureTakeoff, takeoffMarkdown } from './takeoff.mjs'
import { measurePreview, PREVIEW_SIZES, previewMarkdown } from './preview.mjs'
import { ensureReferenceApp } from './reference-app.mjs'
import { checksMarkdown, doneWhenChecks, firstPaintTable, lighthouseTable, loadMarkdown, summarise } from './report.mjs'
import { startSmtpServer } from '../local-servers/smtp-server.mjs'
import { assertPortFree, pinning, startNext, startSite, startStaticServer } from './servers.mjs'
import { SHELL_PATH, SOURCE_PATH as SHELL_SOURCE_PATH, startShellProxy } from './shell.mjs'
import { waitForQuietCpu } from './stats.mjs'

const ROOT = resolve(import.meta.dirname, '../..')
const DEFAULT_PATHS = [
  '/',
  '/services/bim-services',
  '/project',
  '/project/service/steel-detailing',
  '/projects/1',
  '/career',
  '/career/senior-tekla-steel-detailer-noida',
  '/contact',
  '/start-a-project',
  '/privacy-policy',
  '/search',
]
const THROTTLINGS = ['simulated', 'applied']
const FORMS = ['mobile', 'desktop', 'lowend']
// Pages whose first paint is measured under prefers-reduced-motion: the home page's hero autoplays
// (docs/performance.md, "The home page's hero").
const REDUCED_MOTION_PATHS = new Set(['/'])

const USAGE = `Usage: npm run bench [-- options]
First paint (FCP, LCP, TBT, performance) is reported, never checked: each page beside the bare
page (a one-page Next app: what the framework costs) and the same-shell page (${SHELL_SOURCE_PATH}'s server
HTML with its page taken out: the site's header, footer, banner, stylesheet and scripts around
an empty <main>; shell − bare = what the shell costs, page − shell = what the page adds), all
interleaved. Checked: CLS 0 and accessibility, best practices, SEO 100 per page; interactions
within the floor + 50 ms. The first-paint run of docs/performance.md:
  npm run bench -- --only lighthouse --forms mobile,lowend --throttling applied
Options:
  --runs N              Lighthouse runs per page, form factor and throttling (default 3); medians are reported
  --tbt-runs N          runs of the mobile simulated rows (default 5): their TBT is one fast load's
                        main-thread tasks multiplied by 4, so it moves most between identical loads
  --paths /a,/b         pages to measure (default: ${DEFAULT_PATHS.join(',')})
  --forms f,...         mobile, desktop, lowend (a low-end phone: mobile with the CPU slowed 8×,
                        applied throttling only) (default all three)
  --lowend-cpu X        the low-end phone's CPU slowdown (default ${LOW_END_CPU_SLOWDOWN}); each run prints which phone
                        its slowdowns stand for on this machine
  --throttling t,...    simulated (Lighthouse's estimate), applied (devtools: network and CPU really
                        slowed) (default both)
  --port P              the site (npm start's server.mjs) on 127.0.0.1:P (default 3199); the
                        reference app uses P-1, the node:http reference P-2, the SMTP sink P-3
                        (--smtp-port), the loopback proxy serving the shell (${SHELL_PATH}) and
                        passing the pages through P+1
  --build | --no-build  always rebuild site and reference / never build (default: build when
                        missing or older than the sources)
  --no-lighthouse       load figures only        --no-load   Lighthouse only
  --only part,...       run only these parts: lighthouse, interactions, taps, load (default all but
                        taps: the phone taps measured again by raw CDP, scripts/bench/taps.mjs)
  --interactions id,... interactions to measure (default all; ids in scripts/bench/interactions.mjs)
  --interaction-runs N  fresh loads per interaction or tap, each after one of the reference (default 3)
  --trace               write a CDP trace of each interaction's first run to bench/results/<time>/traces/
  --load-path /p        pre-rendered page for the load test (default /)
  --duration S          measured seconds per load target (default 10, at most 60)
  --warmup S            discarded warm-up seconds per load target (default 2)
  --connections C       autocannon connections (default 50, at most 256)
  --only takeoff        only the model takeoff: time and peak memory for generated 2,000- and
                        20,000-beam IFC models posted with a brief, and page latency meanwhile
                        (scripts/bench/takeoff.mjs)
  --only lod            only the LOD viewer: click to first drawn frame and the click's script
                        bytes on --lod-path (default /services/steel-detailing), CPU as is and 4x
                        slower, --runs runs each (scripts/bench/lod-viewer.mjs)
  --only preview        only the buyer's model preview on the brief: click to summary and to first
                        frame, peak memory, taps meanwhile and the bytes it adds, for generated
                        ${PREVIEW_SIZES.join(' and ')}-beam models, CPU as is and 4x slower (the page's
                        main thread), --runs runs each (scripts/bench/preview.mjs)
  --preview-sizes n,... beams of the preview's generated models (default ${PREVIEW_SIZES.join(',')})
  --quiet-below PCT     before each measurement wait (up to 2 min) until the machine is at most
                        PCT % busy (default 0: don't wait); the machine may be shared
Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_LH_MAX_WAIT (ms, default 30000).`

const log = (message) => process.stderr.write(`${message}\n`)
class SetupError extends Error {}

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      'tbt-runs': { type: 'string', default: '5' },
      paths: { type: 'string', default: DEFAULT_PATHS.join(',') },
      forms: { type: 'string', default: FORMS.join(',') },
      throttling: { type: 'string', default: THROTTLINGS.join(',') },
      port: { type: 'string', default: process.env.BENCH_PORT ?? '3199' },
      'smtp-port': { type: 'string' },
      build: { type: 'boolean' },
      'no-build': { type: 'boolean' },
      'no-lighthouse': { type: 'boolean' },
      'no-load': { type: 'boolean' },
      only: { type: 'string' },
      interactions: { type: 'string' },
      'interaction-runs': { type: 'string', default: '3' },
      trace: { type: 'boolean' },
      'load-path': { type: 'string', default: '/' },
      duration: { type: 'string', default: '10' },
      warmup: { type: 'string', default: '2' },
      connections: { type: 'string', default: '50' },
      'quiet-below': { type: 'string', default: '0' },
      'lowend-cpu': { type: 'string', default: String(LOW_END_CPU_SLOWDOWN) },
      'lod-path': { type: 'string', default: '/services/steel-detailing' },
      'preview-sizes': { type: 'string', default: PREVIEW_SIZES.join(',') },
      help: { type: 'boolean', short: 'h' },
    },
  })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    return null
  }
  const integer = (name, min, max) => {
    const value = Number(values[name])
    if (!Number.isInteger(value) || value < min || value > max) throw new SetupError(`--${name} must be an integer from ${min} to ${max}`)
    return value
  }
  const port = integer('port', 1024, 65535)
  const forms = values.forms.split(',').filter(Boolean)
  if (forms.length === 0 || forms.some((form) => !FORMS.includes(form))) throw new SetupError(`--forms takes ${FORMS.join(', ')}`)
  const throttlings = values.throttling.split(',').filter(Boolean)
  if (throttlings.length === 0 || throttlings.some((mode) => !THROTTLINGS.includes(mode))) throw new SetupError('--throttling takes simulated and/or applied')
  const paths = values.paths.split(',').filter(Boolean)
  if (paths.some((path) => !path.startsWith('/'))) throw new SetupError('--paths: every path starts with /')
  if (!values['lod-path'].startsWith('/')) throw new SetupError('--lod-path starts with /')
  const PARTS = ['lighthouse', 'interactions', 'taps', 'load']
  const only = values.only ? values.only.split(',').filter(Boolean) : PARTS.filter((part) => part !== 'taps')
  const ALONE = ['lod', 'takeoff', 'preview']
  if (only.some((part) => ALONE.includes(part)) && only.length > 1) throw new SetupError(`--only ${ALONE.join(' and ')} run alone`)
  if (only.length === 0 || only.some((part) => !ALONE.includes(part) && !PARTS.includes(part))) throw new SetupError(`--only takes ${PARTS.join(', ')}, or ${ALONE.join(', ')} alone`)
  const previewSizes = values['preview-sizes'].split(',').filter(Boolean).map(Number)
  if (previewSizes.length === 0 || previewSizes.some((size) => !Number.isInteger(size) || size < 1 || size > 100_000)) throw new SetupError('--preview-sizes takes whole numbers from 1 to 100000')
  const lowEndCpu = Number(values['lowend-cpu'])
  if (!(lowEndCpu >= 1 && lowEndCpu <= 30)) throw new SetupError('--lowend-cpu takes a number from 1 to 30')
  const runs = integer('runs', 1, 20)
  const tbtRuns = integer('tbt-runs', 1, 20)
  // Each Lighthouse setting measured: a form factor with a throttling method, e.g. 'mobile applied',
  // and how many times each page is measured in it. The low-end phone is measured with applied
  // throttling only: its point is the CPU really slowed.
  const modes = forms.flatMap((form) =>
    (form === 'lowend' ? throttlings.filter((throttling) => throttling === 'applied') : throttlings).map((throttling) => ({
      id: `${form} ${throttling}`,
      form,
      throttling,
      runs: form === 'mobile' && throttling === 'simulated' ? tbtRuns : runs,
      ...(form === 'lowend' ? { cpuSlowdown: lowEndCpu } : {}),
    })),
  )
  if (modes.length === 0) throw new SetupError('--forms lowend is measured with --throttling applied only')
  return {
    paths,
    modes,
    ports: { site: port, shell: port + 1, reference: port - 1, static: port - 2, smtp: values['smtp-port'] ? integer('smtp-port', 1024, 65535) : port - 3 },
    build: values.build ? 'always' : values['no-build'] ? 'never' : 'auto',
    lighthouse: !values['no-lighthouse'] && only.includes('lighthouse'),
    interactions: only.includes('interactions'),
    taps: only.includes('taps'),
    interactionIds: values.interactions ? values.interactions.split(',').filter(Boolean) : [],
    interactionRuns: integer('interaction-runs', 1, 20),
    trace: Boolean(values.trace),
    load: !values['no-load'] && only.includes('load'),
    loadPath: values['load-path'],
    durationS: integer('duration', 1, 60),
    warmupS: integer('warmup', 0, 30),
    connections: integer('connections', 1, 256),
    quietBelow: integer('quiet-below', 0, 100),
    runs,
    lowEndCpu,
    only: only.join(','),
    lodPath: values['lod-path'],
    previewSizes,
  }
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  const found = candidates.find((candidate) => existsSync(candidate))
  if (!found) throw new SetupError("Chromium not found: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH")
  return found
}

const packageVersion = (name) => JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version
const slug = (path) => (path === '/' ? 'home' : path.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-'))
const loadAverage = () => loadavg().map((value) => value.toFixed(2)).join(' ')

async function statusOf(url) {
  try {
    const response = await fetch(url, { redirect: 'manual' })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 0
  }
}

async function main() {
  const opts = options()
  if (!opts) return
  if (opts.only === 'lod') return benchLodViewer(opts)
  if (opts.only === 'takeoff') return benchTakeoff(opts)
  if (opts.only === 'preview') return benchPreview(opts)
  const cpuCount = cpus().length
  const pins = pinning(cpuCount)
  const chromium = opts.lighthouse || opts.interactions || opts.taps ? findChromium() : null
  for (const port of [opts.ports.site, opts.ports.shell, opts.ports.reference, opts.ports.static]) await assertPortFree(port)

  const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')
  const outDir = join(ROOT, 'bench', 'results', stamp)
  const reportsDir = join(outDir, 'lighthouse')
  mkdirSync(reportsDir, { recursive: true })
  rmSync(join(ROOT, 'bench', 'results', 'latest'), { force: true })
  symlinkSync(stamp, join(ROOT, 'bench', 'results', 'latest'))

  let siteRebuilt
  try {
    siteRebuilt = ensureBuild(ROOT, opts.build, log)
  } catch (error) {
    throw new SetupError(error.message)
  }
  const reference = opts.build === 'never' && !existsSync(join(ROOT, 'bench', 'reference-app', '.next', 'BUILD_ID'))
    ? (() => {
        throw new SetupError('no reference build in bench/reference-app and --no-build given')
      })()
    : ensureReferenceApp({ force: opts.build === 'always', log: (message) => log(`── ${message}`) })

  const git = (...args) => {
    try {
      return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    } catch {
      return null
    }
  }
  const meta = {
    startedAt: new Date().toISOString(),
    commit: git('rev-parse', '--short', 'HEAD'),
    uncommittedChanges: git('status', '--porcelain', '--untracked-files=no') !== '',
    node: process.version,
    cpus: cpuCount,
    loadAverageStart: loadAverage(),
    siteRebuilt,
    reference: { dir: relative(ROOT, reference.dir), ...reference.versions, rebuilt: reference.rebuilt },
    pinning: pins.describe,
    options: opts,
  }

  const stops = [async () => stopRunningLighthouse()]
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop().catch(() => {})
    stops.length = 0
  }
  // Stop the servers, then end the way the signal would have (the handlers are one-shot).
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll().then(() => process.kill(process.pid, signal)))

  const output = []
  const print = (text = '') => {
    output.push(text)
    process.stdout.write(`${text}\n`)
  }
  const data = { meta }
  let failures = 0

  try {
    const sink = await startSmtpServer({ port: opts.ports.smtp })
    stops.push(sink.stop)
    // Production server as `npm start` runs it, on loopback; form mail goes to the sink, and the
    // rate limit is off (the load test would otherwise measure 429s).
    const siteEnv = { SMTP_URL: sink.url, FORM_RATE_LIMIT: '0', MAIL_OUTBOX_DIR: join(outDir, 'outbox'), MAIL_QUEUE_DIR: join(outDir, 'mail-queue') }
    const site = await startSite({ port: opts.ports.site, env: siteEnv, logFile: join(outDir, 'site-server.log'), prefix: pins.server })
    stops.push(site.stop)
    const referenceServer = await startNext({ dir: reference.dir, port: opts.ports.reference, logFile: join(outDir, 'reference-server.log'), prefix: pins.server })
    stops.push(referenceServer.stop)

    print(`# Benchmark ${meta.startedAt.slice(0, 16).replace('T', ' ')} UTC`)
    print()
    print(
      `Commit ${meta.commit ?? '?'}${meta.uncommittedChanges ? ' (with uncommitted changes)' : ''}, Node ${meta.node}, next ${reference.versions.next}, ` +
        `react ${reference.versions.react}, ${cpuCount} CPUs, load average at start ${meta.loadAverageStart}. ` +
        `Site: npm start on ${site.url}; bare page: a one-page Next app (${meta.reference.dir}) on ${referenceServer.url}.`,
    )
    if (loadavg()[0] > cpuCount) {
      print()
      print('**The machine was busy (load average above its CPU count): compare only figures taken side by side in this run.**')
    }
    print()
    if (opts.lighthouse || opts.interactions) {
      data.cpuClass = await benchmarkIndexBySlowdown({ chromium, flags: CHROME_FLAGS, slowdowns: [1, INTERACTION_CPU_SLOWDOWN, opts.lowEndCpu] })
      print(describeCpuClass(data.cpuClass))
      print()
    }

    if (opts.lighthouse) {
      // The pages take the shell's proxy too, so the shell and the pages are served the same way.
      const proxy = await startShellProxy({ siteUrl: site.url, port: opts.ports.shell })
      stops.push(proxy.stop)
      const targets = [
        { key: 'reference', path: '/', url: `${referenceServer.url}/`, label: 'bare', reducedMotion: false },
        { key: 'shell', path: SHELL_PATH, url: `${proxy.url}${SHELL_PATH}`, label: 'shell', reducedMotion: false },
        ...opts.paths.map((path) => ({ key: path, path, url: new URL(path, proxy.url).href, label: path, reducedMotion: REDUCED_MOTION_PATHS.has(path) })),
      ]
      for (const target of targets) {
        target.status = await statusOf(target.url)
        if (target.status !== 200) log(`skip ${target.label}: HTTP ${target.status || 'unreachable'}`)
      }
      const measurable = targets.filter((target) => target.status === 200)
      const runs = new Map(targets.flatMap((target) => opts.modes.map((mode) => [`${target.key} ${mode.id}`, []])))
      const chromiumVersion = spawnSync(chromium, ['--version'], { encoding: 'utf8' }).stdout?.match(/[\d.]{5,}/)?.[0] ?? null
      const versions = { lighthouse: null, chromium: chromiumVersion }
      const maxWaitMs = Number(process.env.BENCH_LH_MAX_WAIT ?? 30_000)
      const total = opts.modes.reduce((sum, mode) => sum + mode.runs, 0) * measurable.length
      const mostRuns = Math.max(...opts.modes.map((mode) => mode.runs))
      let done = 0
      log(`── Lighthouse: ${measurable.length} targets × ${opts.modes.map((mode) => `${mode.id} (${mode.runs} runs)`).join(', ')}, bare page, shell and pages interleaved`)
      // Interleaved (run 1 of the bare page, the shell and every page, then run 2 ...) so that a busy
      // spell on a shared machine spreads over all targets, the references included, instead of spoiling one.
      for (let run = 1; run <= mostRuns; run += 1) {
        for (const mode of opts.modes.filter((mode) => run <= mode.runs)) {
          for (const target of measurable) {
            done += 1
            let result = null
            for (let attempt = 1; attempt <= 2 && !result?.figures; attempt += 1) {
              if (opts.quietBelow > 0) await waitForQuietCpu(opts.quietBelow)
              const started = Date.now()
              const outputPath = join(reportsDir, `${['reference', 'shell'].includes(target.key) ? target.key : slug(target.path)}-${mode.form}-${mode.throttling}-${run}.json`)
              result = await runLighthouse({ url: target.url, ...mode, outputPath, chromium, maxWaitMs, reducedMotion: target.reducedMotion })
              versions.lighthouse ??= result.lighthouseVersion ?? null
              versions.chromium ??= result.chromiumVersion ?? null
              const f = result.figures
              log(
                `[${done}/${total}] ${target.label} ${mode.id} run ${run}${attempt > 1 ? ' (retry)' : ''}: ` +
                  (f ? `perf ${f.performance}, FCP ${(f.fcpMs / 1000).toFixed(2)} s, LCP ${(f.lcpMs / 1000).toFixed(2)} s, TBT ${Math.round(f.tbtMs)} ms, JS ${Math.round(f.jsKiB)} KiB` : `failed: ${result.error}`) +
                  ` (${Math.round((Date.now() - started) / 1000)} s, load ${loadavg()[0].toFixed(1)})`,
              )
            }
            if (result?.figures) runs.get(`${target.key} ${mode.id}`).push(result.figures)
            else failures += 1
          }
        }
      }

      const results = {}
      for (const { id } of opts.modes) {
        const entry = (target) => {
          const targetRuns = runs.get(`${target.key} ${id}`)
          return { path: target.path, url: target.url, status: target.status, summary: summarise(targetRuns), runs: targetRuns }
        }
        results[id] = { reference: entry(targets[0]), shell: { ...entry(targets[1]), source: SHELL_SOURCE_PATH }, pages: targets.slice(2).map(entry) }
      }
      const checks = doneWhenChecks(results)
      const auditNotes = []
      for (const { id } of opts.modes) {
        for (const row of [results[id].reference, results[id].shell, ...results[id].pages]) {
          const failed = row.summary.failedAudits
          const parts = Object.entries(failed)
            .filter(([, ids]) => ids.length)
            .map(([category, ids]) => `${category}: ${ids.join(', ')}`)
          const label = row === results[id].reference ? 'bare page' : row === results[id].shell ? 'shell' : row.path
          if (parts.length) auditNotes.push(`${label} (${id}): ${parts.join('; ')}`)
        }
      }
      data.lighthouse = { ...versions, runsPerTarget: Object.fromEntries(opts.modes.map((mode) => [mode.id, mode.runs])), maxWaitMs, chromeFlags: 'see scripts/bench/lighthouse.mjs', results, checks }

      print('## Lighthouse')
      print()
      print(
        `Lighthouse ${versions.lighthouse ?? '?'}, Chromium ${versions.chromium ?? '?'} (headless, fresh profile per run); per-metric medians of ${opts.modes.map((mode) => `${mode.runs} runs (${mode.id})`).join(', ')}. ` +
          'Mobile = Lighthouse default (moto g power), desktop = --preset=desktop, ' +
          `low-end phone = mobile with the CPU slowed ${opts.lowEndCpu}× (--throttling.cpuSlowdownMultiplier=${opts.lowEndCpu}, applied only); ` +
          `${[...REDUCED_MOTION_PATHS].join(', ')} measured under prefers-reduced-motion: reduce (its hero autoplays otherwise); ` +
          'simulated = Lighthouse estimates the slow network and CPU from a fast load, ' +
          'applied = --throttling-method=devtools (Chromium really slows them). ' +
          `Bare = a one-page Next app; shell = ${SHELL_SOURCE_PATH}'s server HTML with the page taken out (the site's header, footer, consent banner, ` +
          'layout stylesheet and scripts around an empty <main>, served by a loopback proxy the pages also pass through). ' +
          'The shell\'s figures are followed by their difference from the bare page (what the shell costs), each page\'s by its difference ' +
          'from the shell (what the page adds); Total/JS = bytes transferred, Req = requests. First paint is reported, not checked.',
      )
      const indexes = opts.modes.flatMap(({ id }) => [results[id].reference, results[id].shell, ...results[id].pages].map((row) => row.summary.benchmarkIndex)).filter((value) => value !== null)
      if (indexes.length) print(`Lighthouse benchmarkIndex (machine speed) medians ranged ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}.`)
      print()
      print('### First paint: bare page, shell, pages')
      print()
      print(firstPaintTable(results, opts.modes, opts.lowEndCpu))
      for (const { id } of opts.modes) {
        print()
        print(lighthouseTable(id, results[id], opts.modes.find((mode) => mode.id === id).runs, opts.lowEndCpu))
      }
      print()
      print('### Checks')
      print()
      print(checksMarkdown(checks, auditNotes))
      print()
    }

    if (opts.interactions) {
      log(`── interactions: ${opts.interactionIds.length || 'all'} × ${opts.interactionRuns} runs, each after a run of the reference toggle, CPU slowed 4×`)
      data.interactions = await measureInteractions({
        siteUrl: site.url,
        referenceUrl: referenceServer.url,
        chromium,
        runs: opts.interactionRuns,
        only: opts.interactionIds,
        traceDir: opts.trace ? join(outDir, 'traces') : null,
        log,
      })
      data.interactions.loadAverageEnd = loadAverage()
      for (const row of data.interactions.rows) if (row.medianMs === null) failures += 1
      print('## Interaction latency')
      print()
      print(interactionsMarkdown(data.interactions, opts.interactionRuns))
      print()
      print(`Load average after the interactions: ${data.interactions.loadAverageEnd}.`)
      print()
    }

    if (opts.taps) {
      log(`── taps: the phone taps by raw CDP, ${opts.interactionRuns} runs, each after a tap of the reference toggle`)
      data.taps = await measureTaps({ siteUrl: site.url, referenceUrl: referenceServer.url, chromium, runs: opts.interactionRuns, log })
      for (const row of data.taps) if (row.medianMs === null) failures += 1
      print('## Phone taps, raw CDP')
      print()
      print(tapsMarkdown(data.taps, opts.interactionRuns))
      print()
    }

    if (opts.load) {
      log(`── load: ${opts.warmupS} s warm-up + ${opts.durationS} s per target, ${opts.connections} connections, ${pins.describe}`)
      const common = { connections: opts.connections, durationS: opts.durationS, warmupS: opts.warmupS, prefix: pins.generator }
      const pageUrl = new URL(opts.loadPath, site.url).href
      const page = await fetch(pageUrl)
      const html = Buffer.from(await page.arrayBuffer())
      if (page.status !== 200) throw new SetupError(`--load-path ${opts.loadPath} answers HTTP ${page.status}`)
      const htmlFile = join(outDir, `load-page${slug(opts.loadPath) === 'home' ? '' : `-${slug(opts.loadPath)}`}.html`)
      writeFileSync(htmlFile, html)
      const staticServer = await startStaticServer({ htmlFile, port: opts.ports.static, logFile: join(outDir, 'static-server.log'), prefix: pins.server })
      stops.push(staticServer.stop)

      const contactBody = JSON.stringify({
        name: 'Load Test',
        email: 'load.test@example.com',
        companyName: 'Benchmark Engineering',
        subject: 'Steel detailing enquiry (benchmark)',
        phone: '9876543210',
        message: 'Please quote for Tekla detailing of a 4-storey steel frame to AISC 360.',
      })
      const targets = [
        { label: `npm start ${opts.loadPath} (the site)`, url: pageUrl, key: 'site', serverPid: site.pid },
        { label: `node:http, same HTML from memory (reference)`, url: `${staticServer.url}/`, key: 'static', serverPid: staticServer.pid },
        { label: 'next start / of the bare reference app', url: `${referenceServer.url}/`, key: 'referenceApp', serverPid: referenceServer.pid },
        {
          serverPid: site.pid,
          label: 'POST /api/contact, valid body, real SMTP on loopback',
          url: new URL('/api/contact', site.url).href,
          key: 'contact',
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: contactBody,
        },
      ]
      const results = []
      for (const target of targets) {
        if (opts.quietBelow > 0) await waitForQuietCpu(opts.quietBelow)
        let mailsBefore = 0
        const result = await measureLoad({ ...common, ...target, onMeasureStart: () => (mailsBefore = (sink.mails.length + sink.acknowledgements.length)) })
        // Counted when the measured run ends; requests autocannon abandoned then may still add a few.
        if (target.key === 'contact') result.mailsReceived = (sink.mails.length + sink.acknowledgements.length) - mailsBefore
        result.key = target.key
        result.loadAverage = loadAverage()
        results.push(result)
        log(
          `${target.label}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ` +
            `server CPU ${result.serverCpuMsPerAnswer?.toFixed(2)} ms/answer (load ${loadavg()[0].toFixed(1)})`,
        )
        if (result.errors || result.timeouts || result.answers['2xx'] === 0) failures += 1
      }
      data.load = {
        autocannonVersion: packageVersion('autocannon'),
        connections: opts.connections,
        durationS: opts.durationS,
        warmupS: opts.warmupS,
        pinning: pins.describe,
        loadPath: opts.loadPath,
        htmlBytes: html.length,
        results,
      }
      print('## Server throughput')
      print()
      print(loadMarkdown(data.load))
      print()
    }
  } finally {
    await stopAll()
  }

  meta.loadAverageEnd = loadAverage()
  meta.finishedAt = new Date().toISOString()
  print(`Load average at the end ${meta.loadAverageEnd}.`)
  writeFileSync(join(outDir, 'summary.md'), `${output.join('\n')}\n`)
  writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(data, null, 2)}\n`)
  log(`\nResults: ${relative(ROOT, outDir)}/summary.md and results.json (raw Lighthouse reports in lighthouse/)`)
  process.exitCode = failures > 0 ? 1 : 0
}

/**
 * `--only lod`, `--only takeoff` and `--only preview`: the site alone, one measure. `measure(site, logFile)` returns
 * the report's title, its Markdown and what goes into results.json.
 */
async function benchAlone(opts, name, env, measure) {
  await assertPortFree(opts.ports.site)
  try {
    ensureBuild(ROOT, opts.build, log)
  } catch (error) {
    throw new SetupError(error.message)
  }
  const outDir = join(ROOT, 'bench', 'results', `${new Date().toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}-${name}`)
  mkdirSync(outDir, { recursive: true })
  const logFile = join(outDir, 'site-server.log')
  const site = await startSite({ port: opts.ports.site, env: { ...env, MAIL_OUTBOX_DIR: join(outDir, 'outbox'), MAIL_QUEUE_DIR: join(outDir, 'mail-queue') }, logFile })
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
    const { title, body, results } = await measure(site, logFile)
    const markdown = `# ${title} ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}, load average ${loadAverage()}\n\n${body}`
    process.stdout.write(`${markdown}\n`)
    writeFileSync(join(outDir, 'summary.md'), `${markdown}\n`)
    writeFileSync(join(outDir, 'results.json'), `${JSON.stringify({ commit, ...results }, null, 2)}\n`)
    log(`\nResults: ${relative(ROOT, outDir)}/summary.md and results.json`)
  } finally {
    await site.stop()
  }
}

/** The LOD viewer's click (scripts/bench/lod-viewer.mjs). */
const benchLodViewer = (opts) =>
  benchAlone(opts, 'lod', {}, async (site) => {
    const url = new URL(opts.lodPath, site.url).href
    if ((await statusOf(url)) !== 200) throw new SetupError(`--lod-path ${opts.lodPath} does not answer 200`)
    const rows = await measureLodViewer({ url, chromium: findChromium(), runs: opts.runs, log })
    return { title: 'LOD viewer', body: lodViewerMarkdown(opts.lodPath, rows), results: { path: opts.lodPath, rows } }
  })

/** A brief with a generated model posted (scripts/bench/takeoff.mjs). */
const benchTakeoff = (opts) =>
  benchAlone(opts, 'takeoff', { FORM_RATE_LIMIT: '0' }, async (site, logFile) => {
    const rows = await measureTakeoff({ siteUrl: site.url, pid: site.pid, logFile, log })
    return { title: 'Model takeoff', body: takeoffMarkdown('/', rows), results: { rows } }
  })

/** The buyer's preview of a generated model on the brief (scripts/bench/preview.mjs). */
const benchPreview = (opts) =>
  benchAlone(opts, 'preview', {}, async (site) => {
    const rows = await measurePreview({ siteUrl: site.url, chromium: findChromium(), runs: opts.runs, sizes: opts.previewSizes, log })
    return { title: 'Model preview', body: previewMarkdown(rows), results: { rows } }
  })

main().catch((error) => {
  log(`bench: ${error.message}`)
  process.exitCode = error instanceof SetupError ? 2 : 1
})
