import { readdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { parseMultipart } from './multipart'
import { readBodyWithLimit } from './read-body'
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
    expect(parsed.fields).toEqual({ fullName: 'Rohan' })
  })
})
