import 'server-only'
import { join } from 'node:path'
import { z } from 'zod'
import { brand } from '@/content/site'
import { queueRoot } from '@/lib/mail/queue/names.mjs'
import type { FormName } from '@/lib/mail/reference'
import { trustedProxies } from '@/lib/server/visitor-address.mjs'
import { isLeadForm, isLeadWebhookSecret, isLeadWebhookUrl } from '@/lib/webhook/settings'
import { DEFAULT_BRIEF_MAX_BYTES } from '@/lib/validation/brief-rules'
import { DEFAULT_CV_MAX_BYTES } from '@/lib/validation/forms'

// The runtime settings of the form endpoints: one zod schema over the environment (README,
// Environment). Every variable is optional with a default, so the build needs none of them; a
// value that is set but wrong stops the server at start (instrumentation.ts reads it first) with
// one message naming the variable, instead of a limit silently falling back.

/** A blank value is the same as an unset one. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)

const optionalText = z.preprocess(blankAsUnset, z.string().optional())

function wholeNumber(fallback: number, min: 0 | 1) {
  const rule = min === 0 ? 'must be a whole number, 0 or more' : 'must be a whole number above 0'
  return z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^\d+$/, rule)
      .transform(Number)
      .refine((value) => Number.isSafeInteger(value) && value >= min, rule)
      .default(fallback),
  )
}

function urlWith(protocols: string[], rule: string) {
  const readable = (value: string) => URL.canParse(value) && protocols.includes(new URL(value).protocol)
  return z.preprocess(blankAsUnset, z.string().refine(readable, rule).optional())
}

function readsAsProxies(value: string): boolean {
  try {
    trustedProxies({ TRUSTED_PROXIES: value })
    return true
  } catch {
    return false
  }
}

export const serverEnvSchema = z.object({
  NODE_ENV: optionalText,
  SMTP_URL: urlWith(['smtp:', 'smtps:'], 'must be smtp://user:pass@host:587 or smtps://user:pass@host:465'),
  MAIL_OUTBOX_DIR: optionalText,
  MAIL_FROM: optionalText,
  MAIL_TO: optionalText,
  CONTACT_MAIL_TO: optionalText,
  CAREER_MAIL_TO: optionalText,
  BRIEF_MAIL_TO: optionalText,
  FORM_RATE_LIMIT: wholeNumber(5, 0),
  CV_MAX_BYTES: wholeNumber(DEFAULT_CV_MAX_BYTES, 1),
  BRIEF_MAX_BYTES: wholeNumber(DEFAULT_BRIEF_MAX_BYTES, 1),
  TRUSTED_PROXIES: z.preprocess(
    blankAsUnset,
    z.string().refine(readsAsProxies, 'must list addresses, CIDR ranges, "loopback" or "private", separated by commas').optional(),
  ),
  TRUST_PROXY: z.preprocess(blankAsUnset, z.enum(['0', '1'], { error: 'must be 1 (trust loopback and private proxies) or 0' }).optional()),
  MAIL_QUEUE_DIR: optionalText,
  MAIL_QUEUE_MAX_BYTES: wholeNumber(2 * 1024 ** 3, 0),
  MAIL_QUEUE_MIN_FREE_BYTES: wholeNumber(512 * 1024 ** 2, 0),
  REDIS_URL: urlWith(['redis:', 'rediss:'], 'must be redis://… or rediss://…'),
  // The lead webhook (docs/webhook.md): sent only when the URL is set, and then the secret must be.
  LEAD_WEBHOOK_URL: z.preprocess(blankAsUnset, z.string().refine(isLeadWebhookUrl, 'must be an https:// URL (http:// only to a loopback address)').optional()),
  LEAD_WEBHOOK_SECRET: z.preprocess(blankAsUnset, z.string().refine(isLeadWebhookSecret, 'must be a Standard Webhooks secret: whsec_ and 24 to 64 bytes in base64').optional()),
  LEAD_WEBHOOK_FORMS: z.preprocess(
    (value) => blankAsUnset(value)?.split(',').map((form) => form.trim()),
    z
      .array(z.string())
      .refine((forms) => forms.length > 0 && forms.every(isLeadForm), 'must list forms among contact, brief, career, newsletter, separated by commas')
      .transform((forms) => forms.filter(isLeadForm))
      .default(['contact', 'brief']),
  ),
}).refine((env) => !env.LEAD_WEBHOOK_URL || env.LEAD_WEBHOOK_SECRET, { path: ['LEAD_WEBHOOK_SECRET'], message: 'must be set when LEAD_WEBHOOK_URL is' })

/** The runtime settings of the form endpoints, read from the environment (README, Environment). */
export type ServerEnv = {
  smtpUrl: string | undefined
  outboxDir: string
  mailFrom: string
  contactMailTo: string
  careerMailTo: string
  newsletterMailTo: string
  /** Accepted submissions per client IP, per endpoint, per 10 minutes; 0 = off. */
  formRateLimit: number
  cvMaxBytes: number
  /** Sales inbox for project briefs (BRIEF_MAIL_TO, default MAIL_TO). */
  briefMailTo: string
  /** All drawings of one brief together (BRIEF_MAX_BYTES). */
  briefMaxBytes: number
  /** True when a reverse proxy is trusted (TRUSTED_PROXIES, or TRUST_PROXY=1): its X-Forwarded-Host counts. */
  trustProxy: boolean
  /** Where accepted submissions wait until the mail server has taken them. */
  mailQueueDir: string
  /** Past this many bytes stored in the mail queue, a new submission is refused (503); 0 = no bound. */
  mailQueueMaxBytes: number
  /** Under this many bytes free on the queue's disk, a new submission is refused (503); 0 = no floor. */
  mailQueueMinFreeBytes: number
  /** Shared store for several instances (redis://...): rate limits, duplicate guard, acknowledgements; unset = memory and the queue folder. */
  redisUrl: string | undefined
  /** Where accepted leads are posted, signed, and for which forms; unset = no webhook. */
  leadWebhook: { url: string; secret: string; forms: readonly FormName[] } | undefined
  isProduction: boolean
}

/** One line per wrong variable, naming it, its value and what it must be. */
function describeIssues(error: z.ZodError, source: NodeJS.ProcessEnv): string {
  const lines = error.issues.map((issue) => {
    const name = String(issue.path[0])
    return `  ${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`
  })
  return `[env] the server cannot start with these settings (README, Environment):\n${lines.join('\n')}`
}

/** Reads the environment on every call, so tests (and a restarted server) see the current values; throws on a wrong value. */
export function getServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const parsed = serverEnvSchema.safeParse(source)
  if (!parsed.success) throw new Error(describeIssues(parsed.error, source))
  const env = parsed.data
  const mailTo = env.MAIL_TO ?? brand.email
  return {
    smtpUrl: env.SMTP_URL,
    outboxDir: env.MAIL_OUTBOX_DIR ?? join(process.cwd(), 'outbox'),
    mailFrom: env.MAIL_FROM ?? 'Website <no-reply@localhost>',
    contactMailTo: env.CONTACT_MAIL_TO ?? mailTo,
    careerMailTo: env.CAREER_MAIL_TO ?? mailTo,
    newsletterMailTo: mailTo,
    formRateLimit: env.FORM_RATE_LIMIT,
    cvMaxBytes: env.CV_MAX_BYTES,
    briefMailTo: env.BRIEF_MAIL_TO ?? mailTo,
    briefMaxBytes: env.BRIEF_MAX_BYTES,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUSTED_PROXIES !== undefined,
    mailQueueDir: queueRoot(env.MAIL_QUEUE_DIR),
    mailQueueMaxBytes: env.MAIL_QUEUE_MAX_BYTES,
    mailQueueMinFreeBytes: env.MAIL_QUEUE_MIN_FREE_BYTES,
    redisUrl: env.REDIS_URL,
    leadWebhook: env.LEAD_WEBHOOK_URL && env.LEAD_WEBHOOK_SECRET ? { url: env.LEAD_WEBHOOK_URL, secret: env.LEAD_WEBHOOK_SECRET, forms: env.LEAD_WEBHOOK_FORMS } : undefined,
    isProduction: env.NODE_ENV === 'production',
  }
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
