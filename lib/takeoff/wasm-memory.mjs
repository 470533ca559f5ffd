// @ts-check
// What both hosts of the takeoff (the server's worker thread, the browser's Web Worker) do around
// web-ifc: cap its WebAssembly memory before it loads, and put whatever stopped it into the
// refusal codes of unreadable.mjs.
import { unreadable } from './unreadable.mjs'

/**
 * A worker's own limits do not bound WebAssembly memory, which web-ifc grows as it needs.
 * web-ifc (Emscripten) treats a throwing grow() as "out of memory", so its malloc fails inside
 * WASM and the call throws, instead of the heap growing to gigabytes. Call once per worker,
 * before web-ifc is loaded.
 * @param {number} maxBytes
 */
export function capWasmMemory(maxBytes) {
  const grow = WebAssembly.Memory.prototype.grow
  /** @param {number} pages */
  WebAssembly.Memory.prototype.grow = function cappedGrow(pages) {
    if (this.buffer.byteLength + pages * 65536 > maxBytes) throw new RangeError('WebAssembly memory cap reached')
    return grow.call(this, pages)
  }
}

/**
 * Why web-ifc or the reader stopped: the memory cap, a trap, a refused model, or its own message.
 * @param {any} error
 * @param {number} wasmMaxBytes
 * @returns {import('./unreadable.mjs').Unreadable}
 */
export function refusalOf(error, wasmMaxBytes) {
  if (error instanceof RangeError && /memory cap/.test(error.message)) return unreadable('memory', wasmMaxBytes)
  // @ts-expect-error WebAssembly.Exception is newer than TypeScript's lib
  if (typeof WebAssembly.Exception === 'function' && error instanceof WebAssembly.Exception) return unreadable('memory', wasmMaxBytes)
  if (error?.name === 'ModelError') return { code: error.code, reason: error.message }
  return unreadable('reader_failed', error?.message ?? error)
}
