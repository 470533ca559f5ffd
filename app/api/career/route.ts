import { brand } from '@/content/site'
import { buildCareerMail, cvAttachmentName, CV_CONTENT_TYPES } from '@/lib/mail/build'
import { checkCv } from '@/lib/http/cv-check'
import { handleFormPost } from '@/lib/http/form-handler'
import { isTrapFilled, trapFields, VALIDATION_FAILED } from '@/lib/http/json-form'
import { parseMultipart } from '@/lib/http/multipart'
import { HttpError } from '@/lib/http/responses'
import { careerFieldsSchema, firstErrorPerField, MESSAGES, type CareerSubmission } from '@/lib/validation/forms'
import type { DetectedCv } from '@/lib/mail/build'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** POST /api/career: multipart application with one CV, mailed to the careers inbox with the CV attached. */
export function POST(request: Request): Promise<Response> {
  return handleFormPost<{ submission: CareerSubmission; cv: DetectedCv }>(request, {
    form: 'career',
    fallbackEmail: brand.careersEmail,
    async read(req, env) {
      const { fields, files } = await parseMultipart(req, { cvMaxBytes: env.cvMaxBytes })
      if (isTrapFilled(fields.website)) return { kind: 'trap', fields: trapFields(fields) }

      const parsed = careerFieldsSchema.safeParse(fields)
      const errors = parsed.success ? {} : firstErrorPerField(parsed.error)
      const cvFile = files.find((file) => file.field === 'cv')
      if (files.some((file) => file.field !== 'cv')) errors.cv = MESSAGES.career.cvRequired
      else if (!cvFile) errors.cv = MESSAGES.career.cvRequired

      let cv: DetectedCv | undefined
      if (cvFile && !errors.cv) {
        const verdict = await checkCv(cvFile.originalName, cvFile.content)
        if (verdict.ok) cv = { content: cvFile.content, extension: verdict.extension, originalName: cvFile.originalName }
        else errors.cv = MESSAGES.career.cvType
      }
      if (!parsed.success || !cv) throw new HttpError(400, VALIDATION_FAILED, errors)
      return { kind: 'valid', value: { submission: parsed.data, cv } }
    },
    buildMail: ({ submission, cv }, reference, env) =>
      buildCareerMail({ from: env.mailFrom, to: env.careerMailTo }, reference, submission, cv),
    lead: ({ submission, cv }) => ({
      fields: submission,
      files: [{ name: cvAttachmentName(submission.fullName, cv.extension), type: CV_CONTENT_TYPES[cv.extension], content: cv.content }],
    }),
  })
}
