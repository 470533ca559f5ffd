import { readdirSync, statSync } from 'node:fs'
import fsPromises from 'node:fs/promises'
import { join } from 'node:path'
import { makePdf } from '@/e2e/fixtures/forms'
import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { application, fields, post } from '@/e2e/support/career-route-client'

// The application as a whole: the mail, the fields, the request rules and the queue. The CV file's
// own rules (types, size, count) are in route.cv.test.ts.
const sink = smtpTestSinkForRouteTests({ CAREER_MAIL_TO: 'hr@stratum-bim.example', CV_MAX_BYTES: String(64 * 1024) })

describe('POST /api/career', () => {
  it('200: one mail to CAREER_MAIL_TO with every field and the CV attached byte for byte', async () => {
    const cv = makePdf(5000)
    const response = await post(application({}, [{ name: 'cv', file: cv, fileName: 'rohan-cv.pdf' }]))
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ success: true, message: 'Your message has been submitted successfully!', reference: expect.stringMatching(/^A-/) })
    expect(sink.mails).toHaveLength(1)
    const mail = sink.mails[0]!
    expect(mail.envelope.to).toEqual(['hr@stratum-bim.example'])
    expect(mail.parsed.subject).toBe(`Application: General application (Any office) – Rohan Mehta [${body.reference}]`)
    expect(mail.parsed.replyTo?.[0]?.address).toBe(fields.email)
    for (const value of Object.values(fields)) expect(mail.parsed.text).toContain(value)
    expect(mail.parsed.attachments).toHaveLength(1)
    expect(mail.parsed.attachments[0]!.filename).toBe('CV - Rohan Mehta.pdf')
    expect(Buffer.from(mail.parsed.attachments[0]!.content as ArrayBuffer).equals(cv)).toBe(true)
  })

  it('400 with the field message for every bad field, and CV file is required', async () => {
    const response = await post(application({ fullName: '', email: 'rohan@', phone: '123', education: '', experience: 'ten', jobRole: '' }, null))
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({
      fullName: 'Full name is required',
      email: 'Invalid email format',
      phone: 'Phone number must be 10 digits',
      education: 'Please select education',
      experience: 'Please select experience',
      jobRole: 'Please select job role',
      cv: 'CV file is required',
    })
    expect(sink.mails).toHaveLength(0)
  })

  it('400 for a repeated text field', async () => {
    const form = application()
    form.append('fullName', 'Eve')
    expect((await post(form)).status).toBe(400)
  })

  it('415 for anything but multipart/form-data', async () => {
    expect((await post(JSON.stringify(fields), { 'content-type': 'application/json' })).status).toBe(415)
    expect((await post('MZ', { 'content-type': 'application/octet-stream', 'x-file-name': '../../evil.exe' })).status).toBe(415)
  })

  it('400 for a truncated multipart body', async () => {
    const response = await post('--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nRo', {
      'content-type': 'multipart/form-data; boundary=x',
    })
    expect(response.status).toBe(400)
  })

  it('honeypot: 200 and no mail', async () => {
    const response = await post(application({ website: 'spam' } as Partial<typeof fields>))
    expect(response.status).toBe(200)
    expect(sink.mails).toHaveLength(0)
  })

  it('403 from another site', async () => {
    expect((await post(application(), { origin: 'https://evil.example' })).status).toBe(403)
  })

  it('503 naming the careers e-mail when the CV cannot be stored (a full disk)', async () => {
    const open = fsPromises.open
    jest.spyOn(fsPromises, 'open').mockImplementation(async (path, flags, mode) => {
      if (String(path).includes(`${join('attachments', '')}`)) throw Object.assign(new Error('ENOSPC: no space left on device, open'), { code: 'ENOSPC' })
      return open(path, flags, mode)
    })
    const response = await post(application())
    expect(response.status).toBe(503)
    expect((await response.json()).message).toContain('careers@stratum-bim.example')
    expect(sink.mails).toHaveLength(0)
  })

  it('429 with Retry-After over the limit', async () => {
    process.env.FORM_RATE_LIMIT = '1'
    expect((await post(application())).status).toBe(200)
    const limited = await post(application())
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('with the mail server down the CV waits in the queue owner-only, and is gone once delivered', async () => {
    await sink.stop()
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const response = await post(application())
      expect(response.status).toBe(200)
      const { reference } = await response.json()
      const attachments = readdirSync(join(sink.queueDir, 'attachments'))
      expect(attachments).toEqual([`${reference}-0`])
      expect(statSync(join(sink.queueDir, 'attachments', attachments[0]!)).mode & 0o777).toBe(0o600)
      await sink.start()
      const { runQueueOnce } = await import('@/lib/mail/queue/worker')
      const { getServerEnv } = await import('@/lib/env')
      // The retry is due 30 s later; the worker is asked as if that time had come.
      const now = Date.now
      Date.now = () => now() + 31_000
      try {
        expect(await runQueueOnce(getServerEnv())).toBe(1)
      } finally {
        Date.now = now
      }
      expect(sink.mails).toHaveLength(1)
      expect(sink.mails[0]!.parsed.messageId).toBe(`<${reference}@localhost>`)
      expect(readdirSync(join(sink.queueDir, 'attachments'))).toEqual([])
      expect(readdirSync(join(sink.queueDir, 'ready'))).toEqual([])
    } finally {
      await sink.start()
    }
  })
})
