import { randomBytes } from 'node:crypto'
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { setUpTestQueue, testMail } from '@/e2e/support/test-queue'
import { startWebhookReceiver } from '@/e2e/support/webhook-receiver'
import { getServerEnv } from '@/lib/env'
import { generatedFrame } from '@/scripts/test-models/generated-frame.mjs'
import { deliverQueued, type DeliveryOutcome } from './deliver'
import { Lane } from './lanes'
import { enqueueMail, enqueueWebhook } from './store'
import { renameLegacyEntries, runQueueOnce } from './worker'

// The lanes: bounded, smallest first, one attempt per job however often it is offered, and a
// brief's takeoff kept out of them. Against a real queue folder and the SMTP test server.
jest.setTimeout(120_000)
const queue = setUpTestQueue()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('a lane', () => {
  it('runs at most its bound at once, smallest first (then oldest), and a job offered twice once', async () => {
    const lane = new Lane(2)
    const started: string[] = []
    let running = 0
    let most = 0
    const job = (name: string) => async (): Promise<DeliveryOutcome> => {
      started.push(name)
      most = Math.max(most, ++running)
      await sleep(30)
      running -= 1
      return 'delivered'
    }
    const offers = [
      lane.offer('big-old', 13e6, 1, job('big-old')),
      lane.offer('big-new', 13e6, 2, job('big-new')),
      lane.offer('small-new', 0, 4, job('small-new')),
      lane.offer('small-old', 0, 3, job('small-old')),
      lane.offer('mid', 2e6, 5, job('mid')),
      lane.offer('mid', 2e6, 5, job('mid')),
    ]
    expect(await Promise.all(offers)).toEqual(Array(6).fill('delivered'))
    // The first two were started at once, before the rest were offered.
    expect(started).toEqual(['big-old', 'big-new', 'small-old', 'small-new', 'mid'])
    expect(most).toBe(2)
  })

  it('an attempt that throws settles its own offer and the lane goes on', async () => {
    const lane = new Lane(1)
    const broken = lane.offer('broken', 0, 1, () => Promise.reject(new Error('EIO')))
    const next = lane.offer('next', 0, 2, async () => 'delivered' as const)
    await expect(broken).rejects.toThrow('EIO')
    expect(await next).toBe('delivered')
  })
})

describe('exactly once', () => {
  it('two lanes (two workers) and the requests racing on the same messages: each mail is sent once', async () => {
    const names = []
    for (let index = 0; index < 12; index += 1) names.push(await queue.enqueue(`C-00001${String(index).padStart(2, '0')}`))
    const otherWorker = new Lane(4)
    const outcomes = await Promise.all([
      runQueueOnce(queue.env),
      runQueueOnce(queue.env),
      ...names.map((name) => otherWorker.offer(name, 0, 0, () => deliverQueued(queue.root, name, queue.env))),
      ...names.map((name) => deliverQueued(queue.root, name, queue.env)),
    ])
    const ids = queue.sink.mails.map((mail) => mail.parsed.messageId)
    expect(ids).toHaveLength(12)
    expect(new Set(ids).size).toBe(12)
    expect(outcomes.filter((outcome) => outcome === 'delivered').length + (outcomes[0] as number) + (outcomes[1] as number)).toBe(12)
    expect([...queue.files('ready'), ...queue.files('active')]).toEqual([])
  })
})

describe('the takeoff stays out of the lanes', () => {
  it("briefs whose takeoff is still running hold no slot: other submissions' mails go first, each brief's mail after its own takeoff", async () => {
    const model = Buffer.from(generatedFrame(4000))
    const pdf = Buffer.alloc(model.length * 2, 'x')
    for (let index = 0; index < 4; index += 1) {
      const reference = `B-00002${index}0`
      const attachments = [{ filename: 'frame.ifc', content: model }]
      await enqueueMail(queue.root, { form: 'brief', reference, mail: { ...testMail(reference), attachments }, models: [{ file: 'frame.ifc', attachment: `${reference}-0` }] })
    }
    // Bigger than the models: without the takeoff kept apart they would wait behind the four briefs.
    for (let index = 0; index < 4; index += 1) await queue.enqueue(`C-00002${index}1`, { attachments: [{ filename: 'drawing.pdf', content: pdf }] })
    expect(await runQueueOnce(queue.env)).toBe(8)
    const arrivals = queue.sink.mails.map((mail) => ({ reference: String(mail.parsed.messageId).slice(1, 10), at: mail.receivedAt }))
    const firstBrief = Math.min(...arrivals.filter((mail) => mail.reference.startsWith('B-')).map((mail) => mail.at))
    for (const mail of arrivals.filter((each) => each.reference.startsWith('C-'))) expect(mail.at).toBeLessThan(firstBrief)
    for (const mail of queue.sink.mails.filter((each) => String(each.parsed.messageId).startsWith('<B-'))) {
      expect(mail.parsed.attachments.map((file) => file.filename)).toContain(`takeoff-${String(mail.parsed.messageId).slice(1, 10)}.json`)
    }
    // Delivered: the takeoff results are gone with their mails.
    expect(queue.files('takeoffs')).toEqual([])
  })

  it('six briefs waiting after a restart, none read yet: their takeoffs run one after another, and every model is read (none "busy")', async () => {
    for (let index = 0; index < 6; index += 1) {
      const reference = `B-00005${index}0`
      const attachments = [{ filename: 'frame.ifc', content: Buffer.from(generatedFrame(20 + index)) }]
      await enqueueMail(queue.root, { form: 'brief', reference, mail: { ...testMail(reference), attachments }, models: [{ file: 'frame.ifc', attachment: `${reference}-0` }] })
    }
    expect(await runQueueOnce(queue.env)).toBe(6)
    const statuses = queue.sink.mails.map((mail) => {
      const json = mail.parsed.attachments.find((file) => file.filename?.startsWith('takeoff-') && file.filename.endsWith('.json'))!
      return JSON.parse(Buffer.from(json.content as ArrayBuffer).toString('utf8')).models[0].status
    })
    expect(statuses).toEqual(Array(6).fill('read'))
  })
})

describe('left-over takeoffs', () => {
  it("a brief's mail refused for good takes its takeoff result with it (its webhook no longer waiting)", async () => {
    await queue.sink.setMode('rcpt-550')
    const reference = 'B-0000300'
    const attachments = [{ filename: 'frame.ifc', content: Buffer.from(generatedFrame(10)) }]
    const models = [{ file: 'frame.ifc', attachment: `${reference}-0` }]
    const name = await enqueueMail(queue.root, { form: 'brief', reference, mail: { ...testMail(reference), attachments }, models })
    expect(await deliverQueued(queue.root, name, queue.env)).toBe('failed')
    expect(queue.files('failed')).toEqual([`${reference}~mail.json`])
    expect(queue.files('takeoffs')).toEqual([])
    // The attachments stay with the failed record: `--retry` reads the model again.
    expect(queue.files('attachments')).toEqual([`${reference}-0`])
  })

  it('is kept while the same brief\'s webhook still waits, and goes when that fails for good too', async () => {
    await queue.sink.setMode('rcpt-550')
    const reference = 'B-0000301'
    const attachments = [{ filename: 'frame.ifc', content: Buffer.from(generatedFrame(10)) }]
    const models = [{ file: 'frame.ifc', attachment: `${reference}-0` }]
    const mail = await enqueueMail(queue.root, { form: 'brief', reference, mail: { ...testMail(reference), attachments }, models })
    const payload = { type: 'lead.brief' as const, timestamp: new Date().toISOString(), data: { reference, receivedAt: new Date().toISOString() } }
    const webhook = await enqueueWebhook(queue.root, 'brief', payload, models)
    expect(await deliverQueued(queue.root, mail, queue.env)).toBe('failed')
    expect(queue.files('takeoffs')).toEqual([`${reference}.json`])
    const secret = `whsec_${randomBytes(32).toString('base64')}`
    const receiver = await startWebhookReceiver(secret)
    try {
      receiver.answers.push(410)
      const env = getServerEnv({ NODE_ENV: 'test', SMTP_URL: 'smtp://127.0.0.1:9', MAIL_QUEUE_DIR: queue.root, LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: secret } as NodeJS.ProcessEnv)
      expect(await deliverQueued(queue.root, webhook, env)).toBe('failed')
      expect(receiver.received[0]!.body.data.takeoff).toMatchObject({ reference, models: [{ file: 'frame.ifc', status: 'read' }] })
    } finally {
      await receiver.stop()
    }
    expect(queue.files('failed')).toEqual([`${reference}~mail.json`, `${reference}~webhook.json`])
    expect(queue.files('takeoffs')).toEqual([])
  })
})

describe('entries named before the kinds', () => {
  it('are renamed at start and delivered: a mail and a lead webhook, waiting or failed', async () => {
    const name = await queue.enqueue('C-0000400')
    const legacy = name.replace('~mail~', '~')
    writeFileSync(join(queue.root, 'ready', legacy), readFileSync(join(queue.root, 'ready', name)))
    writeFileSync(join(queue.root, 'failed', 'C-0000401-WEBHOOK.json'), '{}')
    rmSync(join(queue.root, 'ready', name))
    await renameLegacyEntries(queue.root)
    expect(queue.files('ready')).toEqual([name])
    expect(queue.files('failed')).toEqual(['C-0000401~webhook.json'])
    expect(await runQueueOnce(queue.env)).toBe(1)
    expect(queue.sink.mails.map((mail) => mail.parsed.messageId)).toEqual(['<C-0000400@stratum-bim.example>'])
  })
})
