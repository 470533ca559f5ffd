// `npm start` (server.mjs) answers the pre-rendered pages from memory once Next has answered them
// (lib/server/page-cache.mjs). A visitor must not be able to tell the two answers apart, and the
// requests the cache must not answer (the router's RSC fetches) must still reach Next.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { E2E_PORT } from '../support/ports'
import { expect, test } from '../support/test'

type Answer = { status: number; headers: IncomingHttpHeaders; rawHeaders: string[]; body: Buffer }

/** One GET or HEAD as sent: no decompression, headers as written. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: E2E_PORT, path, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, rawHeaders: res.rawHeaders, body: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

/** The headers a page answer carries, without those Node writes per answer and connection. */
function pageHeaders(answer: Answer): string[] {
  const perAnswer = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length'])
  const kept: string[] = []
  for (let i = 0; i < answer.rawHeaders.length; i += 2) {
    const name = answer.rawHeaders[i]!
    if (!perAnswer.has(name.toLowerCase())) kept.push(`${name}: ${answer.rawHeaders[i + 1]}`)
  }
  return kept
}

// An Accept-Encoding no browser in the other specs sends, so the first answer is Next's own.
const ACCEPT_GZIP = { 'accept-encoding': 'gzip;q=0.9, identity;q=0.1' }

test('a page answered from memory is the page Next answered: same status, headers and bytes', async () => {
  for (const path of ['/', '/about', '/projects/1', '/privacy-policy']) {
    const fromNext = await get(path, ACCEPT_GZIP)
    expect(fromNext.status, path).toBe(200)
    // Next streams its gzip: chunked, no length.
    expect(fromNext.headers['transfer-encoding'], path).toBe('chunked')

    // The cache keeps Next's answer in the background; it then sends it whole, with its length.
    let fromMemory = await get(path, ACCEPT_GZIP)
    for (let tries = 0; fromMemory.headers['content-length'] === undefined && tries < 50; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      fromMemory = await get(path, ACCEPT_GZIP)
    }
    expect(fromMemory.headers['content-length'], `${path}: never answered from memory`).toBe(String(fromMemory.body.length))
    expect(fromMemory.headers['transfer-encoding'], path).toBeUndefined()

    expect(fromMemory.status, path).toBe(200)
    expect(pageHeaders(fromMemory), path).toEqual(pageHeaders(fromNext))
    expect(pageHeaders(fromMemory).join('\n'), path).toMatch(/content-security-policy: default-src 'none'; script-src 'self' 'sha256-/i)
    expect(fromMemory.headers['content-encoding'], path).toBe('gzip')
    const html = gunzipSync(fromMemory.body)
    expect(html.equals(gunzipSync(fromNext.body)), `${path}: body differs`).toBe(true)
    expect(html.toString('latin1'), path).toMatch(/<\/html>$/)
  }
})

test('once a page is in memory, the router\'s RSC requests, HEAD and redirects still get Next\'s answers', async () => {
  // Plain GETs first, so /about is certainly kept (identity encoding).
  for (let i = 0; i < 3; i++) await get('/about')
  const page = await get('/about')
  expect(page.headers['content-type']).toMatch(/^text\/html/)

  // The same URL with the router's header is not the page: Next sends it on to the payload's URL.
  const sameUrl = await get('/about', { rsc: '1' })
  expect(sameUrl.status).toBe(307)
  expect(sameUrl.headers.location).toBe('/about?_rsc')
  const payload = await get('/about?_rsc=', { rsc: '1' })
  expect(payload.status).toBe(200)
  expect(payload.headers['content-type']).toMatch(/^text\/x-component/)
  expect(payload.body.toString('utf8')).not.toMatch(/^<!DOCTYPE/i)

  const head = await get('/about', {}, 'HEAD')
  expect(head.status).toBe(200)
  expect(head.headers['content-type']).toMatch(/^text\/html/)
  expect(head.body.length).toBe(0)

  const trailingSlash = await get('/about/')
  expect(trailingSlash.status).toBe(308)
  expect(trailingSlash.headers.location).toBe('/about')
})
