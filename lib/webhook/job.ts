import type { FormName } from '@/lib/mail/reference'
import { writeDurably } from '@/lib/mail/queue/folders'
import { readyName } from '@/lib/mail/queue/names.mjs'
import { addQueueBytes } from '@/lib/mail/queue/queue-bound'
import type { QueuedMessage } from '@/lib/mail/queue/store'
import type { LeadPayload } from './payload'

// A lead webhook waits in the mail queue's ready/ as a file of its own, beside the mail of the same
// submission but apart from it: each is claimed, retried and given up on its own, so a CRM that is
// down never holds the mail back, and the reverse (docs/webhook.md).

/** A queued lead webhook: the payload as accepted, no mail, no attachment files. */
export type QueuedWebhook = Omit<QueuedMessage, 'kind' | 'form' | 'mail' | 'acknowledgeTo' | 'attachments'> & {
  kind: 'webhook'
  form: FormName
  /** The Standard Webhooks `webhook-id`: the submission's reference, the same on every attempt. */
  webhookId: string
  payload: LeadPayload
  attachments: []
}

const SUFFIX = '-WEBHOOK'

/** True for a queue file name (or its reference) that is a lead webhook, not a mail. */
export const isWebhookJob = (name: string) => name.split('~')[0]!.endsWith(SUFFIX)

/** Stores the webhook durably in ready/, due now; returns its name there. */
export async function enqueueWebhook(root: string, form: FormName, payload: LeadPayload, now = Date.now()): Promise<string> {
  const reference = `${payload.data.reference}${SUFFIX}`
  const job: QueuedWebhook = { version: 1, kind: 'webhook', reference, form, createdAt: now, webhookId: payload.data.reference, payload, attachments: [] }
  const name = readyName({ reference, createdAt: now, attempts: 0, nextAttemptAt: now })
  const text = JSON.stringify(job)
  await writeDurably(root, 'ready', name, [text])
  addQueueBytes(root, Buffer.byteLength(text))
  return name
}
