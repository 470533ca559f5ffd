import { getServerEnv } from '@/lib/env'
import { MailDeliveryError } from '@/lib/mail/transport'
import { testMail } from '@/e2e/support/test-queue'
import { startSmtpServer, type SmtpTestServer } from '@/scripts/local-servers/smtp-server.mjs'
import { retryAfterMs, RETRY_AFTER_BOUNDS_MS, WebhookDeliveryError } from '@/lib/webhook/send'
import { backoffMs, isJobKind, JOB_KINDS, webhookRetryDelayMs, type QueuedJob } from './jobs'
import { legacyName, parseFailedName, parseReadyName, readyName } from './names.mjs'

// The table of job kinds: what each says about a failure and the next attempt, and where the kind is stored.

describe('the job table', () => {
  it('has the mail and the webhook, each with its attempt, its permanent failures, its retry delay and a bounded number at once', () => {
    expect(Object.keys(JOB_KINDS).sort()).toEqual(['mail', 'webhook'])
    for (const kind of Object.values(JOB_KINDS)) {
      expect(kind.concurrency).toBeGreaterThanOrEqual(1)
      expect(typeof kind.attempt).toBe('function')
    }
    expect([isJobKind('mail'), isJobKind('webhook'), isJobKind('toString'), isJobKind('takeoff')]).toEqual([true, true, false, false])
  })

  it('a mail fails for good on a 5xx reply other than 503 and a refused login; a webhook only on 410 Gone', () => {
    const smtp = (code?: number) => new MailDeliveryError('refused', 'EENVELOPE', code)
    expect([550, 535, 534, 530, 552, 503, 451, 421, undefined].map((code) => JOB_KINDS.mail.isPermanent(smtp(code)))).toEqual([true, false, false, false, true, false, false, false, false])
    const http = (status: number) => new WebhookDeliveryError(`HTTP ${status}`, status === 410)
    expect([410, 404, 401, 400, 302, 429, 500, 502].map((status) => JOB_KINDS.webhook.isPermanent(http(status)))).toEqual([true, false, false, false, false, false, false, false])
    expect(JOB_KINDS.webhook.isPermanent(smtp(550))).toBe(false)
  })

  it('the kind is stored once, in the file name: ready/ and failed/ names carry it, a mail and a webhook of one submission differ only there', () => {
    const mail = readyName({ reference: 'B-2M1SA22', kind: 'mail', createdAt: 1, attempts: 0, nextAttemptAt: 1 })
    const webhook = readyName({ reference: 'B-2M1SA22', kind: 'webhook', createdAt: 1, attempts: 0, nextAttemptAt: 1 })
    expect([mail, webhook]).toEqual(['B-2M1SA22~mail~1~0~1', 'B-2M1SA22~webhook~1~0~1'])
    expect(parseReadyName(webhook)).toEqual({ reference: 'B-2M1SA22', kind: 'webhook', createdAt: 1, attempts: 0, nextAttemptAt: 1 })
    expect(parseFailedName('B-2M1SA22~webhook.json')).toEqual({ reference: 'B-2M1SA22', kind: 'webhook', readable: true })
  })

  it('names written before the kind was in them are renamed: the -WEBHOOK suffix becomes the kind', () => {
    expect(legacyName('ready', 'C-0000040-WEBHOOK~10~2~30')).toBe('C-0000040~webhook~10~2~30')
    expect(legacyName('ready', 'C-0000040~10~0~10')).toBe('C-0000040~mail~10~0~10')
    expect(legacyName('ready', 'C-0000040-ACK~10~0~10')).toBe('C-0000040-ACK~mail~10~0~10')
    expect(legacyName('failed', 'C-0000040-WEBHOOK.json')).toBe('C-0000040~webhook.json')
    expect(legacyName('failed', 'C-0000040.unreadable')).toBe('C-0000040~mail.unreadable')
    expect(legacyName('ready', 'C-0000040~mail~10~0~10')).toBeNull()
    expect(legacyName('failed', 'C-0000040~mail.json')).toBeNull()
  })
})

describe('retry delays', () => {
  it('a mail: 30 s, doubling, at most hourly', () => {
    expect([1, 2, 3, 4, 8, 20].map((attempts) => JOB_KINDS.mail.retryDelayMs(attempts, new Error()))).toEqual([30_000, 60_000, 120_000, 240_000, 3_600_000, 3_600_000])
  })

  it('a webhook: full jitter, between 1 s and the back-off, spread over the whole range', () => {
    for (const attempts of [1, 3, 9]) {
      const delays = Array.from({ length: 2000 }, () => webhookRetryDelayMs(attempts, new WebhookDeliveryError('HTTP 500', false)))
      const cap = backoffMs(attempts)
      expect(Math.min(...delays)).toBeGreaterThanOrEqual(1_000)
      expect(Math.max(...delays)).toBeLessThanOrEqual(cap)
      // Spread: some in the lowest and some in the highest tenth of the range (2000 draws: each misses with p < 1e-90).
      expect(delays.some((delay) => delay < cap * 0.1 + 1_000)).toBe(true)
      expect(delays.some((delay) => delay > cap * 0.9)).toBe(true)
    }
    expect(webhookRetryDelayMs(1, new Error('ECONNREFUSED'), undefined, () => 0)).toBe(1_000)
    expect(webhookRetryDelayMs(1, new Error('ECONNREFUSED'), undefined, () => 1)).toBe(30_000)
  })

  it('429, 502 and 504 slow the webhook down one step; a Retry-After is taken as it is', () => {
    const top = (error: unknown) => webhookRetryDelayMs(2, error, undefined, () => 1)
    expect(top(new WebhookDeliveryError('HTTP 500', false))).toBe(60_000)
    expect(top(new WebhookDeliveryError('HTTP 429', false, true))).toBe(120_000)
    expect(top(new WebhookDeliveryError('HTTP 503', false, false, 7_000))).toBe(7_000)
    expect(top(new WebhookDeliveryError('HTTP 429', false, true, 5_000))).toBe(5_000)
  })

  it('Retry-After as seconds or an HTTP-date, bounded to 1 s … 1 h; anything else is ignored', () => {
    const now = Date.parse('2026-11-28T12:00:00Z')
    expect(retryAfterMs('5', now)).toBe(5_000)
    expect(retryAfterMs('Sat, 28 Nov 2026 12:02:00 GMT', now)).toBe(120_000)
    expect(retryAfterMs('Sat, 28 Nov 2026 11:00:00 GMT', now)).toBe(RETRY_AFTER_BOUNDS_MS.min)
    expect(retryAfterMs('0', now)).toBe(RETRY_AFTER_BOUNDS_MS.min)
    expect(retryAfterMs('864000', now)).toBe(RETRY_AFTER_BOUNDS_MS.max)
    expect([retryAfterMs(null, now), retryAfterMs('', now), retryAfterMs('soon', now), retryAfterMs('-5', now)]).toEqual([undefined, undefined, undefined, undefined])
  })
})

describe('a refused login', () => {
  const login = { user: 'website', password: 'relay-pass-7f3a' }
  let relay: SmtpTestServer
  beforeAll(async () => {
    relay = await startSmtpServer({ auth: login })
  })
  afterAll(() => relay.close())

  it('waits, and the mail lane logs in once per retry delay, not once per waiting mail: relays lock accounts that keep failing', async () => {
    const url = new URL(relay.url)
    const env = getServerEnv({ NODE_ENV: 'test', SMTP_URL: `smtp://${login.user}:${login.password}@${url.host}`, MAIL_QUEUE_RETRY_SECONDS: '1' } as NodeJS.ProcessEnv)
    const job = (reference: string): QueuedJob<'mail'> => ({ version: 1, reference, form: 'contact', createdAt: Date.now(), mail: testMail(reference), attachments: [] })
    const attempt = (reference: string) => JOB_KINDS.mail.attempt(job(reference), '/nonexistent', env).then(() => 'sent', (error: MailDeliveryError) => `${error.code}/${error.responseCode}`)
    await relay.setMode('rotated-password')
    expect(await Promise.all(['C-0000101', 'C-0000102', 'C-0000103'].map(attempt))).toEqual(['EAUTH/535', 'EAUTH/535', 'EAUTH/535'])
    expect(await attempt('C-0000104')).toBe('EAUTH/535')
    // The three at once each logged in; the one after them did not.
    expect(relay.refusedLogins()).toBe(3)
    // The password put right: once the retry delay is over the lane logs in again, and the mail goes.
    await relay.setMode('accept')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    expect(await attempt('C-0000105')).toBe('sent')
    expect(relay.mails.map((mail) => mail.parsed.subject)).toEqual(['Contact [C-0000105]'])
  })
})
