import { getServerEnv } from '@/lib/env'
import { describeMailTransport, SMTP_TIMEOUTS } from './transport'

const env = (values: Record<string, string>) => getServerEnv({ NODE_ENV: 'test', ...values } as NodeJS.ProcessEnv)

describe('start-up line about the mail transport', () => {
  it('names the SMTP server without its password', () => {
    const { line, warning } = describeMailTransport(env({ SMTP_URL: 'smtp://mailer:s3cret@mail.example:587' }))
    expect(line).toContain('smtp://mailer:***@mail.example:587')
    expect(line).not.toContain('s3cret')
    expect(warning).toBeUndefined()
  })

  it('names the outbox, and warns in production', () => {
    expect(describeMailTransport(env({ MAIL_OUTBOX_DIR: '/srv/outbox' }))).toEqual({
      line: '[mail] SMTP_URL is unset: form mail is written as .eml files to /srv/outbox',
    })
    expect(describeMailTransport(env({ NODE_ENV: 'production' })).warning).toMatch(/production server without SMTP_URL/)
  })

  it('uses the connect and socket timeouts of DECISIONS.md', () => {
    expect(SMTP_TIMEOUTS).toMatchObject({ connectionTimeout: 10_000, socketTimeout: 20_000 })
  })
})

describe('environment defaults', () => {
  it('falls back to the brand e-mail, 5 per 10 min and 5 MiB', () => {
    const defaults = env({})
    expect(defaults).toMatchObject({
      mailFrom: 'Website <no-reply@localhost>',
      contactMailTo: 'info@stratum-bim.example',
      careerMailTo: 'info@stratum-bim.example',
      formRateLimit: 5,
      cvMaxBytes: 5 * 1024 * 1024,
      trustProxy: false,
    })
    expect(defaults.outboxDir).toMatch(/outbox$/)
  })

  it('routes per form and keeps a limit when the value is not a number', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined)
    const custom = env({ MAIL_TO: 'all@firm.example', CAREER_MAIL_TO: 'hr@firm.example', FORM_RATE_LIMIT: 'lots' })
    expect(custom).toMatchObject({ contactMailTo: 'all@firm.example', careerMailTo: 'hr@firm.example', formRateLimit: 5 })
    expect(env({ FORM_RATE_LIMIT: '0' }).formRateLimit).toBe(0)
  })
})
