import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import fsp from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSmtpServer } from '@/scripts/local-servers/smtp-server.mjs'
import { getServerEnv } from '@/lib/env'
import { describeMailTransport, MailDeliveryError, sendMail, SMTP_TIMEOUTS, smtpTlsPolicy } from './transport'

const env = (values: Record<string, string>) => getServerEnv({ NODE_ENV: 'test', ...values } as NodeJS.ProcessEnv)

describe('start-up line about the mail transport', () => {
  it('names the SMTP server without its password', () => {
    const { line, warning } = describeMailTransport(env({ SMTP_URL: 'smtp://mailer:s3cret@mail.example:587' }))
    expect(line).toContain('smtp://mailer:***@mail.example:587 (STARTTLS if offered)')
    expect(line).not.toContain('s3cret')
    expect(warning).toBeUndefined()
  })

  it('names the outbox, and warns in production', () => {
    expect(describeMailTransport(env({ MAIL_OUTBOX_DIR: '/srv/outbox' }))).toEqual({
      line: '[mail] SMTP_URL is unset: form mail is written as .eml files to /srv/outbox',
    })
    expect(describeMailTransport(env({ NODE_ENV: 'production' })).warning).toMatch(/production server without SMTP_URL/)
  })

  it('uses the documented connect and socket timeouts', () => {
    expect(SMTP_TIMEOUTS).toMatchObject({ connectionTimeout: 10_000, socketTimeout: 20_000 })
  })
})

describe('TLS to the mail server', () => {
  it('requires STARTTLS for smtp:// in production, unless the relay is on this machine or the URL opts out', () => {
    expect(smtpTlsPolicy('smtp://mailer:pw@mail.example:587', true)).toBe('required')
    expect(smtpTlsPolicy('smtp://mailer:pw@mail.example:587?requireTLS=false', true)).toBe('opportunistic')
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) expect(smtpTlsPolicy(`smtp://${host}:25`, true)).toBe('opportunistic')
    expect(smtpTlsPolicy('smtp://127.0.0.1:25?requireTLS=true', true)).toBe('required')
  })

  it('uses TLS from the first byte for smtps://, and STARTTLS when offered outside production', () => {
    expect(smtpTlsPolicy('smtps://mailer:pw@mail.example:465', true)).toBe('implicit')
    expect(smtpTlsPolicy('smtps://mailer:pw@mail.example:465', false)).toBe('implicit')
    expect(smtpTlsPolicy('smtp://mailer:pw@mail.example:587', false)).toBe('opportunistic')
  })

  it('says the TLS mode in the start-up line', () => {
    const production = { NODE_ENV: 'production' }
    expect(describeMailTransport(env({ ...production, SMTP_URL: 'smtp://mailer:pw@mail.example:587' })).line).toMatch(/\(STARTTLS required\)$/)
    expect(describeMailTransport(env({ ...production, SMTP_URL: 'smtps://mailer:pw@mail.example:465' })).line).toMatch(/\(TLS\)$/)
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
    })
    expect(defaults.outboxDir).toMatch(/outbox$/)
  })

  it('routes per form, and refuses a limit that is not a number instead of falling back', () => {
    const custom = env({ MAIL_TO: 'all@firm.example', CAREER_MAIL_TO: 'hr@firm.example' })
    expect(custom).toMatchObject({ contactMailTo: 'all@firm.example', careerMailTo: 'hr@firm.example', formRateLimit: 5 })
    expect(env({ FORM_RATE_LIMIT: '0' }).formRateLimit).toBe(0)
    expect(() => env({ FORM_RATE_LIMIT: 'lots' })).toThrow(/FORM_RATE_LIMIT="lots"/)
  })
})

describe('an untrusted or missing TLS on a real relay (loopback smtp-server)', () => {
  const message = { from: 'web@firm.example', to: 'sales@firm.example', subject: 'TLS drill', text: 'IS 800 connection check.' }

  const failure = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error)

  it('refuses a self-signed certificate offered by STARTTLS, even when TLS is only opportunistic: no plain-text retry', async () => {
    const sink = await startSmtpServer({ tls: {} }) // smtp-server's built-in self-signed certificate
    const error = await failure(sendMail(message, env({ SMTP_URL: sink.url })))
    expect(error).toBeInstanceOf(MailDeliveryError)
    expect(sink.mails).toEqual([])
    expect(sink.plainTextEnvelopes()).toBe(0)
    await sink.close()
  })

  it('refuses a self-signed certificate on smtps://', async () => {
    const sink = await startSmtpServer({ tls: { secure: true } })
    const error = await failure(sendMail(message, env({ SMTP_URL: `smtps://127.0.0.1:${sink.port}` })))
    expect(error).toBeInstanceOf(MailDeliveryError)
    expect(sink.mails).toEqual([])
    expect(sink.plainTextEnvelopes()).toBe(0)
    await sink.close()
  })

  it('sends nothing when TLS is required and the relay offers no STARTTLS, and sends in plain text to a local relay otherwise', async () => {
    const sink = await startSmtpServer()
    const required = await failure(sendMail(message, env({ NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${sink.port}/?requireTLS=true` })))
    expect(required).toMatchObject({ code: 'ETLS' })
    expect(sink.mails).toEqual([])
    expect(sink.plainTextEnvelopes()).toBe(0)
    await sendMail(message, env({ NODE_ENV: 'production', SMTP_URL: `smtp://127.0.0.1:${sink.port}` }))
    expect(sink.mails.map((mail) => `${mail.secure ? 'tls' : 'plain'} ${mail.envelope.from}`)).toEqual(['plain web@firm.example'])
    await sink.close()
  })
})

describe('the outbox (no SMTP_URL)', () => {
  it('writes each message owner-only into an owner-only folder, flushing the file and the folder', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'outbox-unit-'))
    const outbox = join(parent, 'outbox')
    const synced: string[] = []
    const open = fsp.open
    jest.spyOn(fsp, 'open').mockImplementation(async (...args) => {
      const handle = await open(...args)
      const sync = handle.sync.bind(handle)
      handle.sync = () => sync().then(() => void synced.push(String(args[0]).replace(`${outbox}/`, '').replace(/^.*\.eml.*$/, 'the .eml')))
      return handle
    })
    try {
      const sent = await sendMail({ from: 'web@firm.example', to: 'sales@firm.example', subject: 'CV', text: 'A CV', headers: { 'X-Form-Reference': 'K-0000001' } }, env({ MAIL_OUTBOX_DIR: outbox }))
      expect(statSync(outbox).mode & 0o777).toBe(0o700)
      expect(readdirSync(outbox)).toEqual([expect.stringMatching(/K-0000001\.eml$/)])
      expect(statSync(sent.location!).mode & 0o777).toBe(0o600)
      expect(synced).toEqual(['the .eml', outbox])
    } finally {
      jest.restoreAllMocks()
      rmSync(parent, { recursive: true, force: true })
    }
  })
})
