// `npm start`: Next's production server plus what needs the socket or comes before Next
// (docs/forms.md): the visitor's address from the connection, 405/501 for a method an address
// never serves, error answers kept out of shared caches, a deadline for reading away a refused
// body, and a graceful stop. Caching, compression and body size are the proxy's (deploy/nginx.conf).
//
//   node server.mjs [-p PORT] [-H HOSTNAME]     (PORT from the environment, else 3000; all interfaces)
import { createServer, STATUS_CODES } from 'node:http'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { format, inspect, parseArgs } from 'node:util'
import { errorFields, log } from './lib/log.mjs'
import { API_HEADERS, SECURITY_HEADERS } from './lib/security/security-headers.mjs'
import { isTrusted, plainAddress, trustedProxies, visitorAddress } from './lib/server/visitor-address.mjs'

process.env.NODE_ENV = 'production'
process.title = 'site-server'

// Every line the process writes is one JSON object (lib/log.mjs, docs/operations.md): what Next or
// a library prints through the console becomes a `console` event; a line that is already a JSON
// object with an `event` is logged as that event.
const CONSOLE_LEVELS = { debug: 'debug', log: 'info', info: 'info', dir: 'info', warn: 'warn', error: 'error', trace: 'error' }
for (const [method, level] of Object.entries(CONSOLE_LEVELS)) {
  console[method] = (...args) => {
    if (args.length === 1 && typeof args[0] === 'string' && args[0].startsWith('{')) {
      try {
        const fields = JSON.parse(args[0])
        if (fields && typeof fields.event === 'string') return void log[level](fields)
      } catch {
        // not JSON after all: logged as text below
      }
    }
    // Without colour codes, which a log platform would show as garbage.
    const text = method === 'dir' ? inspect(args[0], { ...args[1], colors: false }) : format(...args)
    log[level]({ event: 'console' }, text.replace(/\u001b\[[0-9;]*m/g, ''))
  }
}
// server.mjs writes the visitor's address into X-Forwarded-For (below): /status may trust it (lib/operations/status-access.ts).
globalThis[Symbol.for('site.server.visitorAddress')] = true

const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p', default: process.env.PORT || '3000' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(args.port)
// TRUSTED_PROXIES is read here only; a wrong entry stops the start.
let trusted
try {
  trusted = trustedProxies()
} catch (error) {
  log.fatal({ event: 'config_invalid' }, `[env] the server cannot start with these settings (docs/forms.md, Environment):\n  ${error.message}`)
  process.exit(1)
}
const { default: next } = await import('next')
const app = next({ dev: false, dir: dirname(fileURLToPath(import.meta.url)), hostname: args.hostname, port })
// Runs instrumentation.ts, which ends the process when the environment is wrong (lib/env.ts).
await app.prepare()
const handleWithNext = app.getRequestHandler()

// RFC 9110's methods and PATCH. Pages serve GET and HEAD, /api POST; another known method is 405,
// an unknown one 501. The one place that refuses a method (Next answers some with 500).
const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'CONNECT'])

/** 405 or 501 for a method the address never serves; false when Next should answer. */
function refuseMethod(req, res) {
  const api = /^\/api(\/|\?|$)/.test(req.url ?? '')
  const allow = api ? 'POST' : 'GET, HEAD'
  if (allow.split(', ').includes(req.method)) return false
  const status = KNOWN_METHODS.has(req.method) ? 405 : 501
  const message = api ? 'This address only accepts form submissions (POST).' : `This address answers ${allow}.`
  for (const { key, value } of [...SECURITY_HEADERS, ...API_HEADERS]) res.setHeader(key, value)
  res.writeHead(status, { Allow: allow, 'Content-Type': api ? 'application/json' : 'text/plain; charset=utf-8' })
  res.end(api ? JSON.stringify({ success: false, message }) : `${STATUS_CODES[status]}: ${message}\n`)
  return true
}

/** An error answer (404 too) is never stored by a shared cache: it may carry this request's CSP nonce. */
function keepErrorsPrivate(res) {
  const writeHead = res.writeHead
  res.writeHead = function (status, ...rest) {
    if (status >= 400) {
      this.setHeader('Cache-Control', 'no-store')
      const headers = rest.at(-1)
      if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
        for (const name of Object.keys(headers)) if (name.toLowerCase() === 'cache-control') delete headers[name]
      }
    }
    return writeHead.call(this, status, ...rest)
  }
}

// A body refused unread (413, 429 …) is read away after the answer, so its sender sees the answer,
// not a reset; one still trickling it this long after loses the connection.
const REFUSED_BODY_DRAIN_MS = 5_000

function limitRefusedBody(req, res) {
  // Taken now: Node lets go of the request's socket once the answer is finished.
  const socket = req.socket
  res.once('finish', () => {
    if (req.complete || socket.destroyed) return
    const deadline = setTimeout(() => socket.destroy(), REFUSED_BODY_DRAIN_MS)
    deadline.unref()
    req.once('end', () => clearTimeout(deadline))
    socket.once('close', () => clearTimeout(deadline))
  })
}

// The answer in progress on each connection, for clientError below.
const answering = new WeakMap()

const server = createServer(async (req, res) => {
  answering.set(req.socket, res)
  res.once('finish', () => answering.delete(req.socket))
  limitRefusedBody(req, res)
  if (refuseMethod(req, res)) return
  keepErrorsPrivate(res)
  const peerIsProxy = isTrusted(trusted, plainAddress(req.socket.remoteAddress))
  req.headers['x-forwarded-for'] = visitorAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
  // The forwarded host and scheme count only when one of our proxies wrote them.
  if (!peerIsProxy) for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-real-ip']) delete req.headers[name]
  try {
    await handleWithNext(req, res)
  } catch (error) {
    // As `next start` does: a handler that throws must not take the server down.
    // The path without its query, which may carry what a visitor typed.
    log.error({ event: 'request_failed', path: (req.url ?? '').split('?')[0], ...errorFields(error) })
    if (!res.headersSent) res.statusCode = 500
    res.end('Internal Server Error')
  }
})
// Node's answers to a request it cannot parse; a well-formed line with an unknown method is 501.
const CLIENT_ERROR_STATUS = { HPE_HEADER_OVERFLOW: 431, HPE_CHUNK_EXTENSIONS_OVERFLOW: 413, ERR_HTTP_REQUEST_TIMEOUT: 408 }
const REQUEST_LINE = /^[A-Z][A-Z_-]{0,31} \S+ HTTP\/1\.[01]\r?\n/
server.on('clientError', (error, socket) => {
  if (error.code === 'ECONNRESET' || !socket.writable) return socket.destroy()
  // Bytes after a whole request still being answered (a body longer than its Content-Length):
  // the answer goes out first, then the connection closes.
  const inProgress = answering.get(socket)
  if (inProgress && !inProgress.writableFinished && inProgress.req?.complete) {
    if (!inProgress.headersSent) inProgress.setHeader('Connection', 'close')
    inProgress.once('finish', () => socket.destroy())
    return
  }
  const unknownMethod = error.code === 'HPE_INVALID_METHOD' && REQUEST_LINE.test(error.rawPacket?.toString('latin1') ?? '')
  const status = unknownMethod ? 501 : (CLIENT_ERROR_STATUS[error.code] ?? 400)
  socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
})
// CONNECT bypasses the request handler: refused like TRACE.
server.on('connect', (_req, socket) => {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
})
server.on('error', (error) => {
  log.fatal({ event: 'server_failed', ...errorFields(error) })
  process.exitCode = 1
})
server.listen(port, args.hostname, () => {
  const host = args.hostname ? (args.hostname.includes(':') ? `[${args.hostname}]` : args.hostname) : 'localhost'
  log.info({ event: 'server_ready', url: `http://${host}:${port}` })
})

// Let requests in flight finish (45 s at most), then end with the signal's default action.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    const end = () => process.kill(process.pid, signal)
    server.close(() => app.close().finally(end))
    setInterval(() => server.closeIdleConnections(), 100).unref()
    setTimeout(end, 45_000).unref()
  })
}
