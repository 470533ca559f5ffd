// @ts-check
// One takeoff in a throw-away worker thread (started by runner.ts for each file, then ended): the
// WebAssembly memory cap goes in before web-ifc loads, the bytes are checked and opened
// (open-model.mjs) and read (read-model.mjs). The answer is one message:
// { ok: true, summary } or { ok: false, code, reason }, with V8's code cache of web-ifc when the
// runner had none. Plain JavaScript, loaded by path outside Next's bundle (docs/takeoff.md).
import { readFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { Script } from 'node:vm'
import { parentPort, workerData } from 'node:worker_threads'
import { unreadable } from './unreadable.mjs'

/** @type {{ bytes: Uint8Array, limits: import('./limits.mjs').TakeoffLimits, webIfcCache?: Uint8Array }} */
const { bytes, limits, webIfcCache } = workerData
const { wasmMaxBytes } = limits

// A worker's resourceLimits bound the JS heap only, not WebAssembly memory, which web-ifc grows as
// it needs. web-ifc (Emscripten) treats a throwing grow() as "out of memory", so its malloc fails
// inside WASM and the call throws, instead of the heap growing to gigabytes.
const grow = WebAssembly.Memory.prototype.grow
/** @param {number} pages */
WebAssembly.Memory.prototype.grow = function cappedGrow(pages) {
  if (this.buffer.byteLength + pages * 65536 > wasmMaxBytes) throw new RangeError('WebAssembly memory cap reached')
  return grow.call(this, pages)
}

/**
 * Why web-ifc or the reader stopped: a memory cap, a trap, a refused model, or its own message.
 * @param {any} error
 */
function refusalOf(error) {
  if (error instanceof RangeError && /memory cap/.test(error.message)) return unreadable('memory', wasmMaxBytes)
  // @ts-expect-error WebAssembly.Exception is newer than TypeScript's lib
  if (typeof WebAssembly.Exception === 'function' && error instanceof WebAssembly.Exception) return unreadable('memory', wasmMaxBytes)
  if (error?.name === 'ModelError') return { code: error.code, reason: error.message }
  return unreadable('reader_failed', error?.message ?? error)
}

/** @type {Buffer | undefined} */
let madeCache

/**
 * web-ifc's 6 MB of JavaScript, compiled with the code cache an earlier worker made: a fresh
 * worker then starts in about half a second instead of one and a half. V8 checks the cache
 * against the source and compiles afresh when it does not match.
 */
function loadWebIfc() {
  const filename = createRequire(import.meta.url).resolve('web-ifc')
  const script = new Script(Module.wrap(readFileSync(filename, 'utf8')), { filename, cachedData: webIfcCache })
  /** @type {{ exports: any }} */
  const loaded = { exports: {} }
  script.runInThisContext()(loaded.exports, createRequire(filename), loaded, filename, dirname(filename))
  return { webIfc: loaded.exports, dir: dirname(filename), script }
}

async function takeoff() {
  const { openModel } = await import('./open-model.mjs')
  const { webIfc, dir, script } = loadWebIfc()
  const api = new webIfc.IfcAPI()
  api.SetWasmPath(`${dir}/`, true)
  await api.Init()
  api.SetLogLevel(webIfc.LogLevel.LOG_LEVEL_OFF)
  // Made before the model is opened: nothing of the model is in it.
  if (!webIfcCache || script.cachedDataRejected) madeCache = script.createCachedData()
  const modelID = openModel(api, bytes, limits)
  const { readModel } = await import('./read-model.mjs')
  return { ok: true, summary: readModel(api, modelID, limits) }
}

let answer
try {
  answer = await takeoff()
} catch (error) {
  answer = { ok: false, ...refusalOf(error) }
}
parentPort?.postMessage({ ...answer, webIfcCache: madeCache }, madeCache ? [/** @type {ArrayBuffer} */ (madeCache.buffer)] : [])
