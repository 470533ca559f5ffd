// @ts-check
// The .ifc bytes of an upload: the file itself, or the one .ifc inside an .ifczip, inflated within a
// cap. One reader for both hosts of the takeoff: the server (runner.ts, with zlib) and the buyer's
// browser (the model preview, with DecompressionStream). Imports nothing of Node's, so the browser
// bundle can take it as it is (docs/takeoff.md, "Limits").
import { readZipEntries } from '../zip-directory'
import { unreadable } from './unreadable.mjs'

/**
 * Inflates raw deflate data, or throws InflateLimitError as soon as the output would pass
 * `maxBytes` (a zip bomb's directory may declare anything).
 * @typedef {(data: Uint8Array, maxBytes: number) => Promise<Uint8Array>} InflateRaw
 */

/** What an InflateRaw throws when the output would pass its cap. */
export class InflateLimitError extends Error {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    super(`the output passes ${maxBytes} bytes`)
    this.name = 'InflateLimitError'
    this.maxBytes = maxBytes
  }
}

const ZIP_LOCAL_HEADER = 0x04034b50
// A step of compressed input. Chrome's DecompressionStream inflates each input chunk whole before
// the reader can stop it (a 16 MB bomb given at once crashes the tab); deflate gives at most about
// 1,032 times its input, so with this step the inflater holds at most ~16 MiB past its cap.
const INPUT_STEP = 16 * 1024

/**
 * The .ifc inside an .ifczip (exactly one entry, inflated within the cap), the bytes themselves
 * otherwise, or why not (zip_invalid, zip_entries, zip_damaged, zip_method, zip_too_large).
 * @param {Uint8Array} bytes the upload as it came
 * @param {Pick<import('./limits.mjs').TakeoffLimits, 'maxInflatedBytes'>} limits TAKEOFF_LIMITS, or a test's
 * @param {InflateRaw} inflateRaw the host's inflater: inflateRawInNode (runner.ts) or inflateRawInBrowser
 * @returns {Promise<Uint8Array | import('./unreadable.mjs').Unreadable>}
 */
export async function modelBytes(bytes, { maxInflatedBytes }, inflateRaw) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes.length < 4 || view.getUint32(0, true) !== ZIP_LOCAL_HEADER) return bytes
  const entries = readZipEntries(bytes)
  if (!entries) return unreadable('zip_invalid')
  const files = entries.filter((entry) => !entry.name.endsWith('/'))
  const [entry] = files
  if (files.length !== 1 || !entry || !/\.ifc$/i.test(entry.name)) return unreadable('zip_entries', files.length)
  const at = entry.localHeaderOffset
  if (at + 30 > bytes.length || view.getUint32(at, true) !== ZIP_LOCAL_HEADER) return unreadable('zip_damaged')
  const dataStart = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true)
  const data = bytes.subarray(dataStart, dataStart + entry.compressedSize)
  if (entry.method === 0) return data.length <= maxInflatedBytes ? data : unreadable('zip_too_large', maxInflatedBytes)
  if (entry.method !== 8) return unreadable('zip_method')
  try {
    // Never past the cap, whatever the directory declares (a zip bomb).
    return await inflateRaw(data, maxInflatedBytes)
  } catch (error) {
    return error instanceof InflateLimitError ? unreadable('zip_too_large', maxInflatedBytes) : unreadable('zip_damaged')
  }
}

/**
 * The browser's InflateRaw (Node 18+ has DecompressionStream too). The compressed data goes in by
 * small steps, and only when the output read so far asks for more: past the cap the stream is
 * cancelled, so a zip bomb is never inflated whole.
 * @type {InflateRaw}
 */
export async function inflateRawInBrowser(data, maxBytes) {
  let offset = 0
  const input = new ReadableStream(
    {
      pull(controller) {
        if (offset >= data.length) return controller.close()
        controller.enqueue(data.slice(offset, offset + INPUT_STEP))
        offset += INPUT_STEP
      },
    },
    { highWaterMark: 0 },
  )
  const reader = input.pipeThrough(new DecompressionStream('deflate-raw')).getReader()
  /** @type {Uint8Array[]} */
  const chunks = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new InflateLimitError(maxBytes)
    }
    chunks.push(value)
  }
  const output = new Uint8Array(total)
  let at = 0
  for (const chunk of chunks) {
    output.set(chunk, at)
    at += chunk.byteLength
  }
  return output
}
