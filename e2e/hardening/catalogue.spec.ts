import { BRIEF_MESSAGES } from '../../lib/validation/brief-rules'
import { MESSAGES } from '../../lib/validation/forms'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { careerUpload, makeDoc, makeDocx, makeExe, makePdf, multipart, sha256, validCareerFields, validContact, zip } from '../fixtures/forms'
import { newTally, post, queueSettled, runCase, settledTempFiles, summaryLine, type CaseExpectation, type FormAnswer } from '../support/form-answers'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startNextServer, type NextServer } from '../support/next-server'
import { abortedUpload, rawExchange, requestHead, streamUploadUntilAnswered, trickleBody, type RawAnswer } from '../support/raw-http'
import { expect, test } from '../support/test'

// The catalogue of bad input (cases numbered #1-#83), against the production build (server.mjs, as
// `npm start` runs it) with a real SMTP server on loopback. Statuses follow docs/forms.md:
// failed validation is 400, a submission that cannot be stored 503. The delivery faults (#63-#73) are in
// faults.spec.ts, the bursts and shared limits (#74-#79) in rate-limits.spec.ts, the page headers
// (#80-#83) in headers.spec.ts and csp.spec.ts. #84-#88 are names, links, headers, methods and
// caching that input can bend: Object.prototype's names, a link with line breaks, encoded words,
// methods no route serves, and a 404 a shared cache would keep.

test.describe.configure({ mode: 'default' })

const MAIL_TO = 'sales@stratum-bim.example'
const CV_MAX = 5 * 1024 * 1024
const MIB = 1024 * 1024

let server: NextServer
let sink: SmtpTestServer
const tally = newTally()
// Slow career requests in the crowd; each owns a temp directory until it times out.
const SLOW_CAREER_CROWD = 49
let slowBodies: Promise<{ contact: RawAnswer; career: RawAnswer; crowd: RawAnswer[]; homeMs: number; peakRss: number }>

// A healthy relay: each case counts its mail once the queue has handed over what is due.
const context = () => ({ server, sink, tally, settleQueue: true })
const url = (path: string) => `${server.url}${path}`
const sameOrigin = () => ({ Origin: server.url, 'Sec-Fetch-Site': 'same-origin' })
const json = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  post(url(path), typeof body === 'string' ? body : JSON.stringify(body), {
    'Content-Type': 'application/json',
    ...sameOrigin(),
    ...headers,
  })
const form = (body: { body: Buffer; contentType: string }, headers: Record<string, string> = {}) =>
  post(url('/api/career'), body.body, { 'Content-Type': body.contentType, ...sameOrigin(), ...headers })
const refused = (status: number, extra: Omit<CaseExpectation, 'status' | 'mails'> = {}): CaseExpectation => ({ status, mails: 0, ...extra })
const accepted: CaseExpectation = { status: 200, mails: 1 }
const invalid = (errors: Record<string, string | RegExp>) => refused(400, { errors })
const rawAnswer = (answer: RawAnswer): FormAnswer => ({ ...answer, text: answer.body })
// Markup a mail client would act on: a raw tag, an event handler or a javascript: URL inside a
// tag. Escaped payloads (`&lt;img … onerror=…&gt;`) are text and may keep their letters.
const LIVE_MARKUP = /<\s*(script|img|svg|iframe)\b|<[^>]*\son\w+\s*=|<[^>]*=\s*["']?\s*javascript:/i

test.beforeAll(async () => {
  test.setTimeout(90_000)
  sink = await startSmtpServer({ port: HARDENING_PORTS.catalogue.smtp })
  server = await startNextServer(HARDENING_PORTS.catalogue.site, {
    SMTP_URL: `smtp://127.0.0.1:${HARDENING_PORTS.catalogue.smtp}`,
    MAIL_TO,
    FORM_RATE_LIMIT: '0',
  })
  // #17 and #18 take 30 s by design: they trickle along while the other cases run.
  slowBodies = startSlowBodies()
  slowBodies.catch(() => undefined) // awaited (and reported) by its own test
})

test.afterAll(async () => {
  console.log(summaryLine('Bad-input catalogue', tally))
  await server?.stop()
  await sink?.close()
})

/** #17 Slowloris on both endpoints, and #18 a crowd of 200 slow bodies while GET / stays fast. */
async function startSlowBodies() {
  const port = server.url.split(':').at(-1) as string
  const contactHeaders = { 'Content-Type': 'application/json', 'Content-Length': 600, ...sameOrigin() }
  const careerBody = careerUpload('slow', { filename: 'cv.pdf', content: makePdf(3_000), contentType: 'application/pdf' })
  const careerHeaders = { 'Content-Type': careerBody.contentType, 'Content-Length': careerBody.body.length, ...sameOrigin() }
  const contact = trickleBody(Number(port), '/api/contact', contactHeaders, Buffer.from('{"name":"'))
  const career = trickleBody(Number(port), '/api/career', careerHeaders, careerBody.body.subarray(0, 200))
  // The crowd starts 2 s later, so its 198 simultaneous time-outs do not land on the two measured ones.
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const crowd = Array.from({ length: 198 }, (_, index) =>
    index < SLOW_CAREER_CROWD
      ? trickleBody(Number(port), '/api/career', careerHeaders, careerBody.body.subarray(0, 200))
      : trickleBody(Number(port), '/api/contact', contactHeaders, Buffer.from('{"name":"')),
  )
  // Judged together below; until then a rejection (the server stopped early by a failed test)
  // must not surface as an unhandled one inside whichever test is running.
  for (const pending of [contact, career, ...crowd]) pending.catch(() => undefined)
  let peakRss = 0
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.rssBytes())), 250)
  // GET / while the 200 connections hang: the median of five tries spread over the window, so a
  // moment of CPU taken by the other cases running meanwhile does not decide it.
  const homeTimes: number[] = []
  for (let sample = 0; sample < 5; sample += 1) {
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    const homeStartedAt = Date.now()
    const home = await fetch(url('/'))
    await home.arrayBuffer()
    homeTimes.push(Date.now() - homeStartedAt)
    expect(home.status).toBe(200)
  }
  const homeMs = [...homeTimes].sort((a, b) => a - b)[2] as number
  const answers = await Promise.all([contact, career, Promise.all(crowd)])
  clearInterval(sampler)
  return { contact: answers[0], career: answers[1], crowd: answers[2], homeMs, peakRss }
}

test('#1-#8 transport and envelope: methods, media types, unreadable JSON', async () => {
  for (const path of ['/api/contact', '/api/career', '/api/newsletter']) {
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await runCase(context(), `#1/#2 ${method} ${path}`, () => post(url(path), undefined, {}, method), refused(405))
      expect.soft(answer.headers.allow, `${method} ${path}: Allow`).toBe('POST')
    }
  }
  // #3: a preflight from another site is answered without granting CORS.
  const preflight = await post(url('/api/contact'), undefined, {
    Origin: 'https://evil.example',
    'Access-Control-Request-Method': 'POST',
    'Access-Control-Request-Headers': 'content-type',
  }, 'OPTIONS')
  expect.soft([204, 405]).toContain(preflight.status)
  expect.soft(preflight.headers['access-control-allow-origin']).toBeUndefined()
  tally.tried += 1
  if ([204, 405].includes(preflight.status) && !preflight.headers['access-control-allow-origin']) tally.refusedCorrectly += 1

  const body = JSON.stringify(validContact('mediatype'))
  for (const contentType of ['text/plain', 'multipart/form-data; boundary=x']) {
    await runCase(context(), `#4/#5 contact as ${contentType}`, () => post(url('/api/contact'), body, { 'Content-Type': contentType, ...sameOrigin() }), refused(415))
  }
  // A form encoding is what a browser posts without JavaScript: read as such, JSON in it is no form.
  await runCase(context(), '#4 contact: JSON sent as a form encoding', () => post(url('/api/contact'), body, { 'Content-Type': 'application/x-www-form-urlencoded', ...sameOrigin() }), refused(400))
  await runCase(context(), '#6 contact without Content-Type', () => post(url('/api/contact'), Buffer.from(body), sameOrigin()), refused(415))
  await runCase(context(), '#7 malformed JSON', () => json('/api/contact', '{"name":'), refused(400))
  for (const value of ['[]', '"x"', 'null', '42']) {
    await runCase(context(), `#8 JSON ${value}`, () => json('/api/contact', value), refused(400))
  }
  await runCase(context(), '#8 newsletter JSON []', () => json('/api/newsletter', '[]'), refused(400))
})

test('#9-#10 contact body limits: 33 KB declared, 50 MB streamed without growing the server', async () => {
  const big = JSON.stringify(validContact('big', { message: 'x'.repeat(33 * 1024) }))
  // Only the head is sent: the 413 must come from the declared length, before a byte of the body
  // is read. (Sending the body too races the server's close: a reset can eat the answer.)
  const port9 = Number(server.url.split(':').at(-1))
  const head9 = requestHead('POST', '/api/contact', port9, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(big), ...sameOrigin() })
  await runCase(context(), '#9 33 KB with an honest Content-Length', async () => {
    // A connection the server never got to read (EPIPE, 0 bytes back: seen once in a full run on
    // 2 cores) says nothing about the limit, so it is tried once more; any answer is judged as is.
    for (let attempt = 1; ; attempt += 1) {
      const declared = rawExchange(port9, head9)
      try {
        return rawAnswer(await declared.answer)
      } catch (error) {
        if (attempt >= 2 || !/no HTTP response \(0 bytes|EPIPE|ECONNRESET/.test(String(error))) throw error
        console.log(`#9: no answer on the first connection (${String(error)}); trying a new one`)
      } finally {
        declared.socket.destroy()
      }
    }
  }, refused(413, { rawSocket: true }))

  const rssBefore = server.rssBytes()
  let peak = rssBefore
  const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 25)
  const port = Number(server.url.split(':').at(-1))
  const streamed = await streamUploadUntilAnswered(port, '/api/contact', { 'Content-Type': 'application/json', ...sameOrigin() }, Buffer.from('{"name":"'), 50 * MIB, 32 * 1024)
  clearInterval(sampler)
  const growth = peak - rssBefore
  console.log(
    `#10 contact 50 MB chunked: ${streamed.status} after ${streamed.msAfterMark} ms past 32 KB, ` +
      `${(streamed.bytesSentAtAnswer / MIB).toFixed(1)} MiB sent, server RSS +${(growth / MIB).toFixed(1)} MiB`,
  )
  await runCase(context(), '#10 contact 50 MB chunked', async () => ({ status: streamed.status, headers: {}, text: streamed.body, elapsedMs: streamed.elapsedMs }), refused(413, { rawSocket: true }))
  expect.soft(streamed.msAfterMark ?? Infinity).toBeLessThanOrEqual(1_000)
  expect.soft(streamed.bytesSentAtAnswer).toBeLessThan(50 * MIB)
  expect.soft(growth).toBeLessThan(20 * MIB)
})

test('#9 sent in full: a 2 MB body over its declared limit is read away, so the sender gets the 413', async () => {
  // A browser without JavaScript (or nginx relaying its buffered copy) sends the whole body before
  // it reads the answer. Closing the connection at once would reset it mid-upload and lose the
  // answer (nginx turned that into its own 502), so under 64 MiB the body is drained instead.
  const port = Number(server.url.split(':').at(-1))
  const body = Buffer.from(JSON.stringify(validContact('drained', { message: 'x'.repeat(2 * MIB) })))
  // Three posts, not one: a reset is a race, and a single post could slip through it by luck.
  for (let post = 1; post <= 3; post += 1) {
    const exchange = rawExchange(port, requestHead('POST', '/api/contact', port, { 'Content-Type': 'application/json', 'Content-Length': body.length, ...sameOrigin() }))
    try {
      await new Promise<void>((resolve, reject) => exchange.socket.write(body, (error) => (error ? reject(error) : resolve())))
      const answer = await exchange.answer
      expect(answer.status).toBe(413)
      expect(answer.headers.connection ?? '').not.toMatch(/close/i)
      expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: expect.stringMatching(/too large/) })
    } finally {
      exchange.socket.destroy()
    }
  }
})

test('#9 trickled: a refused body read away for at most a few seconds, then the connection is closed', async () => {
  // The declared length is over the limit but under the drain limit, so the 413 comes first and
  // the body is read away; a sender that trickles it (a byte every 200 ms) must not hold the
  // connection open for as long as it likes.
  const port = Number(server.url.split(':').at(-1))
  const exchange = rawExchange(port, requestHead('POST', '/api/contact', port, { 'Content-Type': 'application/json', 'Content-Length': 2 * MIB, ...sameOrigin() }))
  const closed = new Promise<number>((resolve) => exchange.socket.once('close', () => resolve(Date.now())))
  exchange.socket.write('{"name":"')
  const ticker = setInterval(() => {
    if (!exchange.socket.destroyed) exchange.socket.write('a')
  }, 200)
  try {
    const answer = await exchange.answer
    const answeredAt = Date.now()
    expect(answer.status).toBe(413)
    // Closed within a few seconds of the answer (the drain's deadline is 5 s); 20 s leaves a slow machine room.
    const closedAt = await Promise.race([closed, new Promise<number>((resolve) => setTimeout(() => resolve(Infinity), 20_000))])
    console.log(`#9 trickled: connection closed ${closedAt === Infinity ? 'not within 20 s' : `${closedAt - answeredAt} ms after the 413`}`)
    expect(closedAt - answeredAt).toBeLessThan(20_000)
  } finally {
    clearInterval(ticker)
    exchange.socket.destroy()
  }
})

test('#11-#16 career transport: media types, boundaries, truncation, encodings, lying and missing lengths', async () => {
  const port = Number(server.url.split(':').at(-1))
  await runCase(context(), '#11 career as JSON', () => post(url('/api/career'), JSON.stringify(validCareerFields('json')), { 'Content-Type': 'application/json', ...sameOrigin() }), refused(415))
  await runCase(
    context(),
    '#11 career as octet-stream with x-file-name',
    () => post(url('/api/career'), makeExe(), { 'Content-Type': 'application/octet-stream', 'x-file-name': '../../evil.exe', ...sameOrigin() }),
    refused(415),
  )
  await runCase(context(), '#11 career as text', () => post(url('/api/career'), 'fullName=Eve', { 'Content-Type': 'text/plain', ...sameOrigin() }), refused(415))

  const good = careerUpload('boundary', { filename: 'cv.pdf', content: makePdf(2_000), contentType: 'application/pdf' })
  await runCase(context(), '#12 multipart without boundary', () => post(url('/api/career'), good.body, { 'Content-Type': 'multipart/form-data', ...sameOrigin() }), refused(400))
  const truncated = good.body.subarray(0, good.body.length - 60)
  await runCase(context(), '#13 truncated multipart', () => post(url('/api/career'), truncated, { 'Content-Type': good.contentType, ...sameOrigin() }), refused(400))

  for (const encoding of ['gzip', 'br', 'deflate']) {
    await runCase(context(), `#14 contact Content-Encoding ${encoding}`, () => json('/api/contact', validContact('gzip'), { 'Content-Encoding': encoding }), refused(415))
    await runCase(context(), `#14 career Content-Encoding ${encoding}`, () => form(good, { 'Content-Encoding': encoding }), refused(415))
  }

  // #15: Content-Length says 1 KB, 10 MB follow. The server reads 1 KB (a truncated form); the
  // rest is never taken for a body.
  const lying = rawExchange(port, requestHead('POST', '/api/career', port, { 'Content-Type': good.contentType, 'Content-Length': 1024, ...sameOrigin() }))
  lying.socket.write(Buffer.concat([good.body, Buffer.alloc(10 * MIB - good.body.length, 0x61)]))
  await runCase(context(), '#15 Content-Length 1 KB, body 10 MB', async () => rawAnswer(await lying.answer), refused(400, { rawSocket: true }))
  lying.socket.destroy()

  // #16: neither Content-Length nor Transfer-Encoding: an empty body, never a 500.
  const lengthless = rawExchange(port, requestHead('POST', '/api/career', port, { 'Content-Type': good.contentType, ...sameOrigin() }))
  await runCase(context(), '#16 no length headers', async () => rawAnswer(await lengthless.answer), refused(400, { rawSocket: true }))
  lengthless.socket.destroy()
})

test('#19 an upload cut off mid-way leaves nothing behind', async () => {
  const port = Number(server.url.split(':').at(-1))
  const upload = careerUpload('aborted', { filename: 'cv.pdf', content: makePdf(4 * MIB), contentType: 'application/pdf' })
  const mailsBefore = sink.mails.length
  const tempBefore = new Set(server.tmpFiles())
  const startedAt = Date.now()
  await abortedUpload(port, '/api/career', { 'Content-Type': upload.contentType, ...sameOrigin() }, upload.body, MIB)
  const leftovers = await settledTempFiles(server, tempBefore)
  console.log(`#19 aborted at 1 MiB of 4 MiB: temp files ${leftovers.length} after ${Date.now() - startedAt} ms`)
  tally.tried += 1
  tally.tempFilesLeft += leftovers.length
  expect.soft(leftovers).toEqual([])
  expect.soft(sink.mails.length - mailsBefore).toBe(0)
  if (leftovers.length === 0 && sink.mails.length === mailsBefore) tally.refusedCorrectly += 1
  const alive = await fetch(url('/robots.txt'))
  expect(alive.status).toBe(200)
})

test('#20-#23 origins: other sites are refused, header-less clients are accepted (rate-limited)', async () => {
  const body = validContact('origin')
  await runCase(context(), '#20 Origin https://evil.example', () => json('/api/contact', body, { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }), refused(403))
  await runCase(
    context(),
    '#20 career from another origin',
    () => form(careerUpload('origin', { filename: 'cv.pdf', content: makePdf(2_000) }), { Origin: 'https://evil.example' }),
    refused(403),
  )
  await runCase(
    context(),
    '#21 no Origin, Sec-Fetch-Site cross-site',
    () => post(url('/api/contact'), JSON.stringify(body), { 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' }),
    refused(403),
  )
  await runCase(context(), '#22 Origin null', () => json('/api/contact', body, { Origin: 'null' }), refused(403))
  const headerless = await runCase(
    context(),
    '#23 no Origin, no Sec-Fetch-* (server-to-server)',
    () => post(url('/api/contact'), JSON.stringify(validContact('headerless')), { 'Content-Type': 'application/json' }),
    accepted,
  )
  expect.soft(headerless.mails[0]?.subject).toContain('headerless')
})

test('#25-#34 contact fields: missing, empty, wrong types, bad addresses and phones, controls, lengths', async () => {
  const required: [string, string][] = [
    ['name', MESSAGES.contact.nameRequired],
    ['email', MESSAGES.contact.emailRequired],
    ['companyName', MESSAGES.contact.companyNameRequired],
    ['subject', MESSAGES.contact.subjectRequired],
    ['phone', MESSAGES.contact.phoneRequired],
  ]
  for (const [field, message] of required) {
    const missing = validContact('missing')
    delete missing[field]
    await runCase(context(), `#25 ${field} missing`, () => json('/api/contact', missing), invalid({ [field]: message }))
    await runCase(context(), `#26 ${field} empty`, () => json('/api/contact', validContact('empty', { [field]: '' })), invalid({ [field]: message }))
    await runCase(context(), `#26 ${field} whitespace`, () => json('/api/contact', validContact('blank', { [field]: ' \t ' })), invalid({ [field]: message }))
  }

  await runCase(context(), '#27 phone as a number', () => json('/api/contact', validContact('types', { phone: 9826012345 })), invalid({ phone: /./ }))
  await runCase(context(), '#27 name as an array', () => json('/api/contact', validContact('types', { name: ['Asha'] })), invalid({ name: /./ }))
  await runCase(context(), '#27 email as an object', () => json('/api/contact', validContact('types', { email: {} })), invalid({ email: /./ }))

  const badEmails = [
    'a@',
    '@b.c',
    'a b@c.d',
    'a@b',
    `${'a'.repeat(243)}@example.com`, // 255 characters
    `${'a'.repeat(65)}@example.com`, // local part of 65
    'a@x.com, b@evil.test',
    'Eve <e@x.com>',
    '"x@y.com x"@internal.test',
  ]
  for (const email of badEmails) {
    await runCase(context(), `#30/#31 email ${JSON.stringify(email.slice(0, 40))}`, () => json('/api/contact', validContact('email', { email })), invalid({ email: MESSAGES.contact.emailInvalid }))
  }

  const badPhones = ['982601234', '98260123456', '+1 5551234567', '555-123-4567', '98260 12345', '٩٨٢٦٠١٢٣٤٥', '９８２６０１２３４５']
  for (const phone of badPhones) {
    await runCase(context(), `#32 phone ${phone}`, () => json('/api/contact', validContact('phone', { phone })), invalid({ phone: MESSAGES.contact.phoneInvalid }))
  }
  // Product decision (documented in lib/validation/forms.ts): only surrounding spaces are trimmed.
  await runCase(context(), '#32 phone with surrounding spaces', () => json('/api/contact', validContact('phone-trim', { phone: ' 9826012345 ' })), accepted)

  const injections: [string, string][] = [
    ['name', 'Hi\r\nBcc: victim@evil.test'],
    ['subject', 'Quote\r\nBcc: victim@evil.test'],
    ['companyName', 'ACME\nX-Injected: yes'],
    ['name', 'Nul\u0000byte'],
    ['subject', 'Tab\u0007bell'],
    ['email', 'asha@builder.example\r\nBcc: victim@evil.test'],
  ]
  for (const [field, value] of injections) {
    await runCase(context(), `#33 ${field} with ${JSON.stringify(value)}`, () => json('/api/contact', validContact('crlf', { [field]: value })), invalid({ [field]: /./ }))
  }

  for (const field of ['name', 'subject', 'companyName']) {
    await runCase(context(), `#34 ${field} of 10 000 characters`, () => json('/api/contact', validContact('long', { [field]: 'x'.repeat(10_000) })), invalid({ [field]: /at most/ }))
  }
  await runCase(context(), '#34 message of 5 001 characters', () => json('/api/contact', validContact('long', { message: 'x'.repeat(5_001) })), invalid({ message: /at most 5000/ }))
  await runCase(context(), '#34 message of 100 001 characters (over the 32 KiB body cap)', () => json('/api/contact', validContact('long', { message: 'x'.repeat(100_001) })), refused(413))
})

test('#28-#29, #35-#41 contact content that is accepted: escaping, unknown keys, Unicode, duplicates, honeypot', async () => {
  const noMessage = validContact('nomessage')
  delete noMessage.message
  const plain = await runCase(context(), '#28 message absent', () => json('/api/contact', noMessage), accepted)
  expect.soft(plain.mails[0]?.text).toContain('(no message)')

  const extraKeys = `{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":true}},"isAdmin":true,"to":"victim@evil.test","bcc":"victim@evil.test",${JSON.stringify(validContact('extrakeys')).slice(1)}`
  const extra = await runCase(context(), '#29 unknown keys (__proto__, constructor, to, bcc)', () => json('/api/contact', extraKeys), accepted)
  const extraRaw = sink.mails.at(-1)
  expect.soft(extraRaw?.envelope.to).toEqual([MAIL_TO])
  expect.soft(extra.mails[0]?.headers.map((header) => header.key)).not.toContain('bcc')
  expect.soft(extraRaw?.raw.toString('latin1')).not.toContain('victim@evil.test')

  // #33 (message): line breaks are fine in the message and never become headers.
  const crlfMessage = await runCase(context(), '#33 message with CR/LF and a Bcc line', () => json('/api/contact', validContact('crlfmsg', { message: 'Line one\r\nBcc: victim@evil.test\r\nX-Injected: yes' })), accepted)
  expect.soft(sink.mails.at(-1)?.envelope.to).toEqual([MAIL_TO])
  expect.soft(crlfMessage.mails[0]?.headers.map((header) => header.key)).not.toContain('bcc')
  expect.soft(crlfMessage.mails[0]?.headers.map((header) => header.key)).not.toContain('x-injected')

  const payloads = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', 'javascript:alert(1)']
  for (const [index, payload] of payloads.entries()) {
    const answer = await runCase(
      context(),
      `#35 HTML in every text field: ${payload}`,
      () => json('/api/contact', validContact(`html${index}`, { name: `Asha ${payload}`, companyName: payload, subject: `Quote ${payload}`, message: payload })),
      accepted,
    )
    const mail = answer.mails[0]
    const html = mail?.html ?? ''
    expect.soft(html, `#35 ${payload}: no live markup`).not.toMatch(LIVE_MARKUP)
    expect.soft(mail?.text, `#35 ${payload}: verbatim in the text part`).toContain(payload)
  }

  const unicode = await runCase(
    context(),
    '#36 Arabic, Hebrew, emoji, combining marks, zero-width joiner',
    () =>
      json('/api/contact', validContact('unicode', { name: 'مريم الحسيني', companyName: 'אורי כהן הנדסה', subject: 'Zoë 👷‍♀️ Ñandú steel', message: 'e\u0301 NFD, 👨‍👩‍👧 family' })),
    accepted,
  )
  expect.soft(unicode.mails[0]?.subject).toContain('Zoë 👷‍♀️ Ñandú steel')
  expect.soft(sink.mails.at(-1)?.raw.toString('latin1')).toMatch(/^Subject: =\?UTF-8\?/im)
  const nfd = await runCase(context(), '#36 NFD name is NFC-normalised', () => json('/api/contact', validContact('nfd', { name: 'Zoe\u0308 Ndiaye' })), accepted)
  expect.soft(nfd.mails[0]?.text).toContain('Zo\u00eb Ndiaye')
  for (const control of ['\u202e', '\u202a', '\u2066', '\u2069']) {
    await runCase(context(), `#36 bidi control U+${control.charCodeAt(0).toString(16).toUpperCase()} in name`, () => json('/api/contact', validContact('bidi', { name: `cv${control}fdp.exe` })), invalid({ name: /./ }))
  }

  const invalidUtf8 = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('"}')])
  await runCase(context(), '#37 invalid UTF-8 bytes', () => post(url('/api/contact'), invalidUtf8, { 'Content-Type': 'application/json', ...sameOrigin() }), refused(400))
  await runCase(context(), '#37 lone surrogate in name', () => json('/api/contact', JSON.stringify(validContact('surrogate')).replace('"Asha Verma"', '"Asha \\ud800 Verma"')), invalid({ name: /./ }))

  await runCase(context(), '#38 10 000-deep nesting within 32 KB', () => json('/api/contact', `${'['.repeat(10_000)}${']'.repeat(10_000)}`), refused(400))
  await runCase(context(), '#38 deep objects within 32 KB', () => json('/api/contact', `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`), refused(400))

  const duplicate = `{"email":"first@builder.example",${JSON.stringify(validContact('dupkeys', { email: 'last@builder.example' })).slice(1)}`
  const last = await runCase(context(), '#39 duplicate keys: the last one wins, and is what is mailed', () => json('/api/contact', duplicate), accepted)
  expect.soft(last.mails[0]?.replyTo?.[0]?.address).toBe('last@builder.example')

  await runCase(context(), '#40 honeypot filled', () => json('/api/contact', validContact('trap', { website: 'http://spam.example' })), { status: 200, mails: 0 })
  await runCase(context(), '#40 newsletter honeypot filled', () => json('/api/newsletter', { email: 'bot@spam.example', website: 'x' }), { status: 200, mails: 0 })
  const subscribed = await runCase(context(), 'newsletter subscription', () => json('/api/newsletter', { email: 'reader@builder.example' }), accepted)
  expect.soft(subscribed.mails[0]?.replyTo?.[0]?.address).toBe('reader@builder.example')
  await runCase(context(), 'newsletter bad address', () => json('/api/newsletter', { email: 'reader@' }), invalid({ email: MESSAGES.newsletter.emailInvalid }))
})

test('#42-#48 career files: missing, empty, too big, exactly 5 MiB, two files, wrong field', async () => {
  await runCase(context(), '#42 no cv part', () => form(multipart(validCareerFields('nocv'))), invalid({ cv: MESSAGES.career.cvRequired }))
  await runCase(context(), '#43 cv of 0 bytes', () => form(careerUpload('empty', { filename: 'cv.pdf', content: Buffer.alloc(0) })), invalid({ cv: MESSAGES.career.cvEmpty }))
  await runCase(context(), '#44 cv of 5 MiB + 1 byte', () => form(careerUpload('over', { filename: 'cv.pdf', content: makePdf(CV_MAX + 1) })), refused(413, { errors: { cv: 'Your CV must be 5 MB or smaller' } }))

  const exact = makePdf(CV_MAX)
  const atLimit = await runCase(context(), '#46 cv of exactly 5 MiB', () => form(careerUpload('exact', { filename: 'cv.pdf', content: exact, contentType: 'application/pdf' })), accepted)
  const attachment = atLimit.mails[0]?.attachments[0]
  expect.soft(attachment && sha256(Buffer.from(attachment.content as ArrayBuffer))).toBe(sha256(exact))
  expect.soft(attachment?.mimeType).toBe('application/pdf')

  await runCase(
    context(),
    '#47 two cv files',
    () => form(multipart(validCareerFields('two'), [{ field: 'cv', filename: 'a.pdf', content: makePdf(2_000) }, { field: 'cv', filename: 'b.pdf', content: makePdf(2_000) }])),
    invalid({ cv: MESSAGES.career.cvOneFile }),
  )
  await runCase(
    context(),
    '#47 cv plus cv2',
    () => form(multipart(validCareerFields('two'), [{ field: 'cv', filename: 'a.pdf', content: makePdf(2_000) }, { field: 'cv2', filename: 'b.pdf', content: makePdf(2_000) }])),
    invalid({ cv: MESSAGES.career.cvOneFile }),
  )
  for (const field of ['photo', 'resume']) {
    await runCase(context(), `#48 file in "${field}"`, () => form(multipart(validCareerFields('field'), [{ field, filename: 'cv.pdf', content: makePdf(2_000) }])), invalid({ cv: MESSAGES.career.cvRequired }))
  }
})

test('#45 10 MB and 100 MB uploads are refused while streaming, without growing the server', async () => {
  const port = Number(server.url.split(':').at(-1))
  // Warm-up, unmeasured: the first upload loads the route's code; growth is measured after it.
  // An over-limit upload may see its connection reset before it reads the 413 (the server stops
  // reading and closes); that is fine for a warm-up, so its outcome is not awaited as an answer.
  await form(careerUpload('warm', { filename: 'cv.pdf', content: makePdf(CV_MAX + 1) })).catch(() => undefined)
  await form(careerUpload('warm', { filename: 'cv.pdf', content: makePdf(64 * 1024) }))
  for (const total of [10 * MIB, 100 * MIB]) {
    const head = multipart(validCareerFields('huge'), [])
    const prefix = Buffer.concat([
      head.body.subarray(0, head.body.length - `--${head.boundary}--\r\n`.length),
      Buffer.from(`--${head.boundary}\r\nContent-Disposition: form-data; name="cv"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`),
    ])
    const rssBefore = server.rssBytes()
    let peak = rssBefore
    const sampler = setInterval(() => (peak = Math.max(peak, server.rssBytes())), 25)
    const streamed = await streamUploadUntilAnswered(port, '/api/career', { 'Content-Type': head.contentType, ...sameOrigin() }, prefix, total, CV_MAX)
    clearInterval(sampler)
    const growth = peak - rssBefore
    console.log(
      `#45 career ${total / MIB} MiB chunked: ${streamed.status} ${streamed.msAfterMark} ms after 5 MiB, ` +
        `${(streamed.bytesSentAtAnswer / MIB).toFixed(1)} MiB sent, server RSS +${(growth / MIB).toFixed(1)} MiB`,
    )
    await runCase(context(), `#45 cv of ${total / MIB} MiB, chunked`, async () => ({ status: streamed.status, headers: {}, text: streamed.body, elapsedMs: streamed.elapsedMs }), refused(413, { rawSocket: true }))
    expect.soft(streamed.msAfterMark ?? Infinity).toBeLessThanOrEqual(1_000)
    expect.soft(streamed.bytesSentAtAnswer).toBeLessThan(CV_MAX + 8 * MIB)
    expect.soft(growth).toBeLessThan(20 * MIB)
  }
})

test('#49-#58 career file content: disguised, zip bombs, macros, broken archives, filename attacks, lying types', async () => {
  const typeError = { cv: MESSAGES.career.cvType }
  const disguised: [string, string, Buffer][] = [
    ['#49 EXE renamed cv.pdf', 'cv.pdf', makeExe()],
    ['#50 HTML renamed cv.pdf', 'cv.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
    ['#50 SVG renamed cv.docx', 'cv.docx', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['#50 JS renamed cv.doc', 'cv.doc', Buffer.from('alert(1)')],
    ['#51 PDF renamed cv.docx', 'cv.docx', makePdf(2_000)],
    ['#51 DOCX renamed cv.pdf', 'cv.pdf', makeDocx()],
    ['#51 DOC renamed cv.pdf', 'cv.pdf', makeDoc()],
  ]
  for (const [label, filename, content] of disguised) {
    await runCase(context(), label, () => form(careerUpload('disguised', { filename, content, contentType: 'application/pdf' })), invalid(typeError))
  }
  for (const filename of ['cv.exe', 'cv.zip', 'cv.docm', 'cv.rtf', 'cv.odt', 'cv.pdf.exe', 'cv.pdf%00.exe', 'cv.pdf\u0000.exe']) {
    await runCase(context(), `#52 extension ${JSON.stringify(filename)}`, () => form(careerUpload('ext', { filename, content: makePdf(2_000) })), invalid(typeError))
  }
  await runCase(context(), '#52 cv.PDF (extension case ignored)', () => form(careerUpload('upper', { filename: 'cv.PDF', content: makePdf(2_000) })), accepted)
  await runCase(context(), '#46 a real DOC', () => form(careerUpload('doc', { filename: 'cv.doc', content: makeDoc() })), accepted)
  const realDocx = makeDocx()
  const docxAnswer = await runCase(context(), '#46 a real DOCX', () => form(careerUpload('docx', { filename: 'cv.docx', content: realDocx })), accepted)
  expect.soft(docxAnswer.mails[0]?.attachments[0]?.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document')

  const bombs: [string, Buffer][] = [
    ['#53 declares 60 MB uncompressed', makeDocx([{ name: 'word/media/big.bin', content: Buffer.alloc(1024), declaredSize: 60 * MIB }])],
    ['#53 entry with a ratio over 100:1 (20 MB of zeros)', makeDocx([{ name: 'word/media/zeros.bin', content: Buffer.alloc(20 * MIB) }])],
    ['#53 more than 1000 entries', makeDocx(Array.from({ length: 1_001 }, (_, index) => ({ name: `word/media/${index}.xml`, store: true, content: Buffer.from('x') })))],
    ['#54 macro project word/vbaProject.bin', makeDocx([{ name: 'word/vbaProject.bin', content: Buffer.from('macro') }])],
    ['#55 encrypted entry', makeDocx([{ name: 'word/secret.xml', flags: 0x0001 }])],
    ['#55 ZIP64 sizes', zip([{ name: '[Content_Types].xml' }, { name: 'word/document.xml' }], { zip64Marker: true })],
    ['#55 no end-of-directory record', zip([{ name: '[Content_Types].xml' }, { name: 'word/document.xml' }], { dropEndRecord: true })],
    ['#56 ZIP without word/document.xml (an xlsx)', zip([{ name: '[Content_Types].xml' }, { name: 'xl/workbook.xml' }])],
  ]
  for (const [label, content] of bombs) {
    const answer = await runCase(context(), label, () => form(careerUpload('zip', { filename: 'cv.docx', content })), invalid(typeError))
    expect.soft(answer.elapsedMs, `${label}: decided quickly`).toBeLessThan(2_000)
  }

  // Browsers send CR, LF and " in a file name percent-encoded (cv%0D%0AX-Evil...).
  const filenames = ['../../etc/passwd.pdf', 'C:\\x\\cv.pdf', `${'a'.repeat(1_000)}.pdf`, 'cv\u202efdp.pdf', 'cv%0D%0AX-Evil: 1.pdf', 'Zoe\u0308 👷 cv.pdf']
  for (const filename of filenames) {
    const answer = await runCase(context(), `#57 file name ${JSON.stringify(filename.slice(0, 30))}`, () => form(careerUpload('name', { filename, content: makePdf(2_000), contentType: 'application/pdf' })), accepted)
    const raw = sink.mails.at(-1)?.raw.toString('utf8') ?? ''
    const disposition = /Content-Disposition: attachment;[^\n]*(\n[ \t][^\n]*)*/i.exec(raw)?.[0] ?? ''
    expect.soft(answer.mails[0]?.attachments[0]?.filename).toBe('CV - Rohan Iyer.pdf')
    expect.soft(disposition).not.toMatch(/\.\.\/|\u202e|X-Evil|passwd/)
    expect.soft(raw).not.toMatch(/^X-Evil:/m)
  }
  // Raw CR/LF inside the part header ends the header line and leaves the part without a usable
  // file name: it is not taken as a CV (a nameless part is what an empty file input sends).
  await runCase(context(), '#57 raw CR/LF in the part header', () => form(careerUpload('name', { filename: 'cv\r\nX-Evil: 1.pdf', content: makePdf(2_000) })), invalid({ cv: MESSAGES.career.cvRequired }))
  expect.soft(sink.mails.at(-1)?.raw.toString('utf8') ?? '').not.toMatch(/^X-Evil:/m)
  const lyingType = await runCase(context(), '#58 a real PDF sent as image/png', () => form(careerUpload('png', { filename: 'cv.pdf', content: makePdf(2_000), contentType: 'image/png' })), accepted)
  expect.soft(lyingType.mails[0]?.attachments[0]?.mimeType).toBe('application/pdf')
})

test('#59-#62 career fields: duplicates, too many, too long, missing, outside the lists, injections', async () => {
  const cv = { field: 'cv', filename: 'cv.pdf', content: makePdf(2_000) }
  const fields = Object.entries(validCareerFields('dup'))
  await runCase(context(), '#59 fullName twice', () => form(multipart([...fields, ['fullName', 'Eve']], [cv])), invalid({ fullName: /./ }))
  const many: [string, string][] = [...fields, ...Array.from({ length: 10 }, (_, index): [string, string] => [`extra${index}`, 'x'])]
  await runCase(context(), '#60 more than 12 fields', () => form(multipart(many, [cv])), refused(413))
  const huge = Object.fromEntries(Object.keys(validCareerFields('x')).map((name) => [name, 'x'.repeat(10_000)]))
  await runCase(context(), '#60 seven 10 000-character fields (over 64 KiB)', () => form(multipart(huge, [cv])), refused(413))

  const required: [string, string][] = [
    ['fullName', MESSAGES.career.fullNameRequired],
    ['email', MESSAGES.career.emailRequired],
    ['phone', MESSAGES.career.phoneRequired],
    ['education', MESSAGES.career.educationRequired],
    ['experience', MESSAGES.career.experienceRequired],
    ['jobRole', MESSAGES.career.jobRoleRequired],
  ]
  for (const [field, message] of required) {
    const missing = validCareerFields('missing')
    delete missing[field]
    await runCase(context(), `#61 ${field} missing`, () => form(multipart(missing, [cv])), invalid({ [field]: message }))
  }
  await runCase(context(), '#61 fullName too long', () => form(multipart(validCareerFields('long', { fullName: 'x'.repeat(101) }), [cv])), invalid({ fullName: /at most 100/ }))
  await runCase(context(), '#61 message too long', () => form(multipart(validCareerFields('long', { message: 'x'.repeat(5_001) }), [cv])), invalid({ message: /at most 5000/ }))
  for (const [field, value] of [['education', 'PhD'], ['experience', '10+ years'], ['jobRole', 'CEO']]) {
    await runCase(context(), `#61 ${field} outside the list`, () => form(multipart(validCareerFields('list', { [field as string]: value as string }), [cv])), invalid({ [field as string]: /Please select/ }))
  }
  await runCase(context(), '#62 email list', () => form(multipart(validCareerFields('list', { email: 'a@x.com, b@evil.test' }), [cv])), invalid({ email: MESSAGES.career.emailInvalid }))
  await runCase(context(), '#62 phone with dashes', () => form(multipart(validCareerFields('dash', { phone: '987-654-3210' }), [cv])), invalid({ phone: MESSAGES.career.phoneInvalid }))
  await runCase(context(), '#62 CR/LF in fullName', () => form(multipart(validCareerFields('crlf', { fullName: 'Rohan\r\nBcc: victim@evil.test' }), [cv])), invalid({ fullName: /./ }))
  await runCase(context(), '#62 bidi override in fullName', () => form(multipart(validCareerFields('bidi', { fullName: 'Rohan \u202eexe.fdp' }), [cv])), invalid({ fullName: /./ }))
  const html = await runCase(
    context(),
    '#62 HTML in fullName and message',
    () => form(multipart(validCareerFields('html', { fullName: 'Rohan <img src=x onerror=alert(1)>', message: '<script>alert(1)</script>' }), [cv])),
    accepted,
  )
  expect.soft(html.mails[0]?.html ?? '').not.toMatch(LIVE_MARKUP)
  expect.soft(sink.mails.at(-1)?.envelope.to).toEqual([MAIL_TO])
  await runCase(context(), '#62 honeypot filled', () => form(multipart(validCareerFields('trap', { website: 'http://spam.example' }), [cv])), { status: 200, mails: 0 })
  const unicode = await runCase(context(), '#62 Unicode full name', () => form(multipart(validCareerFields('unicode', { fullName: 'مريم الحسيني' }), [cv])), accepted)
  expect.soft(unicode.mails[0]?.subject).toContain('مريم الحسيني')
})

test('#84-#88 inherited names, a link with line breaks, encoded words, unserved methods, cached 404s', async () => {
  const port = Number(server.url.split(':').at(-1))
  const outputBefore = server.output().length
  /** One case judged here rather than by runCase (its answer is a page or a bare status line). */
  const judge = (label: string, correct: boolean, detail: string) => {
    tally.tried += 1
    expect.soft(correct, `${label}: ${detail}`).toBe(true)
    if (correct) tally.refusedCorrectly += 1
  }
  const STACK = /\n\s+at \S+ \(|TypeError|Internal Server Error/

  // #84 Names every object inherits, where the visitor names a form, a field or a message.
  for (const path of [
    '/form-sent?form=__proto__',
    '/form-sent?form=constructor&reference=C-7K3Q9XZ',
    '/form-problem?form=contact&fields=constructor.x',
    '/form-problem?form=__proto__&status=400&fields=__proto__.toString,email.constructor,hasOwnProperty.valueOf',
  ]) {
    const page = await fetch(url(path))
    const text = await page.text()
    judge(`#84 GET ${path}`, page.status === 200 && !STACK.test(text), `status ${page.status}`)
  }
  const noScriptPost = new URLSearchParams([
    ...Object.entries(validContact('inherited')).map(([name, value]) => [name, String(value)]),
    ['consent', 'on'],
    ['constructor', 'x'],
    ['__proto__', 'x'],
    ['toString', 'x'],
  ])
  await queueSettled(server)
  const mailsBefore = sink.mails.length
  const answer = await fetch(url('/api/contact'), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...sameOrigin() },
    body: noScriptPost.toString(),
  })
  await queueSettled(server)
  tally.tried += 1
  tally.mailsSent += sink.mails.length - mailsBefore
  const location = answer.headers.get('location') ?? ''
  expect.soft(`${answer.status} ${location}`, '#84 a post without JavaScript with fields named constructor, __proto__, toString').toMatch(/^303 \/form-sent\?/)
  expect.soft(sink.mails.length - mailsBefore, '#84 its mail').toBe(1)
  if (answer.status === 303 && location.startsWith('/form-sent?') && sink.mails.length - mailsBefore === 1) tally.acceptedCorrectly += 1

  // #85 A brief's link with a line break: `new URL()` would drop it, the raw value would forge lines in the mail and the JSON.
  const briefFields: [string, string][] = [
    ['services', 'steel-detailing'],
    ['inputs', 'drawings'],
    ['lod', '400'],
    ['deliverables', 'shop-drawings'],
    ['codes', 'aisc'],
    ['size', '3,200 m²'],
    ['location', 'Houston, TX'],
    ['timeline', 'flexible'],
    ['drawingsMode', 'link'],
    ['name', 'Dana Reyes'],
    ['company', 'Gulf Steel'],
    ['email', 'dana.link@gulfsteel.example'],
    ['phone', '+1 713 555 0142'],
    ['contactMethod', 'email'],
  ]
  for (const link of ['https://files.example/set\r\nBcc: victim@evil.example', 'https://files.example/set\nDrawings: none', 'https://files.example/\tset']) {
    const body = multipart([...briefFields, ['drawingsLink', link]])
    await runCase(
      context(),
      `#85 brief link ${JSON.stringify(link)}`,
      () => post(url('/api/brief'), body.body, { 'Content-Type': body.contentType, ...sameOrigin() }),
      invalid({ drawingsLink: BRIEF_MESSAGES.drawingsLinkControl }),
    )
  }

  // #86 RFC 2047 encoded words, which a mail reader decodes in the subject and the Reply-To name.
  const encodedWord = /encoded mail header/
  await runCase(context(), '#86 contact subject as an encoded word', () => json('/api/contact', validContact('word', { subject: '=?utf-8?b?VXJnZW50OiB3aXJlIHRyYW5zZmVy?=' })), invalid({ subject: encodedWord }))
  await runCase(context(), '#86 contact name as a Q encoded word', () => json('/api/contact', validContact('word', { name: '=?UTF-8?Q?Managing_Director?=' })), invalid({ name: encodedWord }))
  await runCase(context(), '#86 career full name as an encoded word', () => form(multipart(validCareerFields('word', { fullName: 'Rohan =?utf-8?b?QWRtaW4=?=' }), [{ field: 'cv', filename: 'cv.pdf', content: makePdf(), contentType: 'application/pdf' }])), invalid({ fullName: encodedWord }))

  // #87 Methods: TRACE and CONNECT are never served, nor anything but GET and HEAD on a page or
  // file (405 with Allow); WebDAV and unknown methods are not implemented (501).
  const cases: [string, string, number, string | undefined][] = [
    ['TRACE', '/', 405, 'GET, HEAD'],
    ['TRACE', '/api/contact', 405, 'POST'],
    ['TRACE', '/images/about/banner.svg', 405, 'GET, HEAD'],
    ['CONNECT', '/contact', 405, 'GET, HEAD'],
    ['PUT', '/images/about/banner.svg', 405, 'GET, HEAD'],
    ['POST', '/images/about/banner.svg', 405, 'GET, HEAD'],
    ['PROPFIND', '/images/about/banner.svg', 501, 'GET, HEAD'],
    ['MKCOL', '/api/career', 501, 'POST'],
    ['FOO', '/', 501, undefined],
  ]
  for (const [method, path, status, allow] of cases) {
    const raw = await rawExchange(port, requestHead(method, path, port, { Connection: 'close' }), 15_000).answer
    const correct = raw.status === status && (allow === undefined || raw.headers.allow === allow) && !STACK.test(raw.body)
    judge(`#87 ${method} ${path}`, correct, `${raw.status}, Allow: ${raw.headers.allow}`)
  }

  // #88 No shared cache keeps a 404: the 404 page carries this request's CSP nonce.
  for (const path of ['/services/no-such-service/opengraph-image', '/projects/46/opengraph-image', '/images/about/no-such-file.svg', '/no-such-page']) {
    const missing = await fetch(url(path))
    await missing.arrayBuffer()
    const cacheControl = missing.headers.get('cache-control') ?? ''
    judge(`#88 GET ${path}`, missing.status === 404 && !/public|s-maxage|max-age=[1-9]/.test(cacheControl), `${missing.status}, Cache-Control: ${cacheControl}`)
  }
  const card = await fetch(url('/services/steel-detailing/opengraph-image'))
  await card.arrayBuffer()
  expect.soft(`${card.status} ${card.headers.get('cache-control')}`, '#88 a known card is still cached a day').toBe('200 public, max-age=86400, stale-while-revalidate=604800')

  // None of it logged an error (the slow bodies of #17-#18 may log meanwhile; they name none of these).
  expect.soft(server.output().slice(outputBefore)).not.toMatch(/Failed to handle request|request_failed|TRACE|PROPFIND|MKCOL|__proto__|constructor|opengraph-image/)
})

test('#17-#18 slow bodies end with 408 at 30 s, and 200 of them leave the site responsive', async () => {
  test.setTimeout(90_000)
  const { contact, career, crowd, homeMs, peakRss } = await slowBodies
  console.log(
    `#17 slow body: contact ${contact.status} after ${contact.elapsedMs} ms, career ${career.status} after ${career.elapsedMs} ms; ` +
      `#18 ${crowd.length + 2} slow connections: GET / in ${homeMs} ms (median), peak RSS ${(peakRss / MIB).toFixed(0)} MiB, ` +
      `${crowd.filter((answer) => answer.status === 408).length} answered 408, the last after ${Math.max(...crowd.map((answer) => answer.elapsedMs))} ms`,
  )
  for (const [label, answer] of [['contact', contact], ['career', career]] as const) {
    await runCase(context(), `#17 slow ${label} body`, async () => rawAnswer(answer), refused(408, { rawSocket: true }))
    // The 30 s deadline, plus up to 4 s of scheduling delay on a busy 2-core machine.
    expect.soft(answer.elapsedMs, `#17 ${label}: not before 30 s`).toBeGreaterThanOrEqual(29_500)
    expect.soft(answer.elapsedMs, `#17 ${label}: by 34 s`).toBeLessThanOrEqual(34_000)
  }
  expect.soft(crowd.map((answer) => answer.status).filter((status) => status !== 408)).toEqual([])
  expect.soft(homeMs).toBeLessThan(1_000)
  expect.soft(peakRss).toBeLessThan(300 * MIB)
  tally.tried += 1
  if (crowd.every((answer) => answer.status === 408) && homeMs < 1_000 && peakRss < 300 * MIB) tally.refusedCorrectly += 1
  expect(await settledTempFiles(server)).toEqual([])
})

test('the catalogue ends with no crash, no unexpected 5xx and no temp file', async () => {
  expect(tally.tried).toBeGreaterThan(150)
  expect(tally.crashes).toBe(0)
  expect(tally.serverErrors).toBe(0)
  expect(tally.tempFilesLeft).toBe(0)
  // Next 16.4 itself logs "uncaughtException: TypeError: Invalid state: ReadableStream is already
  // closed" when a client keeps sending after a handler cancelled the body (an early 413/408); the
  // process lives on (checked above). Any other uncaught error still fails.
  const knownNextNoise = /uncaughtException:\s+TypeError: Invalid state: ReadableStream is already closed/g
  const plainOutput = server.output().replace(/\u001b\[[0-9;]*m/g, '')
  expect(plainOutput.replace(knownNextNoise, '')).not.toMatch(/unhandledRejection|uncaughtException/i)
})
