import type { FormName } from '@/lib/mail/reference'
import { takeoffCookie } from '@/lib/takeoff/visitor-cookie'
import { BRIEF_MESSAGES } from '@/lib/validation/brief-rules'
import { MESSAGES } from '@/lib/validation/form-rules'
import type { FormResponseBody } from './responses'

// A form posted by the browser itself (no JavaScript) is answered with a page, not JSON: 303 to
// the confirmation page, or to the page that lists what to fix. The Location is relative (the
// server does not know its public origin) and carries only the form, the reference, the fields
// at fault and the status: never a value the visitor typed (docs/forms.md, "Without JavaScript").

/** The form pages the answer pages link back to. */
export const FORM_PAGES: Record<FormName, string> = { contact: '/contact', career: '/career', newsletter: '/', brief: '/start-a-project' }

/** True for a navigation (a native form post): the browser asks for HTML and not for JSON. */
export function wantsPage(request: Request): boolean {
  const accept = (request.headers.get('accept') ?? '').toLowerCase()
  if (accept.includes('application/json')) return false
  return accept.includes('text/html') || request.headers.get('sec-fetch-mode') === 'navigate'
}

/**
 * `value` when it is a path of this site: one leading slash, then letters, digits, `-`, `_` and
 * `/`. Never `//host` (a browser reads that as another site); undefined for anything else.
 */
export function localPath(value: unknown): string | undefined {
  return typeof value === 'string' && /^\/(?:[A-Za-z0-9_-][A-Za-z0-9/_-]*)?$/.test(value) ? value : undefined
}

/** The page of the site the form was sent from (Referer), when it is ours, else the form's own page. */
function backPath(request: Request, form: FormName): string {
  try {
    const referer = new URL(request.headers.get('referer') ?? '')
    const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
    if (referer.host === host) return localPath(referer.pathname) ?? FORM_PAGES[form]
  } catch {
    // No usable Referer.
  }
  return FORM_PAGES[form]
}

/** Each form's fixed field messages by key; the answer page's address carries the key, not the text. */
export function fieldMessages(form: FormName): Record<string, string> {
  if (form === 'brief') {
    const entries: [string, unknown][] = Object.entries(BRIEF_MESSAGES)
    return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  }
  return (MESSAGES as Record<string, Record<string, string>>)[form] ?? {}
}

/** The key of a known field message, or 'invalid' for the others (those naming a file, say). */
function messageKey(form: FormName, message: string): string {
  return Object.entries(fieldMessages(form)).find(([, text]) => text === message)?.[0] ?? 'invalid'
}

/** The 303 that stands in for a JSON answer of `status`. */
export function pageAnswer(request: Request, form: FormName, status: number, body: FormResponseBody, headers: Record<string, string> = {}): Response {
  const query = new URLSearchParams({ form })
  let path = '/form-sent'
  if (status === 200 && body.reference) {
    query.set('reference', body.reference)
  } else {
    path = '/form-problem'
    query.set('status', String(status))
    const fields = Object.entries(body.errors ?? {}).map(([field, message]) => `${field}.${messageKey(form, message)}`)
    if (fields.length > 0) query.set('fields', fields.join(','))
    if (headers['Retry-After']) query.set('retry', headers['Retry-After'])
  }
  query.set('back', backPath(request, form))
  // A brief's takeoff line rides in a cookie for the confirmation page, never in its address.
  const takeoff: Record<string, string> = status === 200 && body.reference && body.takeoff ? { 'Set-Cookie': takeoffCookie(body.reference, body.takeoff) } : {}
  return new Response(null, {
    status: 303,
    headers: { Location: `${path}?${query.toString()}`, 'Cache-Control': 'no-store', Vary: 'Accept', ...takeoff },
  })
}
