import 'server-only'
import { isIP } from 'node:net'
import { join, resolve } from 'node:path'
import { z } from 'zod'
import { brand } from '@/content/site'

// The runtime settings of the form endpoints: one zod schema over the environment (docs/forms.md,
// "Environment"). Every variable is optional with a default, so the build needs none of them; a
// value that is set but wrong stops the server at start (instrumentation.ts reads it first) with
// one message naming the variable. TRUSTED_PROXIES is server.mjs's alone: it needs the socket.

/** A blank value is the same as an unset one. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)
const text = z.preprocess(blankAsUnset, z.string().optional())

function wholeNumber(fallback: number, min: 0 | 1) {
  const rule = min === 0 ? 'must be a whole number, 0 or more' : 'must be a whole number above 0'
  return z.preprocess(blankAsUnset, z.string().regex(/^\d+$/, rule).transform(Number).refine((value) => Number.isSafeInteger(value) && value >= min, rule).default(fallback))
}

function urlWith(protocols: string[], rule: string) {
  const readable = (value: string) => URL.canParse(value) && protocols.includes(new URL(value).protocol)
  return z.preprocess(blankAsUnset, z.string().refine(readable, rule).optional())
}

const MiB = 1024 ** 2

// The lead webhook's three variables (docs/webhook.md).
const LEAD_FORMS = ['contact', 'brief', 'career', 'newsletter'] as const
const isLeadForm = (value: string): value is (typeof LEAD_FORMS)[number] => (LEAD_FORMS as readonly string[]).includes(value)

/** https://, or http:// to this machine only (a receiver beside the server, or the tests'). */
function isLeadWebhookUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const { protocol, hostname } = new URL(value)
  const host = hostname.replace(/^\[|\]$/g, '')
  const loopback = host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'))
  return protocol === 'https:' || (protocol === 'http:' && loopback)
}

/** A Standard Webhooks secret: `whsec_` and 24 to 64 random bytes in base64. */
function isLeadWebhookSecret(value: string): boolean {
  const [, key] = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value) ?? []
  if (!key || key.length % 4 !== 0) return false
  const bytes = Buffer.from(key, 'base64').length
  return bytes >= 24 && bytes <= 64
}

const serverEnvSchema = z
  .object({
    NODE_ENV: text,
    SMTP_URL: urlWith(['smtp:', 'smtps:'], 'must be smtp://user:pass@host:587 or smtps://user:pass@host:465'),
    MAIL_OUTBOX_DIR: text,
    MAIL_FROM: text,
    MAIL_TO: text,
    CONTACT_MAIL_TO: text,
    CAREER_MAIL_TO: text,
    BRIEF_MAIL_TO: text,
    FORM_RATE_LIMIT: wholeNumber(5, 0),
    CV_MAX_BYTES: wholeNumber(5 * MiB, 1),
    BRIEF_MAX_BYTES: wholeNumber(15 * MiB, 1),
    MAIL_QUEUE_DIR: text,
    MAIL_QUEUE_MAX_BYTES: wholeNumber(2048 * MiB, 0),
    MAIL_QUEUE_MIN_FREE_BYTES: wholeNumber(512 * MiB, 0),
    REDIS_URL: urlWith(['redis:', 'rediss:'], 'must be redis://… or rediss://…'),
    LEAD_WEBHOOK_URL: z.preprocess(blankAsUnset, z.string().refine(isLeadWebhookUrl, 'must be an https:// URL (http:// only to a loopback address)').optional()),
    LEAD_WEBHOOK_SECRET: z.preprocess(blankAsUnset, z.string().refine(isLeadWebhookSecret, 'must be a Standard Webhooks secret: whsec_ and 24 to 64 bytes in base64').optional()),
    MAIL_QUEUE_RETRY_SECONDS: wholeNumber(30, 1),
    STATUS_TOKEN: z.preprocess(blankAsUnset, z.string().regex(/^[\x21-\x7e]{32,256}$/, 'must be 32 to 256 printable characters without spaces (e.g. openssl rand -hex 32)').optional()),
    LEAD_WEBHOOK_FORMS: z.preprocess(
      (value) => blankAsUnset(value)?.split(',').map((form) => form.trim()),
      z
        .array(z.string())
        .refine((forms) => forms.length > 0 && forms.every(isLeadForm), 'must list forms among contact, brief, career, newsletter, separated by commas')
        .transform((forms) => forms.filter(isLeadForm))
        .default(['contact', 'brief']),
    ),
  })
  // Sent only when the URL is set, and then the secret must be.
  .refine((env) => !env.LEAD_WEBHOOK_URL || env.LEAD_WEBHOOK_SECRET, { path: ['LEAD_WEBHOOK_SECRET'], message: 'must be set when LEAD_WEBHOOK_URL is' })
  .transform((env) => {
    const mailTo = env.MAIL_TO ?? brand.email
    return {
      /** Unset: mail is written as .eml files to `outboxDir`. */
      smtpUrl: env.SMTP_URL,
      outboxDir: env.MAIL_OUTBOX_DIR ?? join(process.cwd(), 'outbox'),
      mailFrom: env.MAIL_FROM ?? 'Website <no-reply@localhost>',
      contactMailTo: env.CONTACT_MAIL_TO ?? mailTo,
      careerMailTo: env.CAREER_MAIL_TO ?? mailTo,
      newsletterMailTo: mailTo,
      briefMailTo: env.BRIEF_MAIL_TO ?? mailTo,
      /** Accepted submissions per visitor, per form, per 10 minutes; 0 = off. */
      formRateLimit: env.FORM_RATE_LIMIT,
      cvMaxBytes: env.CV_MAX_BYTES,
      /** All drawings of one brief together. */
      briefMaxBytes: env.BRIEF_MAX_BYTES,
      /** Where accepted submissions wait until the mail server has taken them (npm run mail:queue reads the same default). */
      mailQueueDir: resolve(env.MAIL_QUEUE_DIR ?? join(process.cwd(), 'var', 'mail-queue')),
      /** Past this many bytes in the queue, or under this many free on its disk, a submission gets 503; 0 = off. */
      mailQueueMaxBytes: env.MAIL_QUEUE_MAX_BYTES,
      mailQueueMinFreeBytes: env.MAIL_QUEUE_MIN_FREE_BYTES,
      /** The first retry of an undelivered message waits this long, each next one twice as long (at most an hour). */
      mailQueueRetryMs: env.MAIL_QUEUE_RETRY_SECONDS * 1000,
      /** Opens GET /status to a client that sends it as a bearer token (loopback clients need none); unset = loopback only. */
      statusToken: env.STATUS_TOKEN,
      /** Shared by several instances: rate limits, duplicate guard, acknowledgements; unset = this process's memory. */
      redisUrl: env.REDIS_URL,
      /** Where accepted leads are posted, signed, and for which forms; unset = no webhook. */
      leadWebhook: env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET, forms: env.LEAD_WEBHOOK_FORMS } : undefined,
      isProduction: env.NODE_ENV === 'production',
    }
  })

export type ServerEnv = z.output<typeof serverEnvSchema>

/** Secrets: a wrong value is named, never printed. */
const SECRETS = new Set(['STATUS_TOKEN', 'LEAD_WEBHOOK_SECRET'])

/** One line per wrong variable, naming it, its value (not a secret's) and what it must be. */
function describeIssues(error: z.ZodError, source: NodeJS.ProcessEnv): string {
  const shown = (name: string) => (SECRETS.has(name) && source[name] ? '(hidden)' : JSON.stringify(source[name] ?? ''))
  const lines = error.issues.map((issue) => `  ${String(issue.path[0])}=${shown(String(issue.path[0]))}: ${issue.message}`)
  return `[env] the server cannot start with these settings (docs/forms.md, Environment):\n${lines.join('\n')}`
}

const parsed = new Map<string, ServerEnv>()

/**
 * The settings; the environment is parsed once per distinct set of values (once in a running
 * server, again in a test that changes a variable). Throws on a wrong value.
 */
export function getServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const key = JSON.stringify(Object.keys(serverEnvSchema.in.shape).map((name) => source[name]))
  let env = parsed.get(key)
  if (!env) {
    const result = serverEnvSchema.safeParse(source)
    if (!result.success) throw new Error(describeIssues(result.error, source))
    parsed.set(key, (env = result.data))
  }
  return env
}

/** The SMTP URL with any password masked, for logs. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl)
    if (url.password) url.password = '***'
    return url.toString()
  } catch {
    return '(unparseable SMTP_URL)'
  }
}
