import { smtpTestSinkForRouteTests } from '@/e2e/support/route-test-sink'
import { POST } from './route'

const post = (value: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://127.0.0.1:3000/api/newsletter', {
      method: 'POST',
      headers: { host: '127.0.0.1:3000', 'content-type': 'application/json', ...headers },
      body: JSON.stringify(value),
    }),
  )

const sink = smtpTestSinkForRouteTests()

describe('POST /api/newsletter', () => {
  it('200: mails the subscription to MAIL_TO', async () => {
    const response = await post({ email: ' reader@firm.example ' })
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({ success: true, message: 'Thank you for subscribing!', reference: expect.stringMatching(/^N-/) })
    expect(sink.mails).toHaveLength(1)
    expect(sink.mails[0]!.envelope.to).toEqual(['sales@stratum-bim.example'])
    expect(sink.mails[0]!.parsed.subject).toBe(`Newsletter subscription: reader@firm.example [${body.reference}]`)
    expect(sink.mails[0]!.parsed.replyTo?.[0]?.address).toBe('reader@firm.example')
  })

  it('400 for a missing or invalid address', async () => {
    expect(await (await post({})).json()).toEqual(expect.objectContaining({ errors: { email: 'Email is required' } }))
    const invalid = await post({ email: 'reader@' })
    expect(invalid.status).toBe(400)
    expect((await invalid.json()).errors).toEqual({ email: 'Invalid email address' })
    expect(sink.mails).toHaveLength(0)
  })

  it('honeypot: 200 and no mail', async () => {
    expect((await post({ email: 'bot@spam.example', website: 'x' })).status).toBe(200)
    expect(sink.mails).toHaveLength(0)
  })

  it('403 from another site, 200 (kept in failed/) when the mail server refuses', async () => {
    expect((await post({ email: 'reader@firm.example' }, { origin: 'https://evil.example' })).status).toBe(403)
    await sink.setMode('rcpt-550')
    expect((await post({ email: 'reader@firm.example' })).status).toBe(200)
    expect(sink.mails).toHaveLength(0)
  })
})
