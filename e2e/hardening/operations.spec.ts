// What an operator sees of `npm start` (docs/operations.md), through real servers on loopback: the
// SMTP test server with a login (refusing it with 535 for two minutes), Redis, a lead webhook
// receiver, an OTLP/HTTP trace receiver and the site's own Prometheus exporter. Health and
// readiness; /status to loopback, to the bearer token, and to nobody else; the metrics after each
// form; one trace from the route to each delivery; the outage drill; and every line the server
// wrote is JSON without anything a visitor typed.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { makeIfc } from '../fixtures/drawing-files'
import { makePdf, validCareerFields, validContact } from '../fixtures/forms'
import { post, type FormAnswer } from '../support/form-answers'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { scrapeMetrics } from '../support/metrics-scrape'
import { startNextServer, type NextServer } from '../support/next-server'
import { startOtlpReceiver, type OtlpReceiver } from '../support/otlp-receiver'
import { startRedis, type RedisProcess } from '../support/redis-server'
import { parseLog, privateValuesIn } from '../support/server-log'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { expect, test } from '../support/test'

test.describe.configure({ mode: 'serial' })

const ports = HARDENING_PORTS.operations
const SECRET = `whsec_${randomBytes(32).toString('base64')}`
const STATUS_TOKEN = randomBytes(24).toString('hex')
const LOGIN = { user: 'website', password: 'relay-pass-7f3a' }
/** How long the relay refuses the login in the drill (two minutes or two hours look the same, only longer). */
const OUTAGE_MS = 120_000

let sink: SmtpTestServer
let receiver: WebhookReceiver
let otlp: OtlpReceiver
let redis: RedisProcess
let site: NextServer
const figures: string[] = []
/** Everything the tests typed into a form: none of it may appear in the server's log. */
const typed: string[] = []

const metricsUrl = () => `http://127.0.0.1:${ports.prometheus}/metrics`
const firmCopiesOf = (reference: string) => sink.mails.filter((mail) => (mail.parsed.subject ?? '').includes(reference))
const webhooksOf = (reference: string) => receiver.received.filter((delivery) => delivery.headers['webhook-id'] === reference)
const referenceOf = (answer: FormAnswer) => (JSON.parse(answer.text) as { reference: string }).reference
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site.url}${path}`, { headers, signal: AbortSignal.timeout(15_000) })
const status = async () => (await (await get('/status')).json()) as { lanes: Record<string, { waiting: number; oldestWaitingSeconds: number; failed: number; lastError: string | null }>; smtp: { lastError: string | null; lastResponseCode: number | null } }

/** Remembers what a visitor typed, to look for it in the log at the end. */
function typedValues(...values: unknown[]): void {
  for (const value of values) if (typeof value === 'string' && value.length >= 4) typed.push(value)
}

async function sendContact(tag: string): Promise<FormAnswer> {
  const fields = validContact(tag, { name: `Meera Kulkarni ${tag}`, phone: '9822012345', message: `Please call about the mezzanine ${tag}, Kulkarni residence.` })
  typedValues(...Object.values(fields))
  return post(`${site.url}/api/contact`, JSON.stringify(fields), { 'Content-Type': 'application/json', Accept: 'application/json', Origin: site.url })
}

async function sendNewsletter(tag: string): Promise<FormAnswer> {
  const email = `reader.${tag}@subscriber.example`
  typedValues(email)
  return post(`${site.url}/api/newsletter`, JSON.stringify({ email }), { 'Content-Type': 'application/json', Accept: 'application/json', Origin: site.url })
}

async function sendApplication(tag: string): Promise<FormAnswer> {
  const fields = validCareerFields(tag, { fullName: `Rohan Deshpande ${tag}` })
  const fileName = `rohan-deshpande-cv-${tag}.pdf`
  typedValues(fields.fullName, fields.email, fields.phone, fields.message, fileName)
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  form.append('cv', new File([new Uint8Array(makePdf(4_000))], fileName, { type: 'application/pdf' }))
  return post(`${site.url}/api/career`, form as unknown as BodyInit, { Accept: 'application/json', Origin: site.url })
}

async function sendBrief(tag: string): Promise<FormAnswer> {
  const fields = {
    lod: '400',
    size: '3,200 m², 450 t of steel',
    location: `Pune plot ${tag}`,
    description: `Warehouse for Dana Reyes ${tag} with a 10 t crane.`,
    timeline: 'flexible',
    startDate: '',
    codesOther: '',
    drawingsLink: '',
    budget: '20k-50k',
    drawingsMode: 'upload',
    name: `Dana Reyes ${tag}`,
    company: `Gulf Steel ${tag}`,
    email: `dana.${tag}@gulfsteel.example`,
    phone: '+1 713 555 0142',
    contactMethod: 'email',
    website: '',
  }
  const fileName = `reyes-warehouse-${tag}.ifc`
  typedValues(fields.location, fields.description, fields.name, fields.company, fields.email, fields.phone, fileName)
  const form = new FormData()
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, value] of [['services', 'steel-detailing'], ['inputs', 'drawings'], ['deliverables', 'shop-drawings'], ['codes', 'aisc']]) form.append(name!, value!)
  form.append('drawings', new File([new Uint8Array(makeIfc())], fileName))
  return post(`${site.url}/api/brief`, form as unknown as BodyInit, { Accept: 'application/json', Origin: site.url })
}

test.beforeAll(async () => {
  test.setTimeout(120_000)
  sink = await startSmtpServer({ port: ports.smtp, auth: LOGIN })
  receiver = await startWebhookReceiver(SECRET, ports.receiver)
  otlp = await startOtlpReceiver(ports.otlp)
  redis = await startRedis(ports.redis)
  site = await startNextServer(ports.site, {
    SMTP_URL: `smtp://${LOGIN.user}:${LOGIN.password}@127.0.0.1:${ports.smtp}`,
    MAIL_TO: 'sales@stratum-bim.example',
    FORM_RATE_LIMIT: '0',
    REDIS_URL: redis.url,
    LEAD_WEBHOOK_URL: receiver.url,
    LEAD_WEBHOOK_SECRET: SECRET,
    LEAD_WEBHOOK_FORMS: 'contact,brief,career,newsletter',
    TRUSTED_PROXIES: 'loopback',
    STATUS_TOKEN,
    // Retries 1 s after a failure, doubling: the drill needs no half-hour wait (default 30 s).
    MAIL_QUEUE_RETRY_SECONDS: '1',
    OTEL_METRICS_EXPORTER: 'prometheus',
    OTEL_EXPORTER_PROMETHEUS_PORT: String(ports.prometheus),
    OTEL_EXPORTER_PROMETHEUS_HOST: '127.0.0.1',
    OTEL_TRACES_EXPORTER: 'otlp',
    OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  })
})

test.afterAll(async () => {
  for (const line of figures) console.log(line)
  await site?.stop()
  await Promise.all([sink?.close(), receiver?.stop(), otlp?.stop(), redis?.stop()])
})

test('/healthz and /readyz: 200, never cached, nothing private', async () => {
  for (const path of ['/healthz', '/readyz']) {
    const response = await get(path)
    expect(response.status, path).toBe(200)
    expect(response.headers.get('cache-control'), path).toBe('no-store')
    expect(response.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'")
    const text = await response.text()
    expect(text, path).not.toMatch(/127\.0\.0\.1|redis:|smtp:|\/tmp|mail-queue|website/)
  }
  expect(await (await get('/readyz')).json()).toEqual({ status: 'ready', checks: { queue_writable: 'ok', queue_room: 'ok', redis: 'ok' } })
  const robots = await (await get('/robots.txt')).text()
  for (const path of ['/healthz', '/readyz', '/status']) expect(robots).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'))
})

test('/status: 200 to a loopback client, 404 to a visitor forwarded by a trusted proxy, 200 to that visitor with the token', async () => {
  const own = await get('/status')
  expect(own.status).toBe(200)
  expect(own.headers.get('cache-control')).toBe('no-store')
  const body = await own.json()
  expect(body).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+/), startedAt: expect.any(String), redis: { configured: true, reachable: true }, webhookReceiver: { configured: true } })
  expect(Object.keys(body.lanes)).toEqual(['mail', 'webhook', 'takeoff'])

  // The peer (127.0.0.1) is a trusted proxy here: the visitor is the address it forwarded.
  const forwarded = { 'X-Forwarded-For': '203.0.113.7' }
  const outside = await get('/status', forwarded)
  expect(outside.status).toBe(404)
  expect(await outside.text()).not.toContain('lanes')
  expect((await get('/status', { ...forwarded, Authorization: `Bearer ${STATUS_TOKEN}` })).status).toBe(200)
  expect((await get('/status', { ...forwarded, Authorization: `Bearer ${STATUS_TOKEN.slice(1)}` })).status).toBe(404)
  // A visitor who writes a loopback address into X-Forwarded-For behind the proxy is still the proxy's forwarded address.
  expect((await get('/status', { 'X-Forwarded-For': '127.0.0.1, 203.0.113.7' })).status).toBe(404)
})

test('the metrics after each form, and one trace from the route through storage to each delivery', async () => {
  test.setTimeout(120_000)
  const sends: [string, () => Promise<FormAnswer>][] = [
    ['contact', () => sendContact('metrics')],
    ['newsletter', () => sendNewsletter('metrics')],
    ['career', () => sendApplication('metrics')],
    ['brief', () => sendBrief('metrics')],
  ]
  const references: Record<string, string> = {}
  for (const [form, send] of sends) {
    const before = (await scrapeMetrics(metricsUrl())).value('site_form_submissions_total', { form, outcome: 'queued' })
    const answer = await send()
    expect(answer.status, answer.text).toBe(200)
    references[form] = referenceOf(answer)
    await expect.poll(async () => (await scrapeMetrics(metricsUrl())).value('site_form_submissions_total', { form, outcome: 'queued' })).toBe(before + 1)
  }
  // A refused post counts as refused.
  typedValues('not-an-address')
  const refused = await post(`${site.url}/api/contact`, JSON.stringify(validContact('refused', { email: 'not-an-address' })), { 'Content-Type': 'application/json', Accept: 'application/json', Origin: site.url })
  expect(refused.status).toBe(400)
  await expect.poll(async () => (await scrapeMetrics(metricsUrl())).value('site_form_submissions_total', { form: 'contact', outcome: 'refused' })).toBe(1)

  for (const reference of Object.values(references)) await expect.poll(() => firmCopiesOf(reference).length, { timeout: 30_000 }).toBe(1)
  for (const reference of Object.values(references)) await expect.poll(() => webhooksOf(reference).length, { timeout: 30_000 }).toBe(1)
  const scrape = await scrapeMetrics(metricsUrl())
  expect(scrape.value('site_delivery_attempts_total', { lane: 'mail', outcome: 'delivered' })).toBeGreaterThanOrEqual(4)
  expect(scrape.value('site_delivery_duration_seconds_count', { lane: 'mail' })).toBeGreaterThanOrEqual(4)
  expect(scrape.value('site_webhook_attempts_total', { status_class: '2xx' })).toBeGreaterThanOrEqual(4)
  expect(scrape.value('site_takeoff_duration_seconds_count')).toBe(1)
  await expect.poll(async () => (await scrapeMetrics(metricsUrl())).value('site_queue_waiting', { lane: 'mail' }), { timeout: 15_000 }).toBe(0)
  figures.push(`Metrics scrape after the four forms (excerpt):\n${scrape.text.split('\n').filter((line) => /^site_(form|queue|delivery_attempts|webhook|takeoff_duration_seconds_(count|sum))/.test(line)).join('\n')}`)

  // The brief's trace: Next's request span, the site's storage spans, and the deliveries under them.
  const brief = references.brief!
  // The lead webhook shares the brief's reference (its kind is in its queue name).
  await expect.poll(() => otlp.spans.filter((span) => span.attributes['site.reference'] === brief && span.name === 'deliver webhook').length, { timeout: 15_000 }).toBeGreaterThan(0)
  const store = otlp.spans.find((span) => span.name === 'store submission' && span.attributes['site.reference'] === brief)!
  expect(store).toBeDefined()
  const trace = otlp.spans.filter((span) => span.traceId === store.traceId)
  const names = trace.map((span) => span.name)
  expect(names).toEqual(expect.arrayContaining(['store submission', 'store webhook', 'deliver mail', 'deliver webhook']))
  // The route's span is the root: every other span's parent is in the same trace.
  const root = trace.filter((span) => !span.parentSpanId)
  expect(root).toHaveLength(1)
  expect(root[0]!.name).toMatch(/POST \/api\/brief/)
  const ids = new Set(trace.map((span) => span.spanId))
  for (const span of trace) if (span.parentSpanId) expect(ids.has(span.parentSpanId), span.name).toBe(true)
  // No span names a fetched URL (the receiver's may hold a secret path).
  expect(names.filter((name) => name.includes(receiver.url))).toEqual([])
  const tree = (parent: string | undefined, indent: string): string[] =>
    trace.filter((span) => span.parentSpanId === parent).flatMap((span) => [`${indent}${span.name}`, ...tree(span.spanId, `${indent}  `)])
  figures.push(`Trace of brief ${brief} (${trace.length} spans):\n${tree(undefined, '').join('\n')}`)
})

test('drill: the relay refuses the login (535) for two minutes and the lead webhook receiver is down; pages and forms served, the leads wait and show; back: every lead arrives once', async () => {
  test.setTimeout(OUTAGE_MS + 240_000)
  await receiver.stop()
  const mailFailuresBefore = (await scrapeMetrics(metricsUrl())).value('site_delivery_attempts_total', { lane: 'mail', outcome: 'failed' })

  // The relay's password was changed: every login is refused with 535. The leads wait (a password
  // is put right by whoever runs the site), retried 1 s after a failure, doubling, and said once each.
  await sink.setMode('rotated-password')
  const refusedBefore = sink.refusedLogins()
  const answers = [await sendContact('drill1'), await sendApplication('drill2'), await sendBrief('drill3'), await sendNewsletter('drill4')]
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
  const references = answers.map(referenceOf)
  const outageStarted = Date.now()
  while (Date.now() - outageStarted < OUTAGE_MS) {
    expect((await get('/')).status).toBe(200)
    expect((await get('/contact')).status).toBe(200)
    expect((await get('/readyz')).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 5_000))
  }
  const during = await status()
  expect(during.smtp).toMatchObject({ lastError: 'EAUTH/535', lastResponseCode: 535 })
  expect(during.lanes.mail).toMatchObject({ waiting: references.length, failed: 0, lastError: 'EAUTH/535' })
  expect(during.lanes.mail!.oldestWaitingSeconds).toBeGreaterThanOrEqual(OUTAGE_MS / 1000 - 5)
  expect(during.lanes.webhook).toMatchObject({ waiting: references.length, failed: 0, lastError: 'ECONNREFUSED' })
  const scrape = await scrapeMetrics(metricsUrl())
  expect(scrape.value('site_queue_waiting', { lane: 'mail' })).toBe(references.length)
  expect(scrape.value('site_queue_waiting', { lane: 'webhook' })).toBe(references.length)
  expect(scrape.value('site_queue_oldest_age_seconds', { lane: 'mail' })).toBeGreaterThanOrEqual(OUTAGE_MS / 1000 - 5)
  expect(scrape.value('site_queue_failed', { lane: 'mail' })).toBe(0)
  expect(scrape.value('site_webhook_attempts_total', { status_class: 'network' })).toBeGreaterThanOrEqual(2 * references.length)
  const mailAttempts = scrape.value('site_delivery_attempts_total', { lane: 'mail', outcome: 'failed' }) - mailFailuresBefore
  expect(mailAttempts).toBeGreaterThanOrEqual(3 * references.length)
  // After a refusal the lane does not log in again for each waiting lead: fewer logins than attempts.
  const logins = sink.refusedLogins() - refusedBefore
  expect(logins).toBeGreaterThanOrEqual(1)
  expect(logins).toBeLessThan(mailAttempts)
  figures.push(`Status with the relay refusing the login for ${OUTAGE_MS / 1000} s: ${JSON.stringify(during, null, 2)}`)
  figures.push(`Scrape during the outage:\n${scrape.text.split('\n').filter((line) => /^site_queue_(waiting|oldest_age_seconds|failed)\{|^site_delivery_attempts_total\{lane="mail",outcome="failed"|^site_webhook_attempts_total/.test(line)).join('\n')}`)
  // Said once per lead, as a warning naming the 535; no lead given up.
  const log = parseLog(site.output()).lines
  const deferred = log.filter((line) => line.event === 'mail_deferred' && references.includes(String(line.reference)))
  expect(deferred.map((line) => line.reference).sort()).toEqual([...references].sort())
  expect(deferred.map((line) => [line.level, line.detail])).toEqual(references.map(() => ['warn', 'EAUTH/535']))
  expect(log.filter((line) => line.event === 'mail_failed' && references.includes(String(line.reference)))).toEqual([])
  figures.push(`Outage ${OUTAGE_MS / 1000} s: ${mailAttempts} failed mail attempts, ${logins} refused logins, ${deferred.length} mail_deferred lines for ${references.length} waiting leads`)

  // Back, the password fixed; the operator makes the waiting leads due now (npm run mail:queue --
  // --retry), as docs/operations.md says: every lead and its lead webhook arrive once, the gauges return to zero.
  await sink.setMode('accept')
  await receiver.start()
  const backAt = Date.now()
  const retry = spawnSync(process.execPath, ['scripts/operations/mail-queue.mjs', '--retry'], { env: { ...process.env, MAIL_QUEUE_DIR: site.queueDir }, encoding: 'utf8' })
  expect(retry.status, retry.stderr).toBe(0)
  for (const reference of references) await expect.poll(() => firmCopiesOf(reference).length, { timeout: 90_000, intervals: [500] }).toBeGreaterThanOrEqual(1)
  const lastArrival = Math.max(...references.map((reference) => firmCopiesOf(reference)[0]!.receivedAt))
  for (const reference of references) await expect.poll(() => webhooksOf(reference).length, { timeout: 90_000, intervals: [500] }).toBeGreaterThanOrEqual(1)
  await expect.poll(async () => (await scrapeMetrics(metricsUrl())).value('site_queue_waiting'), { timeout: 30_000 }).toBe(0)
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  expect(references.map((reference) => firmCopiesOf(reference).length)).toEqual(references.map(() => 1))
  expect(references.map((reference) => webhooksOf(reference).length)).toEqual(references.map(() => 1))
  const after = await status()
  for (const lane of ['mail', 'webhook', 'takeoff']) expect(after.lanes[lane], lane).toMatchObject({ waiting: 0, oldestWaitingSeconds: 0, failed: 0 })
  const finalScrape = await scrapeMetrics(metricsUrl())
  expect([finalScrape.value('site_queue_waiting'), finalScrape.value('site_queue_oldest_age_seconds'), finalScrape.value('site_queue_failed')]).toEqual([0, 0, 0])
  figures.push(`Relay back, waiting leads made due: all ${references.length} leads delivered ${((lastArrival - backAt) / 1000).toFixed(1)} s later, each once; gauges 0`)
})

test('Redis gone: /readyz answers 503 naming it; back: 200', async () => {
  test.setTimeout(60_000)
  await redis.stop()
  await expect.poll(async () => (await get('/readyz')).status, { timeout: 15_000 }).toBe(503)
  expect(await (await get('/readyz')).json()).toEqual({ status: 'not_ready', checks: { queue_writable: 'ok', queue_room: 'ok', redis: 'failed' } })
  redis = await startRedis(ports.redis)
  await expect.poll(async () => (await get('/readyz')).status, { timeout: 30_000, intervals: [500] }).toBe(200)
})

test('every line the server wrote is JSON with time, level and event, and holds nothing a visitor typed', async () => {
  const output = site.output()
  const { lines, unparsed } = parseLog(output)
  expect(unparsed).toEqual([])
  expect(lines.length).toBeGreaterThan(20)
  // The failure paths were all taken: refused input, SMTP refusing the login, the receiver down.
  const events = new Set(lines.map((line) => line.event))
  for (const event of ['form_submission', 'mail_deferred', 'webhook_deferred', 'mail_delivered', 'webhook_delivered', 'takeoff', 'redis_unavailable']) expect(events).toContain(event)
  expect(typed.length).toBeGreaterThan(30)
  expect(privateValuesIn(output, typed)).toEqual([])
  figures.push(`Server log: ${lines.length} JSON lines, ${events.size} events, none of ${typed.length} typed values`)
})
