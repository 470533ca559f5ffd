// `npm run bench -- --only preview`: the buyer's preview of his own IFC model on the brief's
// drawings step. In Chromium (Playwright, a fresh context per run, so nothing is cached), at
// 1440 px, with the CPU as it is and slowed 4x (CDP Emulation.setCPUThrottlingRate: the page's
// main thread only, Chromium refuses it for a worker), for generated frames of 2,000 and 20,000
// beams (scripts/test-models/generated-frame.mjs), measured:
// - from the Preview click (capture phase) to the frame that shows the summary ("We read …") and
//   to the first frame after the canvas reports the model drawn (`data-drawn`);
// - peak memory: the page's and the worker's V8 heaps with their array buffers (CDP
//   Runtime.getHeapUsage), web-ifc's WebAssembly memory in the worker (which those leave out), and
//   the RSS of the renderer process (page and worker share it) from /proc;
// - the page's tap latency meanwhile: a click on the header's Services button (it opens and closes
//   its menu; the header is fixed, so it is on the screen wherever the page is scrolled) every
//   TAP_EVERY_MS while the worker reads and while the model is drawn, beside the same click on the
//   same page with no preview running (the floor), Event Timing's figure as in interactions.mjs;
// - the requests and bytes (as sent) before the preview is opened and after.
// Headless Chromium draws WebGL in software (SwiftShader) and reads each frame back for its
// software compositor: the drawn frames block the page far longer than on a GPU
// (docs/bench/2026-11-28-preview.md).
import { readdirSync, readFileSync } from 'node:fs'
import { get as httpGet } from 'node:http'
import { loadavg } from 'node:os'
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import { launchTestBrowser } from './test-browser.mjs'
import { generatedFrame } from '../test-models/generated-frame.mjs'
import { MARGIN_MS } from './interactions.mjs'
import { median } from './stats.mjs'

export const PREVIEW_SIZES = [2_000, 20_000]
const TAP_EVERY_MS = 500
const FLOOR_TAPS = 8
const SAMPLE_EVERY_MS = 200
// Taps and samples go on this long after the model is drawn: the meshes' arrival is part of the load.
const AFTER_DRAWN_MS = 1500
const TIMEOUT_MS = 120_000
const mib = (bytes) => Math.round((bytes / 1024 / 1024) * 10) / 10
const kib = (bytes) => Math.round((bytes / 1024) * 10) / 10
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

// Runs in the page before its own scripts: Event Timing entries (with whether they were the
// Services button's), long tasks, the Preview click's time, and the frames that show the summary
// and the drawn model (a MutationObserver, then requestAnimationFrame, as lod-viewer.mjs does).
function watchPreview() {
  const bench = (window.__previewBench = { events: [], longTasks: [], presses: [] })
  const services = () => document.querySelector('nav[aria-label="Main"] button[aria-controls]')
  // When each click on Services was pressed (a click with no Event Timing entry took under 16 ms).
  document.addEventListener('pointerdown', (event) => event.target instanceof Node && services()?.contains(event.target) && bench.presses.push(event.timeStamp), true)
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.interactionId > 0) {
        bench.events.push({
          id: entry.interactionId,
          name: entry.name,
          start: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
          onServices: entry.target !== null && Boolean(services()?.contains(entry.target)),
        })
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })
  document.addEventListener(
    'click',
    (event) => {
      if (event.target instanceof Element && /^Preview\b/.test(event.target.closest('button')?.textContent ?? '')) bench.clickAt ??= performance.now()
    },
    true,
  )
  const frameAfter = (key) => {
    bench[`${key}Seen`] = true
    requestAnimationFrame((time) => {
      bench[key] ??= time
      window.__previewMark?.(key)
    })
  }
  new MutationObserver(() => {
    if (bench.clickAt === undefined) return
    const statuses = [...document.querySelectorAll('section [role="status"]')].map((element) => element.textContent ?? '')
    if (!bench.summaryAtSeen && statuses.some((text) => text.startsWith('We read'))) frameAfter('summaryAt')
    if (!bench.frameAtSeen && document.querySelector('canvas[data-drawn]')) frameAfter('frameAt')
    const stopped = statuses.find((text) => /too large to preview|could not be previewed|took too long here|cannot draw 3D|little memory/.test(text))
    if (stopped && !bench.endedAtSeen) {
      bench.ended = stopped
      frameAfter('endedAt')
    }
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-drawn'] })
}

/**
 * Resident memory of this process's Chromium descendants (the browser Playwright launched, its
 * renderers and GPU process) by process type, in bytes (Linux /proc).
 */
function chromiumRss() {
  const children = new Map()
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (!children.has(parent)) children.set(parent, [])
      children.get(parent).push(Number(name))
    } catch {
      // the process ended meanwhile
    }
  }
  const found = { renderer: 0, gpu: 0 }
  const visit = (pid) => {
    for (const child of children.get(pid) ?? []) {
      try {
        const type = /--type=([a-z-]+)/.exec(readFileSync(`/proc/${child}/cmdline`, 'utf8'))?.[1]
        const rss = Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child}/status`, 'utf8'))?.[1] ?? 0) * 1024
        // The page's renderer is the largest; a spare renderer may idle beside it.
        if (type === 'renderer') found.renderer = Math.max(found.renderer, rss)
        if (type === 'gpu-process') found.gpu = rss
      } catch {
        // the process ended meanwhile
      }
      visit(child)
    }
  }
  visit(process.pid)
  return found
}

// Runs in each worker before its own script: keeps every WebAssembly memory it instantiates, imports
// or grows, so that their size can be read (V8's heap figures leave WebAssembly memory out).
const WATCH_WASM_MEMORY = `
  self.__benchMemories = new Set()
  const keepFrom = (object) => {
    for (const value of Object.values(object ?? {})) if (value instanceof WebAssembly.Memory) self.__benchMemories.add(value)
  }
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name]
    WebAssembly[name] = function (source, imports, ...rest) {
      for (const module of Object.values(imports ?? {})) keepFrom(module)
      return original.call(this, source, imports, ...rest).then((result) => {
        keepFrom((result.instance ?? result).exports)
        return result
      })
    }
  }
  const grow = WebAssembly.Memory.prototype.grow
  WebAssembly.Memory.prototype.grow = function (pages) {
    self.__benchMemories.add(this)
    return grow.call(this, pages)
  }
`
const WASM_BYTES = '[...(self.__benchMemories ?? [])].reduce((sum, memory) => sum + memory.buffer.byteLength, 0)'

/**
 * The page's dedicated workers through the page's CDP session, auto-attached in the older,
 * non-flat mode (Playwright's CDPSession cannot address a flat child session), so that each
 * worker's heap can be read; slowing each like the page is tried too.
 */
async function attachWorkers(cdp, cpuRate) {
  // The workers alive, by session; `seen` keeps every one, for what it answered.
  const workers = new Map()
  const seen = []
  const pending = new Map()
  let nextId = 1
  const settle = (id, error, result) => {
    const waiting = pending.get(id)
    if (!waiting) return
    pending.delete(id)
    clearTimeout(waiting.timer)
    if (error) waiting.reject(error)
    else waiting.resolve(result)
  }
  const send = (sessionId, method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = nextId++
      // A worker ended mid-question never answers.
      pending.set(id, { sessionId, resolve, reject, timer: setTimeout(() => settle(id, new Error(`${method}: no answer`)), 5000) })
      cdp.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) }).catch((error) => settle(id, error))
    })
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const answer = JSON.parse(message)
    if (answer.id) settle(answer.id, answer.error && new Error(answer.error.message), answer.result)
  })
  cdp.on('Target.attachedToTarget', async ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return
    const worker = { sessionId, url: targetInfo.url, throttled: false, send: (method, params) => send(sessionId, method, params) }
    workers.set(sessionId, worker)
    seen.push(worker)
    await worker.send('Runtime.evaluate', { expression: WATCH_WASM_MEMORY })
    if (cpuRate > 1) {
      // Chromium 156 answers "Operation is only supported for pages, not workers": kept so the table says so.
      worker.throttled = await worker.send('Emulation.setCPUThrottlingRate', { rate: cpuRate }).then(
        () => true,
        (error) => error.message,
      )
    }
    await worker.send('Runtime.runIfWaitingForDebugger').catch(() => {})
  })
  cdp.on('Target.detachedFromTarget', ({ sessionId }) => {
    workers.delete(sessionId)
    for (const [id, waiting] of pending) if (waiting.sessionId === sessionId) settle(id, new Error('the worker ended'))
  })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false })
  return { workers, seen }
}

async function walkToDrawings(page, siteUrl) {
  await page.goto(new URL('/start-a-project?service=steel-detailing', siteUrl).href, { waitUntil: 'load', timeout: 60_000 })
  const brief = page.getByRole('form', { name: 'Project brief' })
  const next = () => brief.getByRole('button', { name: 'Next' }).click()
  await next()
  await page.getByLabel('A Revit or IFC model').check()
  await next()
  await page.getByLabel(/LOD 400/).check()
  await page.getByLabel('Shop and erection drawings').check()
  await next()
  await page.getByLabel('Eurocode').check()
  await page.getByLabel('Project size').fill('Bench frame')
  await page.getByLabel('Site location').fill('Leeds, UK')
  await page.getByLabel('Flexible').check()
  await next()
  await page.getByLabel('Upload files now').check()
}

const centre = async (locator) => {
  await locator.scrollIntoViewIfNeeded({ timeout: 10_000 })
  const box = await locator.boundingBox()
  if (!box) throw new Error('no box to click')
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
}

/**
 * The clicks on Services pressed from `from` to `to` (page time): the longest Event Timing entry of
 * each, a click without one counted as 16 ms (durationThreshold), and the worst entry split.
 */
function taps(bench, from, to) {
  const byTap = new Map()
  for (const event of bench.events) {
    if (!event.onServices || event.start < from || event.start >= to) continue
    if (!(byTap.get(event.id)?.duration >= event.duration)) byTap.set(event.id, event)
  }
  const seen = [...byTap.values()]
  const pressed = bench.presses.filter((time) => time >= from && time < to).length
  const ms = [...seen.map((entry) => entry.duration), ...Array(Math.max(0, pressed - seen.length)).fill(16)]
  const worst = seen.reduce((found, entry) => (entry.duration > (found?.duration ?? 0) ? entry : found), null)
  return {
    ms,
    medianMs: median(ms),
    worstMs: ms.length ? Math.max(...ms) : null,
    worst: worst && {
      delayMs: Math.round(worst.processingStart - worst.start),
      handlersMs: Math.round(worst.processingEnd - worst.processingStart),
      toPaintMs: Math.round(worst.start + worst.duration - worst.processingEnd),
      afterClickMs: bench.clickAt === undefined ? null : Math.round(worst.start - bench.clickAt),
    },
  }
}

async function measureOnce(browser, { siteUrl, members, model, cpuRate }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'))
  await context.addInitScript(watchPreview)
  const marks = new Set()
  let markSeen = () => {}
  await context.exposeFunction('__previewMark', (key) => {
    marks.add(key)
    markSeen()
  })
  const page = await context.newPage()
  const requests = []
  let phase = 'before'
  context.on('request', (request) => requests.push({ request, phase, url: request.url(), method: request.method(), type: request.resourceType() }))
  try {
    await walkToDrawings(page, siteUrl)
    const name = `frame-${members}.ifc`
    await page.locator('#brief-drawings').setInputFiles([{ name, mimeType: 'application/octet-stream', buffer: model }])
    const previewButton = page.getByRole('button', { name: `Preview ${name}` })
    const previewAt = await centre(previewButton)
    const servicesAt = await centre(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }))
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {})
    const cdp = await context.newCDPSession(page)
    const { workers, seen: workersSeen } = await attachWorkers(cdp, cpuRate)
    await cdp.send('HeapProfiler.collectGarbage')
    const heapBefore = await cdp.send('Runtime.getHeapUsage')
    const rssBefore = chromiumRss()
    if (cpuRate > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate })

    // The floor: the same click, same page, same CPU, no preview running. Hovering opens the menu
    // (no interaction); each click then closes or opens it.
    await page.mouse.move(servicesAt.x, servicesAt.y)
    await sleep(TAP_EVERY_MS)
    for (let tap = 0; tap < FLOOR_TAPS; tap += 1) {
      await page.mouse.down()
      await page.mouse.up()
      await sleep(TAP_EVERY_MS)
    }

    // The preview, then the same clicks while it loads, memory sampled meanwhile.
    const peak = { page: heapBefore, worker: null, wasmBytes: 0, rss: rssBefore }
    // Three samplers, each on its own clock: a busy page or worker answers late, /proc at once.
    let sampling = true
    const total = (heap) => (heap ? heap.usedSize + (heap.backingStorageSize ?? 0) : 0)
    const every = async (ms, sample) => {
      while (sampling) {
        await sample()
        await sleep(ms)
      }
    }
    const samplers = Promise.all([
      every(SAMPLE_EVERY_MS, async () => {
        const heap = await cdp.send('Runtime.getHeapUsage').catch(() => null)
        if (total(heap) > total(peak.page)) peak.page = heap
      }),
      every(SAMPLE_EVERY_MS, () =>
        Promise.all(
          [...workers.values()].map((worker) =>
            Promise.all([
              worker.send('Runtime.getHeapUsage').then((heap) => total(heap) > total(peak.worker) && (peak.worker = heap), () => {}),
              worker.send('Runtime.evaluate', { expression: WASM_BYTES, returnByValue: true }).then(({ result }) => (peak.wasmBytes = Math.max(peak.wasmBytes, result.value ?? 0)), () => {}),
            ]),
          ),
        ),
      ),
      every(SAMPLE_EVERY_MS / 2, () => {
        const rss = chromiumRss()
        peak.rss = { renderer: Math.max(peak.rss.renderer, rss.renderer), gpu: Math.max(peak.rss.gpu, rss.gpu) }
      }),
    ])
    phase = 'after'
    const done = new Promise((resolve) => {
      markSeen = () => (marks.has('frameAt') || marks.has('endedAt') ? resolve() : undefined)
    })
    const timedOut = sleep(TIMEOUT_MS).then(() => 'timeout')
    await page.mouse.move(previewAt.x, previewAt.y)
    await page.mouse.down()
    await page.mouse.up()
    await page.mouse.move(servicesAt.x, servicesAt.y)
    let tapsDuring = 0
    let finishedAt = null
    while (finishedAt === null || Date.now() - finishedAt < AFTER_DRAWN_MS) {
      const outcome = finishedAt === null ? await Promise.race([done.then(() => 'done'), timedOut, sleep(TAP_EVERY_MS)]) : await sleep(TAP_EVERY_MS)
      if (outcome === 'timeout') break
      if (outcome === 'done') {
        finishedAt = Date.now()
        continue
      }
      await page.mouse.down()
      await page.mouse.up()
      tapsDuring += 1
    }
    sampling = false
    await samplers
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    // Event Timing entries are queued after the next paint.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))))
    const bench = await page.evaluate(() => window.__previewBench)
    const status = await page.locator('section [role="status"]').first().textContent()
    if (bench.clickAt === undefined) throw new Error('the Preview click was not seen')
    // The worker's own time from the file to the summary, as the preview's JSON records it.
    const saveJson = page.getByRole('link', { name: 'Save this summary (JSON)' })
    const workerSeconds = (await saveJson.count())
      ? await Promise.all([page.waitForEvent('download'), saveJson.click()]).then(async ([download]) => JSON.parse(readFileSync(await download.path(), 'utf8')).seconds)
      : null

    // Reading: the worker reads the model; drawing: the triangles arrive and the first frames are drawn.
    const drawingFrom = bench.summaryAt ?? Infinity
    const longAfter = bench.longTasks.filter((task) => task.start >= bench.clickAt)
    const longest = longAfter.reduce((worst, task) => (task.duration > (worst?.duration ?? 0) ? task : worst), null)
    const longestAroundFrame =
      bench.summaryAt === undefined ? null : longAfter.filter((task) => task.start >= bench.summaryAt).reduce((worst, task) => Math.max(worst, task.duration), 0)

    const answered = await Promise.all(
      requests.map(async ({ request, ...entry }) => ({ ...entry, status: (await request.response().catch(() => null))?.status() ?? null })),
    )
    const heapMiB = (heap) => (heap ? { usedMiB: mib(heap.usedSize), arrayBuffersMiB: mib(heap.backingStorageSize ?? 0) } : null)
    return {
      outcome: bench.frameAt !== undefined ? 'drawn' : bench.ended ? 'stopped' : 'timeout',
      status: status?.slice(0, 200) ?? null,
      clickToSummaryMs: bench.summaryAt === undefined ? null : Math.round(bench.summaryAt - bench.clickAt),
      clickToFrameMs: bench.frameAt === undefined ? null : Math.round(bench.frameAt - bench.clickAt),
      workerReadMs: workerSeconds === null ? null : Math.round(workerSeconds * 1000),
      pageHeapBefore: heapMiB(heapBefore),
      pageHeapPeak: heapMiB(peak.page),
      workerHeapPeak: heapMiB(peak.worker),
      workerWasmPeakMiB: peak.wasmBytes > 0 ? mib(peak.wasmBytes) : null,
      workerThrottled: cpuRate > 1 ? (workersSeen[0]?.throttled ?? null) : null,
      workers: workersSeen.map((worker) => new URL(worker.url).pathname),
      rendererRssMiB: { before: mib(rssBefore.renderer), peak: mib(peak.rss.renderer) },
      gpuRssMiB: { before: mib(rssBefore.gpu), peak: mib(peak.rss.gpu) },
      taps: { sent: FLOOR_TAPS + tapsDuring, floor: taps(bench, 0, bench.clickAt), reading: taps(bench, bench.clickAt, drawingFrom), drawing: taps(bench, drawingFrom, Infinity) },
      longestTaskMs: longest && { duration: Math.round(longest.duration), afterClickMs: Math.round(longest.start - bench.clickAt) },
      longestTaskFromSummaryMs: longestAroundFrame === null ? null : Math.round(longestAroundFrame),
      longTasksOver50: longAfter.length,
      requests: answered,
    }
  } finally {
    await context.close()
  }
}

/** A URL as the server sends it to a browser: the bytes on the wire (before decoding), the encoding and the decoded text. */
function asSent(url) {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } }, (response) => {
      const chunks = []
      response.on('data', (chunk) => chunks.push(chunk))
      response.on('error', reject)
      response.on('end', () => {
        const body = Buffer.concat(chunks)
        const encoding = response.headers['content-encoding'] ?? 'identity'
        const decode = { gzip: gunzipSync, br: brotliDecompressSync, deflate: inflateSync, identity: (bytes) => bytes }[encoding]
        if (!decode) return reject(new Error(`${url}: unknown content-encoding ${encoding}`))
        resolve({ bytes: body.length, encoding, text: decode(body).toString('latin1') })
      })
    }).on('error', reject)
  })
}

// Strings only the preview's code holds in this build: web-ifc's reader, three.js's renderer and
// the preview's own text. A script fetched before the click that holds one is the preview's code.
const PREVIEW_MARKERS = ['web-ifc', 'WebGLRenderer', 'nothing of this file leaves']

/**
 * What the requests before and after the click add up to, each URL measured as the server sends
 * it (Playwright's sizes of a worker's requests are not reliable: 0 or negative). A URL fetched
 * again after the click (the bundler's runtime, loaded by the page and again by the worker) comes
 * from the HTTP cache and adds nothing.
 */
async function requestFigures(requests) {
  const path = (entry) => new URL(entry.url).pathname
  const isWasm = (entry) => path(entry).endsWith('.wasm')
  const isScript = (entry) => path(entry).endsWith('.js')
  const distinct = (list) => [...new Map(list.map((entry) => [entry.url, entry])).values()]
  const before = requests.filter((entry) => entry.phase === 'before')
  const beforeUrls = new Set(before.map((entry) => entry.url))
  const after = requests.filter((entry) => entry.phase === 'after')
  const added = distinct(after.filter((entry) => !beforeUrls.has(entry.url)))
  const measured = new Map()
  for (const entry of distinct([...before.filter(isScript), ...added])) measured.set(entry.url, await asSent(entry.url))
  const sum = (list) => list.reduce((total, entry) => total + measured.get(entry.url).bytes, 0)
  const beforeScripts = distinct(before.filter(isScript))
  const addedScripts = added.filter(isScript)
  const addedWasm = added.filter(isWasm)
  const early = [
    ...before.filter(isWasm).map((entry) => `${path(entry)} (WebAssembly)`),
    ...beforeScripts.flatMap((entry) => {
      const found = PREVIEW_MARKERS.filter((marker) => measured.get(entry.url).text.includes(marker))
      return found.length ? [`${path(entry)} (${found.join(', ')})`] : []
    }),
  ]
  return {
    before: { requests: before.length, scripts: beforeScripts.length, scriptBytes: sum(beforeScripts) },
    fetchedEarly: early,
    after: {
      requests: after.length,
      fromCache: after.length - added.length,
      posts: after.filter((entry) => entry.method !== 'GET').length,
      scripts: addedScripts.length,
      scriptBytes: sum(addedScripts),
      scriptTextBytes: addedScripts.reduce((total, entry) => total + measured.get(entry.url).text.length, 0),
      wasm: addedWasm.length,
      wasmBytes: sum(addedWasm),
      wasmTextBytes: addedWasm.reduce((total, entry) => total + measured.get(entry.url).text.length, 0),
      wasmEncoding: addedWasm[0] ? measured.get(addedWasm[0].url).encoding : null,
      otherBytes: sum(added.filter((entry) => !isWasm(entry) && !isScript(entry))),
      list: after.map((entry) => `${entry.method} ${path(entry)} ${entry.type} ${entry.status} ${measured.has(entry.url) && !beforeUrls.has(entry.url) ? `${measured.get(entry.url).bytes} B ${measured.get(entry.url).encoding}` : '(fetched before the click)'}`),
    },
  }
}

/** Measures `runs` previews per size and CPU rate; returns one row per size and rate. */
export async function measurePreview({ siteUrl, chromium, runs = 1, sizes = PREVIEW_SIZES, cpuRates = [1, 4], log = () => {} }) {
  const browser = await launchTestBrowser(chromium)
  try {
    const rows = []
    for (const members of sizes) {
      const model = Buffer.from(generatedFrame(members))
      for (const cpuRate of cpuRates) {
        const results = []
        for (let run = 1; run <= runs; run += 1) {
          const result = await measureOnce(browser, { siteUrl, members, model, cpuRate })
          const { requests, ...shown } = result
          result.requests = await requestFigures(requests)
          log(`preview ${members} beams ${cpuRate}x CPU run ${run}: ${JSON.stringify({ ...shown, requests: { ...result.requests, after: { ...result.requests.after, list: undefined } } })} (load ${loadavg()[0].toFixed(1)})`)
          results.push(result)
        }
        const of = (pick) => median(results.map(pick).filter((value) => value !== null && value !== undefined))
        const floorMedianMs = of((result) => result.taps.floor.medianMs)
        const worstOf = (phase) => {
          const worst = results.map((result) => result.taps[phase].worstMs).filter((value) => value !== null)
          return worst.length ? Math.max(...worst) : null
        }
        rows.push({
          members,
          modelMiB: mib(model.length),
          cpuRate,
          outcomes: results.map((result) => result.outcome),
          clickToSummaryMs: of((result) => result.clickToSummaryMs),
          clickToFrameMs: of((result) => result.clickToFrameMs),
          workerReadMs: of((result) => result.workerReadMs),
          pageHeapPeakMiB: of((result) => result.pageHeapPeak.usedMiB + result.pageHeapPeak.arrayBuffersMiB),
          workerHeapPeakMiB: of((result) => (result.workerHeapPeak ? result.workerHeapPeak.usedMiB + result.workerHeapPeak.arrayBuffersMiB : null)),
          workerWasmPeakMiB: of((result) => result.workerWasmPeakMiB),
          rendererRssPeakMiB: of((result) => result.rendererRssMiB?.peak),
          floorMedianMs,
          ...Object.fromEntries(
            ['reading', 'drawing'].map((phase) => {
              const worstMs = worstOf(phase)
              return [phase, { medianMs: of((result) => result.taps[phase].medianMs), worstMs, taps: results.reduce((sum, result) => sum + result.taps[phase].ms.length, 0), pass: worstMs === null ? null : worstMs <= floorMedianMs + MARGIN_MS }]
            }),
          ),
          runs: results,
        })
      }
    }
    return rows
  } finally {
    await browser.close()
  }
}

/** The Markdown tables of measurePreview's rows. */
export function previewMarkdown(rows) {
  const ms = (value) => (value === null || value === undefined ? '–' : `${Math.round(value).toLocaleString('en-GB')} ms`)
  const heap = (value) => (value ? `${value.usedMiB} + ${value.arrayBuffersMiB}` : '–')
  // Memory is the highest peak of the runs; times are medians.
  const highest = (heaps) => heaps.filter(Boolean).reduce((top, each) => (each.usedMiB + each.arrayBuffersMiB > (top ? top.usedMiB + top.arrayBuffersMiB : -1) ? each : top), null)
  const phase = (taps) => `${ms(taps.medianMs)} / ${ms(taps.worstMs)} (${taps.taps}) ${taps.pass === null ? '' : taps.pass ? 'pass' : 'FAIL'}`
  const notSlowed = [...new Set(rows.flatMap((row) => row.runs.map((run) => run.workerThrottled)).filter((value) => typeof value === 'string'))]
  const lines = [
    `Generated IFC4 frames of IPE 300 beams (scripts/test-models/generated-frame.mjs) added to the brief's drawings step of /start-a-project at 1440 px, ` +
      'then Preview clicked; a fresh context per run; times are medians of the runs, memory the highest peak of the runs. Times from the click (capture phase) to the frame that shows the summary ("We read …") and to the first frame after the canvas is marked drawn; ' +
      "worker = the worker's own time from the file to the summary (the preview's JSON). " +
      "Memory: peaks sampled every 200 ms: V8 heap used + array buffers per CDP Runtime.getHeapUsage (page: before the click → peak), which leaves WebAssembly memory out; web-ifc's WebAssembly memory in the worker (the size of every WebAssembly.Memory it made or grew); and the RSS of the renderer process, which holds the page and the worker. " +
      `Taps: a click on the header's Services button every ${TAP_EVERY_MS} ms while the model loads, Event Timing's longest entry per click (a click without an entry took under 16 ms and counts as 16): ` +
      `while reading (from the Preview click to the summary) and while drawing (from the summary to ${AFTER_DRAWN_MS / 1000} s after the model is drawn); ` +
      `floor = ${FLOOR_TAPS} of the same clicks on the same page just before, no preview running; pass when the worst click of a phase is at most the floor + ${MARGIN_MS} ms. ` +
      'Longest task: the longest main-thread task (Long Tasks API) after the click, and when it started.',
    ...(notSlowed.length ? ['', `**4x slower applies to the page's main thread only**: asked to slow the worker, Chromium answered "${notSlowed.join('; ')}", so the worker read the model at this machine's speed in every row.`] : []),
    '',
    '| beams (model) | CPU | click → summary | click → first frame | worker: file → summary | outcome | page heap MiB | worker heap peak MiB | worker WebAssembly peak | renderer RSS | taps: floor median | taps while reading: median / worst (clicks) | taps while drawing: median / worst (clicks) | longest task |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  ]
  for (const row of rows) {
    const run = row.runs[Math.floor((row.runs.length - 1) / 2)]
    lines.push(
      `| ${row.members.toLocaleString('en-GB')} (${row.modelMiB} MiB) | ${row.cpuRate === 1 ? 'as is' : `${row.cpuRate}x slower`} | ${ms(row.clickToSummaryMs)} | ${ms(row.clickToFrameMs)} | ${ms(row.workerReadMs)} | ${row.outcomes.join(', ')} | ` +
        `${heap(run.pageHeapBefore)} → ${heap(highest(row.runs.map((each) => each.pageHeapPeak)))} | ${heap(highest(row.runs.map((each) => each.workerHeapPeak)))} | ` +
        `${Math.max(...row.runs.map((each) => each.workerWasmPeakMiB ?? 0)) || '–'} MiB | ${run.rendererRssMiB.before} → ${Math.max(...row.runs.map((each) => each.rendererRssMiB.peak))} MiB | ` +
        `${ms(row.floorMedianMs)} | ${phase(row.reading)} | ${phase(row.drawing)} | ` +
        `${run.longestTaskMs ? `${ms(run.longestTaskMs.duration)} at +${(run.longestTaskMs.afterClickMs / 1000).toFixed(1)} s` : '–'} |`,
    )
  }
  const first = rows[0].runs[0].requests
  const after = first.after
  lines.push(
    '',
    `Requests (first run of ${rows[0].members.toLocaleString('en-GB')} beams, nothing cached, sizes as the server sends them): loading /start-a-project and walking the brief to its drawings step made ${first.before.requests} requests ` +
      `(${first.before.scripts} scripts, ${kib(first.before.scriptBytes)} KiB); the preview's code or WebAssembly among them: ` +
      `${first.fetchedEarly.length === 0 ? 'none (pass)' : `${first.fetchedEarly.join(', ')} (FAIL)`}. ` +
      `The Preview click made ${after.requests} requests (${after.fromCache} of a URL the page already had, from the cache): ${after.scripts} new scripts, ${kib(after.scriptBytes)} KiB (${kib(after.scriptTextBytes)} KiB decoded); ` +
      `${after.wasm} WebAssembly, ${kib(after.wasmBytes)} KiB ${after.wasmEncoding ?? ''} (${kib(after.wasmTextBytes)} KiB decoded); other ${kib(after.otherBytes)} KiB; requests other than GET: ${after.posts}.`,
  )
  return lines.join('\n')
}
