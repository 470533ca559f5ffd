// `npm start`: Next's production server, plus the three things that need the socket (docs/forms.md):
// the visitor's address, written over X-Forwarded-For before Next sees the request (Next only
// fills that header when it is absent, so a visitor could otherwise choose their own), a deadline
// for reading away a refused body, and a graceful stop that lets requests in flight finish within
// their 45 s budget.
//
//   node server.mjs [-p PORT] [-H HOSTNAME]     (PORT from the environment, else 3000; all interfaces)
import { createServer } from 'node:http'
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { isTrusted, plainAddress, trustedProxies, visitorAddress } from './lib/server/visitor-address.mjs'

process.env.NODE_ENV = 'production'
process.title = 'site-server'

const { values: args } = parseArgs({
  options: { port: { type: 'string', short: 'p', default: process.env.PORT || '3000' }, hostname: { type: 'string', short: 'H' } },
})
const port = Number(args.port)
const trusted = trustedProxies()
const { default: next } = await import('next')
const app = next({ dev: false, dir: dirname(fileURLToPath(import.meta.url)), hostname: args.hostname, port })
await app.prepare()
const handleWithNext = app.getRequestHandler()

// A body refused before it was read (413 on its declared length, 429 …) is read away by Node after
// the answer, so a sender that posts it whole reads the answer instead of a reset; a sender still
// trickling it this long after the answer loses the connection (docs/forms.md, "Statuses").
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

const server = createServer(async (req, res) => {
  limitRefusedBody(req, res)
  const peerIsProxy = isTrusted(trusted, plainAddress(req.socket.remoteAddress))
  req.headers['x-forwarded-for'] = visitorAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trusted)
  // The forwarded host and scheme count only when one of our proxies wrote them.
  if (!peerIsProxy) for (const name of ['x-forwarded-host', 'x-forwarded-proto', 'x-real-ip']) delete req.headers[name]
  try {
    await handleWithNext(req, res)
  } catch (error) {
    // As `next start` does: a handler that throws must not take the server down.
    console.error(`Failed to handle request for ${req.url}`, error)
    if (!res.headersSent) res.statusCode = 500
    res.end('Internal Server Error')
  }
})
server.on('error', (error) => {
  console.error('Failed to start server', error)
  process.exitCode = 1
})
server.listen(port, args.hostname, () => {
  const host = args.hostname ? (args.hostname.includes(':') ? `[${args.hostname}]` : args.hostname) : 'localhost'
  console.info(`> Ready on http://${host}:${port}`)
})

// Stop taking connections, let requests in flight finish (at most the 45 s a request may live),
// then end with the signal itself: this handler ran once, so the default action ends the process.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    const end = () => process.kill(process.pid, signal)
    server.close(() => app.close().finally(end))
    // A kept-alive connection becomes idle once its answer is sent: close it then, not 5 s later.
    setInterval(() => server.closeIdleConnections(), 100).unref()
    setTimeout(end, 45_000).unref()
  })
}
