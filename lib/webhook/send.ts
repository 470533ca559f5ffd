import { createHmac } from 'node:crypto'
import { brand } from '@/content/site'
import type { ServerEnv } from '@/lib/env'
import type { LeadForm, LeadPayload } from './payload'

// One attempt to post a lead, signed and judged as the Standard Webhooks specification says
// (docs/webhook.md): a 2xx is delivered; 410 Gone stops for good; every other answer, a timeout
// or a network error is retried, 429, 502 and 504 more slowly, and a `Retry-After` is honoured.
// The queue (lib/mail/queue/jobs.ts) turns the outcome into the next attempt's time.

/** A receiver gets this long for the whole exchange (the specification recommends 15 to 30 s). */
export const WEBHOOK_TIMEOUT_MS = 15_000
/** A `Retry-After` is honoured within these bounds: a receiver cannot make us hammer it, or wait for days. */
export const RETRY_AFTER_BOUNDS_MS = { min: 1_000, max: 60 * 60_000 } as const

/** Statuses that ask the sender to throttle. */
const SLOW_DOWN = new Set([429, 502, 504])

/** An attempt that did not get a 2xx. */
export class WebhookDeliveryError extends Error {
  constructor(
    message: string,
    /** 410 Gone: the receiver wants no more; retrying cannot help. */
    readonly permanent: boolean,
    /** 429, 502, 504: the receiver is overloaded; the next attempt waits longer. */
    readonly slowDown = false,
    /** The receiver's `Retry-After`, in ms from now, bounded; undefined when absent or unreadable. */
    readonly retryAfterMs?: number,
  ) {
    super(message)
    this.name = 'WebhookDeliveryError'
  }
}

/** `Retry-After` as seconds or an HTTP-date, in ms from `now`, within RETRY_AFTER_BOUNDS_MS; undefined when absent or unreadable. */
export function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (!value?.trim()) return undefined
  const text = value.trim()
  // Seconds, or an HTTP-date, which starts with the day's name ("Wed, 21 Oct 2026 07:28:00 GMT").
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : /^[A-Za-z]{3}/.test(text) ? Date.parse(text) - now : NaN
  if (!Number.isFinite(ms)) return undefined
  return Math.min(Math.max(ms, RETRY_AFTER_BOUNDS_MS.min), RETRY_AFTER_BOUNDS_MS.max)
}

/** The three Standard Webhooks headers: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body` under the secret's bytes. */
export function signatureHeaders(secret: string, id: string, body: string, at = new Date()): Record<string, string> {
  const timestamp = String(Math.floor(at.getTime() / 1000))
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64')
  const signature = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')
  return { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` }
}

/** Posts the lead once; throws WebhookDeliveryError unless the receiver answers 2xx. */
export async function sendLeadWebhook(job: { webhookId: string; form: LeadForm; payload: LeadPayload }, env: ServerEnv): Promise<void> {
  const settings = env.leadWebhook
  // Settings removed while leads waited: they keep waiting (3 days), in case the removal was a mistake.
  if (!settings) throw new WebhookDeliveryError('LEAD_WEBHOOK_URL is not set', false)
  const body = JSON.stringify(job.payload)
  let response: Response
  try {
    response = await fetch(settings.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': `${brand.shortName} website lead webhook`, ...signatureHeaders(settings.secret, job.webhookId, body) },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    })
    await response.body?.cancel()
  } catch (error) {
    // A network error's code (ECONNREFUSED …), or TimeoutError (a DOMException, not always an Error here).
    const { cause, name } = error as { cause?: { code?: string }; name?: string }
    throw new WebhookDeliveryError(cause?.code ?? name ?? 'unknown', false)
  }
  const { status } = response
  if (status >= 200 && status < 300) return
  const redirect = status >= 300 && status < 400 ? ' (redirects are not followed)' : ''
  throw new WebhookDeliveryError(`HTTP ${status}${redirect}`, status === 410, SLOW_DOWN.has(status), retryAfterMs(response.headers.get('retry-after')))
}
