import { HttpError } from './responses'

/** How long a request body may take to arrive (docs/forms.md: 408 after 30 s). */
export const BODY_TIMEOUT_MS = 30_000

export function tooSlow(): HttpError {
  return new HttpError(408, 'The form took too long to arrive. Please check your connection and try again.', undefined, {
    Connection: 'close',
  })
}

/**
 * Up to this declared size a refused body is read and thrown away after the answer, so its sender
 * (a browser posting without JavaScript, or nginx relaying its buffered copy) reads the answer
 * instead of a reset connection, which nginx would turn into its own 502; Node reads it away
 * after the answer, and `npm start` (server.mjs) closes the connection when that takes over 5 s,
 * so a sender trickling it cannot hold the connection. Beyond it the connection is closed at once. nginx in front refuses anything over 20 MB itself.
 */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024

/** 413 from the declared length, before a byte is read. */
export function rejectDeclaredLength(request: Request, maxBytes: number, tooLarge: () => HttpError): void {
  const declared = request.headers.get('content-length')
  if (declared === null || Number(declared) <= maxBytes) return
  const refusal = tooLarge()
  if (Number(declared) > DRAIN_LIMIT_BYTES) throw refusal
  const headers = Object.entries(refusal.headers ?? {}).filter(([name]) => name !== 'Connection')
  throw new HttpError(refusal.status, refusal.message, refusal.errors, Object.fromEntries(headers))
}

/**
 * Reads the whole body, but never more than `maxBytes` (413 as soon as the stream passes it)
 * and never for longer than `timeoutMs` (408); either way the stream is cancelled at once.
 */
export async function readBodyWithLimit(
  request: Request,
  { maxBytes, timeoutMs = BODY_TIMEOUT_MS, tooLarge }: { maxBytes: number; timeoutMs?: number; tooLarge: () => HttpError },
): Promise<Buffer> {
  rejectDeclaredLength(request, maxBytes, tooLarge)
  if (!request.body) return Buffer.alloc(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let received = 0
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    reader.cancel().catch(() => undefined)
  }, timeoutMs)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (timedOut) throw tooSlow()
      if (done) break
      received += value.byteLength
      if (received > maxBytes) {
        reader.cancel().catch(() => undefined)
        throw tooLarge()
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof HttpError) throw error
    if (timedOut) throw tooSlow()
    throw new HttpError(400, 'The form data did not arrive completely. Please try again.')
  } finally {
    clearTimeout(timer)
  }
  return Buffer.concat(chunks)
}

/** Parses a JSON body that must be UTF-8; 400 when it is not JSON. */
export function parseJson(body: Buffer): unknown {
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(body)
    return JSON.parse(text)
  } catch {
    throw new HttpError(400, 'The form data could not be read. Please reload the page and try again.')
  }
}
