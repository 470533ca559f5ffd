import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { post, type FormAnswer } from '../support/form-answers'
import { validContact } from '../fixtures/forms'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startNextServer, type NextServer } from '../support/next-server'
import { startRedis, type RedisProcess } from '../support/redis-server'
import { expect, test } from '../support/test'

// Rate limits that hold on several instances: two
// server processes share one real redis-server, so together they allow FORM_RATE_LIMIT
// submissions per client, not twice that; with Redis gone each falls back to counting in memory
// and the site keeps answering.

test.describe.configure({ mode: 'default' })

const LIMIT = 5
const ports = HARDENING_PORTS.rateLimit
let redis: RedisProcess
let sink: SmtpTestServer
let siteA: NextServer
let siteB: NextServer
const figures: string[] = []

const env = (redisUrl: string, trustProxy: boolean) => ({
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  MAIL_TO: 'sales@stratum-bim.example',
  FORM_RATE_LIMIT: String(LIMIT),
  REDIS_URL: redisUrl,
  ...(trustProxy ? { TRUSTED_PROXIES: 'loopback' } : {}),
})

test.beforeAll(async () => {
  test.setTimeout(120_000)
  redis = await startRedis(HARDENING_PORTS.redis)
  sink = await startSmtpServer({ port: ports.smtp })
  // Both behind a (simulated) trusted proxy that appends the visitor's address to X-Forwarded-For.
  ;[siteA, siteB] = await Promise.all([startNextServer(ports.siteA, env(redis.url, true)), startNextServer(ports.siteB, env(redis.url, true))])
})

test.afterAll(async () => {
  for (const line of figures) console.log(line)
  await Promise.all([siteA?.stop(), siteB?.stop()])
  await redis?.stop()
  await sink?.close()
})

function send(site: NextServer, tag: string, headers: Record<string, string> = {}): Promise<FormAnswer> {
  return post(`${site.url}/api/contact`, JSON.stringify(validContact(tag)), { 'Content-Type': 'application/json', Origin: site.url, ...headers })
}

/** Sends `count` submissions alternating between the sites; returns the statuses and mails sent. */
async function burst(sites: NextServer[], count: number, headersFor: (index: number) => Record<string, string>) {
  const before = sink.mails.length
  const answers: FormAnswer[] = []
  for (let index = 0; index < count; index += 1) answers.push(await send(sites[index % sites.length] as NextServer, `burst${index}`, headersFor(index)))
  return { answers, statuses: answers.map((answer) => answer.status), mails: sink.mails.length - before }
}

test('#74/#79 two instances sharing Redis allow the limit once between them, spoofed hops included', async () => {
  const startedAt = Date.now()
  // One visitor (203.0.113.7, appended by the proxy) who forges a new first hop on every request.
  const visitor = await burst([siteA, siteB], 20, (index) => ({ 'X-Forwarded-For': `198.51.100.${index}, 203.0.113.7` }))
  const elapsed = Date.now() - startedAt
  figures.push(`Redis shared: ${visitor.statuses.filter((status) => status === 200).length} of 20 accepted across 2 instances (limit ${LIMIT}), ${visitor.mails} mails, ${elapsed} ms`)
  expect(visitor.statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200))
  expect(visitor.statuses.slice(LIMIT)).toEqual(Array(20 - LIMIT).fill(429))
  expect(visitor.mails).toBe(LIMIT)
  for (const answer of visitor.answers.slice(LIMIT)) {
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(600)
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, message: expect.stringMatching(/try again in \d+ minutes?/) })
  }

  // Another visitor behind the same proxy has a count of their own.
  const other = await burst([siteB, siteA], LIMIT + 1, () => ({ 'X-Forwarded-For': '203.0.113.8' }))
  expect(other.statuses).toEqual([...Array(LIMIT).fill(200), 429])
  expect(other.mails).toBe(LIMIT)
})

test('#79 with Redis stopped, each instance answers and falls back to counting in memory', async () => {
  test.setTimeout(90_000)
  await redis.stop()
  // A running instance that loses Redis: counts in memory from the outage on.
  const startedAt = Date.now()
  const fallback = await burst([siteB], LIMIT + 2, () => ({ 'X-Forwarded-For': '203.0.113.9' }))
  const slowest = Math.max(...fallback.answers.map((answer) => answer.elapsedMs))
  figures.push(
    `Redis down: instance B accepted ${fallback.statuses.filter((status) => status === 200).length} of ${LIMIT + 2} in memory, ` +
      `slowest answer ${slowest} ms, ${Date.now() - startedAt} ms in all`,
  )
  expect(fallback.statuses).toEqual([...Array(LIMIT).fill(200), 429, 429])
  expect(fallback.mails).toBe(LIMIT)
  expect(slowest).toBeLessThan(2_000)
  expect(siteB.output()).toMatch(/Redis unavailable/)

  // #76: an instance started while Redis is down, with no trusted proxy: X-Forwarded-For is
  // ignored, so rotating it does not buy more submissions.
  await siteA.stop()
  siteA = await startNextServer(ports.siteA, env(`redis://127.0.0.1:${HARDENING_PORTS.redis}`, false))
  const rotating = await burst([siteA], LIMIT + 3, (index) => ({ 'X-Forwarded-For': `192.0.2.${index}` }))
  figures.push(`Redis down, no TRUSTED_PROXIES, rotating X-Forwarded-For: ${rotating.statuses.filter((status) => status === 200).length} of ${LIMIT + 3} accepted`)
  expect(rotating.statuses).toEqual([...Array(LIMIT).fill(200), 429, 429, 429])
  expect(rotating.mails).toBe(LIMIT)
  const page = await fetch(`${siteA.url}/`)
  expect(page.status).toBe(200)
})

test('when Redis returns, the instances share one count again', async () => {
  test.setTimeout(60_000)
  redis = await startRedis(HARDENING_PORTS.redis)
  // Instance A back behind the trusted proxy (a fresh start: it counts in Redis from its first
  // request); instance B's client reconnects by itself, with a back-off of at most 5 s.
  await siteA.stop()
  siteA = await startNextServer(ports.siteA, env(redis.url, true))
  await expect.poll(() => siteB.output().includes('Redis is back'), { timeout: 15_000, intervals: [250] }).toBe(true)
  const afterOutage = await burst([siteA, siteB], LIMIT + 1, () => ({ 'X-Forwarded-For': '203.0.113.10' }))
  figures.push(`Redis back: ${afterOutage.statuses.filter((status) => status === 200).length} of ${LIMIT + 1} accepted across 2 instances`)
  expect(afterOutage.statuses).toEqual([...Array(LIMIT).fill(200), 429])
  expect(afterOutage.mails).toBe(LIMIT)
})
