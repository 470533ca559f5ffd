import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

// The one SMTP server of the tests: real, on loopback, stoppable and startable again on the same
// port (to play a mail outage). It keeps every accepted message in memory and, when given a
// folder, also writes it there as an .eml file, so a spec in another process can read it.

/** Where the shared e2e sink (global set-up) stores every delivered message. */
export const MAIL_DIR = join(__dirname, '..', '.mail')

export type SinkMode = 'accept' | 'reject'
export type ReceivedMail = { raw: Buffer; parsed: Email; envelope: { from: string; to: string[] }; receivedAt: number }

export type MailSink = {
  url: string
  port: number
  /** The firm's copies. */
  mails: ReceivedMail[]
  /** The visitors' acknowledgements (Auto-Submitted: auto-replied), kept apart. */
  acknowledgements: ReceivedMail[]
  /** 'reject': every recipient is refused with 550 (a permanent refusal). */
  setMode: (mode: SinkMode) => void
  /** Stops listening (connections are refused) until start(). */
  stop: () => Promise<void>
  start: () => Promise<void>
  close: () => Promise<void>
}

export async function startMailSink(port = 0, { dir }: { dir?: string } = {}): Promise<MailSink> {
  if (dir) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
  }
  const mails: ReceivedMail[] = []
  const acknowledgements: ReceivedMail[] = []
  let mode: SinkMode = 'accept'
  let boundPort = port
  let server: SMTPServer | undefined

  const listen = async () => {
    if (server) return
    const next = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      // stop() ends open sessions after 0.2 s instead of smtp-server's 30 s grace period.
      closeTimeout: 200,
      onRcptTo(_address, _session, callback) {
        if (mode === 'reject') return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }))
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks)
          const envelope = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) }
          if (dir) {
            const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.eml`
            writeFileSync(join(dir, name), raw)
            writeFileSync(join(dir, `${name}.json`), JSON.stringify(envelope))
          }
          PostalMime.parse(raw).then((parsed) => {
            const automatic = parsed.headers.some((header) => header.key === 'auto-submitted')
            ;(automatic ? acknowledgements : mails).push({ raw, parsed, envelope, receivedAt: Date.now() })
            callback()
          }, callback)
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject)
      next.listen(boundPort, '127.0.0.1', () => resolve())
    })
    boundPort = (next.server.address() as AddressInfo).port
    server = next
  }
  const stop = async () => {
    const current = server
    server = undefined
    if (current) await new Promise<void>((resolve) => current.close(() => resolve()))
  }

  await listen()
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`
    },
    get port() {
      return boundPort
    },
    mails,
    acknowledgements,
    setMode: (next) => {
      mode = next
    },
    stop,
    start: listen,
    close: stop,
  }
}

export type DeliveredMail = Email & { raw: Buffer; file: string }

/** Every message the shared e2e sink delivered, parsed. */
export async function readMails(): Promise<DeliveredMail[]> {
  let files: string[] = []
  try {
    files = readdirSync(MAIL_DIR).filter((file) => file.endsWith('.eml'))
  } catch {
    return []
  }
  return Promise.all(
    files.map(async (file) => {
      const raw = readFileSync(join(MAIL_DIR, file))
      const parsed = await PostalMime.parse(raw)
      return Object.assign(parsed, { raw, file })
    }),
  )
}

/** The delivered messages that match, waiting up to `timeoutMs` for at least `count` of them. */
export async function waitForMails(
  match: (mail: DeliveredMail) => boolean,
  { count = 1, timeoutMs = 15_000 } = {},
): Promise<DeliveredMail[]> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = (await readMails()).filter(match)
    if (found.length >= count || Date.now() > deadline) return found
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}
