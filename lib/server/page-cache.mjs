// The pre-rendered pages, answered from memory by `npm start` (server.mjs) in front of Next.
//
// Why: Next answers a pre-rendered page in about 0.55 ms of CPU (routing, the prerender cache, its
// headers); writing the same bytes from memory costs a sixth of that. The cache holds exactly what
// Next answered, status, headers and body, so a visitor cannot tell the two apart: Next stays the
// only source of every byte, and anything the cache is not sure about goes to Next.
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { htmlFiles, routeOfHtmlFile } from '../security/csp-manifest.mjs'

// Request headers that change what Next answers for a page (the router's RSC requests) or ask for
// a conditional or partial answer: such requests always go to Next.
const NEXT_ONLY_HEADERS = [
  'rsc',
  'next-router-state-tree',
  'next-router-prefetch',
  'next-router-segment-prefetch',
  'next-url',
  'next-action',
  'if-none-match',
  'if-modified-since',
  'if-match',
  'if-unmodified-since',
  'if-range',
  'range',
  'x-middleware-subrequest',
]
// Node writes these per connection and per answer.
const PER_ANSWER_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
// Browsers send a handful of Accept-Encoding values; anything beyond that goes to Next uncached.
const MAX_ENCODINGS = 6

/** Routes of the pre-rendered HTML pages in `distDir` (`/`, `/about`, `/projects/1`…), not `/_not-found`. */
export function prerenderedPageRoutes(distDir) {
  const appDir = join(distDir, 'server', 'app')
  return htmlFiles(appDir)
    .map((file) => routeOfHtmlFile(appDir, file))
    .filter((route) => !route.split('/').some((segment) => segment.startsWith('_')))
}

/**
 * `serve(req, res)` answers a plain GET of one of `routes` from memory and returns true, or returns
 * false and leaves the request to Next. The first such GET of a route (per Accept-Encoding value)
 * goes to Next and, alongside, `fetchPage(route, acceptEncoding)` asks Next for the same page to
 * keep. Only a 200 that sets no cookie, is neither private nor no-store, and varies on nothing but
 * the headers above is kept; any other answer is not asked for again (the pages do not change
 * while the server runs), and a failed fetch is tried again on the next request.
 */
export function createPageCache({ routes, fetchPage }) {
  const pageRoutes = new Set(routes)
  const answers = new Map()
  const pending = new Set()
  const uncacheable = new Set()
  const encodings = new Set()

  function serve(req, res) {
    if (req.method !== 'GET' || !pageRoutes.has(req.url)) return false
    if (NEXT_ONLY_HEADERS.some((name) => req.headers[name] !== undefined)) return false
    const acceptEncoding = req.headers['accept-encoding'] ?? ''
    const key = `${acceptEncoding}\n${req.url}`
    const answer = answers.get(key)
    if (answer) {
      res.writeHead(answer.status, answer.headers)
      res.end(answer.body)
      return true
    }
    if (!pending.has(key) && !uncacheable.has(key) && (encodings.has(acceptEncoding) || encodings.size < MAX_ENCODINGS)) {
      encodings.add(acceptEncoding)
      pending.add(key)
      fetchPage(req.url, acceptEncoding)
        .then((fetched) => {
          if (isStorable(fetched)) answers.set(key, storedAnswer(fetched))
          else uncacheable.add(key)
        })
        .catch(() => {}) // not kept: the next request of this page asks Next again
        .finally(() => pending.delete(key))
    }
    return false
  }

  return { serve, size: () => answers.size }
}

function isStorable({ status, headers, body }) {
  if (status !== 200 || headers['set-cookie'] !== undefined) return false
  if (headers['content-length'] !== undefined && Number(headers['content-length']) !== body.length) return false
  if (/\b(no-store|private|no-cache)\b/i.test(String(headers['cache-control'] ?? ''))) return false
  const varies = String(headers.vary ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)
  return varies.every((name) => name === 'accept-encoding' || NEXT_ONLY_HEADERS.includes(name))
}

/** Next's headers as it wrote them (names, order, repeats), as the flat list `writeHead` takes. */
function storedAnswer({ status, rawHeaders, body }) {
  const headers = []
  for (let i = 0; i < rawHeaders.length; i += 2) {
    if (!PER_ANSWER_HEADERS.has(rawHeaders[i].toLowerCase())) headers.push(rawHeaders[i], rawHeaders[i + 1])
  }
  headers.push('Content-Length', String(body.length))
  return { status, headers, body }
}

/** Fetches `route` from the server at `origin` as it is sent: raw bytes, headers parsed and raw. */
export function fetchFrom(origin) {
  const { hostname, port } = new URL(origin)
  const host = hostname.replace(/^\[(.*)\]$/, '$1') // an IPv6 address without its URL brackets
  return (route, acceptEncoding) =>
    new Promise((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}
      const req = httpRequest({ hostname: host, port, path: route, headers, agent: false, timeout: 10_000 }, (res) => {
        const chunks = []
        res.on('data', (chunk) => chunks.push(chunk))
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }))
        res.on('error', reject)
      })
      req.on('timeout', () => req.destroy(new Error(`${route}: no answer within 10 s`)))
      req.on('error', reject)
      req.end()
    })
}
