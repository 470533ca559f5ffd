import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SMTPServer } from 'smtp-server'
import { isAcknowledgement, type SunkMail } from './fault-sink'

/**
 * A loopback relay that behaves like the firm's real mail server: it
 * offers STARTTLS with a certificate the site trusts (NODE_EXTRA_CA_CERTS) and requires AUTH.
 * Its modes break one of those: no STARTTLS, an impostor's self-signed certificate for the same
 * address, or a password that has been rotated since SMTP_URL was written.
 * The relay itself is lenient (it would take AUTH and mail in plain text), so whatever it records
 * is what the site was willing to send.
 */
export type RelayMode = 'accept' | 'no-starttls' | 'impostor-certificate' | 'rotated-password'

export type KeyPair = { key: string; cert: string; certPath: string }

export type TlsRelay = {
  port: number
  /** The firm's copies (the visitors' acknowledgements are left out). */
  mails: SunkMail[]
  /** AUTH commands and MAIL FROM commands that arrived over a connection without TLS. */
  plainTextAuths: () => number
  plainTextEnvelopes: () => number
  /** Connections opened, STARTTLS handshakes completed, AUTH attempts, AUTH attempts refused (535). */
  connections: () => number
  securedSessions: () => number
  logins: () => number
  refusedLogins: () => number
  setMode: (mode: RelayMode) => Promise<void>
  close: () => Promise<void>
}

/**
 * Self-signed certificates for 127.0.0.1 made by openssl (EC P-256: fast to generate), each in its
 * own directory; `remove` deletes them all.
 */
export function makeCertificates(names: string[]): { pairs: Record<string, KeyPair>; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'relay-certs-'))
  const pairs: Record<string, KeyPair> = {}
  for (const name of names) {
    const keyPath = join(dir, `${name}.key`)
    const certPath = join(dir, `${name}.crt`)
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2',
        '-subj', `/CN=127.0.0.1/O=${name}`, '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyPath, '-out', certPath],
      { stdio: 'ignore', timeout: 10_000 },
    )
    pairs[name] = { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8'), certPath }
  }
  return { pairs, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

export async function startTlsRelay(
  port: number,
  options: { user: string; password: string; trusted: KeyPair; impostor: KeyPair },
): Promise<TlsRelay> {
  const mails: SunkMail[] = []
  const sockets = new Set<Socket>()
  let plainTextAuths = 0
  let plainTextEnvelopes = 0
  let connections = 0
  let securedSessions = 0
  let logins = 0
  let refusedLogins = 0
  let server: SMTPServer | undefined

  const create = (mode: RelayMode) => {
    const pair = mode === 'impostor-certificate' ? options.impostor : options.trusted
    const relay = new SMTPServer({
      key: pair.key,
      cert: pair.cert,
      disabledCommands: mode === 'no-starttls' ? ['STARTTLS'] : [],
      authOptional: false,
      allowInsecureAuth: true,
      logger: false,
      onConnect(_session, callback) {
        connections += 1
        callback()
      },
      onSecure(_socket, _session, callback) {
        securedSessions += 1
        callback()
      },
      onAuth(auth, session, callback) {
        logins += 1
        if (!session.secure) plainTextAuths += 1
        const password = mode === 'rotated-password' ? `${options.password}-rotated` : options.password
        if (auth.username === options.user && auth.password === password) return callback(null, { user: auth.username })
        refusedLogins += 1
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }))
      },
      onMailFrom(_address, session, callback) {
        if (!session.secure) plainTextEnvelopes += 1
        callback()
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks)
          if (isAcknowledgement(raw)) return callback()
          mails.push({
            raw,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
          })
          callback()
        })
      },
    })
    // A refused handshake may surface as an 'error' event on the server: never thrown.
    relay.on('error', () => undefined)
    relay.server.on('connection', (socket: Socket) => {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
    })
    return relay
  }

  const listen = (mode: RelayMode) =>
    new Promise<void>((resolve, reject) => {
      const relay = create(mode)
      relay.server.once('error', reject)
      relay.server.listen(port, '127.0.0.1', () => {
        relay.server.off('error', reject)
        server = relay
        resolve()
      })
    })
  const stop = async () => {
    // The site closes its connections after every message: give them a moment to go by themselves
    // (tearing the plain socket out from under a TLS session is best avoided), then cut the rest.
    const deadline = Date.now() + 2_000
    while (sockets.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    await new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy()
      if (!server) return resolve()
      const current = server
      server = undefined
      current.server.close(() => resolve())
    })
  }

  await listen('accept')
  return {
    port,
    mails,
    plainTextAuths: () => plainTextAuths,
    plainTextEnvelopes: () => plainTextEnvelopes,
    connections: () => connections,
    securedSessions: () => securedSessions,
    logins: () => logins,
    refusedLogins: () => refusedLogins,
    setMode: async (mode) => {
      await stop()
      await listen(mode)
    },
    close: stop,
  }
}
