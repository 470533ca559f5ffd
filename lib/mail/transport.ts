import 'server-only'
import { mkdir, rename } from 'node:fs/promises'
import { join } from 'node:path'
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer'
import { describeSmtpUrl, getServerEnv, type ServerEnv } from '@/lib/env'
import { syncFolder, writeFlushed } from '@/lib/mail/queue/folders'

/** SMTP timeouts (docs/forms.md): nodemailer's own defaults would let a request hang 10 min. */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
  dnsTimeout: 5_000,
} as const

/** The mail server refused the message or could not be reached in time: nothing was sent. */
export class MailDeliveryError extends Error {
  constructor(
    message: string,
    /** nodemailer's error code (ECONNECTION, ETIMEDOUT, EENVELOPE, ...), safe to log. */
    readonly code: string,
    /** The SMTP reply code, when the server answered. */
    readonly responseCode?: number,
  ) {
    super(message)
    this.name = 'MailDeliveryError'
  }
}

export type SentMail = { transport: 'smtp' | 'outbox'; messageId: string; location?: string }

type MailTransport = { kind: 'smtp' | 'outbox'; send: (message: SendMailOptions) => Promise<SentMail> }

let cached: { key: string; transport: MailTransport } | undefined

/**
 * How the link to the mail server is encrypted:
 * - `implicit`: `smtps://`, TLS from the first byte;
 * - `required`: `smtp://` must upgrade with STARTTLS before AUTH and the message, or nothing is sent
 *   (nodemailer `requireTLS`), so a relay, or anyone in between, that drops STARTTLS cannot make
 *   the site send the password and the visitor's message in clear;
 * - `opportunistic`: STARTTLS when the server offers it (nodemailer's default).
 * In production `smtp://` is `required`, except for a relay on this machine (loopback: nothing
 * crosses a network) and a URL that says `?requireTLS=false`; `?requireTLS=true` forces it anywhere.
 * The certificate is verified in every mode: a failed check is an error, never a plain-text retry.
 */
export type SmtpTlsPolicy = 'implicit' | 'required' | 'opportunistic'

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i

export function smtpTlsPolicy(smtpUrl: string, isProduction: boolean): SmtpTlsPolicy {
  let url: URL
  try {
    url = new URL(smtpUrl)
  } catch {
    return isProduction ? 'required' : 'opportunistic'
  }
  if (url.protocol === 'smtps:') return 'implicit'
  const stated = url.searchParams.get('requireTLS')
  if (stated === 'true') return 'required'
  if (stated === 'false') return 'opportunistic'
  return isProduction && !LOOPBACK_HOST.test(url.hostname) ? 'required' : 'opportunistic'
}

const TLS_POLICY_NOTES: Record<SmtpTlsPolicy, string> = {
  implicit: 'TLS',
  required: 'STARTTLS required',
  opportunistic: 'STARTTLS if offered',
}

function smtpTransport(smtpUrl: string, isProduction: boolean): MailTransport {
  const transporter: Transporter = nodemailer.createTransport({
    url: smtpUrl,
    ...SMTP_TIMEOUTS,
    requireTLS: smtpTlsPolicy(smtpUrl, isProduction) === 'required',
  })
  return {
    kind: 'smtp',
    async send(message) {
      try {
        const info = await transporter.sendMail(message)
        return { transport: 'smtp', messageId: String(info.messageId ?? '') }
      } catch (error) {
        const details = error as { code?: string; responseCode?: number }
        throw new MailDeliveryError('SMTP delivery failed', details.code ?? 'EUNKNOWN', details.responseCode)
      }
    },
  }
}

function outboxTransport(outboxDir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transporter.sendMail(message)
      // Owner-only like the queue (the messages carry CVs), and flushed, file and folder, before
      // the queue deletes its own copy.
      await mkdir(outboxDir, { recursive: true, mode: 0o700 })
      const reference = String((message.headers as Record<string, string> | undefined)?.['X-Form-Reference'] ?? 'mail')
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${reference}.eml`
      const finalPath = join(outboxDir, name)
      // Write then rename, so whoever watches the folder never reads half a message.
      const partialPath = `${finalPath}.part`
      await writeFlushed(partialPath, [info.message as Buffer])
      await rename(partialPath, finalPath)
      await syncFolder(outboxDir)
      return { transport: 'outbox', messageId: String(info.messageId ?? ''), location: finalPath }
    },
  }
}

/** The transport the environment asks for: SMTP when SMTP_URL is set, otherwise the .eml outbox. */
export function getMailTransport(env: ServerEnv = getServerEnv()): MailTransport {
  const key = env.smtpUrl ? `smtp:${env.isProduction}:${env.smtpUrl}` : `outbox:${env.outboxDir}`
  if (cached?.key !== key) {
    cached = { key, transport: env.smtpUrl ? smtpTransport(env.smtpUrl, env.isProduction) : outboxTransport(env.outboxDir) }
  }
  return cached.transport
}

/** Sends one message; throws MailDeliveryError when the SMTP server refuses or cannot be reached. */
export function sendMail(message: SendMailOptions, env: ServerEnv = getServerEnv()): Promise<SentMail> {
  return getMailTransport(env).send(message)
}

/** One line for the start-up log saying where form mail goes. */
export function describeMailTransport(env: ServerEnv = getServerEnv()): { line: string; warning?: string } {
  if (env.smtpUrl) {
    const tls = TLS_POLICY_NOTES[smtpTlsPolicy(env.smtpUrl, env.isProduction)]
    return { line: `[mail] form mail is sent by SMTP to ${describeSmtpUrl(env.smtpUrl)} (${tls})` }
  }
  const line = `[mail] SMTP_URL is unset: form mail is written as .eml files to ${env.outboxDir}`
  return env.isProduction
    ? { line, warning: '[mail] WARNING: production server without SMTP_URL; no form mail leaves this machine until it is set' }
    : { line }
}
