import type { Socket } from 'node:net'
import { SMTPServer } from 'smtp-server'

/**
 * How the loopback SMTP sink behaves: a real smtp-server whose hooks fail
 * the way real relays do.
 */
export type SinkMode =
  | 'accept'
  | 'refuse' // nothing listening: connection refused
  | 'greeting-421' // 421 at connect
  | 'greeting-hang' // accepts the TCP connection, never greets
  | 'rcpt-550' // recipient rejected
  | 'data-451' // transient failure after DATA
  | 'data-552' // message too large after DATA
  | 'data-hang' // takes the message, never answers
  | 'data-drop' // takes the message, then drops the connection without a reply
  | 'accept-slow' // accepts, but answers the DATA only after a second

export type SunkMail = { raw: Buffer; from: string; to: string[] }

/** True for the visitor's acknowledgement (an automatic reply), which the sinks keep apart from the firm's copies. */
export const isAcknowledgement = (raw: Buffer) => /^Auto-Submitted: auto-replied\r?$/im.test(raw.subarray(0, 4096).toString('latin1'))

export type FaultSink = {
  port: number
  /** The firm's copies. */
  mails: SunkMail[]
  /** The visitors' acknowledgements. */
  acknowledgements: SunkMail[]
  /** SMTP connections opened so far (counts the site's retries). */
  connections: () => number
  setMode: (mode: SinkMode) => Promise<void>
  close: () => Promise<void>
}

const failure = (code: number, text: string) => Object.assign(new Error(text), { responseCode: code })

export async function startFaultSink(port: number): Promise<FaultSink> {
  let mode: SinkMode = 'accept'
  let connections = 0
  const mails: SunkMail[] = []
  const acknowledgements: SunkMail[] = []
  const sockets = new Set<Socket>()

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections += 1
      if (mode === 'greeting-421') return callback(failure(421, 'Service not available, closing channel'))
      if (mode === 'greeting-hang') return // never greets
      callback()
    },
    onRcptTo(_address, _session, callback) {
      if (mode === 'rcpt-550') return callback(failure(550, 'No such user here'))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        if (mode === 'data-451') return callback(failure(451, 'Local error in processing'))
        if (mode === 'data-552') return callback(failure(552, 'Message size exceeds fixed maximum'))
        if (mode === 'data-hang') return // never answers the DATA
        if (mode === 'data-drop') {
          dropConnection(session.remotePort)
          return
        }
        const store = () => {
          const raw = Buffer.concat(chunks)
          ;(isAcknowledgement(raw) ? acknowledgements : mails).push({
            raw,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          })
          callback()
        }
        if (mode === 'accept-slow') setTimeout(store, 1_000)
        else store()
      })
    },
  })
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })

  const dropConnection = (remotePort: number) => {
    for (const socket of sockets) if (socket.remotePort === remotePort) socket.destroy()
  }

  let listening = false
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server.server.once('error', reject)
      server.server.listen(port, '127.0.0.1', () => {
        server.server.off('error', reject)
        listening = true
        resolve()
      })
    })
  const stopListening = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (!listening) return resolve()
      listening = false
      server.server.close(() => resolve())
    })

  await listen()
  return {
    port,
    mails,
    acknowledgements,
    connections: () => connections,
    setMode: async (next) => {
      // Hung sessions of the previous mode must not leak into the next drill.
      for (const socket of sockets) socket.destroy()
      mode = next
      if (next === 'refuse') await stopListening()
      else if (!listening) await listen()
    },
    close: stopListening,
  }
}
