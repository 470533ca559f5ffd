import { makeDoc, makeDocx, makeDocxBomb, makeExe, makePdf } from '@/e2e/fixtures/forms'
import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { application, post } from '@/e2e/support/career-route-client'

// The CV file: which types are accepted and how they are sent, the size limit, one file only.
const sink = smtpTestSinkForRouteTests({ CAREER_MAIL_TO: 'hr@stratum-bim.example', CV_MAX_BYTES: String(64 * 1024) })

describe('POST /api/career: the CV', () => {
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

  it('a resend under the same submission id is a duplicate only with the same CV: another file is a new application', async () => {
    const id = { 'x-submission-id': 'draft-career-cv1' }
    const cv = (file: Buffer) => [{ name: 'cv', file, fileName: 'cv.pdf' }]
    const first = await (await post(application({}, cv(makePdf(3000))), id)).json()
    expect((await (await post(application({}, cv(makePdf(3000))), id)).json()).reference).toBe(first.reference)
    const corrected = await (await post(application({}, cv(makePdf(3001))), id)).json()
    expect(corrected.reference).not.toBe(first.reference)
    expect(sink.mails).toHaveLength(2)
  })
})
