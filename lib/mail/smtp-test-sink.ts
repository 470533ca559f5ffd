import type { AddressInfo } from 'node:net'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'
import { resetRateLimits } from '@/lib/http/rate-limit'

// A real SMTP server on loopback for the jest tests (port chosen by the system), keeping every
// accepted message in memory. `mode` switches how it answers, to drive the 502 path.

export type SinkMode = 'accept' | 'reject'
export type ReceivedMail = { raw: Buffer; parsed: Email; envelope: { from: string; to: string[] } }

export type SmtpTestSink = {
  url: string
  mails: ReceivedMail[]
  setMode: (mode: SinkMode) => void
  close: () => Promise<void>
}

export async function startSmtpTestSink(): Promise<SmtpTestSink> {
  const mails: ReceivedMail[] = []
  let mode: SinkMode = 'accept'
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (mode === 'reject') {
        const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })
        callback(error)
        return
      }
      callback()
    },
    onData(stream: SMTPServerDataStream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
        PostalMime.parse(raw).then((parsed) => {
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          mails.push({ raw, parsed, envelope: { from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) } })
          callback()
        }, callback)
      })
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    setMode: (next) => {
      mode = next
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The shared set-up of the route handler tests: one sink per test file, and before each test an
 * empty sink that accepts, fresh rate limits, mail env pointing at the sink (plus `env`, where
 * `undefined` removes a variable) and quiet console.info/error. Returns a handle that reads like the sink.
 */
export function smtpTestSinkForRouteTests(env: Record<string, string | undefined> = {}): SmtpTestSink {
  let current: SmtpTestSink | undefined
  const sink = () => {
    if (!current) throw new Error('the SMTP test sink is used before beforeAll started it')
    return current
  }
  const savedEnv = { ...process.env }
  beforeAll(async () => {
    current = await startSmtpTestSink()
  })
  afterAll(async () => {
    await sink().close()
    process.env = savedEnv
  })
  beforeEach(() => {
    sink().mails.length = 0
    sink().setMode('accept')
    resetRateLimits()
    const settings: Record<string, string | undefined> = { SMTP_URL: sink().url, MAIL_TO: 'sales@stratum-bim.example', FORM_RATE_LIMIT: '0', ...env }
    for (const [name, value] of Object.entries(settings)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
  })
  afterEach(() => jest.restoreAllMocks())
  return {
    get url() {
      return sink().url
    },
    get mails() {
      return sink().mails
    },
    setMode: (mode) => sink().setMode(mode),
    close: () => sink().close(),
  }
}
