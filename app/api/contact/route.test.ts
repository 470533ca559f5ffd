import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { POST } from './route'
import { post, postJson, valid } from '@/e2e/support/contact-route-client'

// What the route accepts and refuses; what happens to an accepted message is in route.delivery.test.ts.
const sink = smtpTestSinkForRouteTests({ CONTACT_MAIL_TO: undefined, TRUST_PROXY: undefined })

describe('POST /api/contact', () => {
  it('200: mails exactly one message with every field, and answers with a reference', async () => {
    const response = await postJson(valid)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = await response.json()
    expect(body).toEqual({ success: true, message: 'Your message has been submitted successfully!', reference: expect.stringMatching(/^C-[0-9A-Z]{7}$/) })
    expect(sink.mails).toHaveLength(1)
    const mail = sink.mails[0]!
    expect(mail.envelope.to).toEqual(['sales@stratum-bim.example'])
    expect(mail.parsed.subject).toBe(`Contact: ${valid.subject} [${body.reference}]`)
    expect(mail.parsed.replyTo?.[0]?.address).toBe(valid.email)
    for (const value of Object.values(valid)) expect(mail.parsed.text).toContain(value)
    expect(mail.parsed.text).toContain(body.reference)
  })

  it('sends to CONTACT_MAIL_TO when set', async () => {
    process.env.CONTACT_MAIL_TO = 'projects@stratum-bim.example'
    expect((await postJson(valid)).status).toBe(200)
    expect(sink.mails[0]?.envelope.to).toEqual(['projects@stratum-bim.example'])
    expect(sink.mails).toHaveLength(1)
  })

  it('400 with one message per bad field, and no mail', async () => {
    const response = await postJson({ name: ' ', email: 'asha@', companyName: '', subject: '', phone: '12345' })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      success: false,
      message: expect.any(String),
      errors: {
        name: 'Name is required',
        email: 'Invalid email address',
        companyName: 'Company name is required',
        subject: 'Subject is required',
        phone: 'Phone number must be exactly 10 digits',
      },
    })
    expect(sink.mails).toHaveLength(0)
  })

  it('400 for malformed JSON and for a body that is not an object', async () => {
    expect((await post('{"name":')).status).toBe(400)
    expect((await postJson([])).status).toBe(400)
    expect((await postJson(null)).status).toBe(400)
    expect(sink.mails).toHaveLength(0)
  })

  it('400 for CR/LF in a one-line field: no header can be added', async () => {
    const response = await postJson({ ...valid, subject: 'Hi\r\nBcc: victim@evil.test' })
    expect(response.status).toBe(400)
    expect((await response.json()).errors.subject).toMatch(/line breaks/)
    expect(sink.mails).toHaveLength(0)
  })

  it('415 for text/plain, multipart, a missing type or a compressed body', async () => {
    expect((await post(JSON.stringify(valid), { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post('name=a', { 'content-type': 'multipart/form-data; boundary=x' })).status).toBe(415)
    expect((await post(JSON.stringify(valid), {})).status).toBe(415)
    expect((await post(JSON.stringify(valid), { 'content-type': 'application/json', 'content-encoding': 'gzip' })).status).toBe(415)
    expect(sink.mails).toHaveLength(0)
  })

  it('413 for a body over 32 KiB, by declared length and while streaming', async () => {
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(40_000) })
    expect((await post(big, { 'content-type': 'application/json', 'content-length': String(big.length) })).status).toBe(413)
    let pulled = 0
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 16 * 1024
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x20))
      },
    })
    const response = await POST(
      new Request('http://127.0.0.1:3000/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: endless,
        duplex: 'half',
      } as RequestInit),
    )
    expect(response.status).toBe(413)
    expect(pulled).toBeLessThan(128 * 1024)
    expect(sink.mails).toHaveLength(0)
  })

  it('403 for another site, and for a cross-site fetch without Origin', async () => {
    expect((await postJson(valid, { origin: 'https://evil.example' })).status).toBe(403)
    expect((await postJson(valid, { origin: 'null' })).status).toBe(403)
    expect((await postJson(valid, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await postJson(valid, { origin: 'http://127.0.0.1:3000' })).status).toBe(200)
    expect(sink.mails).toHaveLength(1)
  })

  it('honeypot: a filled `website` gets the same 200 and no mail', async () => {
    const response = await postJson({ ...valid, website: 'http://spam.example' })
    expect(response.status).toBe(200)
    expect((await response.json()).success).toBe(true)
    expect(sink.mails).toHaveLength(0)
  })

  it('429 with Retry-After over FORM_RATE_LIMIT', async () => {
    process.env.FORM_RATE_LIMIT = '2'
    expect((await postJson(valid)).status).toBe(200)
    expect((await postJson(valid)).status).toBe(200)
    const limited = await postJson(valid)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(600)
    expect(sink.mails).toHaveLength(2)
  })

  it('counts per visitor as server.mjs wrote X-Forwarded-For, IPv6 per /64; refusals do not count', async () => {
    process.env.FORM_RATE_LIMIT = '1'
    expect((await postJson({ ...valid, email: 'bad' }, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(400)
    expect((await postJson(valid, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(200)
    expect((await postJson(valid, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(429)
    expect((await postJson(valid, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200)
    expect((await postJson(valid, { 'x-forwarded-for': '2001:db8:1:2::7' })).status).toBe(200)
    expect((await postJson(valid, { 'x-forwarded-for': '2001:db8:1:2:ffff::1' })).status).toBe(429)
    expect((await postJson(valid, { 'x-forwarded-for': '2001:db8:1:3::7' })).status).toBe(200)
  })
})
