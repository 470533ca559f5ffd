// The mail queue's file names and default folder (docs/forms.md, "The mail queue"), in plain
// JavaScript so that `npm run mail:queue` (plain Node) and the server share one definition. A
// job's kind (lib/mail/queue/jobs.ts) is stored here, in its file name, and nowhere else: the lanes
// pick their work from names alone, and a submission's mail and lead webhook share a reference.
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

/** MAIL_QUEUE_DIR, or var/mail-queue/ in the project. */
export function queueRoot(value) {
  return resolve(value?.trim() || join(process.cwd(), 'var', 'mail-queue'))
}

const KIND = /^[a-z]+$/

/** ready/: `<reference>~<kind>~<createdAt>~<attempts>~<nextAttemptAt>`. */
export function readyName({ reference, kind, createdAt, attempts, nextAttemptAt }) {
  return `${reference}~${kind}~${createdAt}~${attempts}~${nextAttemptAt}`
}

export function parseReadyName(name) {
  const [reference, kind, createdAt, attempts, nextAttemptAt, ...rest] = name.split('~')
  const numbers = [createdAt, attempts, nextAttemptAt].map(Number)
  if (!reference || !KIND.test(kind ?? '') || rest.length > 0 || numbers.some((value) => !Number.isFinite(value))) return null
  return { reference, kind, createdAt: numbers[0], attempts: numbers[1], nextAttemptAt: numbers[2] }
}

export const THIS_HOST = hostname().replace(/[^A-Za-z0-9.-]/g, '-')

/** active/: `<ready name>~<host>~<pid>~<claimedAt>`. */
export function activeName(ready, claimedAt) {
  return `${ready}~${THIS_HOST}~${process.pid}~${claimedAt}`
}

export function parseActiveName(name) {
  const parts = name.split('~')
  // 7 parts: a claim named before jobs had a kind in their name (legacyName puts it right).
  if (parts.length !== 8 && parts.length !== 7) return null
  return { ready: parts.slice(0, -3).join('~'), host: parts.at(-3), pid: Number(parts.at(-2)), claimedAt: Number(parts.at(-1)) }
}

/** failed/: `<reference>~<kind>.json`, or `<reference>~<kind>.unreadable` for a file that was not a queued job. */
export const failedName = (reference, kind, readable = true) => `${reference}~${kind}.${readable ? 'json' : 'unreadable'}`

export function parseFailedName(name) {
  const match = /^([^~]+)~([a-z]+)\.(json|unreadable)$/.exec(name)
  return match ? { reference: match[1], kind: match[2], readable: match[3] === 'json' } : null
}

/** The reference a ready/, active/ or failed/ entry belongs to (a submission's mail and webhook share it). */
export const referenceOf = (name) => name.split('~')[0].replace(/\.(json|unreadable)$/, '')

/** attachments/: `<reference>-<index>`. */
export const attachmentName = (reference, index) => `${reference}-${index}`
export const attachmentReference = (name) => name.replace(/-\d+$/, '')

/**
 * The name a ready/ or failed/ entry written before jobs had a kind in their name gets now, or null
 * for any other name. Those names told a lead webhook by a `-WEBHOOK` suffix on its reference.
 */
export function legacyName(folder, name) {
  const parts = name.split('~')
  if (folder === 'ready' && parts.length === 4 && parts.slice(1).every((part) => Number.isFinite(Number(part)))) {
    const [reference, ...rest] = parts
    const webhook = reference.endsWith('-WEBHOOK')
    return [webhook ? reference.slice(0, -'-WEBHOOK'.length) : reference, webhook ? 'webhook' : 'mail', ...rest].join('~')
  }
  const failed = /^([^~]+?)(-WEBHOOK)?\.(json|unreadable)$/.exec(name)
  if (folder === 'failed' && failed) return failedName(failed[1], failed[2] ? 'webhook' : 'mail', failed[3] === 'json')
  return null
}
