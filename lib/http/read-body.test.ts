import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { parseMultipart, removeUploadDir } from './multipart'
import { DRAIN_DEADLINE_MS, readBodyWithLimit } from './read-body'
import { HttpError } from './responses'

/** A body that sends one chunk and then never another byte (a slow-loris client). */
function stalledBody(first: string) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first))
    },
  })
}

/** A body that never ends, counting what was pulled from it. */
function endlessBody(chunkBytes: number) {
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += chunkBytes
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61))
    },
  })
  return { stream, counter }
}

const request = (body: ReadableStream<Uint8Array>, contentType: string) =>
  new Request('http://127.0.0.1/api/x', { method: 'POST', headers: { 'content-type': contentType }, body, duplex: 'half' } as RequestInit)

const statusOf = async (promise: Promise<unknown>) => {
  try {
    await promise
    return 0
  } catch (error) {
    return error instanceof HttpError ? error.status : -1
  }
}

describe('body limits', () => {
  it('a body refused by its declared length is read away for at most DRAIN_DEADLINE_MS, then cancelled', async () => {
    // A sender trickling a byte every 100 ms: read (so a whole body would reach its end), then cut off.
    let cancelledAt = 0
    let timer: NodeJS.Timeout | undefined
    const trickle = new ReadableStream<Uint8Array>({
      start(controller) {
        timer = setInterval(() => controller.enqueue(new Uint8Array([0x61])), 100)
      },
      cancel() {
        cancelledAt = Date.now()
        clearInterval(timer)
      },
    })
    const refused = new Request('http://127.0.0.1/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(2 * 1024 * 1024) },
      body: trickle,
      duplex: 'half',
    } as RequestInit)
    const answeredAt = Date.now()
    expect(await statusOf(readBodyWithLimit(refused, { maxBytes: 32 * 1024, tooLarge: () => new HttpError(413, 'too large') }))).toBe(413)
    await new Promise((resolve) => setTimeout(resolve, DRAIN_DEADLINE_MS + 1_000))
    clearInterval(timer)
    expect(DRAIN_DEADLINE_MS).toBeLessThanOrEqual(10_000)
    expect(cancelledAt).toBeGreaterThan(0)
    expect(cancelledAt - answeredAt).toBeGreaterThanOrEqual(DRAIN_DEADLINE_MS - 100)
  }, 20_000)

  it('408 when a JSON body stalls past the deadline', async () => {
    const started = Date.now()
    const status = await statusOf(
      readBodyWithLimit(request(stalledBody('{"name":'), 'application/json'), { maxBytes: 1024, timeoutMs: 200, tooLarge: () => new HttpError(413, 'x') }),
    )
    expect(status).toBe(408)
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('408 when a multipart body stalls, and removes its upload directory', async () => {
    const before = readdirSync(tmpdir()).filter((name) => name.startsWith('cv-upload-'))
    const body = stalledBody('--x\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4')
    const status = await statusOf(parseMultipart(request(body, 'multipart/form-data; boundary=x'), { cvMaxBytes: 1024 * 1024, timeoutMs: 200 }))
    expect(status).toBe(408)
    const after = readdirSync(tmpdir()).filter((name) => name.startsWith('cv-upload-'))
    expect(after.filter((name) => !before.includes(name))).toEqual([])
  })

  it('stops reading an endless upload soon after the CV limit (413)', async () => {
    const { stream, counter } = endlessBody(64 * 1024)
    const head = new TextEncoder().encode('--x\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-')
    const reader = stream.getReader()
    let sentHead = false
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (!sentHead) {
          sentHead = true
          controller.enqueue(head)
          return
        }
        const { value } = await reader.read()
        if (value) controller.enqueue(value)
      },
      cancel: () => reader.cancel(),
    })
    const status = await statusOf(parseMultipart(request(body, 'multipart/form-data; boundary=x'), { cvMaxBytes: 1024 * 1024 }))
    expect(status).toBe(413)
    expect(counter.pulled).toBeLessThan(3 * 1024 * 1024)
  })

  it('parses a body without length headers (chunked, as HTTP/2 sends it)', async () => {
    const text = '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nRohan\r\n--x--\r\n'
    const complete = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(text))
        controller.close()
      },
    })
    const parsed = await parseMultipart(request(complete, 'multipart/form-data; boundary=x'), { cvMaxBytes: 1024 })
    await removeUploadDir(parsed.uploadDir)
    expect(parsed.fields).toEqual({ fullName: 'Rohan' })
  })
})
