import { createHmac } from 'node:crypto'
import { brand } from '@/content/site'
import type { ServerEnv } from '@/lib/env'
import type { LeadForm, LeadPayload } from './payload'

// One attempt to post a lead, signed as Standard Webhooks specifies (docs/webhook.md). The queue
// (lib/mail/queue/deliver.ts) decides from the outcome: delivered, retried with its back-off, or
// given up.

/** A receiver gets this long for the whole exchange. */
export const WEBHOOK_TIMEOUT_MS = 10_000

/** An attempt that did not get a 2xx. `permanent`: retrying cannot help (a 4xx other than 429, a redirect). */
export class WebhookDeliveryError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message)
    this.name = 'WebhookDeliveryError'
  }
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
  const permanent = status !== 429 && status < 500
  throw new WebhookDeliveryError(`HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`, permanent)
}
