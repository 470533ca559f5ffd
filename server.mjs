// `npm start`: the production build served by Next, with the pre-rendered pages answered from
// memory (lib/server/page-cache.mjs). Everything else, the form endpoints, the router's RSC
// requests, redirects, 404s and static files, is Next's own handler, unchanged.
//
//   node server.mjs [-p PORT] [-H HOSTNAME]     (PORT from the environment, else 3000; all interfaces)
import { createServer } from 'node:http'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { createPageCache, fetchFrom, prerenderedPageRoutes } from './lib/server/page-cache.mjs'

// Set before Next loads, as `next start` does.
process.env.NODE_ENV = 'production'
process.title = 'site-server'

const { values: args } = parseArgs({
  options: {
    port: { type: 'string', short: 'p', default: process.env.PORT || '3000' },
    hostname: { type: 'string', short: 'H' },
  },
})
const port = Number(args.port)
const dir = dirname(fileURLToPath(import.meta.url))

const { default: next } = await import('next')
const app = next({ dev: false, dir, hostname: args.hostname, port })
await app.prepare()
const handleWithNext = app.getRequestHandler()

const pages = createPageCache({
  routes: prerenderedPageRoutes(join(dir, '.next')),
  // The page as Next answers it, asked over loopback once per page and Accept-Encoding value.
  fetchPage: fetchFrom(`http://${loopbackHost(args.hostname)}:${port}`),
})

const server = createServer(async (req, res) => {
  if (pages.serve(req, res)) return
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
  // Port taken or not allowed: nothing else keeps the process alive, so it ends, and says it failed.
  console.error('Failed to start server', error)
  process.exitCode = 1
})
server.listen(port, args.hostname, () => {
  console.info(`> Ready on http://${args.hostname ? urlHost(args.hostname) : 'localhost'}:${port}`)
})

// Stop taking connections, let requests in flight (a form being mailed) finish, then end with the
// signal itself: this handler ran once, so the signal's default action ends the process.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    const end = () => process.kill(process.pid, signal)
    server.close(end)
    // A kept-alive connection becomes idle once its answer is sent: close it then, not 5 s later.
    setInterval(() => server.closeIdleConnections(), 100).unref()
    setTimeout(end, 10_000).unref()
  })
}

/** Where this process can reach itself: the address it listens on, or loopback for all interfaces. */
function loopbackHost(hostname) {
  return !hostname || hostname === '0.0.0.0' || hostname === '::' ? '127.0.0.1' : urlHost(hostname)
}

/** A host name or address as a URL writes it (an IPv6 address in brackets). */
function urlHost(hostname) {
  return hostname.includes(':') ? `[${hostname}]` : hostname
}
