import type { z } from 'zod'
import { firstErrorPerField } from '@/lib/validation/forms'
import { parseJson, readBodyWithLimit } from './read-body'
import { mediaType, requireMediaType } from './request-guards'
import { HttpError } from './responses'

/** Form bodies without files are capped at 32 KiB, enforced while they stream in (docs/forms.md). */
export const JSON_BODY_LIMIT_BYTES = 32 * 1024

/** A form's checked fields, or the text fields of a honeypot hit (nothing is sent for those). */
export type FormRead<T> = { kind: 'valid'; value: T } | { kind: 'trap'; fields: Record<string, string> }

export const VALIDATION_FAILED = 'Please correct the highlighted fields and send the form again.'

/** True when the hidden `website` field holds anything: people never see it, bots fill it. */
export function isTrapFilled(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false
}

/**
 * The text fields of a body, as kept for a honeypot hit: strings and lists of strings (joined),
 * each at most 5000 characters and 48 KiB of JSON in all, so spam/ (at most 1,000 records) stays
 * under 50 MiB (docs/forms.md, "Honeypot"). A field that no longer fits is left out.
 */
export function trapFields(data: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {}
  let budget = 48 * 1024
  for (const [name, raw] of Object.entries(data)) {
    const text = typeof raw === 'string' ? raw : Array.isArray(raw) && raw.every((item) => typeof item === 'string') ? raw.join(', ') : undefined
    if (text === undefined) continue
    const value = text.slice(0, 5000)
    const bytes = Buffer.byteLength(JSON.stringify(value)) + Buffer.byteLength(JSON.stringify(name)) + 2
    if (bytes > budget) continue
    kept[name] = value
    budget -= bytes
  }
  return kept
}

/**
 * Reads a form without files: JSON from the site's script, or application/x-www-form-urlencoded
 * from a browser posting the form itself. 415 for another type, 413 over the cap, 400 unreadable
 * or invalid. A native post is checked against `nativeSchema` when given (the contact form's
 * consent box, which only the browser checks otherwise).
 */
export async function readForm<S extends z.ZodType>(request: Request, schema: S, nativeSchema?: z.ZodType): Promise<FormRead<z.output<S>>> {
  const native = mediaType(request) === 'application/x-www-form-urlencoded'
  if (!native) requireMediaType(request, 'application/json')
  const body = await readBodyWithLimit(request, {
    maxBytes: JSON_BODY_LIMIT_BYTES,
    tooLarge: () => new HttpError(413, 'The form is too large to send. Please shorten your message.', undefined, { Connection: 'close' }),
  })
  const data = native ? fromUrlEncoded(body) : parseJson(body)
  if (typeof data === 'object' && data !== null && !Array.isArray(data) && isTrapFilled((data as { website?: unknown }).website)) {
    return { kind: 'trap', fields: trapFields(data as Record<string, unknown>) }
  }
  const result = (native && nativeSchema ? nativeSchema : schema).safeParse(data)
  if (!result.success) {
    const errors = firstErrorPerField(result.error)
    if ('form' in errors) throw new HttpError(400, 'The form data must be a JSON object. Please reload the page and try again.')
    throw new HttpError(400, VALIDATION_FAILED, errors)
  }
  return { kind: 'valid', value: (native && nativeSchema ? schema.parse(data) : result.data) as z.output<S> }
}

/** A urlencoded body as fields; a checkbox sent as 'on' becomes true, and one not sent false. */
function fromUrlEncoded(body: Buffer): Record<string, string | boolean> {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body)
  } catch {
    throw new HttpError(400, 'The form data could not be read. Please reload the page and try again.')
  }
  // A Map: the visitor names the fields, and `constructor` is a name like any other.
  const fields = new Map<string, string | boolean>([['consent', false]])
  for (const [name, value] of new URLSearchParams(text)) {
    if (fields.has(name) && name !== 'consent') throw new HttpError(400, 'Each form field may be sent only once.', { [name]: 'Sent more than once' })
    fields.set(name, name === 'consent' ? value === 'on' : value)
  }
  return Object.fromEntries(fields)
}
