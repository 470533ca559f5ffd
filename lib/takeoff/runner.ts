import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { Worker } from 'node:worker_threads'
import { inflateRaw } from 'node:zlib'
import { TAKEOFF_LIMITS, type TakeoffLimits } from './limits.mjs'
import { InflateLimitError, modelBytes } from './model-bytes.mjs'
import { unreadable, type Unreadable } from './unreadable.mjs'
import type { ModelSummary, ModelTakeoff } from './types'

// Runs the takeoff of one file in a fresh worker thread (worker.mjs), one file at a time per
// process, with a wall clock, a JS heap limit, a WebAssembly memory cap and a short waiting line.
// Whatever goes wrong ends as { status: 'unreadable', code, reason }: the file never costs more than the
// limits, and the worker is gone when the answer comes (docs/takeoff.md, "Limits").

export { TAKEOFF_LIMITS }
export type { TakeoffLimits }


/**
 * The worker file, by its URL at run time: it runs outside Next's bundle (web-ifc is a server
 * external package). A path Next could work out while building would make it bundle the worker
 * into a chunk of its own, where web-ifc and its .wasm are not found.
 */
const workerUrl = () => pathToFileURL(join(process.cwd(), 'lib', 'takeoff', 'worker.mjs'))

type Answer = { ok: true; summary: ModelSummary } | ({ ok: false } & Unreadable)
type WorkerAnswer = Answer & { webIfcCache?: Uint8Array }

// Per process, on globalThis: Next bundles route handlers and instrumentation separately, each
// with its own copy of this module, and the one-at-a-time rule is for the whole process.
// The code cache of web-ifc's JavaScript, made by the first worker, spares each later one a second of compiling.
type RunnerState = { busy: boolean; waiting: (() => void)[]; liveWorkers: number; webIfcCache?: Uint8Array }
const state: RunnerState = ((globalThis as { [key: symbol]: RunnerState | undefined })[Symbol.for('site.takeoff.runner')] ??= {
  busy: false,
  waiting: [],
  liveWorkers: 0,
})

/** Worker threads of takeoffs alive now (0 once every answer is in). */
export const liveTakeoffWorkers = () => state.liveWorkers

/** The takeoff of one file (.ifc or .ifczip bytes), after those ahead of it in this process. */
export function takeoffOfFile(file: string, bytes: Uint8Array, limits: TakeoffLimits = TAKEOFF_LIMITS): Promise<ModelTakeoff> {
  if (state.busy && state.waiting.length >= limits.maxWaiting) return Promise.resolve({ file, status: 'unreadable', ...unreadable('busy'), seconds: 0 })
  return new Promise((resolve) => {
    const run = async () => {
      state.busy = true
      const startedAt = performance.now()
      try {
        const answer = await readInWorker(bytes, limits).catch((error: unknown): Answer => ({ ok: false, ...unreadable('worker_failed', (error as Error)?.message) }))
        const seconds = Number(((performance.now() - startedAt) / 1000).toFixed(2))
        resolve(answer.ok ? { file, status: 'read', code: null, reason: null, seconds, ...answer.summary } : { file, status: 'unreadable', code: answer.code, reason: answer.reason, seconds })
      } finally {
        const next = state.waiting.shift()
        if (next) next()
        else state.busy = false
      }
    }
    if (state.busy) state.waiting.push(() => void run())
    else void run()
  })
}

async function readInWorker(input: Uint8Array, limits: TakeoffLimits): Promise<Answer> {
  const unzipped = await modelBytes(input, limits, inflateRawInNode)
  if ('code' in unzipped) return { ok: false, ...unzipped }
  // A copy of its own, handed over to the worker rather than cloned.
  const bytes = new Uint8Array(unzipped)
  const worker = new Worker(workerUrl(), {
    workerData: { bytes, limits, webIfcCache: state.webIfcCache },
    transferList: [bytes.buffer],
    resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
    // web-ifc writes its parse errors to the console: not into the server's log.
    stdout: true,
    stderr: true,
  })
  worker.stdout.resume()
  worker.stderr.resume()
  state.liveWorkers += 1
  return new Promise((resolve) => {
    let answer: Answer | undefined
    const timer = setTimeout(() => {
      answer ??= { ok: false, ...unreadable('timeout', limits.wallMs) }
      void worker.terminate()
    }, limits.wallMs)
    worker.once('message', ({ webIfcCache, ...message }: WorkerAnswer) => {
      if (webIfcCache) state.webIfcCache = webIfcCache
      answer ??= message
      void worker.terminate()
    })
    worker.once('error', (error: Error & { code?: string }) => {
      answer ??= { ok: false, ...(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? unreadable('memory', limits.heapMb * 1024 * 1024) : unreadable('worker_failed', error.message)) }
    })
    worker.once('exit', (code) => {
      clearTimeout(timer)
      state.liveWorkers -= 1
      resolve(answer ?? { ok: false, ...unreadable('worker_failed', `exit code ${code}`) })
    })
  })
}

/**
 * The server's inflater for modelBytes: zlib in the thread pool, its output capped by zlib itself
 * (`maxOutputLength`), so a zip bomb stops at the cap.
 */
export async function inflateRawInNode(data: Uint8Array, maxBytes: number): Promise<Uint8Array> {
  try {
    return await promisify(inflateRaw)(data, { maxOutputLength: maxBytes })
  } catch (error) {
    throw (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? new InflateLimitError(maxBytes) : error
  }
}
