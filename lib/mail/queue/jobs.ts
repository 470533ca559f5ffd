import { join } from 'node:path'
import type { SendMailOptions } from 'nodemailer'
import type { ServerEnv } from '@/lib/env'
import { MailDeliveryError, sendMail } from '@/lib/mail/transport'
import { leadWithTakeoff, mailWithTakeoff, type QueuedModel } from '@/lib/takeoff/queue-job'
import type { LeadForm, LeadPayload } from '@/lib/webhook/payload'
import { sendLeadWebhook, WebhookDeliveryError } from '@/lib/webhook/send'

// The queue's kinds of work, in one table (docs/forms.md, "The mail queue"). Every job is one
// record type, stored in ready/ under a name that carries its kind (names.mjs) and nowhere else;
// each kind says how to attempt it, which failures are for good, when to try again and how many
// of its attempts may run at once. Each kind is a lane of its own (lanes.ts), so a mail server that
// is down never holds a webhook back, nor the reverse. A brief's model takeoff is not a kind: it
// runs beside the lanes (lib/takeoff/queue-job.ts) and only its own brief's jobs wait for it.

export type { QueuedModel }

/** What every kind of job holds. */
type JobBase = {
  version: 1
  /** The submission's reference (`<reference>-ACK` for an acknowledgement); a submission's mail and webhook share it. */
  reference: string
  form: string
  createdAt: number
  /** Files of their own in attachments/ ([] for a webhook: its files travel with the mail). */
  attachments: { filename: string; contentType?: string; file: string }[]
  /** IFC models whose takeoff the job carries (lib/takeoff/queue-job.ts); absent when none. */
  models?: QueuedModel[]
  /** Why the last attempt failed (failed/ only). */
  lastError?: string
  /** The W3C trace context of the request that stored it, so its deliveries join that trace (docs/operations.md); absent without tracing. */
  traceparent?: string
}

/** Each kind's own fields. */
type JobData = {
  /** A mail to the firm, or an acknowledgement to the visitor, without its attachments. */
  mail: { mail: Omit<SendMailOptions, 'attachments'>; acknowledgeTo?: string }
  /** A lead webhook (lib/webhook): the Standard Webhooks body captured when the submission was accepted. */
  webhook: { form: LeadForm; payload: LeadPayload }
}

export type JobKind = keyof JobData
/** A queued job: one record type, its kind's fields chosen by its name's kind. */
export type QueuedJob<K extends JobKind = JobKind> = JobBase & JobData[K]

type Kind<K extends JobKind> = {
  /** Attempts of this kind one process makes at once; the rest wait, smallest first (lanes.ts). */
  concurrency: number
  /** One attempt; throws when the job was not delivered. */
  attempt: (job: QueuedJob<K>, root: string, env: ServerEnv) => Promise<void>
  /** True when retrying cannot help: the job goes to failed/ at once. */
  isPermanent: (error: unknown) => boolean
  /** How long to wait after `attempts` failed attempts, the last ending in `error`; `firstMs` is MAIL_QUEUE_RETRY_SECONDS. */
  retryDelayMs: (attempts: number, error: unknown, firstMs?: number) => number
}

/** Retry delays: 30 s (MAIL_QUEUE_RETRY_SECONDS), doubling, at most an hour; given up 3 days after the job arrived (deliver.ts). */
export const FIRST_RETRY_MS = 30_000
export const LONGEST_RETRY_MS = 60 * 60_000

export function backoffMs(attempts: number, firstMs = FIRST_RETRY_MS): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

/**
 * A webhook's wait: the receiver's `Retry-After` when it gave one; else "full jitter", a random
 * time up to the back-off (one step longer after 429, 502 or 504), so the retries of many leads
 * after an outage do not arrive together. At least a second.
 */
export function webhookRetryDelayMs(attempts: number, error: unknown, firstMs = FIRST_RETRY_MS, random = Math.random): number {
  if (error instanceof WebhookDeliveryError && error.retryAfterMs !== undefined) return error.retryAfterMs
  const slowDown = error instanceof WebhookDeliveryError && error.slowDown
  return Math.max(1_000, Math.round(random() * backoffMs(attempts + (slowDown ? 1 : 0), firstMs)))
}

/** A refused login (530, 534, 535): the password or the account, not this message. */
const LOGIN_REFUSED = [530, 534, 535]
const loginRefused = (error: unknown) => error instanceof MailDeliveryError && LOGIN_REFUSED.includes(error.responseCode ?? 0)
/**
 * When the relay last refused the login. Until a retry delay has passed, the mail lane does not log
 * in again for each waiting lead: relays lock an account that keeps failing. Per process.
 */
let loginRefusedAt = 0

export const JOB_KINDS: { [K in JobKind]: Kind<K> } = {
  mail: {
    concurrency: 4,
    async attempt(job, root, env) {
      if (Date.now() - loginRefusedAt < env.mailQueueRetryMs) throw new MailDeliveryError('The relay refused the login moments ago; not logging in again yet.', 'EAUTH', 535)
      // A brief with IFC models carries their takeoff (read once for the mail and the lead).
      const takeoff = await mailWithTakeoff(root, job)
      await sendMail(
        {
          ...job.mail,
          ...takeoff,
          date: job.mail.date ? new Date(job.mail.date as string) : undefined,
          attachments: [
            ...job.attachments.map(({ filename, contentType, file }) => ({ filename, contentType, path: join(root, 'attachments', file) })),
            ...(takeoff.attachments ?? []),
          ],
        },
        env,
      ).catch((error: unknown) => {
        if (loginRefused(error)) loginRefusedAt = Date.now()
        throw error
      })
    },
    // A 5xx reply is for good, except 503 (bad sequence) and a refused login (530, 534, 535): a
    // password is put right by whoever runs the site, and every lead then goes; the back-off
    // (30 s, doubling) keeps the relay from locking the account meanwhile.
    isPermanent: (error) => {
      const code = error instanceof MailDeliveryError ? error.responseCode : undefined
      return code !== undefined && code >= 500 && code !== 503 && !LOGIN_REFUSED.includes(code)
    },
    retryDelayMs: (attempts, _error, firstMs) => backoffMs(attempts, firstMs),
  },
  webhook: {
    concurrency: 4,
    async attempt(job, root, env) {
      // The `webhook-id` is the submission's reference, the same on every attempt.
      await sendLeadWebhook({ webhookId: job.payload.data.reference, form: job.form, payload: await leadWithTakeoff(root, job) }, env)
    },
    isPermanent: (error) => error instanceof WebhookDeliveryError && error.permanent,
    retryDelayMs: webhookRetryDelayMs,
  },
}

export const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(JOB_KINDS, kind)

/** A kind's entry, for code that handles every kind alike. */
export const jobKind = (kind: JobKind) => JOB_KINDS[kind] as unknown as Kind<JobKind>
