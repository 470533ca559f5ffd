import { getServerEnv } from './env'

// The environment's one schema: defaults for everything (the build needs no variable), and a
// wrong value refused with a message that names it.
const read = (values: Record<string, string>) => getServerEnv({ NODE_ENV: 'test', ...values } as NodeJS.ProcessEnv)

describe('getServerEnv', () => {
  it('has a default for every setting', () => {
    const env = read({})
    expect(env).toMatchObject({
      smtpUrl: undefined,
      mailFrom: 'Website <no-reply@localhost>',
      formRateLimit: 5,
      cvMaxBytes: 5 * 1024 * 1024,
      briefMaxBytes: 15 * 1024 * 1024,
      mailQueueMaxBytes: 2147483648,
      mailQueueMinFreeBytes: 536870912,
      redisUrl: undefined,
      isProduction: false,
    })
    expect(env.mailQueueDir).toMatch(/var[\\/]mail-queue$/)
    expect(env.contactMailTo).toBe(env.careerMailTo)
  })

  it('reads good values, a blank one as unset, and the per-form recipients over MAIL_TO', () => {
    const env = read({
      FORM_RATE_LIMIT: '0',
      CV_MAX_BYTES: ' 1048576 ',
      MAIL_QUEUE_MAX_BYTES: '1000000',
      MAIL_QUEUE_MIN_FREE_BYTES: '0',
      MAIL_TO: 'office@firm.example',
      CAREER_MAIL_TO: 'jobs@firm.example',
      SMTP_URL: 'smtps://u:p@mail.example:465',
      REDIS_URL: 'redis://:pw@10.0.0.5:6379',
      BRIEF_MAX_BYTES: '',
    })
    expect(env).toMatchObject({
      formRateLimit: 0,
      cvMaxBytes: 1048576,
      briefMaxBytes: 15 * 1024 * 1024,
      mailQueueMaxBytes: 1000000,
      mailQueueMinFreeBytes: 0,
      contactMailTo: 'office@firm.example',
      careerMailTo: 'jobs@firm.example',
      smtpUrl: 'smtps://u:p@mail.example:465',
      redisUrl: 'redis://:pw@10.0.0.5:6379',
    })
  })

  it.each([
    ['FORM_RATE_LIMIT', 'abc'],
    ['FORM_RATE_LIMIT', '-1'],
    ['FORM_RATE_LIMIT', '2.5'],
    ['CV_MAX_BYTES', '0'],
    ['BRIEF_MAX_BYTES', '15MB'],
    ['MAIL_QUEUE_MAX_BYTES', '2GiB'],
    ['MAIL_QUEUE_MIN_FREE_BYTES', 'lots'],
    ['SMTP_URL', 'mail.example:587'],
    ['REDIS_URL', 'http://cache.example'],
    ['LEAD_WEBHOOK_URL', 'http://crm.example/hooks'],
    ['LEAD_WEBHOOK_SECRET', 'whsec_short'],
    ['LEAD_WEBHOOK_SECRET', 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'],
    ['LEAD_WEBHOOK_FORMS', 'contact,jobs'],
    ['STATUS_TOKEN', 'too-short'],
    ['STATUS_TOKEN', 'a token with spaces in it, long enough to pass'],
    ['MAIL_QUEUE_RETRY_SECONDS', '0'],
  ])('refuses %s=%s with a message naming it (a secret\'s value hidden)', (name, value) => {
    const shown = ['LEAD_WEBHOOK_SECRET', 'STATUS_TOKEN'].includes(name) ? '(hidden)' : JSON.stringify(value)
    expect(() => read({ [name]: value })).toThrow(new RegExp(`^\\[env\\][^\\n]*\\n  ${name}=${shown.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: must`))
  })

  it('reads the lead webhook: off unless the URL is set, then with its secret and forms (contact and brief by default)', () => {
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw'
    expect(read({ LEAD_WEBHOOK_SECRET: secret }).leadWebhook).toBeUndefined()
    expect(read({ LEAD_WEBHOOK_URL: 'https://hooks.zapier.com/hooks/catch/1/abc/', LEAD_WEBHOOK_SECRET: secret }).leadWebhook).toEqual({
      url: 'https://hooks.zapier.com/hooks/catch/1/abc/',
      secret,
      forms: ['contact', 'brief'],
    })
    expect(read({ LEAD_WEBHOOK_URL: 'http://127.0.0.1:5678/webhook/leads', LEAD_WEBHOOK_SECRET: secret, LEAD_WEBHOOK_FORMS: ' career, newsletter ' }).leadWebhook?.forms).toEqual(['career', 'newsletter'])
    expect(read({ LEAD_WEBHOOK_URL: 'http://[::1]:5678/leads', LEAD_WEBHOOK_SECRET: secret }).leadWebhook?.url).toBe('http://[::1]:5678/leads')
    expect(() => read({ LEAD_WEBHOOK_URL: 'https://crm.example/hooks' })).toThrow(/\n  LEAD_WEBHOOK_SECRET="": must be set when LEAD_WEBHOOK_URL is/)
  })

  it('reads the status token and the first retry delay', () => {
    const token = 'f3a9c1d07b2e4c6a8d0e1f2a3b4c5d6e'
    expect(read({ STATUS_TOKEN: token }).statusToken).toBe(token)
    expect(read({}).statusToken).toBeUndefined()
    expect(read({}).mailQueueRetryMs).toBe(30_000)
    expect(read({ MAIL_QUEUE_RETRY_SECONDS: '5' }).mailQueueRetryMs).toBe(5_000)
  })

  it('names every wrong variable in one message', () => {
    expect(() => read({ FORM_RATE_LIMIT: 'abc', CV_MAX_BYTES: 'x' })).toThrow(/FORM_RATE_LIMIT="abc"[\s\S]*CV_MAX_BYTES="x"/)
  })
})
