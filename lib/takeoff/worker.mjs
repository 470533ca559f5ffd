// One takeoff in a throw-away worker thread (started by runner.ts for each file, then ended): the
// WebAssembly memory cap goes in before web-ifc loads, the bytes are checked (step-check.mjs),
// then opened with a small token tape and read (read-model.mjs). The answer is one message:
// { ok: true, summary } or { ok: false, reason }, with V8's code cache of web-ifc when the runner
// had none. Plain JavaScript, loaded by path outside Next's bundle (docs/takeoff.md).
import { readFileSync } from 'node:fs'
import Module, { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { Script } from 'node:vm'
import { parentPort, workerData } from 'node:worker_threads'

const { bytes, wasmMaxBytes, tapeBytes, maxLines, webIfcCache } = workerData

// A worker's resourceLimits bound the JS heap only, not WebAssembly memory, which web-ifc grows as
// it needs. web-ifc (Emscripten) treats a throwing grow() as "out of memory", so its malloc fails
// inside WASM and the call throws, instead of the heap growing to gigabytes.
const grow = WebAssembly.Memory.prototype.grow
WebAssembly.Memory.prototype.grow = function cappedGrow(pages) {
  if (this.buffer.byteLength + pages * 65536 > wasmMaxBytes) throw new RangeError('WebAssembly memory cap reached')
  return grow.call(this, pages)
}

const megabytes = (value) => `${Math.round(value / 1024 / 1024)} MB`

/** Why web-ifc stopped, in words: a memory cap, a trap, or its own message. */
function reasonOf(error) {
  if (error instanceof RangeError && /memory cap/.test(error.message)) return `it needed more than ${megabytes(wasmMaxBytes)} of memory`
  if (typeof WebAssembly.Exception === 'function' && error instanceof WebAssembly.Exception) return `it needed more than ${megabytes(wasmMaxBytes)} of memory`
  if (error instanceof WebAssembly.RuntimeError) return `the IFC reader failed on it (${String(error.message).slice(0, 60)})`
  if (error?.name === 'ModelError') return error.message
  return `the IFC reader failed on it (${String(error?.message ?? error).slice(0, 60)})`
}

let madeCache

/**
 * web-ifc's 6 MB of JavaScript, compiled with the code cache an earlier worker made: a fresh
 * worker then starts in about half a second instead of one and a half. V8 checks the cache
 * against the source and compiles afresh when it does not match.
 */
function loadWebIfc() {
  const filename = createRequire(import.meta.url).resolve('web-ifc')
  const script = new Script(Module.wrap(readFileSync(filename, 'utf8')), { filename, cachedData: webIfcCache })
  const loaded = { exports: {} }
  script.runInThisContext()(loaded.exports, createRequire(filename), loaded, filename, dirname(filename))
  return { webIfc: loaded.exports, dir: dirname(filename), script }
}

async function takeoff() {
  const { checkStep } = await import('./step-check.mjs')
  const refused = checkStep(bytes)
  if (refused) return { ok: false, reason: refused }

  const { webIfc, dir, script } = loadWebIfc()
  const api = new webIfc.IfcAPI()
  api.SetWasmPath(`${dir}/`, true)
  await api.Init()
  api.SetLogLevel(webIfc.LogLevel.LOG_LEVEL_OFF)
  // Made before the model is opened: nothing of the model is in it.
  if (!webIfcCache || script.cachedDataRejected) madeCache = script.createCachedData()
  const modelID = api.OpenModel(bytes, { TAPE_SIZE: tapeBytes, ALLOW_INCOMPATIBLE_SCHEMA_ALIASES: false, COORDINATE_TO_ORIGIN: false })
  if (modelID < 0) return { ok: false, reason: 'the IFC reader could not parse it' }
  if (api.GetAllLines(modelID).size() > maxLines) return { ok: false, reason: `it has more than ${maxLines.toLocaleString('en-US')} entities` }
  if (api.GetLineIDsWithType(modelID, api.GetTypeCodeFromName('IFCPROJECT')).size() === 0) return { ok: false, reason: 'it has no IfcProject, so it is not a model' }
  const { readModel } = await import('./read-model.mjs')
  return { ok: true, summary: readModel(api, modelID) }
}

let answer
try {
  answer = await takeoff()
} catch (error) {
  answer = { ok: false, reason: reasonOf(error) }
}
parentPort.postMessage({ ...answer, webIfcCache: madeCache }, madeCache ? [madeCache.buffer] : [])
