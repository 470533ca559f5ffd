import 'server-only'
import type { IncomingMessage } from 'node:http'
import { Readable, Writable } from 'node:stream'
import { errors as formidableErrors, formidable, multipart } from 'formidable'
import { MESSAGES, cvTooLargeMessage } from '@/lib/validation/forms'
import { BODY_TIMEOUT_MS, rejectDeclaredLength, tooSlow } from './read-body'
import { requireMediaType } from './request-guards'
import { HttpError } from './responses'

// formidable reads Node's IncomingMessage, a route handler gets a Web Request: the body is
// re-emitted as a Node stream that counts bytes, stops at the limit and at the deadline, and
// carries the headers formidable needs. A file is kept in memory (at most the form's limit): the
// checks read it there, and the mail queue writes it to disk once, as the mail's attachment.

/** Multipart overhead plus the text fields, on top of the file limit (docs/forms.md). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024
const MAX_FIELDS = 12
const MAX_FIELDS_BYTES = 64 * 1024

/** What a form accepts in files; each refusal's message goes under `errorField`. */
export type FileRules = {
  errorField: string
  /** File field names accepted; a file under another name is refused (unset: any). */
  fileFields?: readonly string[]
  maxFiles: number
  /** All files of the request together, refused while they stream in. */
  maxTotalBytes: number
  messages: { tooLarge: string; tooMany: string; empty: string; unexpected: string }
}

export type MultipartOptions = {
  /** The career form's shorthand: one CV of at most this many bytes. */
  cvMaxBytes?: number
  files?: FileRules
  /** Fields that may repeat (checkbox groups); their values come back in `lists`. */
  listFields?: readonly string[]
  maxFields?: number
  timeoutMs?: number
}

function cvRules(cvMaxBytes: number): FileRules {
  const { cvOneFile, cvEmpty, cvRequired } = MESSAGES.career
  const tooLarge = cvTooLargeMessage(cvMaxBytes)
  return { errorField: 'cv', maxFiles: 1, maxTotalBytes: cvMaxBytes, messages: { tooLarge, tooMany: cvOneFile, empty: cvEmpty, unexpected: cvRequired } }
}

export type UploadedFile = { field: string; originalName: string; content: Buffer }

export type ParsedMultipart = {
  /** One value per field name; a repeated field is refused unless it is a list field. */
  fields: Record<string, string>
  /** The values of each list field that was sent. */
  lists: Record<string, string[]>
  files: UploadedFile[]
}

function tooLarge(rules: FileRules): HttpError {
  return new HttpError(413, `${rules.messages.tooLarge}.`, { [rules.errorField]: rules.messages.tooLarge }, { Connection: 'close' })
}

const fileError = (rules: FileRules, message: string) => new HttpError(400, `${message}.`, { [rules.errorField]: message })

/** Parses a multipart/form-data request with formidable; 415, 413, 408 or 400 when it cannot. */
export async function parseMultipart(request: Request, options: MultipartOptions): Promise<ParsedMultipart> {
  const { timeoutMs = BODY_TIMEOUT_MS, listFields = [], maxFields = MAX_FIELDS } = options
  const rules = options.files ?? cvRules(options.cvMaxBytes ?? 0)
  requireMediaType(request, 'multipart/form-data')
  const maxBodyBytes = rules.maxTotalBytes + MULTIPART_OVERHEAD_BYTES
  rejectDeclaredLength(request, maxBodyBytes, () => tooLarge(rules))
  if (!request.body) throw new HttpError(400, 'The form arrived empty. Please try again.')

  const reader = request.body.getReader()
  let received = 0
  const source = new Readable({
    read() {
      reader.read().then(
        ({ done, value }) => {
          if (done) {
            this.push(null)
            return
          }
          received += value.byteLength
          if (received > maxBodyBytes) {
            reader.cancel().catch(() => undefined)
            this.destroy(tooLarge(rules))
            return
          }
          this.push(Buffer.from(value.buffer, value.byteOffset, value.byteLength))
        },
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      )
    },
  })
  const headers: Record<string, string> = Object.fromEntries(request.headers)
  // Without either length header formidable takes the body for empty.
  if (!headers['content-length'] && !headers['transfer-encoding']) headers['transfer-encoding'] = 'chunked'
  const nodeRequest = Object.assign(source, { headers }) as unknown as IncomingMessage

  // The files are copied as they stream in into one buffer of the declared body's size (the files
  // together are never larger), so an upload is held once, not as its chunks and then their join;
  // a body without a declared length, or longer than declared, keeps chunks. Files arrive one after
  // another, so each is one slice of it (formidable lists a file when it has ended).
  const declared = Number(request.headers.get('content-length'))
  const arena = Number.isSafeInteger(declared) && declared > 0 && declared <= maxBodyBytes ? Buffer.allocUnsafe(declared) : undefined
  let arenaUsed = 0
  const contents = new Map<object, { start: number; end: number; chunks: Buffer[] }>()
  const form = formidable({
    fileWriteStreamHandler: (file) => {
      const held = { start: arenaUsed, end: arenaUsed, chunks: [] as Buffer[] }
      contents.set(file!, held)
      return new Writable({
        write: (chunk: Buffer, _encoding, done) => {
          if (arena && held.chunks.length === 0 && held.end === arenaUsed && held.end + chunk.length <= arena.length) {
            held.end += chunk.copy(arena, held.end)
            arenaUsed = held.end
          } else held.chunks.push(chunk)
          done()
        },
      })
    },
    enabledPlugins: [multipart],
    maxFiles: rules.maxFiles,
    maxFileSize: rules.maxTotalBytes,
    // Equal to maxFileSize so the limit fires while the file streams in, not after it landed.
    maxTotalFileSize: rules.maxTotalBytes,
    maxFields,
    maxFieldsSize: MAX_FIELDS_BYTES,
    allowEmptyFiles: false,
    minFileSize: 1,
    // A form posted without script sends an unnamed, empty part for a file input left empty.
    filter: (part) => Boolean(part.originalFilename),
  })

  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    reader.cancel().catch(() => undefined)
    source.destroy(tooSlow())
  }, timeoutMs)

  try {
    const [rawFields, rawFiles] = await form.parse(nodeRequest)
    // Entries, then Object.fromEntries: every name the visitor sent (`__proto__` too) becomes an
    // own property, never the object's prototype.
    const fieldEntries: [string, string][] = []
    const listEntries: [string, string[]][] = []
    for (const [name, values] of Object.entries(rawFields)) {
      if (!values) continue
      if (listFields.includes(name)) listEntries.push([name, values])
      else if (values.length !== 1) throw new HttpError(400, 'Each form field may be sent only once.', { [name]: 'Sent more than once' })
      else fieldEntries.push([name, values[0] ?? ''])
    }
    const fields: Record<string, string> = Object.fromEntries(fieldEntries)
    const lists: Record<string, string[]> = Object.fromEntries(listEntries)
    const fileFields = new Map<object, string>()
    for (const [field, list] of Object.entries(rawFiles)) {
      if (rules.fileFields && !rules.fileFields.includes(field)) throw fileError(rules, rules.messages.unexpected)
      for (const file of list ?? []) fileFields.set(file, field)
    }
    const files = [...contents].flatMap(([file, { start, end, chunks }]) => {
      const field = fileFields.get(file)
      const inArena = arena?.subarray(start, end) ?? Buffer.alloc(0)
      const content = chunks.length === 0 ? inArena : Buffer.concat([inArena, ...chunks])
      return field === undefined ? [] : [{ field, originalName: (file as { originalFilename?: string }).originalFilename ?? '', content }]
    })
    return { fields, lists, files }
  } catch (error) {
    reader.cancel().catch(() => undefined)
    source.destroy()
    if (timedOut) throw tooSlow()
    throw mapFormidableError(error, rules)
  } finally {
    clearTimeout(timer)
  }
}

function mapFormidableError(error: unknown, rules: FileRules): HttpError {
  if (error instanceof HttpError) return error
  const code = (error as { code?: unknown }).code
  switch (code) {
    case formidableErrors.biggerThanTotalMaxFileSize:
    case formidableErrors.biggerThanMaxFileSize:
      return tooLarge(rules)
    case formidableErrors.maxFilesExceeded:
      return fileError(rules, rules.messages.tooMany)
    case formidableErrors.noEmptyFiles:
    case formidableErrors.smallerThanMinFileSize:
      return fileError(rules, rules.messages.empty)
    case formidableErrors.maxFieldsExceeded:
    case formidableErrors.maxFieldsSizeExceeded:
      return new HttpError(413, 'The form has too many or too long fields.', undefined, { Connection: 'close' })
    default:
      return new HttpError(400, 'The form data could not be read. Please reload the page and try again.')
  }
}
