import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { makeDoc, makeDocx, makeDocxBomb, makeExe, makePdf } from '@/e2e/fixtures/forms'
import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { GET, POST } from './route'

const fields = {
  fullName: 'Rohan Mehta',
  email: 'rohan@mail.example',
  phone: '7310012345',
  education: "Master's",
  experience: '1-3 years',
  jobRole: 'General application',
  message: 'Revit, Navisworks and Tekla; ISO 19650 workflows.',
}

type Part = { name: string; value: string } | { name: string; file: Buffer; fileName: string; type?: string }

function application(overrides: Partial<typeof fields> = {}, cv: Part[] | null = [{ name: 'cv', file: makePdf(2048), fileName: 'rohan-cv.pdf' }]) {
  const form = new FormData()
  for (const [name, value] of Object.entries({ ...fields, ...overrides })) form.append(name, value)
  for (const part of cv ?? []) {
    if ('file' in part) form.append(part.name, new File([new Uint8Array(part.file)], part.fileName, { type: part.type ?? 'application/pdf' }))
    else form.append(part.name, part.value)
  }
  return form
}

const post = (body: FormData | string, headers: Record<string, string> = {}) =>
  POST(new Request('http://127.0.0.1:3000/api/career', { method: 'POST', headers: { host: '127.0.0.1:3000', ...headers }, body }))

/** Upload directories this process's requests left behind (must always be none). */
const leftoverUploads = () => readdirSync(tmpdir()).filter((name) => name.startsWith('form-upload-'))

const sink = smtpTestSinkForRouteTests({ CAREER_MAIL_TO: 'hr@stratum-bim.example', CV_MAX_BYTES: String(64 * 1024) })
let uploadsBefore: string[]

beforeEach(() => {
  uploadsBefore = leftoverUploads()
})
afterEach(() => {
  expect(leftoverUploads().filter((name) => !uploadsBefore.includes(name))).toEqual([])
})

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

  it.each([
    ['a DOC', makeDoc(), 'cv.doc', 'application/msword'],
    ['a DOCX', makeDocx(), 'cv.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('accepts %s and sends it with our MIME type', async (_label, file, fileName, mime) => {
    const response = await post(application({}, [{ name: 'cv', file, fileName, type: 'image/png' }]))
    expect(response.status).toBe(200)
    expect(sink.mails[0]!.parsed.attachments[0]!.mimeType).toBe(mime)
  })

  it('accepts a CV of exactly CV_MAX_BYTES', async () => {
    const cv = makePdf(64 * 1024)
    expect((await post(application({}, [{ name: 'cv', file: cv, fileName: 'cv.pdf' }]))).status).toBe(200)
    expect(Buffer.from(sink.mails[0]!.parsed.attachments[0]!.content as ArrayBuffer).equals(cv)).toBe(true)
  })

  it('413 with the size message for a CV one byte over the limit', async () => {
    const response = await post(application({}, [{ name: 'cv', file: makePdf(64 * 1024 + 1), fileName: 'cv.pdf' }]))
    expect(response.status).toBe(413)
    expect((await response.json()).errors).toEqual({ cv: 'Your CV must be 0.1 MB or smaller' })
    expect(sink.mails).toHaveLength(0)
  })

  it('413 by declared length before reading', async () => {
    const response = await post(application(), { 'content-length': String(64 * 1024 + 64 * 1024 + 1), 'content-type': 'multipart/form-data; boundary=x' })
    expect(response.status).toBe(413)
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

  it.each([
    ['a renamed .exe', makeExe(), 'cv.pdf'],
    ['an .exe', makeExe(), 'setup.exe'],
    ['a zip bomb', makeDocxBomb(), 'cv.docx'],
  ])('400 for %s: only PDF, DOC or DOCX', async (_label, file, fileName) => {
    const response = await post(application({}, [{ name: 'cv', file, fileName }]))
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ cv: 'Only PDF, DOC or DOCX files are accepted' })
    expect(sink.mails).toHaveLength(0)
  })

  it('400 for two files, and leaves no file behind', async () => {
    const response = await post(
      application({}, [
        { name: 'cv', file: makePdf(), fileName: 'a.pdf' },
        { name: 'cv', file: makePdf(), fileName: 'b.pdf' },
      ]),
    )
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ cv: 'Please attach one file only' })
  })

  it('400 for an empty file and for a file in another field', async () => {
    expect((await post(application({}, [{ name: 'cv', file: Buffer.alloc(0), fileName: 'cv.pdf' }]))).status).toBe(400)
    const other = await post(application({}, [{ name: 'photo', file: makePdf(), fileName: 'cv.pdf' }]))
    expect(other.status).toBe(400)
    expect((await other.json()).errors.cv).toBe('CV file is required')
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

  it('405 for GET', async () => {
    const response = GET()
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('POST')
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
