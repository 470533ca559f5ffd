import type { z } from 'zod'
import { firstErrorPerField } from '@/lib/validation/forms'
import { parseJson, readBodyWithLimit } from './read-body'
import { requireMediaType } from './request-guards'
import { HttpError } from './responses'
import type { ReadOutcome } from './form-handler'

/** JSON bodies are capped at 32 KiB, enforced while they stream in (DECISIONS.md, Form endpoints). */
export const JSON_BODY_LIMIT_BYTES = 32 * 1024

export const VALIDATION_FAILED = 'Please correct the highlighted fields and send the form again.'

/** True when the hidden `website` field holds anything: people never see it, bots fill it. */
export function isTrapFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false
}

/** Reads a JSON form body: 415 for another type, 413 over the cap, 400 unreadable or invalid. */
export async function readJsonForm<S extends z.ZodType>(request: Request, schema: S): Promise<ReadOutcome<z.output<S>>> {
  requireMediaType(request, 'application/json')
  const body = await readBodyWithLimit(request, {
    maxBytes: JSON_BODY_LIMIT_BYTES,
    tooLarge: () => new HttpError(413, 'The form is too large to send. Please shorten your message.', undefined, { Connection: 'close' }),
  })
  const data = parseJson(body)
  if (typeof data === 'object' && data !== null && !Array.isArray(data) && isTrapFilled((data as { website?: unknown }).website)) {
    return { kind: 'trap' }
  }
  const result = schema.safeParse(data)
  if (!result.success) {
    const errors = firstErrorPerField(result.error)
    if ('form' in errors) throw new HttpError(400, 'The form data must be a JSON object. Please reload the page and try again.')
    throw new HttpError(400, VALIDATION_FAILED, errors)
  }
  return { kind: 'valid', value: result.data }
}
