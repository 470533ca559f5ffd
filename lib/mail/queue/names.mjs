// The mail queue's file names and default folder (docs/forms.md, "The mail queue"), in plain
// JavaScript so that `npm run mail:queue` (plain Node) and the server share one definition.
import { hostname } from 'node:os'
import { join, resolve } from 'node:path'

/** MAIL_QUEUE_DIR, or var/mail-queue/ in the project. */
export function queueRoot(value) {
  return resolve(value?.trim() || join(process.cwd(), 'var', 'mail-queue'))
}

/** ready/: `<reference>~<createdAt>~<attempts>~<nextAttemptAt>`. */
export function readyName({ reference, createdAt, attempts, nextAttemptAt }) {
  return `${reference}~${createdAt}~${attempts}~${nextAttemptAt}`
}

export function parseReadyName(name) {
  const [reference, createdAt, attempts, nextAttemptAt, ...rest] = name.split('~')
  const numbers = [createdAt, attempts, nextAttemptAt].map(Number)
  if (!reference || rest.length > 0 || numbers.some((value) => !Number.isFinite(value))) return null
  return { reference, createdAt: numbers[0], attempts: numbers[1], nextAttemptAt: numbers[2] }
}

export const THIS_HOST = hostname().replace(/[^A-Za-z0-9.-]/g, '-')

/** active/: `<ready name>~<host>~<pid>~<claimedAt>`. */
export function activeName(ready, claimedAt) {
  return `${ready}~${THIS_HOST}~${process.pid}~${claimedAt}`
}

export function parseActiveName(name) {
  const parts = name.split('~')
  if (parts.length !== 7) return null
  return { ready: parts.slice(0, 4).join('~'), host: parts[4], pid: Number(parts[5]), claimedAt: Number(parts[6]) }
}

/** failed/: `<reference>.json`, or `<reference>.unreadable` for a file that was not a queued message. */
export const failedName = (reference, readable = true) => `${reference}.${readable ? 'json' : 'unreadable'}`

/** The reference a ready/, active/ or failed/ entry belongs to. */
export const referenceOf = (name) => name.split('~')[0].replace(/\.(json|unreadable)$/, '')

/** attachments/: `<reference>-<index>`. */
export const attachmentName = (reference, index) => `${reference}-${index}`
export const attachmentReference = (name) => name.replace(/-\d+$/, '')
