import { isIP } from 'node:net'
import type { FormName } from '@/lib/mail/reference'

// What the three LEAD_WEBHOOK_* variables may hold (docs/webhook.md). The checks live here and
// the schema in lib/env.ts uses them, so a wrong value stops the start with a line naming it.

/** Which forms may send, and the event `type` each sends. */
export const LEAD_EVENT_TYPES = {
  contact: 'lead.contact',
  brief: 'lead.brief',
  career: 'application',
  newsletter: 'newsletter.signup',
} as const satisfies Record<FormName, string>
export type LeadEventType = (typeof LEAD_EVENT_TYPES)[FormName]

export const isLeadForm = (value: string): value is FormName => Object.hasOwn(LEAD_EVENT_TYPES, value)

const isLoopbackHost = (hostname: string) => {
  const host = hostname.replace(/^\[|\]$/g, '')
  return host === 'localhost' || host === '::1' || (isIP(host) === 4 && host.startsWith('127.'))
}

/** https://, or http:// to this machine only (a receiver beside the server, or the tests'). */
export function isLeadWebhookUrl(value: string): boolean {
  if (!URL.canParse(value)) return false
  const url = new URL(value)
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
}

/** A Standard Webhooks secret: `whsec_` and 24 to 64 random bytes in base64. */
export function isLeadWebhookSecret(value: string): boolean {
  const [, key] = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(value) ?? []
  if (!key || key.length % 4 !== 0) return false
  const bytes = Buffer.from(key, 'base64').length
  return bytes >= 24 && bytes <= 64
}
