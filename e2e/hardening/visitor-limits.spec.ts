// Per-visitor rate limits of `npm start` (docs/forms.md, "Limits"): the visitor is the TCP peer,
// or, behind a proxy listed in TRUSTED_PROXIES, the X-Forwarded-For entry that proxy added. Other
// loopback addresses (127.0.0.2, 127.0.0.3) play other visitors; 127.0.0.1 plays the proxy.
import { request as httpRequest } from 'node:http'
import { careerUpload, makePdf, validContact } from '../fixtures/forms'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { startNextServer, type NextServer } from '../support/next-server'
import { expect, test } from '../support/test'

test.describe.configure({ mode: 'serial' })

const LIMIT = 2
const ports = HARDENING_PORTS.visitors
let sink: SmtpTestServer
let site: NextServer

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; elapsedMs: number; bytesSent: number }

/** One POST from `from` (a loopback address); `body` may be declared longer than what is sent. */
function postFrom(from: string, path: string, headers: Record<string, string>, body: Buffer, declaredBytes = body.length): Promise<Answer> {
  const startedAt = Date.now()
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: ports.site, localAddress: from, path, method: 'POST', agent: false, headers: { ...headers, 'Content-Length': String(declaredBytes) } },
      (res) => {
        res.resume()
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, elapsedMs: Date.now() - startedAt, bytesSent: body.length })
          req.destroy()
        })
      },
    )
    req.on('error', reject)
    req.write(body)
    if (declaredBytes === body.length) req.end()
  })
}

const contact = (from: string, headers: Record<string, string> = {}, overrides: Record<string, unknown> = {}) =>
  postFrom(from, '/api/contact', { 'Content-Type': 'application/json', Accept: 'application/json', ...headers }, Buffer.from(JSON.stringify(validContact(from.replace(/\W/g, ''), overrides))))

test.beforeAll(async () => {
  test.setTimeout(90_000)
  sink = await startSmtpServer({ port: ports.smtp })
  site = await startNextServer(ports.site, { SMTP_URL: sink.url, MAIL_TO: 'sales@stratum-bim.example', FORM_RATE_LIMIT: String(LIMIT), TRUSTED_PROXIES: '127.0.0.1' })
})

test.afterAll(async () => {
  await site?.stop()
  await sink?.close()
})

test('a second visitor is served while the first is limited, and a forged X-Forwarded-For buys nothing', async () => {
  const first = [await contact('127.0.0.2', { 'X-Forwarded-For': '198.51.100.1' }), await contact('127.0.0.2', { 'X-Forwarded-For': '198.51.100.2' })]
  expect(first.map((answer) => answer.status)).toEqual([200, 200])
  const limited = await contact('127.0.0.2', { 'X-Forwarded-For': '198.51.100.3', 'X-Real-IP': '198.51.100.4' })
  expect(limited.status).toBe(429)
  expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
  expect((await contact('127.0.0.3')).status).toBe(200)
})

test('refused submissions do not count: three invalid posts, then two accepted', async () => {
  for (let index = 0; index < 3; index += 1) expect((await contact('127.0.0.4', {}, { email: 'not-an-address' })).status).toBe(400)
  expect([(await contact('127.0.0.4')).status, (await contact('127.0.0.4')).status, (await contact('127.0.0.4')).status]).toEqual([200, 200, 429])
})

test('behind the trusted proxy (127.0.0.1) the visitor is the address it forwarded', async () => {
  const via = (visitor: string) => contact('127.0.0.1', { 'X-Forwarded-For': `198.51.100.77, ${visitor}` })
  expect([(await via('203.0.113.5')).status, (await via('203.0.113.5')).status, (await via('203.0.113.5')).status]).toEqual([200, 200, 429])
  expect((await via('203.0.113.6')).status).toBe(200)
  // IPv6 visitors count per /64.
  expect([(await via('2001:db8:7:1::1')).status, (await via('2001:db8:7:1::2')).status, (await via('2001:db8:7:1:ffff::9')).status]).toEqual([200, 200, 429])
  expect((await via('2001:db8:7:2::1')).status).toBe(200)
})

test('20 simultaneous posts from one visitor: exactly the limit is accepted', async () => {
  const statuses = (await Promise.all(Array.from({ length: 20 }, () => contact('127.0.0.6')))).map((answer) => answer.status)
  expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT)
  expect(statuses.filter((status) => status === 429)).toHaveLength(20 - LIMIT)
})

test('a hop with a port is the visitor; what the visitor wrote left of it buys nothing', async () => {
  const via = (forwardedFor: string) => contact('127.0.0.1', { 'X-Forwarded-For': forwardedFor })
  const statuses = [(await via('6.6.6.1, 203.0.113.9:51234')).status, (await via('6.6.6.2, 203.0.113.9:40000')).status, (await via('6.6.6.3, 203.0.113.9')).status]
  expect(statuses).toEqual([200, 200, 429])
})

test('a limited visitor\'s 5 MB upload is refused before its body is read', async () => {
  const application = () => careerUpload('limits', { filename: 'cv.pdf', content: makePdf(20_000), contentType: 'application/pdf' })
  const career = (body: Buffer, contentType: string, declared?: number) =>
    postFrom('127.0.0.5', '/api/career', { 'Content-Type': contentType, Accept: 'application/json' }, body, declared)
  for (let index = 0; index < LIMIT; index += 1) {
    const { body, contentType } = application()
    expect((await career(body, contentType)).status).toBe(200)
  }
  // Declares 5 MB, sends its first kilobyte, and waits: the answer comes without the rest.
  const { body, contentType } = application()
  const answer = await career(body.subarray(0, 1024), contentType, 5 * 1024 * 1024)
  expect(answer.status).toBe(429)
  expect(answer.elapsedMs).toBeLessThan(2_000)
})
