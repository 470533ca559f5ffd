import { readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { SendMailOptions } from 'nodemailer'
import type { LeadForm, LeadPayload } from '@/lib/webhook/payload'
import type { JobKind, QueuedJob, QueuedModel } from './jobs'
import { list, queueFolder, QueueWriteError, syncFolder, writeDurably, writeFlushed } from './folders'
import { addQueueBytes, sizeOf } from './queue-bound'
import { log } from '@/lib/log.mjs'
import { currentTraceparent } from '@/lib/operations/telemetry'
import { attachmentName, attachmentReference, failedName, parseFailedName, readyName, referenceOf } from './names.mjs'

export type { QueuedJob, QueuedModel } from './jobs'

/** An attachment's bytes as the form built them (a Buffer, or text), written as they are: never copied whole. */
function contentOf({ content }: NonNullable<SendMailOptions['attachments']>[number]): string | Uint8Array {
  if (typeof content === 'string' || content instanceof Uint8Array) return content
  throw new TypeError('An attachment needs its content in memory')
}

/**
 * Stores a message durably and returns its name in ready/: attachments first (owner-only,
 * flushed), then the message itself, renamed into ready/ and the folder flushed. Only then may
 * the visitor be told it was received. Throws QueueWriteError when any step fails.
 */
export async function enqueueMail(
  root: string,
  {
    form,
    reference,
    mail,
    acknowledgeTo,
    models,
    now = Date.now(),
  }: { form: string; reference: string; mail: SendMailOptions; acknowledgeTo?: string; models?: QueuedModel[]; now?: number },
): Promise<string> {
  const { attachments = [], ...rest } = mail
  const written: string[] = []
  try {
    const attachmentDir = await queueFolder(root, 'attachments')
    const stored: QueuedJob['attachments'] = []
    for (const [index, attachment] of attachments.entries()) {
      const file = attachmentName(reference, index)
      await writeFlushed(join(attachmentDir, file), [contentOf(attachment)])
      written.push(join(attachmentDir, file))
      stored.push({ filename: String(attachment.filename ?? file), contentType: attachment.contentType, file })
    }
    if (stored.length > 0) await syncFolder(attachmentDir)
    const traceparent = currentTraceparent()
    const message: QueuedJob<'mail'> = { version: 1, reference, form, createdAt: now, mail: rest, attachments: stored, acknowledgeTo, ...(models?.length ? { models } : {}), ...(traceparent ? { traceparent } : {}) }
    const name = readyName({ reference, kind: 'mail', createdAt: now, attempts: 0, nextAttemptAt: now })
    const text = JSON.stringify(message)
    await writeDurably(root, 'ready', name, [text])
    addQueueBytes(root, Buffer.byteLength(text) + (await sizeOf(written)))
    return name
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })))
    throw new QueueWriteError(error)
  }
}

/** Stores a lead webhook durably in ready/, due now, under the submission's reference; returns its name there. */
export async function enqueueWebhook(root: string, form: LeadForm, payload: LeadPayload, models: QueuedModel[] = [], now = Date.now()): Promise<string> {
  const reference = payload.data.reference
  const traceparent = currentTraceparent()
  const job: QueuedJob<'webhook'> = { version: 1, reference, form, createdAt: now, payload, attachments: [], ...(models.length ? { models } : {}), ...(traceparent ? { traceparent } : {}) }
  const name = readyName({ reference, kind: 'webhook', createdAt: now, attempts: 0, nextAttemptAt: now })
  const text = JSON.stringify(job)
  await writeDurably(root, 'ready', name, [text])
  addQueueBytes(root, Buffer.byteLength(text))
  return name
}

/** spam/ holds at most this many records (each under 50 KiB: json-form.ts trapFields), so bots cannot fill the disk. */
export const SPAM_MAX_RECORDS = 1000

/** Keeps a honeypot hit's text fields for 30 days (no attachments), so a false positive can be recovered. */
export async function keepSpam(root: string, { form, reference, fields }: { form: string; reference: string; fields: Record<string, string> }) {
  const record = { form, reference, receivedAt: new Date().toISOString(), fields }
  if ((await list(root, 'spam')).length >= SPAM_MAX_RECORDS) {
    log.warn({ event: 'spam_dropped', form, reference, reason: `spam/ holds ${SPAM_MAX_RECORDS} records` })
    return
  }
  try {
    await writeDurably(root, 'spam', `${reference}.json`, [JSON.stringify(record, null, 2)])
  } catch (error) {
    throw new QueueWriteError(error)
  }
}

/** Honeypot hits are kept this long. */
const SPAM_KEPT_MS = 30 * 24 * 60 * 60_000

/** Deletes the honeypot hits older than 30 days. */
export async function expireSpam(root: string, now = Date.now()): Promise<void> {
  for (const name of await list(root, 'spam')) {
    const info = await stat(join(root, 'spam', name)).catch(() => null)
    if (info && now - info.mtimeMs >= SPAM_KEPT_MS) await rm(join(root, 'spam', name), { force: true })
  }
}

/** The file is not a queued message (not JSON, or another format version): retrying cannot help. */
export class UnreadableMessage extends Error {
  constructor(readonly cause: unknown) {
    super('not a queued message')
    this.name = 'UnreadableMessage'
  }
}

/** Reads a queued job of the kind its name says. A read error (EMFILE, EIO …) is thrown as it is: the file may read next time. */
export async function readQueued<K extends JobKind>(path: string): Promise<QueuedJob<K>> {
  const text = await readFile(path, 'utf8')
  let message: QueuedJob<K>
  try {
    message = JSON.parse(text) as QueuedJob<K>
  } catch (error) {
    throw new UnreadableMessage(error)
  }
  if (message?.version !== 1 || typeof message.reference !== 'string') throw new UnreadableMessage(`format ${String(message?.version)}`)
  return message
}

/** Removes a message's attachment files (after delivery, or 30 days after it failed). */
export async function removeAttachments(root: string, message: Pick<QueuedJob, 'attachments'>): Promise<void> {
  const dir = await queueFolder(root, 'attachments')
  await Promise.all(message.attachments.map((attachment) => rm(join(dir, attachment.file), { force: true })))
}

/**
 * Moves a claimed job to failed/ with the reason and logs one error line. Its attachments stay
 * (owner-only), so `npm run mail:queue -- --retry` sends it whole; the record is written before
 * the claim is removed, so a crash in between leaves the job in one of the two.
 */
export async function failMessage(root: string, activePath: string, job: { reference: string; kind: string }, message: QueuedJob | null, reason: string): Promise<void> {
  const { reference, kind } = job
  if (message) {
    await writeDurably(root, 'failed', failedName(reference, kind), [JSON.stringify({ ...message, lastError: reason })])
    await rm(activePath, { force: true })
  } else {
    await rename(activePath, join(await queueFolder(root, 'failed'), failedName(reference, kind, false)))
  }
  log.error({ event: `${kind}_failed`, lane: kind, reference, form: message?.form, reason })
}

/** A failed message keeps its attachments this long (like spam/). */
export const FAILED_ATTACHMENTS_KEPT_MS = 30 * 24 * 60 * 60_000

/**
 * Deletes the attachments of messages failed more than 30 days ago. A record in failed/ is first
 * rewritten without them (saying so), so a later `--retry` sends the text rather than nothing; the
 * files of a message that `--retry` put back in the meantime are kept.
 */
export async function expireFailedAttachments(root: string, now = Date.now()): Promise<void> {
  const expired = new Set<string>()
  for (const name of await list(root, 'failed')) {
    const path = join(root, 'failed', name)
    const info = await stat(path).catch(() => null)
    if (!info || now - info.mtimeMs < FAILED_ATTACHMENTS_KEPT_MS) continue
    // A record that cannot be read now (EIO …) waits for the next sweep.
    const message = parseFailedName(name)?.readable ? await readQueued(path).catch((error: unknown) => (error instanceof UnreadableMessage ? null : undefined)) : null
    if (message === undefined) continue
    if (message && message.attachments.length > 0) {
      const lastError = `${message.lastError ?? 'failed'}; attachments deleted after 30 days`
      await writeDurably(root, 'failed', name, [JSON.stringify({ ...message, attachments: [], lastError })])
    }
    expired.add(referenceOf(name))
  }
  if (expired.size === 0) return
  const waiting = new Set([...(await list(root, 'active')), ...(await list(root, 'ready'))].map(referenceOf))
  for (const file of await list(root, 'attachments')) {
    const reference = attachmentReference(file)
    if (expired.has(reference) && !waiting.has(reference)) await rm(join(root, 'attachments', file), { force: true })
  }
}
