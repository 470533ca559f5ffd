// @ts-check
// One takeoff in a throw-away worker thread (started by runner.ts for each file, then ended): the
// WebAssembly memory cap (wasm-memory.mjs) goes in before web-ifc loads, the bytes are checked and opened
// (open-model.mjs) and read (read-model.mjs). The answer is one message:
// { ok: true, summary } or { ok: false, code, reason }, with V8's code cache of web-ifc when the
// runner had none. Plain JavaScript, loaded by path outside Next's bundle (docs/takeoff.md).
import { readFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { Script } from 'node:vm'
import { parentPort, workerData } from 'node:worker_threads'
import { capWasmMemory, refusalOf } from './wasm-memory.mjs'

/** @type {{ bytes: Uint8Array, limits: import('./limits.mjs').TakeoffLimits, webIfcCache?: Uint8Array }} */
const { bytes, limits, webIfcCache } = workerData
const { wasmMaxBytes } = limits

capWasmMemory(wasmMaxBytes)

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
  answer = { ok: false, ...refusalOf(error, wasmMaxBytes) }
}
parentPort?.postMessage({ ...answer, webIfcCache: madeCache }, madeCache ? [/** @type {ArrayBuffer} */ (madeCache.buffer)] : [])
