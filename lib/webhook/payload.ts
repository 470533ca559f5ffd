import { createHash } from 'node:crypto'

// The body of a lead webhook (docs/webhook.md): Standard Webhooks' { type, timestamp, data }, with
// everything captured when the submission was accepted, so a retry days later sends the same lead.

/** The event `type` each form sends. */
const LEAD_EVENT_TYPES = {
  contact: 'lead.contact',
  brief: 'lead.brief',
  career: 'lead.application',
  newsletter: 'newsletter.signup',
} as const
/** A form that can send a lead: every form (lib/http/form-handler.ts passes its own). */
export type LeadForm = keyof typeof LEAD_EVENT_TYPES
type LeadEventType = (typeof LEAD_EVENT_TYPES)[LeadForm]

/** What a form gives the webhook: its checked fields (stable option values) and the visitor's files. */
export type LeadInput = {
  fields: Readonly<Record<string, unknown>>
  files?: readonly { name: string; type: string; content: Buffer }[]
}

export type LeadAttachment = { name: string; type: string; size: number; sha256: string }

export type LeadPayload = {
  type: LeadEventType
  /** When the submission was accepted (ISO 8601); the same on every attempt. */
  timestamp: string
  data: { reference: string; receivedAt: string; attachments?: LeadAttachment[]; [field: string]: unknown }
}

/**
 * Fields that are no answer of the visitor's: the honeypot (empty for a person), the browser's
 * submission id (the duplicate guard's), the browser's list of files (the checked files are `attachments`).
 */
const NOT_ANSWERS = new Set(['website', 'submissionId', 'drawings'])

/** The payload of an accepted submission. */
export function leadPayload(form: LeadForm, reference: string, receivedAt: Date, { fields, files }: LeadInput): LeadPayload {
  const answers = Object.fromEntries(Object.entries(fields).filter(([name]) => !NOT_ANSWERS.has(name)))
  const timestamp = receivedAt.toISOString()
  const attachments = files?.map(({ name, type, content }) => ({ name, type, size: content.length, sha256: createHash('sha256').update(content).digest('hex') }))
  return { type: LEAD_EVENT_TYPES[form], timestamp, data: { reference, receivedAt: timestamp, ...answers, ...(attachments ? { attachments } : {}) } }
}
