// The one SMTP server of the tests and the bench: a real smtp-server on loopback that keeps every
// accepted message (parsed), can be stopped and started again on the same port (a mail outage),
// and can fail the way real relays do (setMode). With `tls` and `auth` it behaves like the firm's
// relay: STARTTLS with that certificate (or TLS from the first byte with `secure`) and a required
// login. It is lenient on purpose (it would take AUTH and mail in plain text), so what it records
// is what the site was willing to send. Plain JavaScript so that jest, Playwright and the bench
// (node) all load it; its types are in smtp-server.d.mts.
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'

/** True for the visitor's acknowledgement (an automatic reply), kept apart from the firm's copies. */
export const isAcknowledgement = (raw) => /^Auto-Submitted: auto-replied\r?$/im.test(raw.subarray(0, 4096).toString('latin1'))

/**
 * Self-signed certificates for 127.0.0.1 made by openssl (EC P-256: fast to generate), one pair per
 * name; `remove` deletes them all.
 */
export function makeCertificates(names) {
  const dir = mkdtempSync(join(tmpdir(), 'relay-certs-'))
  const pairs = {}
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

const failure = (code, text) => Object.assign(new Error(text), { responseCode: code })
const DATA_FAILURES = { 'data-451': [451, 'Local error in processing'], 'data-552': [552, 'Message size exceeds fixed maximum'] }

export async function startSmtpServer({ port = 0, dir, tls, auth } = {}) {
  if (dir) {
    rmSync(dir, { recursive: true, force: true })
    mkdirSync(dir, { recursive: true })
  }
  const mails = []
  const acknowledgements = []
  const sockets = new Set()
  const count = { connections: 0, securedSessions: 0, logins: 0, refusedLogins: 0, plainTextAuths: 0, plainTextEnvelopes: 0 }
  let mode = 'accept'
  let boundPort = port
  let server

  const create = () => {
    const certificate = mode === 'impostor-certificate' ? tls.impostor : tls?.trusted
    const smtp = new SMTPServer({
      ...(certificate ? { key: certificate.key, cert: certificate.cert } : {}),
      secure: Boolean(tls?.secure),
      disabledCommands: !tls || mode === 'no-starttls' ? ['STARTTLS'] : [],
      authOptional: !auth,
      allowInsecureAuth: true,
      logger: false,
      // stop() ends open sessions after 0.2 s instead of smtp-server's 30 s grace period.
      closeTimeout: 200,
      onConnect(_session, callback) {
        count.connections += 1
        if (mode === 'greeting-421') return callback(failure(421, 'Service not available, closing channel'))
        if (mode === 'greeting-hang') return // never greets
        callback()
      },
      onSecure(_socket, _session, callback) {
        count.securedSessions += 1
        callback()
      },
      onAuth(login, session, callback) {
        count.logins += 1
        if (!session.secure) count.plainTextAuths += 1
        const password = mode === 'rotated-password' ? `${auth?.password}-rotated` : auth?.password
        if (!auth || (login.username === auth.user && login.password === password)) return callback(null, { user: login.username })
        count.refusedLogins += 1
        callback(failure(535, 'Invalid username or password'))
      },
      onMailFrom(_address, session, callback) {
        if (!session.secure) count.plainTextEnvelopes += 1
        callback()
      },
      onRcptTo(_address, _session, callback) {
        if (mode === 'rcpt-550') return callback(failure(550, 'Mailbox unavailable'))
        callback()
      },
      onData(stream, session, callback) {
        const chunks = []
        stream.on('data', (chunk) => chunks.push(chunk))
        stream.on('end', () => {
          if (DATA_FAILURES[mode]) return callback(failure(...DATA_FAILURES[mode]))
          if (mode === 'data-hang') return // never answers the DATA
          if (mode === 'data-drop') return dropConnection(session.remotePort)
          const raw = Buffer.concat(chunks)
          const envelope = { from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((rcpt) => rcpt.address) }
          if (dir) {
            const name = `${Date.now()}-${Math.random().toString(36).slice(2)}.eml`
            writeFileSync(join(dir, name), raw)
            writeFileSync(join(dir, `${name}.json`), JSON.stringify(envelope))
          }
          const store = () =>
            PostalMime.parse(raw).then((parsed) => {
              ;(isAcknowledgement(raw) ? acknowledgements : mails).push({ raw, parsed, envelope, secure: session.secure, receivedAt: Date.now() })
              callback()
            }, callback)
          if (mode === 'accept-slow') setTimeout(store, 1_000)
          else store()
        })
      },
    })
    // Refused handshakes and clients that drop their connection surface as 'error' events: never thrown.
    smtp.on('error', () => undefined)
    smtp.server.on('connection', (socket) => {
      sockets.add(socket)
      socket.once('close', () => sockets.delete(socket))
    })
    return smtp
  }

  const dropConnection = (remotePort) => {
    for (const socket of sockets) if (socket.remotePort === remotePort) socket.destroy()
  }
  // A TLS-first server's failed handshakes close themselves (destroying them crashes Node 20).
  const cutConnections = () => {
    if (!tls?.secure) for (const socket of sockets) socket.destroy()
  }

  const start = async () => {
    if (server) return
    const smtp = create()
    await new Promise((resolve, reject) => {
      smtp.server.once('error', reject)
      smtp.server.listen(boundPort, '127.0.0.1', () => {
        smtp.server.off('error', reject)
        resolve()
      })
    })
    boundPort = smtp.server.address().port
    server = smtp
  }
  const stop = async () => {
    // The site closes its connection after every message: over TLS, give it a moment to go by
    // itself (tearing the plain socket out from under a TLS session is best avoided).
    const deadline = Date.now() + (tls ? 2_000 : 0)
    while (sockets.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))
    const current = server
    server = undefined
    cutConnections()
    if (current) await new Promise((resolve) => current.close(() => resolve()))
  }

  await start()
  return {
    get url() {
      return `smtp://127.0.0.1:${boundPort}`
    },
    get port() {
      return boundPort
    },
    mails,
    acknowledgements,
    connections: () => count.connections,
    securedSessions: () => count.securedSessions,
    logins: () => count.logins,
    refusedLogins: () => count.refusedLogins,
    plainTextAuths: () => count.plainTextAuths,
    plainTextEnvelopes: () => count.plainTextEnvelopes,
    setMode: async (next) => {
      const restart = next === 'refuse' || (tls && next !== mode)
      mode = next
      if (restart) await stop()
      // Hung sessions of the previous mode must not leak into the next drill.
      else cutConnections()
      if (next !== 'refuse') await start()
    },
    stop,
    start,
    close: stop,
  }
}
