import 'server-only'
import { createHash } from 'node:crypto'
import type { SendMailOptions } from 'nodemailer'
import { brand, SITE_URL } from '@/content/site'
import { getServerEnv, type ServerEnv } from '@/lib/env'
import { deliverQueued } from '@/lib/mail/queue/deliver'
import { QueueWriteError } from '@/lib/mail/queue/folders'
import { claimSubmission, validSubmissionId } from './duplicate-guard'
import { QueueFullError, requireRoom } from '@/lib/mail/queue/queue-bound'
import { enqueueMail, enqueueWebhook, keepSpam, type QueuedModel } from '@/lib/mail/queue/store'
import { acknowledgeAfterDelivery } from '@/lib/mail/queue/worker'
import { createReference, messageIdFor, type FormName } from '@/lib/mail/reference'
import { connectedRedis } from '@/lib/redis-client'
import { leadPayload, type LeadInput } from '@/lib/webhook/payload'
import { queuedModels, takeoffFor, visitorLine } from '@/lib/takeoff/queue-job'
import { pageAnswer, wantsPage } from './page-answer'
import { requestVisitor, takeRatePoint } from './rate-limit'
import { requireSameOrigin } from './request-guards'
import { HttpError, type FormResponseBody } from './responses'
import { errorFields, log } from '@/lib/log.mjs'
import { countFormSubmission, inSpan } from '@/lib/operations/telemetry'

/** How long the answer waits for the first delivery attempt; the message is stored either way. */
const FIRST_ATTEMPT_WAIT_MS = 5_000

const SUCCESS_MESSAGES: Record<FormName, string> = {
  contact: 'Your message has been submitted successfully!',
  career: 'Your message has been submitted successfully!',
  newsletter: 'Thank you for subscribing!',
  brief: 'Your project brief has been submitted successfully!',
}

/** What a form's reader made of the request: the whole submission, or a honeypot hit. */
export type ReadOutcome =
  | {
      kind: 'valid'
      /** The checked fields and files: the duplicate guard's fingerprint, so an edited resend is new. */
      content: unknown
      mail: SendMailOptions
      /** What the lead webhook sends (lib/webhook): the fields and the visitor's files. */
      lead: LeadInput
      /** The names of the mail's attachments that are IFC models, read for a takeoff (docs/takeoff.md). */
      models?: string[]
    }
  /** The honeypot was filled: answer as if accepted, keep the text fields as spam, send nothing. */
  | { kind: 'trap'; fields: Record<string, string> }

/**
 * A form's one entry: reads and validates the body and builds the mail under `reference`; throws
 * HttpError (400/408/413/415) for anything it refuses.
 */
export type FormReader = (request: Request, env: ServerEnv, reference: string) => Promise<ReadOutcome>

type Outcome = 'queued' | 'duplicate' | 'trap' | 'refused' | 'rate_limited' | 'not_stored' | 'error'

const noun = (form: FormName) => (form === 'newsletter' ? 'subscription' : 'message')

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex')

/** Files by their own hash, before JSON.stringify (which would copy a Buffer into an array of numbers). */
const hashFiles = (item: unknown): unknown =>
  Buffer.isBuffer(item)
    ? sha256(item)
    : Array.isArray(item)
      ? item.map(hashFiles)
      : item !== null && typeof item === 'object'
        ? Object.fromEntries(Object.entries(item).map(([key, value]) => [key, hashFiles(value)]))
        : item

/** A hash of the checked fields and files: an edited resend under the same submission id is a new submission. */
const fingerprintOf = (value: unknown) => sha256(JSON.stringify(hashFiles(value)) ?? '')

/** The visitor's address from the mail's Reply-To, for the acknowledgement. */
function visitorAddress(mail: SendMailOptions): string | undefined {
  const replyTo = mail.replyTo
  const address = typeof replyTo === 'string' ? replyTo : Array.isArray(replyTo) ? undefined : replyTo?.address
  return address && /^[^\s@<>]+@[^\s@<>]+$/.test(address) ? address : undefined
}

/**
 * After the submission's mail was stored: when LEAD_WEBHOOK_URL lists this form, stores its lead
 * webhook in the queue and makes the first attempt without waiting for it. The visitor is told
 * the submission was received either way: a webhook that cannot be stored is logged
 * (`webhook_not_stored`), never turned into a refusal that would make the visitor send again.
 */
async function queueLeadWebhook(env: ServerEnv, form: FormName, reference: string, receivedAt: Date, lead: LeadInput, models: QueuedModel[]): Promise<void> {
  if (!env.leadWebhook?.forms.includes(form)) return
  let name: string
  try {
    name = await inSpan('store webhook', { 'site.form': form, 'site.reference': reference }, () => enqueueWebhook(env.mailQueueDir, form, leadPayload(form, reference, receivedAt, lead), models))
  } catch (error) {
    log.error({ event: 'webhook_not_stored', lane: 'webhook', form, reference, ...errorFields(error) })
    return
  }
  void deliverQueued(env.mailQueueDir, name, env).catch((error: unknown) => log.error({ event: 'delivery_attempt_error', lane: 'webhook', form, reference, ...errorFields(error) }))
}

/**
 * The shared path of every form POST: origin, rate limit (before the body), the form's reader,
 * honeypot, duplicate guard, durable queue, first delivery attempt, answer (JSON or a page), one
 * log line.
 */
export async function handleFormPost(request: Request, form: FormName, read: FormReader): Promise<Response> {
  const startedAt = Date.now()
  const env = getServerEnv()
  const fallbackEmail = form === 'career' ? brand.careersEmail : brand.email
  let reference = createReference(form)
  let outcome: Outcome = 'error'
  let detail: string | undefined
  // The visitor's rate-limit point, given back unless something was stored (a message, or spam).
  let giveBackPoint: (() => Promise<void>) | undefined
  const answer = (status: number, body: FormResponseBody, headers: Record<string, string> = {}) => {
    const response = wantsPage(request)
      ? pageAnswer(request, form, status, body, headers)
      : Response.json(body, { status, headers: { 'Cache-Control': 'no-store', Vary: 'Accept', ...headers } })
    log.info({ event: 'form_submission', form, reference, outcome, status, durationMs: Date.now() - startedAt, ...(detail ? { detail } : {}) })
    countFormSubmission(form, outcome)
    return response
  }
  const accepted = (takeoff?: string) => answer(200, { success: true, message: SUCCESS_MESSAGES[form], reference, ...(takeoff ? { takeoff } : {}) })

  try {
    requireSameOrigin(request, SITE_URL)
    const visitor = requestVisitor(request)
    const rate = await takeRatePoint(form, visitor, env)
    if (!rate.allowed) {
      outcome = 'rate_limited'
      const minutes = Math.max(1, Math.ceil(rate.retryAfterSeconds / 60))
      return answer(
        429,
        { success: false, message: `Too many submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or e-mail us at ${fallbackEmail}.` },
        { 'Retry-After': String(rate.retryAfterSeconds), Connection: 'close' },
      )
    }
    giveBackPoint = rate.giveBack
    // A full queue refuses before the body is read: nothing could be stored anyway.
    await requireRoom(env.mailQueueDir, { maxBytes: env.mailQueueMaxBytes, minFreeBytes: env.mailQueueMinFreeBytes }).catch((error: unknown) => {
      throw new QueueWriteError(error)
    })

    const submission = await read(request, env, reference)
    if (submission.kind === 'trap') {
      outcome = 'trap'
      await keepSpam(env.mailQueueDir, { form, reference, fields: submission.fields })
      giveBackPoint = undefined
      return accepted()
    }

    // The duplicate guard: a repeat of a stored submission (same id, same content) sends nothing.
    const submissionId = validSubmissionId(request.headers.get('x-submission-id'))
    const claim = submissionId
      ? await claimSubmission(form, submissionId, reference, { fingerprint: fingerprintOf(submission.content), redis: await connectedRedis(env.redisUrl) })
      : undefined
    if (claim?.kind === 'repeat') {
      outcome = 'duplicate'
      reference = claim.reference
      return accepted()
    }
    if (claim?.kind === 'busy') throw new HttpError(409, `This ${noun(form)} is being stored right now. Please wait a moment and send it again.`)

    const mail = { ...submission.mail, messageId: messageIdFor(reference), date: new Date(startedAt) }
    const models = queuedModels(reference, mail, submission.models ?? [])
    const store = () => enqueueMail(env.mailQueueDir, { form, reference, mail, acknowledgeTo: visitorAddress(mail), models })
    const queued = await inSpan('store submission', { 'site.form': form, 'site.reference': reference }, store).catch(async (error: unknown) => {
      await claim?.release().catch(() => undefined)
      throw error
    })
    // Stored: a failure to mark the record only leaves it pending, and the queue file answers for it.
    await claim?.stored().catch((error: unknown) => log.error({ event: 'submission_record_not_updated', form, reference, ...errorFields(error) }))
    outcome = 'queued'
    giveBackPoint = undefined
    await queueLeadWebhook(env, form, reference, new Date(startedAt), submission.lead, models)
    // The models' takeoff starts now (stored, so the delivery below waits for this same run).
    const takeoff = models.length > 0 ? takeoffFor(env.mailQueueDir, reference, models) : undefined
    // Delivery at once; when the mail server is slow or down the message simply waits in the queue.
    const attempt = deliverQueued(env.mailQueueDir, queued, env, acknowledgeAfterDelivery(env)).catch((error: unknown) => {
      log.error({ event: 'delivery_attempt_error', lane: 'mail', form, reference, ...errorFields(error) })
      return 'retry' as const
    })
    const [delivery, takeoffLine] = await Promise.all([
      Promise.race([attempt, new Promise<string>((resolve) => setTimeout(() => resolve('pending'), FIRST_ATTEMPT_WAIT_MS).unref())]),
      takeoff && visitorLine(takeoff, models, FIRST_ATTEMPT_WAIT_MS),
    ])
    detail = delivery
    return accepted(takeoffLine)
  } catch (error) {
    if (error instanceof HttpError) {
      outcome = 'refused'
      return answer(error.status, { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) }, error.headers)
    }
    if (error instanceof QueueWriteError) {
      outcome = 'not_stored'
      detail = (error.cause as { code?: string })?.code ?? 'unknown'
      // A full queue said so once (queue_full); every other cause is logged with the request.
      if (!(error.cause instanceof QueueFullError)) log.error({ event: 'queue_write_failed', form, reference, ...errorFields(error.cause) })
      return answer(503, {
        success: false,
        message: `We could not store your ${noun(form)}, so it was not received. Please try again in a few minutes or e-mail us at ${fallbackEmail}.`,
      })
    }
    outcome = 'error'
    detail = error instanceof Error ? error.name : 'unknown'
    log.error({ event: 'form_failed', form, reference, ...errorFields(error) })
    return answer(500, { success: false, message: `Something went wrong on our side. Please try again later or e-mail us at ${fallbackEmail}.` })
  } finally {
    await giveBackPoint?.().catch(() => undefined)
  }
}
