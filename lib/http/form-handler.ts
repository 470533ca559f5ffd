import 'server-only'
import type { SendMailOptions } from 'nodemailer'
import { SITE_URL } from '@/content/site'
import { getServerEnv, type ServerEnv } from '@/lib/env'
import { createReference, type FormName } from '@/lib/mail/reference'
import { MailDeliveryError, sendMail } from '@/lib/mail/transport'
import { consumeRateLimit } from './rate-limit'
import { requireSameOrigin } from './request-guards'
import { errorResponse, HttpError, jsonResponse } from './responses'

/** No request lives longer than this (DECISIONS.md, Form endpoints). */
export const REQUEST_DEADLINE_MS = 45_000

export const SUCCESS_MESSAGES: Record<FormName, string> = {
  contact: 'Your message has been submitted successfully!',
  career: 'Your message has been submitted successfully!',
  newsletter: 'Thank you for subscribing!',
  brief: 'Your project brief has been submitted successfully!',
}

/** What a form's reader found in the request. */
export type ReadOutcome<T> =
  | { kind: 'valid'; value: T }
  /** The honeypot was filled: answer as if accepted, send nothing. */
  | { kind: 'trap' }

export type FormPipeline<T> = {
  form: FormName
  /** Where the visitor can write instead, named in every failure message. */
  fallbackEmail: string
  /** Reads and validates the body; throws HttpError (400/408/413/415) for anything it refuses. */
  read: (request: Request, env: ServerEnv, cleanup: (task: () => Promise<void>) => void) => Promise<ReadOutcome<T>>
  buildMail: (value: T, reference: string, env: ServerEnv) => SendMailOptions
}

type Outcome = 'sent' | 'trap' | 'refused' | 'rate_limited' | 'mail_failed' | 'error'

/** The shared path of every form POST: origin, body, honeypot, rate limit, mail, answer, log. */
export async function handleFormPost<T>(request: Request, pipeline: FormPipeline<T>): Promise<Response> {
  const startedAt = Date.now()
  const env = getServerEnv()
  const reference = createReference(pipeline.form)
  const cleanupTasks: (() => Promise<void>)[] = []
  let outcome: Outcome = 'error'
  let status = 500
  let detail: string | undefined
  let transport: string | undefined

  try {
    requireSameOrigin(request, env.trustProxy, SITE_URL)
    const read = await pipeline.read(request, env, (task) => cleanupTasks.push(task))
    if (read.kind === 'trap') {
      outcome = 'trap'
      status = 200
      return jsonResponse(200, { success: true, message: SUCCESS_MESSAGES[pipeline.form], reference })
    }

    const rate = await consumeRateLimit(pipeline.form, request)
    if (!rate.allowed) {
      outcome = 'rate_limited'
      status = 429
      const minutes = Math.max(1, Math.ceil(rate.retryAfterSeconds / 60))
      return jsonResponse(
        429,
        {
          success: false,
          message: `Too many submissions from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'} or e-mail us at ${pipeline.fallbackEmail}.`,
        },
        { 'Retry-After': String(rate.retryAfterSeconds) },
      )
    }

    const message = pipeline.buildMail(read.value, reference, env)
    const sent = await withDeadline(sendMail(message, env), REQUEST_DEADLINE_MS - (Date.now() - startedAt))
    transport = sent.transport
    outcome = 'sent'
    status = 200
    return jsonResponse(200, { success: true, message: SUCCESS_MESSAGES[pipeline.form], reference })
  } catch (error) {
    if (error instanceof HttpError) {
      outcome = 'refused'
      status = error.status
      return errorResponse(error)
    }
    if (error instanceof MailDeliveryError) {
      outcome = 'mail_failed'
      status = 502
      detail = [error.code, error.responseCode].filter(Boolean).join('/')
      return jsonResponse(502, {
        success: false,
        message: `We could not send your ${pipeline.form === 'newsletter' ? 'subscription' : 'message'}: our mail server did not accept it, so nothing was sent. Please try again in a few minutes or e-mail us at ${pipeline.fallbackEmail}.`,
      })
    }
    outcome = 'error'
    status = 500
    detail = error instanceof Error ? error.name : 'unknown'
    console.error(`[forms] ${pipeline.form} ${reference} unexpected failure`, error)
    return jsonResponse(500, {
      success: false,
      message: `Something went wrong on our side. Please try again later or e-mail us at ${pipeline.fallbackEmail}.`,
    })
  } finally {
    await Promise.all(cleanupTasks.map((task) => task().catch(() => undefined)))
    // One line per submission: reference, form, outcome, duration; never a visitor's data.
    console.info(
      JSON.stringify({
        event: 'form_submission',
        form: pipeline.form,
        reference,
        outcome,
        status,
        durationMs: Date.now() - startedAt,
        ...(transport ? { transport } : {}),
        ...(detail ? { detail } : {}),
      }),
    )
  }
}

function withDeadline<T>(promise: Promise<T>, remainingMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new MailDeliveryError('Request deadline reached', 'EDEADLINE')), Math.max(1_000, remainingMs))
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}
