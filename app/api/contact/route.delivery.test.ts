import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PostalMime from 'postal-mime'
import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { postJson, valid } from '@/e2e/support/contact-route-client'
import { loggedLines } from '@/e2e/support/log-spy'

// What becomes of an accepted enquiry when the mail server refuses it, cannot be reached, or is not set.
const sink = smtpTestSinkForRouteTests({ CONTACT_MAIL_TO: undefined, TRUST_PROXY: undefined })

describe('POST /api/contact: delivery', () => {
  it('200 with the reference when the mail server refuses (5xx): the message waits in failed/, an error line is logged', async () => {
    await sink.setMode('rcpt-550')
    const response = await postJson(valid)
    expect(response.status).toBe(200)
    const { reference } = await response.json()
    expect(sink.mails).toHaveLength(0)
    expect(readdirSync(join(sink.queueDir, 'failed'))).toEqual([`${reference}~mail.json`])
    expect(loggedLines('mail_failed')).toEqual([expect.objectContaining({ level: 'error', lane: 'mail', reference, form: 'contact' })])
  })

  it('200 when the mail server cannot be reached: the message waits in ready/ for its retry, owner-only', async () => {
    process.env.SMTP_URL = 'smtp://127.0.0.1:1'
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const response = await postJson(valid)
    expect(response.status).toBe(200)
    const { reference } = await response.json()
    const waiting = readdirSync(join(sink.queueDir, 'ready'))
    expect(waiting).toHaveLength(1)
    expect(waiting[0]).toMatch(new RegExp(`^${reference}~mail~\\d+~1~\\d+$`))
    expect(statSync(join(sink.queueDir, 'ready', waiting[0]!)).mode & 0o777).toBe(0o600)
  })

  it('503 naming the firm e-mail when the queue cannot store the message; nothing claimed', async () => {
    // A file where the folder should be: nothing can be written under it (as root too).
    process.env.MAIL_QUEUE_DIR = join(__filename, 'queue')
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    const response = await postJson(valid)
    expect(response.status).toBe(503)
    const body = await response.json()
    expect(body).toEqual({ success: false, message: expect.stringContaining('info@stratum-bim.example') })
    expect(sink.mails).toHaveLength(0)
  })

  it('writes a readable .eml to the outbox when SMTP_URL is unset', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'outbox-test-'))
    try {
      delete process.env.SMTP_URL
      process.env.MAIL_OUTBOX_DIR = outbox
      const response = await postJson(valid)
      expect(response.status).toBe(200)
      const { reference } = await response.json()
      // The firm's copy, and the visitor's acknowledgement once it was delivered.
      await new Promise((resolve) => setTimeout(resolve, 100))
      const files = readdirSync(outbox).sort((a, b) => Number(a.endsWith('-ACK.eml')) - Number(b.endsWith('-ACK.eml')))
      expect(files).toHaveLength(2)
      expect(files[1]).toMatch(new RegExp(`${reference}-ACK\\.eml$`))
      expect(files[0]).toMatch(new RegExp(`${reference}\\.eml$`))
      const parsed = await PostalMime.parse(readFileSync(join(outbox, files[0]!)))
      expect(parsed.subject).toBe(`Contact: ${valid.subject} [${reference}]`)
      expect(parsed.text).toContain(valid.message)
    } finally {
      delete process.env.MAIL_OUTBOX_DIR
      rmSync(outbox, { recursive: true, force: true })
    }
  })

  it('logs one line per submission without personal data', async () => {
    await postJson(valid)
    const lines = loggedLines('form_submission')
    expect(lines).toEqual([
      expect.objectContaining({ level: 'info', form: 'contact', outcome: 'queued', status: 200, reference: expect.any(String), durationMs: expect.any(Number) }),
    ])
    for (const value of Object.values(valid)) expect(JSON.stringify(loggedLines())).not.toContain(value)
  })
})
