import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { promisify } from 'node:util'
import { Worker } from 'node:worker_threads'
import { inflateRaw } from 'node:zlib'
import { readZipEntries } from '@/lib/zip-directory'
import type { ModelSummary, ModelTakeoff } from './types'

// Runs the takeoff of one file in a fresh worker thread (worker.mjs), one file at a time per
// process, with a wall clock, a JS heap limit, a WebAssembly memory cap and a short waiting line.
// Whatever goes wrong ends as { status: 'unreadable', reason }: the file never costs more than the
// limits, and the worker is gone when the answer comes (docs/takeoff.md, "Limits").

export type TakeoffLimits = {
  /** Wall clock for one file, start-up included; then the worker is terminated. */
  wallMs: number
  /** Cap on the worker's WebAssembly memory (web-ifc's heap). */
  wasmMaxBytes: number
  /** web-ifc's token tape (its default of 64 MiB would be most of the heap). */
  tapeBytes: number
  /** The worker's JS heap (resourceLimits), in MB. */
  heapMb: number
  maxLines: number
  /** An .ifczip's one entry may inflate to this much at most. */
  maxInflatedBytes: number
  /** Files waiting behind the one being read; past this a file is not read. */
  maxWaiting: number
}

export const TAKEOFF_LIMITS: TakeoffLimits = {
  wallMs: 20_000,
  wasmMaxBytes: 512 * 1024 * 1024,
  tapeBytes: 8 * 1024 * 1024,
  heapMb: 256,
  maxLines: 1_000_000,
  maxInflatedBytes: 50 * 1024 * 1024,
  maxWaiting: 3,
}

export const BUSY_REASON = 'not read: the server was busy'

/**
 * The worker file, by its URL at run time: it runs outside Next's bundle (web-ifc is a server
 * external package). A path Next could work out while building would make it bundle the worker
 * into a chunk of its own, where web-ifc and its .wasm are not found.
 */
const workerUrl = () => pathToFileURL(join(process.cwd(), 'lib', 'takeoff', 'worker.mjs'))

type Answer = { ok: true; summary: ModelSummary } | { ok: false; reason: string }
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
  if (state.busy && state.waiting.length >= limits.maxWaiting) return Promise.resolve({ file, status: 'unreadable', reason: BUSY_REASON, seconds: 0 })
  return new Promise((resolve) => {
    const run = async () => {
      state.busy = true
      const startedAt = performance.now()
      try {
        const answer = await readInWorker(bytes, limits).catch((error: unknown): Answer => ({ ok: false, reason: `the reader did not start (${String((error as Error)?.message).slice(0, 60)})` }))
        const seconds = Number(((performance.now() - startedAt) / 1000).toFixed(2))
        resolve(answer.ok ? { file, status: 'read', reason: null, seconds, ...answer.summary } : { file, status: 'unreadable', reason: `could not be read: ${answer.reason}`, seconds })
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

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`

async function readInWorker(input: Uint8Array, limits: TakeoffLimits): Promise<Answer> {
  const unzipped = await modelBytes(input, limits)
  if (typeof unzipped === 'string') return { ok: false, reason: unzipped }
  // A copy of its own, handed over to the worker rather than cloned.
  const bytes = new Uint8Array(unzipped)
  const worker = new Worker(workerUrl(), {
    workerData: { bytes, wasmMaxBytes: limits.wasmMaxBytes, tapeBytes: limits.tapeBytes, maxLines: limits.maxLines, webIfcCache: state.webIfcCache },
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
      answer ??= { ok: false, reason: `it took longer than ${Math.round(limits.wallMs / 100) / 10} s` }
      void worker.terminate()
    }, limits.wallMs)
    worker.once('message', ({ webIfcCache, ...message }: WorkerAnswer) => {
      if (webIfcCache) state.webIfcCache = webIfcCache
      answer ??= message
      void worker.terminate()
    })
    worker.once('error', (error: Error & { code?: string }) => {
      answer ??= {
        ok: false,
        reason: error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? `it needed more than ${limits.heapMb} MB of memory` : `the reader stopped (${String(error.message).slice(0, 60)})`,
      }
    })
    worker.once('exit', (code) => {
      clearTimeout(timer)
      state.liveWorkers -= 1
      resolve(answer ?? { ok: false, reason: `the reader stopped unexpectedly (exit code ${code})` })
    })
  })
}

const ZIP_LOCAL_HEADER = 0x04034b50

/** The .ifc inside an .ifczip (exactly one entry, inflated within the cap), the bytes themselves otherwise, or why not. */
async function modelBytes(bytes: Uint8Array, limits: TakeoffLimits): Promise<Uint8Array | string> {
  const content = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (content.length < 4 || content.readUInt32LE(0) !== ZIP_LOCAL_HEADER) return bytes
  const entries = readZipEntries(content)
  if (!entries) return 'the .ifczip is not a plain ZIP within the limits (encrypted, ZIP64, or too large)'
  const files = entries.filter((entry) => !entry.name.endsWith('/'))
  const [entry] = files
  if (files.length !== 1 || !entry || !/\.ifc$/i.test(entry.name)) return `the .ifczip holds ${files.length} files; it should hold exactly one .ifc`
  const at = entry.localHeaderOffset
  if (at + 30 > content.length || content.readUInt32LE(at) !== ZIP_LOCAL_HEADER) return 'the .ifczip is damaged'
  const dataStart = at + 30 + content.readUInt16LE(at + 26) + content.readUInt16LE(at + 28)
  const data = content.subarray(dataStart, dataStart + entry.compressedSize)
  if (entry.method === 0) return data.length <= limits.maxInflatedBytes ? data : `its model is more than ${megabytes(limits.maxInflatedBytes)}`
  if (entry.method !== 8) return 'the .ifczip uses a compression other than deflate'
  try {
    // In the thread pool, and never past the cap whatever the directory declares (a zip bomb).
    return await promisify(inflateRaw)(data, { maxOutputLength: limits.maxInflatedBytes })
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? `it inflates to more than ${megabytes(limits.maxInflatedBytes)}` : 'the .ifczip is damaged'
  }
}
