import type { Email } from 'postal-mime'

/** How the server fails: the way real relays do, or (with `tls`) a relay that breaks its TLS or login. */
export type SmtpMode =
  | 'accept'
  | 'accept-slow' // accepts, but answers the DATA only after a second
  | 'refuse' // nothing listening: connection refused
  | 'greeting-421' // 421 at connect
  | 'greeting-hang' // accepts the TCP connection, never greets
  | 'rcpt-550' // every recipient refused (a permanent refusal)
  | 'data-451' // transient failure after DATA
  | 'data-552' // message too large after DATA
  | 'data-hang' // takes the message, never answers
  | 'data-drop' // takes the message, then drops the connection without a reply
  | 'no-starttls' // (tls) offers no STARTTLS
  | 'impostor-certificate' // (tls) presents `tls.impostor` for the same address
  | 'rotated-password' // (tls, auth) the password has changed since SMTP_URL was written

export type KeyPair = { key: string; cert: string; certPath?: string }

export type SmtpServerOptions = {
  /** 0 (default): any free port. */
  port?: number
  /** Also write every accepted message there as an .eml file (the folder is emptied first). */
  dir?: string
  /** Offer STARTTLS with `trusted` (smtp-server's own self-signed certificate when absent), or TLS from the first byte (`secure`). */
  tls?: { trusted?: KeyPair; impostor?: KeyPair; secure?: boolean }
  /** Require this login. */
  auth?: { user: string; password: string }
}

export type ReceivedMail = { raw: Buffer; parsed: Email; envelope: { from: string; to: string[] }; secure: boolean; receivedAt: number }

export type SmtpTestServer = {
  url: string
  port: number
  /** The firm's copies. */
  mails: ReceivedMail[]
  /** The visitors' acknowledgements (Auto-Submitted: auto-replied), kept apart. */
  acknowledgements: ReceivedMail[]
  /** Connections opened (counts the site's retries), STARTTLS handshakes, AUTH attempts, AUTH refused (535). */
  connections: () => number
  securedSessions: () => number
  logins: () => number
  refusedLogins: () => number
  /** AUTH and MAIL FROM commands that arrived over a connection without TLS. */
  plainTextAuths: () => number
  plainTextEnvelopes: () => number
  setMode: (mode: SmtpMode) => Promise<void>
  /** Stops listening (connections are refused) until start(). */
  stop: () => Promise<void>
  start: () => Promise<void>
  close: () => Promise<void>
}

export function isAcknowledgement(raw: Buffer): boolean
export function startSmtpServer(options?: SmtpServerOptions): Promise<SmtpTestServer>
/** Self-signed certificates for 127.0.0.1 (openssl), one pair per name; `remove` deletes them. */
export function makeCertificates<Name extends string>(names: Name[]): { pairs: Record<Name, Required<KeyPair>>; remove: () => void }
