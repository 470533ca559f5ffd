import { buildCareerMail, cvAttachmentName, CV_CONTENT_TYPES, type DetectedCv } from '@/lib/mail/build'
import { checkCv } from '@/lib/http/cv-check'
import { handleFormPost } from '@/lib/http/form-handler'
import { isTrapFilled, trapFields, VALIDATION_FAILED } from '@/lib/http/json-form'
import { parseMultipart } from '@/lib/http/multipart'
import { HttpError } from '@/lib/http/responses'
import { careerFieldsSchema, firstErrorPerField, MESSAGES } from '@/lib/validation/forms'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** POST /api/career: multipart application with one CV, mailed to the careers inbox with the CV attached. */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, 'career', async (req, env, reference) => {
    const { fields, files } = await parseMultipart(req, { cvMaxBytes: env.cvMaxBytes })
    if (isTrapFilled(fields.website)) return { kind: 'trap', fields: trapFields(fields) }

    const parsed = careerFieldsSchema.safeParse(fields)
    const errors = parsed.success ? {} : firstErrorPerField(parsed.error)
    const cvFile = files.find((file) => file.field === 'cv')
    if (!cvFile || files.some((file) => file.field !== 'cv')) errors.cv = MESSAGES.career.cvRequired

    let cv: DetectedCv | undefined
    if (cvFile && !errors.cv) {
      const verdict = await checkCv(cvFile.originalName, cvFile.content)
      if (verdict.ok) cv = { content: cvFile.content, extension: verdict.extension, originalName: cvFile.originalName }
      else errors.cv = MESSAGES.career.cvType
    }
    if (!parsed.success || !cv) throw new HttpError(400, VALIDATION_FAILED, errors)
    const application = parsed.data
    return {
      kind: 'valid',
      content: { application, cv },
      mail: buildCareerMail({ from: env.mailFrom, to: env.careerMailTo }, reference, application, cv),
      lead: { fields: application, files: [{ name: cvAttachmentName(application.fullName, cv.extension), type: CV_CONTENT_TYPES[cv.extension], content: cv.content }] },
    }
  })
}
