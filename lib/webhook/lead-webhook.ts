import type { ServerEnv } from '@/lib/env'
import { deliverQueued } from '@/lib/mail/queue/deliver'
import type { FormName } from '@/lib/mail/reference'
import { enqueueWebhook } from './job'
import { leadPayload, type LeadInput } from './payload'

/**
 * After a submission was stored in the mail queue: when LEAD_WEBHOOK_URL is set and lists this
 * form, stores its webhook in the queue and makes the first attempt without waiting for it. The
 * mail is already stored and the visitor is told so: a webhook that cannot be stored is logged
 * (`webhook_not_stored`), never turned into a refusal that would make the visitor send again.
 */
export async function queueLeadWebhook(env: ServerEnv, form: FormName, reference: string, receivedAt: Date, lead: () => LeadInput): Promise<void> {
  if (!env.leadWebhook?.forms.includes(form)) return
  let name: string
  try {
    name = await enqueueWebhook(env.mailQueueDir, form, leadPayload(form, reference, receivedAt, lead()))
  } catch (error) {
    console.error(JSON.stringify({ event: 'webhook_not_stored', reference, detail: (error as { code?: string }).code ?? (error instanceof Error ? error.name : 'unknown') }))
    return
  }
  void deliverQueued(env.mailQueueDir, name, env).catch((error: unknown) => console.error(`[webhook] ${reference} delivery attempt failed`, error))
}
