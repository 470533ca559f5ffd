import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { POST as postBrief } from '@/app/api/brief/route'
import { POST as postNewsletter } from '@/app/api/newsletter/route'
import { makeDwg, makePdf } from '@/e2e/fixtures/drawing-files'
import { sha256 } from '@/e2e/fixtures/forms'
import { application, post as postCareer } from '@/e2e/support/career-route-client'
import { postJson, valid } from '@/e2e/support/contact-route-client'
import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { startWebhookReceiver, type WebhookReceiver } from '@/e2e/support/webhook-receiver'
import { loggedLines } from '@/e2e/support/log-spy'
import { getServerEnv } from '@/lib/env'
import { runQueueOnce } from '@/lib/mail/queue/worker'

// The lead webhook end to end (docs/webhook.md): the real route handlers, the real queue folder, a
// real SMTP server, and a loopback receiver that checks every signature with `standardwebhooks`.
// Route handlers, a queue folder and two servers per test: a budget for a busy 2-core machine.
jest.setTimeout(30_000)
const SECRET = `whsec_${randomBytes(32).toString('base64')}`
const sink = smtpTestSinkForRouteTests({ LEAD_WEBHOOK_FORMS: undefined })
let receiver: WebhookReceiver
beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET)
})
afterAll(() => receiver.stop())
beforeEach(() => {
  receiver.received.length = 0
  receiver.refused = 0
  receiver.answers.length = 0
  process.env.LEAD_WEBHOOK_URL = receiver.url
  process.env.LEAD_WEBHOOK_SECRET = SECRET
  jest.spyOn(console, 'warn').mockImplementation(() => undefined)
})

async function until(condition: () => boolean, what: string, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** The lead webhooks in a queue folder. */
const webhooks = (folder: string) => (existsSync(join(sink.queueDir, folder)) ? readdirSync(join(sink.queueDir, folder)).filter((name) => name.includes('~webhook')) : [])
/** The first attempt, made by the request without waiting, is over: its outcome was logged. */
const attempted = () => loggedLines().some((line) => ['webhook_delivered', 'webhook_deferred', 'webhook_failed'].includes(line.event ?? ''))
const runWebhookLane = () => runQueueOnce(getServerEnv(), { everything: true, lane: 'webhook' })

const briefFields = {
  lod: '350',
  size: '1,800 m², 210 t of steel',
  location: 'Pune, India',
  description: 'Two-bay PEB shed with a 5 t crane.',
  timeline: 'flexible',
  budget: '5k-20k',
  drawingsMode: 'upload',
  name: 'Meera Iyer',
  company: 'Iyer Fabricators',
  email: 'meera@iyerfab.example',
  phone: '+91 98260 12345',
  contactMethod: 'email',
}
const briefLists = { services: ['steel-detailing'], inputs: ['drawings', 'model'], deliverables: ['shop-drawings'], codes: ['is'] }

async function sendBrief(drawings: { file: Buffer; fileName: string }[]) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ ...briefFields, submissionId: 'brief-hook-0001' })) form.append(name, value)
  for (const [name, values] of Object.entries(briefLists)) for (const value of values) form.append(name, value)
  for (const drawing of drawings) form.append('drawings', new File([new Uint8Array(drawing.file)], drawing.fileName))
  const encoded = new Response(form)
  const body = new Uint8Array(await encoded.arrayBuffer())
  const headers = { host: '127.0.0.1:3000', 'content-type': encoded.headers.get('content-type') ?? '' }
  return postBrief(new Request('http://127.0.0.1:3000/api/brief', { method: 'POST', headers, body }))
}

describe('the lead webhook', () => {
  it('a contact enquiry arrives once, signed, as lead.contact with the reference as webhook-id and the fields', async () => {
    const response = await postJson(valid, { 'x-submission-id': 'contact-hook-0001' })
    const { reference } = await response.json()
    await until(attempted, 'the first attempt')
    expect(await runWebhookLane()).toBe(0)
    expect(receiver.refused).toBe(0)
    expect(receiver.received).toHaveLength(1)
    const [delivery] = receiver.received
    expect(delivery!.headers).toMatchObject({ 'content-type': 'application/json', 'webhook-id': reference, 'webhook-signature': expect.stringMatching(/^v1,[A-Za-z0-9+/]+=*$/) })
    expect(Math.abs(Number(delivery!.headers['webhook-timestamp']) - Date.now() / 1000)).toBeLessThan(60)
    expect(delivery!.body).toEqual({ type: 'lead.contact', timestamp: expect.any(String), data: { reference, receivedAt: delivery!.body.timestamp, ...valid } })
    expect(sink.mails).toHaveLength(1)
    expect(webhooks('ready')).toEqual([])
  })

  it('a brief arrives once as lead.brief, its drawings as name, type, size and sha256, never their bytes', async () => {
    const pdf = makePdf(6000)
    const dwg = makeDwg(3000)
    const response = await sendBrief([{ file: pdf, fileName: 'GA-201 rev B.pdf' }, { file: dwg, fileName: 'bay-grid.dwg' }])
    expect(response.status).toBe(200)
    const { reference } = await response.json()
    await until(attempted, 'the first attempt')
    expect(receiver.refused).toBe(0)
    expect(receiver.received).toHaveLength(1)
    const { headers, body, raw } = receiver.received[0]!
    expect(headers['webhook-id']).toBe(reference)
    expect(body.type).toBe('lead.brief')
    // The stable option values as sent; not the submission id or the browser's list of files.
    expect(body.data).toEqual({
      reference,
      receivedAt: body.timestamp,
      ...briefFields,
      ...briefLists,
      attachments: [
        { name: 'GA-201 rev B.pdf', type: 'application/pdf', size: 6000, sha256: sha256(pdf) },
        { name: 'bay-grid.dwg', type: 'image/vnd.dwg', size: 3000, sha256: sha256(dwg) },
      ],
    })
    expect(raw.length).toBeLessThan(2000)
    expect(sink.mails).toHaveLength(1)
  })

  it("a brief with an IFC model carries the model's takeoff as data.takeoff, the same one as its mail", async () => {
    const model = readFileSync(join(process.cwd(), 'public', 'models', 'structural-design', 'structural-design-sample.ifc'))
    const { reference } = await (await sendBrief([{ file: model, fileName: 'frame.ifc' }])).json()
    await until(() => receiver.received.length > 0 && sink.mails.length > 0, 'the lead and the mail', 60_000)
    const takeoff = receiver.received[0]!.body.data.takeoff as { reference: string; models: { file: string; status: string; concrete_m3: number }[] }
    expect(takeoff).toMatchObject({ reference, models: [{ file: 'frame.ifc', status: 'read', concrete_m3: 9.632 }] })
    const mailJson = sink.mails[0]!.parsed.attachments.find((file) => file.filename === `takeoff-${reference}.json`)
    expect(JSON.parse(Buffer.from(mailJson!.content as ArrayBuffer).toString('utf8'))).toEqual(takeoff)
    // Both delivered: the stored result is gone with them.
    await until(() => !existsSync(join(sink.queueDir, 'takeoffs', `${reference}.json`)), 'the takeoff result removed')
  })

  it('a receiver answering 503 once gets the same id and body again at the retry; the mail goes once', async () => {
    receiver.answers.push(503)
    const { reference } = await (await postJson(valid)).json()
    await until(attempted, 'the first attempt')
    expect(webhooks('ready')).toEqual([expect.stringMatching(new RegExp(`^${reference}~webhook~\\d+~1~\\d+$`))])
    const deferred = loggedLines('webhook_deferred')
    expect(deferred).toEqual([{ level: 'warn', event: 'webhook_deferred', lane: 'webhook', form: 'contact', reference, attempts: 1, detail: 'HTTP 503' }])

    expect(await runQueueOnce(getServerEnv())).toBe(0)
    expect(receiver.received).toHaveLength(1)
    expect(await runWebhookLane()).toBe(1)
    expect(receiver.received.map((delivery) => delivery.headers['webhook-id'])).toEqual([reference, reference])
    expect(receiver.received[1]!.raw).toBe(receiver.received[0]!.raw)
    expect(webhooks('ready')).toEqual([])
    expect(sink.mails).toHaveLength(1)
  })

  it('a receiver down for the whole test: the mail is delivered, the webhook waits in the queue', async () => {
    await receiver.stop()
    try {
      const { reference } = await (await postJson(valid)).json()
      await until(attempted, 'the first attempt')
      expect(sink.mails).toHaveLength(1)
      expect(await runWebhookLane()).toBe(0)
      expect(webhooks('ready')).toEqual([expect.stringMatching(new RegExp(`^${reference}~webhook~\\d+~2~\\d+$`))])
      // Said once at the first failure (warn); the retry's line only at LOG_LEVEL=debug.
      const deferred = loggedLines('webhook_deferred')
      expect(deferred.map((line) => [line.level, line.detail])).toEqual([
        ['warn', 'ECONNREFUSED'],
        ['debug', 'ECONNREFUSED'],
      ])
      for (const value of Object.values(valid)) expect(JSON.stringify(deferred)).not.toContain(value)
    } finally {
      await receiver.start()
    }
  })

  it('a double submit gives one delivery', async () => {
    const [first, second] = await Promise.all([postJson(valid, { 'x-submission-id': 'double-hook-0001' }), postJson(valid, { 'x-submission-id': 'double-hook-0001' })])
    const references = [(await first.json()).reference, (await second.json()).reference]
    expect(references[1]).toBe(references[0])
    await until(attempted, 'the first attempt')
    expect(await runWebhookLane()).toBe(0)
    expect(receiver.received.map((delivery) => delivery.headers['webhook-id'])).toEqual([references[0]])
    expect(sink.mails).toHaveLength(1)
  })

  it('a receiver answering 410 Gone: given up at once with one webhook_failed line, no field values, and never tried again; the mail goes', async () => {
    receiver.answers.push(410)
    const { reference } = await (await postJson(valid)).json()
    await until(attempted, 'the first attempt')
    expect(webhooks('failed')).toEqual([`${reference}~webhook.json`])
    expect(await runWebhookLane()).toBe(0)
    expect(receiver.received).toHaveLength(1)
    const failed = loggedLines('webhook_failed')
    expect(failed).toEqual([{ level: 'error', event: 'webhook_failed', lane: 'webhook', form: 'contact', reference, reason: 'HTTP 410' }])
    for (const value of Object.values(valid)) expect(JSON.stringify(failed)).not.toContain(value)
    expect(sink.mails).toHaveLength(1)
  })

  it('a receiver answering 404 during its own deploy, then 200: the lead is retried and accepted once, with the same webhook-id and body', async () => {
    receiver.answers.push(404, 404, 302, 404)
    const { reference } = await (await postJson(valid)).json()
    await until(attempted, 'the first attempt')
    for (let run = 0; run < 3; run += 1) expect(await runWebhookLane()).toBe(0)
    expect(await runWebhookLane()).toBe(1)
    expect(receiver.received.map((delivery) => delivery.headers['webhook-id'])).toEqual(Array(5).fill(reference))
    expect(new Set(receiver.received.map((delivery) => delivery.raw)).size).toBe(1)
    expect(loggedLines('webhook_deferred').map((line) => line.detail)).toEqual(['HTTP 404', 'HTTP 404', 'HTTP 302 (redirects are not followed)', 'HTTP 404'])
    expect(loggedLines('webhook_delivered')).toHaveLength(1)
    expect([...webhooks('ready'), ...webhooks('active'), ...webhooks('failed')]).toEqual([])
    expect(await runWebhookLane()).toBe(0)
    expect(receiver.received).toHaveLength(5)
    expect(sink.mails).toHaveLength(1)
  })

  it('Retry-After: 5 on a 429: the next attempt is not made before 5 s, and then it is', async () => {
    receiver.answers.push({ status: 429, headers: { 'retry-after': '5' } })
    const { reference } = await (await postJson(valid)).json()
    await until(attempted, 'the first attempt')
    const [waiting] = webhooks('ready')
    const next = Number(waiting!.split('~').at(-1))
    expect(next - receiver.received[0]!.receivedAt).toBeGreaterThanOrEqual(4_900)
    expect(next - receiver.received[0]!.receivedAt).toBeLessThan(6_000)
    // The server's worker, scanning often: nothing goes before the time the receiver asked for.
    const scan = () => runQueueOnce(getServerEnv(), { lane: 'webhook' })
    while (receiver.received.length < 2) {
      await scan()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const [first, second] = receiver.received
    expect(second!.receivedAt - first!.receivedAt).toBeGreaterThanOrEqual(5_000)
    expect(second!.headers['webhook-id']).toBe(reference)
    expect(webhooks('ready')).toEqual([])
  }, 60_000)

  it('a receiver that does not answer within 15 s: the attempt is cut off and retried later', async () => {
    receiver.answers.push('hang')
    const { reference } = await (await postJson(valid)).json()
    await until(attempted, 'the first attempt', 45_000)
    expect(webhooks('ready')).toEqual([expect.stringMatching(new RegExp(`^${reference}~webhook~\\d+~1~\\d+$`))])
    expect(loggedLines('webhook_deferred')[0]?.detail).toBe('TimeoutError')
    // Cut off after 15 s, not before (the specification recommends 15 to 30 s).
    expect(Date.now() - receiver.received[0]!.receivedAt).toBeGreaterThanOrEqual(14_900)
    expect(sink.mails).toHaveLength(1)
  }, 90_000)

  it('sends only for the forms in LEAD_WEBHOOK_FORMS: career and newsletter when listed, with the CV as name, type, size and sha256', async () => {
    process.env.LEAD_WEBHOOK_FORMS = 'career,newsletter'
    try {
      const cv = makePdf(2048)
      const career = await (await postCareer(application({}, [{ name: 'cv', file: cv, fileName: 'rohan-cv.pdf' }]))).json()
      const request = (body: unknown) =>
        new Request('http://127.0.0.1:3000/api/newsletter', { method: 'POST', headers: { host: '127.0.0.1:3000', 'content-type': 'application/json' }, body: JSON.stringify(body) })
      const newsletter = await (await postNewsletter(request({ email: 'reader@firm.example' }))).json()
      await postJson(valid)
      await until(() => receiver.received.length === 2 && webhooks('active').length === 0, 'two deliveries')
      expect(await runWebhookLane()).toBe(0)
      const byId = Object.fromEntries(receiver.received.map((delivery) => [delivery.headers['webhook-id'], delivery.body]))
      expect(Object.keys(byId).sort()).toEqual([career.reference, newsletter.reference].sort())
      expect(byId[career.reference]).toMatchObject({ type: 'lead.application', data: { reference: career.reference, fullName: 'Rohan Mehta', education: "Master's" } })
      expect(byId[career.reference]!.data.attachments).toEqual([{ name: 'CV - Rohan Mehta.pdf', type: 'application/pdf', size: 2048, sha256: sha256(cv) }])
      expect(byId[newsletter.reference]).toEqual({ type: 'newsletter.signup', timestamp: expect.any(String), data: { reference: newsletter.reference, receivedAt: expect.any(String), email: 'reader@firm.example' } })
    } finally {
      delete process.env.LEAD_WEBHOOK_FORMS
    }
  })

  it('unset, nothing changes: no webhook is stored or sent', async () => {
    delete process.env.LEAD_WEBHOOK_URL
    delete process.env.LEAD_WEBHOOK_SECRET
    expect((await postJson(valid)).status).toBe(200)
    expect(sink.mails).toHaveLength(1)
    expect([...webhooks('ready'), ...webhooks('active'), ...webhooks('failed')]).toEqual([])
    expect(receiver.received).toHaveLength(0)
  })
})
