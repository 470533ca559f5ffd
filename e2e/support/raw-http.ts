import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'

// HTTP by hand for the cases fetch would normalise away: lying lengths,
// no length at all, bodies that trickle in, uploads cut off mid-way.

export type RawAnswer = { status: number; headers: Record<string, string>; body: string; elapsedMs: number }

/** Parses one HTTP/1.1 response from the bytes received so far; null until it is complete. */
function parseResponse(buffer: Buffer): Omit<RawAnswer, 'elapsedMs'> | null {
  const headEnd = buffer.indexOf('\r\n\r\n')
  if (headEnd < 0) return null
  const [statusLine, ...lines] = buffer.subarray(0, headEnd).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1] ?? 0)
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let rest = buffer.subarray(headEnd + 4)
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length'])
    return rest.length >= length ? { status, headers, body: rest.subarray(0, length).toString('utf8') } : null
  }
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = []
    for (;;) {
      const lineEnd = rest.indexOf('\r\n')
      if (lineEnd < 0) return null
      const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16)
      if (size === 0) return { status, headers, body: Buffer.concat(parts).toString('utf8') }
      if (rest.length < lineEnd + 2 + size + 2) return null
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size))
      rest = rest.subarray(lineEnd + 2 + size + 2)
    }
  }
  return null // body runs to the close
}

export type RawExchange = {
  socket: Socket
  /** Resolves with the first response (or what arrived before the server closed). */
  answer: Promise<RawAnswer>
}

/** Opens a socket, sends `head` (the request line and headers, CRLF-joined, blank line included). */
export function rawExchange(port: number, head: string, timeoutMs = 60_000): RawExchange {
  const startedAt = Date.now()
  const socket = connect(port, '127.0.0.1')
  socket.setNoDelay(true)
  const answer = new Promise<RawAnswer>((resolve, reject) => {
    let received = Buffer.alloc(0)
    let done = false
    const finish = (parsed: Omit<RawAnswer, 'elapsedMs'> | null) => {
      if (done) return
      done = true
      clearTimeout(timer)
      if (parsed) resolve({ ...parsed, elapsedMs: Date.now() - startedAt })
      else reject(new Error(`no HTTP response (${received.length} bytes received)`))
    }
    const timer = setTimeout(() => {
      socket.destroy()
      finish(parseResponse(received))
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      const parsed = parseResponse(received)
      if (parsed) finish(parsed)
    })
    socket.on('error', () => undefined) // a reset after the answer is expected in several cases
    socket.on('close', () => {
      const headEnd = received.indexOf('\r\n\r\n')
      const parsed = parseResponse(received)
      if (parsed || headEnd < 0) return finish(parsed)
      // Response without a length, ended by the close.
      const statusLine = received.subarray(0, received.indexOf('\r\n')).toString('latin1')
      finish({ status: Number(/ (\d{3})/.exec(statusLine)?.[1] ?? 0), headers: {}, body: received.subarray(headEnd + 4).toString('utf8') })
    })
  })
  socket.write(head)
  return { socket, answer }
}

export const requestHead = (method: string, path: string, port: number, headers: Record<string, string | number>) =>
  [`${method} ${path} HTTP/1.1`, `Host: 127.0.0.1:${port}`, ...Object.entries(headers).map(([key, value]) => `${key}: ${value}`), '', ''].join(
    '\r\n',
  )

/**
 * Sends the headers, then one byte every `intervalMs` (a Slowloris body) until the server answers.
 * Resolves with the answer; the socket is closed afterwards.
 */
export async function trickleBody(
  port: number,
  path: string,
  headers: Record<string, string | number>,
  firstBytes: Buffer,
  intervalMs = 5_000,
): Promise<RawAnswer> {
  const exchange = rawExchange(port, requestHead('POST', path, port, headers), 60_000)
  exchange.socket.write(firstBytes)
  const ticker = setInterval(() => {
    if (!exchange.socket.destroyed) exchange.socket.write('a')
  }, intervalMs)
  try {
    return await exchange.answer
  } finally {
    clearInterval(ticker)
    exchange.socket.destroy()
  }
}

export type StreamedUpload = {
  /** 0 when the server's reset arrived before its answer could be read (see streamUpload). */
  status: number
  body: string
  /** Bytes handed to the socket when the answer (or the reset) arrived: an upper bound of what the server read. */
  bytesSentAtAnswer: number
  /** Milliseconds from passing `markBytes` to the answer. */
  msAfterMark: number | null
  elapsedMs: number
}

/**
 * Streams `prefix`, then zero bytes up to `totalBytes`, with chunked transfer encoding (no
 * Content-Length), stopping as soon as the server answers.
 *
 * A server that refuses mid-upload answers and closes while bytes are still coming, so the
 * client's next write can fail (EPIPE/ECONNRESET) before the answer waiting in the socket was
 * read, and Node then drops it. Each chunk therefore waits for the event loop to read what has
 * arrived (setImmediate), and once `markBytes` are sent (the limit under test) the upload pauses
 * for up to a second, so an answer due at the limit arrives while nothing is being written; a
 * server that keeps reading instead gets the rest of the upload after the pause. If the reset
 * still wins, the upload resolves with status 0.
 */
export function streamUpload(
  port: number,
  path: string,
  headers: Record<string, string>,
  prefix: Buffer,
  totalBytes: number,
  markBytes: number,
): Promise<StreamedUpload> {
  const startedAt = Date.now()
  return new Promise((resolve, reject) => {
    let sent = 0
    let markedAt: number | null = null
    let answered = false
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...headers, 'Transfer-Encoding': 'chunked' } })
    const chunk = Buffer.alloc(64 * 1024)
    const pump = () => {
      if (answered) return
      if (sent >= totalBytes) return void req.end()
      const piece = sent === 0 ? prefix : chunk.subarray(0, Math.min(chunk.length, totalBytes - sent))
      sent += piece.length
      const next = () => {
        if (markedAt !== null || sent < markBytes) return setImmediate(pump)
        markedAt = Date.now()
        setTimeout(pump, 1_000)
      }
      if (req.write(piece)) next()
      else req.once('drain', next)
    }
    let settleAnswer: (() => void) | null = null
    req.on('response', (response) => {
      answered = true
      const bytesSentAtAnswer = sent
      const answeredAt = Date.now()
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (text: string) => (body += text))
      settleAnswer = () => {
        req.destroy()
        resolve({
          status: response.statusCode ?? 0,
          body,
          bytesSentAtAnswer,
          msAfterMark: markedAt === null ? null : answeredAt - markedAt,
          elapsedMs: answeredAt - startedAt,
        })
      }
      response.on('end', settleAnswer)
    })
    req.on('error', (error: NodeJS.ErrnoException) => {
      // The server's close may reset the connection after its answer has been read: that answer stands.
      if (settleAnswer) return settleAnswer()
      if (answered) return
      answered = true
      if (error.code !== 'EPIPE' && error.code !== 'ECONNRESET') return reject(error)
      const resetAt = Date.now()
      resolve({ status: 0, body: '', bytesSentAtAnswer: sent, msAfterMark: markedAt === null ? null : resetAt - markedAt, elapsedMs: resetAt - startedAt })
    })
    pump()
  })
}

/** Sends the headers and `sendBytes` of a body whose Content-Length promises more, then hangs up. */
export async function abortedUpload(port: number, path: string, headers: Record<string, string | number>, body: Buffer, sendBytes: number) {
  const exchange = rawExchange(port, requestHead('POST', path, port, { ...headers, 'Content-Length': body.length }), 10_000)
  await new Promise<void>((resolve) => exchange.socket.write(body.subarray(0, sendBytes), () => resolve()))
  await new Promise((resolve) => setTimeout(resolve, 100))
  exchange.socket.destroy()
  exchange.answer.catch(() => undefined)
}

/**
 * streamUpload, once more (up to `attempts` in all) while a reset ate the answer: a refusal
 * mid-upload is judged by the answer a client can read, and a lost race says nothing about it.
 */
export async function streamUploadUntilAnswered(...args: Parameters<typeof streamUpload>): Promise<StreamedUpload> {
  const attempts = 3
  for (let attempt = 1; ; attempt += 1) {
    const streamed = await streamUpload(...args)
    if (streamed.status !== 0 || attempt === attempts) return streamed
    console.log(`${args[1]}: reset before the answer after ${streamed.bytesSentAtAnswer} bytes; trying a new connection`)
  }
}
