import type { AddressInfo } from 'node:net'
import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server'

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
