import { getServices } from '@/lib/content'
import { checkDrawing, DRAWING_CONTENT_TYPES, drawingAttachmentName } from '@/lib/http/drawing-check'
import { handleFormPost } from '@/lib/http/form-handler'
import { isTrapFilled, trapFields, VALIDATION_FAILED } from '@/lib/http/json-form'
import { parseMultipart, type FileRules } from '@/lib/http/multipart'
import { HttpError } from '@/lib/http/responses'
import { buildBriefMail, type CheckedDrawing } from '@/lib/mail/brief-mail'
import { isModelDrawing } from '@/lib/takeoff/queue-job'
import {
  BRIEF_LIST_FIELDS,
  BRIEF_MESSAGES,
  MAX_DRAWINGS,
  briefSchema,
  firstErrorPerField,
} from '@/lib/validation/brief'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

const drawingRules = (maxBytes: number): FileRules => ({
  errorField: 'drawings',
  fileFields: ['drawings'],
  maxFiles: MAX_DRAWINGS,
  maxTotalBytes: maxBytes,
  messages: {
    tooLarge: BRIEF_MESSAGES.drawingsTooLarge(maxBytes),
    tooMany: BRIEF_MESSAGES.drawingsTooMany,
    empty: 'One of the files is empty',
    unexpected: 'Attach drawings in the drawings field only',
  },
})

/** POST /api/brief: the project brief with up to five drawings, mailed to the sales inbox with the drawings and a JSON copy. */
export function POST(request: Request): Promise<Response> {
  return handleFormPost(request, 'brief', async (req, env, reference) => {
    const { fields, lists, files } = await parseMultipart(req, {
      files: drawingRules(env.briefMaxBytes),
      listFields: BRIEF_LIST_FIELDS,
      maxFields: 80,
    })
    if (isTrapFilled(fields.website)) return { kind: 'trap', fields: trapFields({ ...fields, ...lists }) }

    const input = {
      ...fields,
      ...Object.fromEntries(BRIEF_LIST_FIELDS.map((field) => [field, lists[field] ?? []])),
      drawings: files.map((file) => ({ name: file.originalName, size: file.content.length })),
    }
    const parsed = briefSchema(env.briefMaxBytes).safeParse(input)
    if (!parsed.success) throw new HttpError(400, VALIDATION_FAILED, firstErrorPerField(parsed.error))
    const brief = parsed.data

    // Only uploaded drawings are kept; files sent with a link or "later" are not read.
    const taken = new Set<string>()
    const drawings: CheckedDrawing[] = []
    for (const { originalName, content } of brief.drawingsMode === 'upload' ? files : []) {
      const verdict = await checkDrawing(originalName, content)
      if (!verdict.ok) throw new HttpError(400, VALIDATION_FAILED, { drawings: BRIEF_MESSAGES.drawingsForged(originalName) })
      const fileName = drawingAttachmentName(originalName, verdict.extension, taken)
      drawings.push({ content, extension: verdict.extension, contentType: DRAWING_CONTENT_TYPES[verdict.extension], fileName })
    }
    const labels = brief.services.map((id) => getServices().find((service) => service.id === id)?.navLabel ?? id)
    return {
      kind: 'valid',
      content: { brief, drawings },
      mail: buildBriefMail({ from: env.mailFrom, to: env.briefMailTo }, reference, brief, labels, drawings),
      lead: { fields: brief, files: drawings.map((drawing) => ({ name: drawing.fileName, type: drawing.contentType, content: drawing.content })) },
      // IFC models get a takeoff in the mail, and a line in the visitor's answer when it is quick.
      models: drawings.filter(isModelDrawing).map((drawing) => drawing.fileName),
    }
  })
}
