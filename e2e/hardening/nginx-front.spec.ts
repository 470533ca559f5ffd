// The production front of README "Deploying": Debian's nginx with deploy/nginx.conf in front of
// `npm start` (NEXT_COMPRESS=0, nginx trusted for X-Forwarded-For). Visitors are loopback
// addresses other than 127.0.0.1, which plays nginx itself.
import { request as httpRequest } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { makePdf, multipart, validContact } from '../fixtures/forms'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { startNextServer, type NextServer } from '../support/next-server'
import { startNginx, type Nginx } from '../support/nginx'
import { expect, test } from '../support/test'

test.describe.configure({ mode: 'serial' })

const LIMIT = 2
const ports = HARDENING_PORTS.nginx
const MiB = 1024 * 1024
let sink: SmtpTestServer
let site: NextServer
let front: Nginx

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; text: string }
type Options = { port?: number; from?: string; method?: string; headers?: Record<string, string>; body?: Buffer }

/** One request with nothing added by a client library: asks for gzip and reports the raw body. */
function send(path: string, { port = ports.front, from = '127.0.0.2', method = 'GET', headers = {}, body }: Options = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, localAddress: from, path, method, agent: false, headers: { 'Accept-Encoding': 'gzip', ...headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => {
          const raw = Buffer.concat(chunks)
          const text = (res.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString()
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: raw, text })
        })
      },
    )
    req.on('error', reject)
    req.end(body)
  })
}

const contact = (from: string, forwardedFor: string) =>
  send('/api/contact', {
    from,
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': forwardedFor },
    body: Buffer.from(JSON.stringify(validContact(from.replace(/\W/g, '')))),
  })

/** A brief with one PDF drawing of `size` bytes. */
function brief(size: number) {
  const lists = { services: ['steel-detailing'], inputs: ['drawings'], deliverables: ['shop-drawings'], codes: ['aisc'] }
  const fields: [string, string][] = [
    ...Object.entries({
      lod: '400',
      size: '3,200 m², 450 t of steel',
      location: 'Houston, TX',
      description: 'Warehouse with a 10 t crane; erection in two phases.',
      timeline: 'flexible',
      budget: '20k-50k',
      drawingsMode: 'upload',
      name: 'Dana Reyes',
      company: 'Gulf Steel & Sons',
      email: 'dana@gulfsteel.example',
      phone: '+1 713 555 0142',
      contactMethod: 'email',
    }),
    ...Object.entries(lists).flatMap(([name, values]) => values.map((value): [string, string] => [name, value])),
  ]
  const form = multipart(fields, [{ field: 'drawings', filename: 'general-arrangement.pdf', content: makePdf(size), contentType: 'application/pdf' }])
  return send('/api/brief', { from: '127.0.0.4', method: 'POST', headers: { 'Content-Type': form.contentType, Accept: 'application/json' }, body: form.body })
}

test.beforeAll(async () => {
  test.setTimeout(90_000)
  sink = await startSmtpServer({ port: ports.smtp })
  site = await startNextServer(ports.site, {
    SMTP_URL: sink.url,
    MAIL_TO: 'sales@stratum-bim.example',
    FORM_RATE_LIMIT: String(LIMIT),
    TRUSTED_PROXIES: '127.0.0.1',
    NEXT_COMPRESS: '0',
  })
  front = await startNginx(ports.front, ports.site)
})

test.afterAll(async () => {
  await front?.stop()
  await site?.stop()
  await sink?.close()
})

test('a pre-rendered page is cached and gzipped, with the page\'s CSP and security headers', async () => {
  const direct = await send('/about', { port: ports.site })
  expect(direct.headers['content-encoding']).toBeUndefined()
  const first = await send('/about')
  const second = await send('/about')
  expect([first.status, second.status]).toEqual([200, 200])
  expect([first.headers['x-cache-status'], second.headers['x-cache-status']]).toEqual(['MISS', 'HIT'])
  expect(second.headers['content-encoding']).toBe('gzip')
  expect(second.headers.vary).toMatch(/Accept-Encoding/)
  expect(second.body.length).toBeLessThan(direct.body.length / 3)
  expect(second.text).toBe(direct.text)
  const kept = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'cross-origin-opener-policy']
  for (const name of kept) expect.soft(second.headers[name], name).toBe(direct.headers[name])
  expect(second.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  // A client that takes no gzip gets the same cached page, uncompressed.
  const plain = await send('/about', { headers: { 'Accept-Encoding': 'identity' } })
  expect([plain.headers['x-cache-status'], plain.headers['content-encoding'], plain.text]).toEqual(['HIT', undefined, direct.text])

  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(direct.text)?.[1] as string
  await send(script)
  const asset = await send(script)
  expect([asset.status, asset.headers['x-cache-status'], asset.headers['content-encoding']]).toEqual([200, 'HIT', 'gzip'])
})

test('a router request (RSC: 1) never gets the cached HTML, nor the HTML its payload', async () => {
  const html = async () => send('/services?_rsc')
  const rsc = async () => send('/services?_rsc', { headers: { RSC: '1' } })
  await html()
  expect((await html()).headers['x-cache-status']).toBe('HIT')
  const payloads = [await rsc(), await rsc()]
  for (const payload of payloads) {
    expect(payload.status).toBe(200)
    expect(payload.headers['content-type']).toBe('text/x-component')
    expect(payload.text).not.toContain('<html')
  }
  expect(payloads[1]?.headers['x-cache-status']).toBe('HIT')
  const again = await html()
  expect([again.headers['x-cache-status'], again.headers['content-type']]).toEqual(['HIT', 'text/html; charset=utf-8'])
  // Without its cache-busting parameter Next redirects a router request; the cached page is not it.
  await send('/services')
  const bare = await send('/services', { headers: { RSC: '1' } })
  expect([bare.status, bare.headers.location]).toEqual([307, '/services?_rsc'])
})

test('/api answers and unknown paths are not cached', async () => {
  const api = [await send('/api/contact'), await send('/api/contact')]
  for (const answer of api) {
    expect(answer.status).toBe(405)
    expect(answer.headers['cache-control']).toContain('no-store')
    expect(answer.headers['x-cache-status']).toBeUndefined()
  }
  const missing = [await send('/no-such-page'), await send('/no-such-page')]
  for (const answer of missing) {
    expect(answer.status).toBe(404)
    expect(answer.headers['x-cache-status']).toBe('MISS')
  }
  // Each 404 is rendered afresh, with a nonce of its own.
  const nonce = (answer: Answer) => /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1]
  expect(nonce(missing[0] as Answer)).toBeTruthy()
  expect(nonce(missing[0] as Answer)).not.toBe(nonce(missing[1] as Answer))
})

test('each visitor is counted by the address nginx saw; a forged X-Forwarded-For buys nothing', async () => {
  const first = [await contact('127.0.0.2', '198.51.100.1'), await contact('127.0.0.2', '198.51.100.2'), await contact('127.0.0.2', '198.51.100.3')]
  expect(first.map((answer) => answer.status)).toEqual([200, 200, 429])
  expect(JSON.parse(first[2]?.text as string)).toMatchObject({ success: false, message: expect.stringMatching(/^Too many submissions/) })
  expect((await contact('127.0.0.3', '198.51.100.3')).status).toBe(200)
})

test('a brief with drawings near BRIEF_MAX_BYTES reaches the site; over it, the site refuses it', async () => {
  test.setTimeout(60_000)
  const accepted = await brief(14.5 * MiB)
  expect(accepted.status, accepted.text).toBe(200)
  expect(JSON.parse(accepted.text)).toMatchObject({ success: true })
  await expect.poll(() => sink.mails.filter((mail) => mail.parsed.subject?.startsWith('Brief:')).length, { timeout: 30_000 }).toBe(1)
  expect(sink.mails.find((mail) => mail.parsed.subject?.startsWith('Brief:'))?.parsed.attachments.some((file) => file.filename === 'general-arrangement.pdf')).toBe(true)

  // Over the limit the site refuses from Content-Length, before reading, and reads the rest away
  // so that nginx, still sending its buffered copy, receives the site's 413 (a connection closed
  // mid-upload became nginx's own 502). The wizard checks the size before the upload starts, so a
  // visitor meets this only without JavaScript.
  const mailsBefore = sink.mails.length
  const refused = await brief(16 * MiB)
  expect(refused.status).toBe(413)
  expect(JSON.parse(refused.text).errors.drawings).toMatch(/15 MB|15 MiB/)
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(sink.mails.length).toBe(mailsBefore)
})

test('while the site is down, nginx still serves the cached pages', async () => {
  await site.stop()
  const page = await send('/about')
  expect([page.status, page.headers['x-cache-status']]).toEqual([200, 'HIT'])
  expect((await send('/api/contact')).status).toBe(502)
})
