import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/** Where the loopback SMTP sink stores every delivered message, one .eml file each. */
export const MAIL_DIR = join(__dirname, '..', '.mail')

/** A real SMTP server on loopback that accepts everything and writes it to MAIL_DIR. */
export async function startMailSink(port: number): Promise<SMTPServer> {
  rmSync(MAIL_DIR, { recursive: true, force: true })
  mkdirSync(MAIL_DIR, { recursive: true })
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.eml`
        const envelope = JSON.stringify({ from: session.envelope.mailFrom, to: session.envelope.rcptTo })
        writeFileSync(join(MAIL_DIR, name), Buffer.concat(chunks))
        writeFileSync(join(MAIL_DIR, `${name}.json`), envelope)
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return server
}

export type DeliveredMail = Email & { raw: Buffer; file: string }

/** Every delivered message, parsed. */
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
