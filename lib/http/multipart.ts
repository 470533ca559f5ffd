import 'server-only'
import { mkdtemp, rm } from 'node:fs/promises'
import type { IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { errors as formidableErrors, formidable, multipart } from 'formidable'
import { MESSAGES, cvTooLargeMessage } from '@/lib/validation/forms'
import { BODY_TIMEOUT_MS, rejectDeclaredLength, tooSlow } from './read-body'
import { requireMediaType } from './request-guards'
import { HttpError } from './responses'

// formidable reads Node's IncomingMessage, a route handler gets a Web Request: the body is re-emitted as a Node stream that counts bytes, stops at the limit and at
// the deadline, and carries the headers formidable needs. Files go to a directory made for this
// request alone; the caller removes it in `finally`, whatever happened.

/** Multipart overhead plus the text fields, on top of the CV limit (docs/forms.md: CV_MAX_BYTES + 64 KiB). */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024
/** Every request's upload folder in os.tmpdir() starts so; the server removes stale ones at start. */
export const UPLOAD_DIR_PREFIX = 'form-upload-'
const MAX_FIELDS = 12
const MAX_FIELDS_BYTES = 64 * 1024

export type UploadedFile = { field: string; path: string; originalName: string; size: number }

export type ParsedMultipart = {
  /** One value per field name; a repeated field is refused. */
  fields: Record<string, string>
  files: UploadedFile[]
  /** Remove with `removeUploadDir` in `finally`. */
  uploadDir: string
}

export function tooLargeForCv(cvMaxBytes: number): HttpError {
  const message = cvTooLargeMessage(cvMaxBytes)
  return new HttpError(413, `${message}.`, { cv: message }, { Connection: 'close' })
}

/** Parses a multipart/form-data request with formidable; 415, 413, 408 or 400 when it cannot. */
export async function parseMultipart(
  request: Request,
  { cvMaxBytes, timeoutMs = BODY_TIMEOUT_MS }: { cvMaxBytes: number; timeoutMs?: number },
): Promise<ParsedMultipart> {
  requireMediaType(request, 'multipart/form-data')
  const maxBodyBytes = cvMaxBytes + MULTIPART_OVERHEAD_BYTES
  rejectDeclaredLength(request, maxBodyBytes, () => tooLargeForCv(cvMaxBytes))
  if (!request.body) throw new HttpError(400, 'The form arrived empty. Please try again.')

  const uploadDir = await mkdtemp(join(tmpdir(), UPLOAD_DIR_PREFIX))
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
            this.destroy(tooLargeForCv(cvMaxBytes))
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

  const form = formidable({
    uploadDir,
    enabledPlugins: [multipart],
    maxFiles: 1,
    maxFileSize: cvMaxBytes,
    // Equal to maxFileSize so the limit fires while the file streams in, not after it landed.
    maxTotalFileSize: cvMaxBytes,
    maxFields: MAX_FIELDS,
    maxFieldsSize: MAX_FIELDS_BYTES,
    allowEmptyFiles: false,
    minFileSize: 1,
  })

  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    reader.cancel().catch(() => undefined)
    source.destroy(tooSlow())
  }, timeoutMs)

  try {
    const [rawFields, rawFiles] = await form.parse(nodeRequest)
    const fields: Record<string, string> = {}
    for (const [name, values] of Object.entries(rawFields)) {
      if (!values) continue
      if (values.length !== 1) throw new HttpError(400, 'Each form field may be sent only once.', { [name]: 'Sent more than once' })
      fields[name] = values[0] ?? ''
    }
    const files: UploadedFile[] = []
    for (const [field, list] of Object.entries(rawFiles)) {
      for (const file of list ?? []) {
        files.push({ field, path: file.filepath, originalName: file.originalFilename ?? '', size: file.size })
      }
    }
    return { fields, files, uploadDir }
  } catch (error) {
    reader.cancel().catch(() => undefined)
    source.destroy()
    await removeUploadDir(uploadDir)
    if (timedOut) throw tooSlow()
    throw mapFormidableError(error, cvMaxBytes)
  } finally {
    clearTimeout(timer)
  }
}

function mapFormidableError(error: unknown, cvMaxBytes: number): HttpError {
  if (error instanceof HttpError) return error
  const code = (error as { code?: unknown }).code
  switch (code) {
    case formidableErrors.biggerThanTotalMaxFileSize:
    case formidableErrors.biggerThanMaxFileSize:
      return tooLargeForCv(cvMaxBytes)
    case formidableErrors.maxFilesExceeded:
      return new HttpError(400, `${MESSAGES.career.cvOneFile}.`, { cv: MESSAGES.career.cvOneFile })
    case formidableErrors.noEmptyFiles:
    case formidableErrors.smallerThanMinFileSize:
      return new HttpError(400, `${MESSAGES.career.cvEmpty}.`, { cv: MESSAGES.career.cvEmpty })
    case formidableErrors.maxFieldsExceeded:
    case formidableErrors.maxFieldsSizeExceeded:
      return new HttpError(413, 'The form has too many or too long fields.', undefined, { Connection: 'close' })
    default:
      return new HttpError(400, 'The form data could not be read. Please reload the page and try again.')
  }
}

/** Removes the request's upload directory and everything in it; never throws. */
export async function removeUploadDir(uploadDir: string): Promise<void> {
  await rm(uploadDir, { recursive: true, force: true }).catch(() => undefined)
}
