// The loopback "TLS front" of `npm run observatory`. The HTTP Observatory
// scanner fetches http://HOST/ and https://HOST/ with the same host:port, and it only ever scans the
// root of a host. So one front listens on one port and speaks both: a connection whose first byte
// is 0x16 (a TLS handshake record) goes to an HTTPS server, anything else to a plain HTTP server
// that answers 301 to the same path over https. The HTTPS side proxies to `next start`, with `/`
// mapped to the page under test (every other path, e.g. /robots.txt, passes through unchanged),
// and hands back the status and response headers exactly as `next start` sent them.
import http from 'node:http'
import https from 'node:https'
import net from 'node:net'

const TLS_HANDSHAKE = 0x16
// Per-hop headers describe one connection, not the page: Node writes its own for the front's.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection'])

/**
 * Starts a front on 127.0.0.1 (a free port) whose `/` is `rootPath` on the upstream server.
 * Resolves to `{ port, close() }`.
 */
export async function startFront({ upstreamPort, rootPath, key, cert }) {
  let port = 0

  const secure = https.createServer({ key, cert }, (request, response) => {
    const url = new URL(request.url ?? '/', 'https://front.invalid')
    const path = url.pathname === '/' ? `${rootPath}${url.search}` : request.url
    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: request.method, path, headers: request.headers, agent: false },
      (answer) => {
        const headers = []
        for (let i = 0; i < answer.rawHeaders.length; i += 2) {
          if (!HOP_BY_HOP.has(answer.rawHeaders[i].toLowerCase())) headers.push(answer.rawHeaders[i], answer.rawHeaders[i + 1])
        }
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, headers)
        answer.pipe(response)
      },
    )
    upstream.on('error', () => {
      if (!response.headersSent) response.writeHead(502, { 'Content-Type': 'text/plain' })
      response.end('front: next start did not answer\n')
    })
    request.pipe(upstream)
  })

  const plain = http.createServer((request, response) => {
    response.writeHead(301, { Location: `https://127.0.0.1:${port}${request.url ?? '/'}`, 'Content-Length': '0' })
    response.end()
  })

  const sockets = new Set()
  const front = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.destroy())
    socket.once('data', (first) => {
      // Put the byte back and let the chosen server read the connection from the start.
      socket.pause()
      socket.unshift(first)
      ;(first[0] === TLS_HANDSHAKE ? secure : plain).emit('connection', socket)
      process.nextTick(() => socket.resume())
    })
  })

  await new Promise((resolve, reject) => {
    front.once('error', reject)
    front.listen(0, '127.0.0.1', resolve)
  })
  port = front.address().port

  return {
    port,
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy()
        secure.close()
        plain.close()
        front.close(() => resolve())
      }),
  }
}
