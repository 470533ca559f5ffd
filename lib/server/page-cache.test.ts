import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPageCache, prerenderedPageRoutes, type FetchedPage } from './page-cache.mjs'

const HTML = Buffer.from('<!DOCTYPE html><html><body><h1>Structural design</h1></body></html>')

/** What Next answers for a pre-rendered page (trimmed to the headers that matter here). */
function nextAnswer(overrides: Partial<FetchedPage> = {}): FetchedPage {
  const rawHeaders = [
    'Cross-Origin-Opener-Policy', 'same-origin',
    'Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
    'x-nextjs-prerender', '1',
    'x-nextjs-prerender', '1',
    'Content-Type', 'text/html; charset=utf-8',
    'Date', 'Tue, 24 Nov 2026 02:56:13 GMT',
    'Connection', 'keep-alive',
    'Transfer-Encoding', 'chunked',
  ]
  const headers: FetchedPage['headers'] = {}
  for (let i = 0; i < rawHeaders.length; i += 2) headers[rawHeaders[i]!.toLowerCase()] = rawHeaders[i + 1]
  return { status: 200, headers, rawHeaders, body: HTML, ...overrides }
}

function request(url: string, headers: Record<string, string> = {}, method = 'GET') {
  return { method, url, headers } as unknown as IncomingMessage
}

function response() {
  const written: { status?: number; headers?: unknown; body?: Buffer } = {}
  const res = {
    writeHead: (status: number, headers: unknown) => Object.assign(written, { status, headers }),
    end: (body: Buffer) => Object.assign(written, { body }),
  } as unknown as ServerResponse
  return { res, written }
}

/** A cache over `routes` whose fetches Next answers with `answer`; `fetched` records each fetch. */
function cacheAnswering(answer: () => Promise<FetchedPage>, routes = ['/', '/about']) {
  const fetched: Array<[string, string]> = []
  const cache = createPageCache({
    routes,
    fetchPage: (route, acceptEncoding) => {
      fetched.push([route, acceptEncoding])
      return answer()
    },
  })
  return { cache, fetched }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('page cache in front of Next', () => {
  it('leaves the first GET of a page to Next, keeps Next\'s answer, then answers it from memory', async () => {
    const { cache, fetched } = cacheAnswering(async () => nextAnswer())
    expect(cache.serve(request('/about'), response().res)).toBe(false)
    expect(fetched).toEqual([['/about', '']])
    await settle()

    const { res, written } = response()
    expect(cache.serve(request('/about'), res)).toBe(true)
    expect(written.status).toBe(200)
    expect(written.body).toBe(HTML)
    // Next's headers as it wrote them, repeats included; Node's per-answer ones left to Node.
    expect(written.headers).toEqual([
      'Cross-Origin-Opener-Policy', 'same-origin',
      'Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
      'x-nextjs-prerender', '1',
      'x-nextjs-prerender', '1',
      'Content-Type', 'text/html; charset=utf-8',
      'Content-Length', String(HTML.length),
    ])
    expect(fetched).toHaveLength(1)
  })

  it('keeps one answer per Accept-Encoding value, as Next compresses per request', async () => {
    const gzipped = Buffer.from('gzipped bytes')
    const { cache, fetched } = cacheAnswering(async () => nextAnswer({ body: fetched.at(-1)![1] ? gzipped : HTML }))
    cache.serve(request('/'), response().res)
    cache.serve(request('/', { 'accept-encoding': 'gzip, deflate, br, zstd' }), response().res)
    await settle()
    const plain = response()
    const compressed = response()
    cache.serve(request('/'), plain.res)
    cache.serve(request('/', { 'accept-encoding': 'gzip, deflate, br, zstd' }), compressed.res)
    expect(plain.written.body).toBe(HTML)
    expect(compressed.written.body).toBe(gzipped)
    expect(fetched).toEqual([['/', ''], ['/', 'gzip, deflate, br, zstd']])
  })

  it('asks Next once while a fetch of the same page is under way', async () => {
    let finish: (page: FetchedPage) => void = () => {}
    const { cache, fetched } = cacheAnswering(() => new Promise((resolve) => (finish = resolve)))
    for (let i = 0; i < 5; i++) expect(cache.serve(request('/'), response().res)).toBe(false)
    expect(fetched).toHaveLength(1)
    finish(nextAnswer())
    await settle()
    expect(cache.serve(request('/'), response().res)).toBe(true)
  })

  it.each([
    ['a POST', request('/about', {}, 'POST')],
    ['a HEAD', request('/about', {}, 'HEAD')],
    ['a page that was not pre-rendered', request('/projects/99')],
    ['a query string (the router\'s ?_rsc=)', request('/about?_rsc=1x2y')],
    ['a trailing slash (Next redirects it)', request('/about/')],
    ['an RSC request', request('/about', { rsc: '1' })],
    ['a prefetch', request('/about', { 'next-router-prefetch': '1' })],
    ['a conditional request', request('/about', { 'if-none-match': '"abc"' })],
    ['a range request', request('/about', { range: 'bytes=0-99' })],
  ])('always leaves %s to Next', async (_, req) => {
    const { cache, fetched } = cacheAnswering(async () => nextAnswer())
    cache.serve(request('/about'), response().res)
    await settle()
    expect(cache.serve(req, response().res)).toBe(false)
    expect(fetched).toHaveLength(1)
  })

  it.each([
    ['a 404', nextAnswer({ status: 404 })],
    ['a redirect', nextAnswer({ status: 308 })],
    ['an answer that sets a cookie', nextAnswer({ headers: { 'set-cookie': ['a=1'] } })],
    ['an answer marked private', nextAnswer({ headers: { 'cache-control': 'private, no-cache' } })],
    ['an answer that varies on a header the cache does not check', nextAnswer({ headers: { vary: 'Cookie' } })],
    ['a body shorter than its Content-Length', nextAnswer({ headers: { 'content-length': String(HTML.length + 10) } })],
  ])('does not keep %s: that page goes to Next from then on, and is not asked for again', async (_, answer) => {
    const { cache, fetched } = cacheAnswering(async () => answer)
    expect(cache.serve(request('/about'), response().res)).toBe(false)
    await settle()
    expect(cache.serve(request('/about'), response().res)).toBe(false)
    expect(fetched).toHaveLength(1)
    expect(cache.size()).toBe(0)
  })

  it('keeps nothing when Next cannot be reached, and asks again with the next request', async () => {
    let reachable = false
    const { cache, fetched } = cacheAnswering(async () => (reachable ? nextAnswer() : Promise.reject(new Error('ECONNREFUSED'))))
    expect(cache.serve(request('/'), response().res)).toBe(false)
    await settle()
    reachable = true
    expect(cache.serve(request('/'), response().res)).toBe(false)
    await settle()
    expect(cache.serve(request('/'), response().res)).toBe(true)
    expect(fetched).toHaveLength(2)
  })

  it('caches a few Accept-Encoding values, not every value a client makes up', async () => {
    const { cache, fetched } = cacheAnswering(async () => nextAnswer())
    for (let i = 0; i < 20; i++) cache.serve(request('/', { 'accept-encoding': `gzip;q=0.${i}` }), response().res)
    await settle()
    expect(fetched).toHaveLength(6)
    expect(cache.size()).toBe(6)
  })
})

describe('prerenderedPageRoutes', () => {
  it('lists the pre-rendered HTML pages of a build, not the internal ones', () => {
    const distDir = mkdtempSync(join(tmpdir(), 'page-cache-'))
    try {
      const appDir = join(distDir, 'server', 'app')
      mkdirSync(join(appDir, 'projects'), { recursive: true })
      for (const file of ['index.html', 'about.html', 'projects/1.html', '_not-found.html', '_global-error.html', 'about.rsc']) {
        writeFileSync(join(appDir, file), '')
      }
      expect(prerenderedPageRoutes(distDir).sort()).toEqual(['/', '/about', '/projects/1'])
    } finally {
      rmSync(distDir, { recursive: true, force: true })
    }
  })
})
