import 'server-only'
import { join } from 'node:path'
import { brand } from '@/content/site'
import { queueRoot } from '@/lib/mail/queue/names.mjs'
import { DEFAULT_BRIEF_MAX_BYTES } from '@/lib/validation/brief-rules'
import { DEFAULT_CV_MAX_BYTES } from '@/lib/validation/forms'

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
  isProduction: boolean
}

const nonEmpty = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : undefined)

function nonNegativeInteger(name: string, raw: string | undefined, fallback: number): number {
  const value = nonEmpty(raw)
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 0) {
    // A typo must not silently switch a limit off: fall back and say so once per read.
    console.warn(`[env] ${name}=${JSON.stringify(value)} is not a non-negative integer; using ${fallback}`)
    return fallback
  }
  return parsed
}

/** Reads the environment on every call, so tests (and a restarted server) see the current values. */
export function getServerEnv(source: NodeJS.ProcessEnv = process.env): ServerEnv {
  const mailTo = nonEmpty(source.MAIL_TO) ?? brand.email
  return {
    smtpUrl: nonEmpty(source.SMTP_URL),
    outboxDir: nonEmpty(source.MAIL_OUTBOX_DIR) ?? join(process.cwd(), 'outbox'),
    mailFrom: nonEmpty(source.MAIL_FROM) ?? 'Website <no-reply@localhost>',
    contactMailTo: nonEmpty(source.CONTACT_MAIL_TO) ?? mailTo,
    careerMailTo: nonEmpty(source.CAREER_MAIL_TO) ?? mailTo,
    newsletterMailTo: mailTo,
    formRateLimit: nonNegativeInteger('FORM_RATE_LIMIT', source.FORM_RATE_LIMIT, 5),
    cvMaxBytes: nonNegativeInteger('CV_MAX_BYTES', source.CV_MAX_BYTES, DEFAULT_CV_MAX_BYTES) || DEFAULT_CV_MAX_BYTES,
    briefMailTo: nonEmpty(source.BRIEF_MAIL_TO) ?? mailTo,
    briefMaxBytes: nonNegativeInteger('BRIEF_MAX_BYTES', source.BRIEF_MAX_BYTES, DEFAULT_BRIEF_MAX_BYTES) || DEFAULT_BRIEF_MAX_BYTES,
    trustProxy: source.TRUST_PROXY === '1' || nonEmpty(source.TRUSTED_PROXIES) !== undefined,
    mailQueueDir: queueRoot(source.MAIL_QUEUE_DIR),
    mailQueueMaxBytes: nonNegativeInteger('MAIL_QUEUE_MAX_BYTES', source.MAIL_QUEUE_MAX_BYTES, 2 * 1024 ** 3),
    mailQueueMinFreeBytes: nonNegativeInteger('MAIL_QUEUE_MIN_FREE_BYTES', source.MAIL_QUEUE_MIN_FREE_BYTES, 512 * 1024 ** 2),
    redisUrl: nonEmpty(source.REDIS_URL),
    isProduction: source.NODE_ENV === 'production',
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
