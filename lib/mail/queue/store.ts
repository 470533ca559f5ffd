import { readFile, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'
import type { SendMailOptions } from 'nodemailer'
import { list, queueFolder, QueueWriteError, readyName, syncFolder, writeDurably, writeFlushed } from './folders'

/** A message as the queue keeps it: the mail without its attachments, which are files of their own. */
export type QueuedMessage = {
  version: 1
  reference: string
  form: string
  createdAt: number
  mail: Omit<SendMailOptions, 'attachments'>
  attachments: { filename: string; contentType?: string; file: string }[]
  /** After delivery, acknowledge to this address (the visitor). Absent on acknowledgements. */
  acknowledgeTo?: string
  /** Why the last attempt failed (failed/ only). */
  lastError?: string
}

type Chunks = AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>

function contentOf(attachment: NonNullable<SendMailOptions['attachments']>[number]): Chunks {
  const { content, path } = attachment
  if (typeof content === 'string' || content instanceof Uint8Array) return [content]
  if (content && typeof (content as Readable)[Symbol.asyncIterator] === 'function') return content as Readable
  if (typeof path === 'string') return (async function* () { yield await readFile(path) })()
  throw new TypeError('An attachment needs its content or a local path')
}

/**
 * Stores a message durably and returns its name in ready/: attachments first (owner-only,
 * flushed), then the message itself, renamed into ready/ and the folder flushed. Only then may
 * the visitor be told it was received. Throws QueueWriteError when any step fails.
 */
export async function enqueueMail(
  root: string,
  { form, reference, mail, acknowledgeTo, now = Date.now() }: { form: string; reference: string; mail: SendMailOptions; acknowledgeTo?: string; now?: number },
): Promise<string> {
  const { attachments = [], ...rest } = mail
  const written: string[] = []
  try {
    const attachmentDir = await queueFolder(root, 'attachments')
    const stored: QueuedMessage['attachments'] = []
    for (const [index, attachment] of attachments.entries()) {
      const file = `${reference}-${index}`
      await writeFlushed(join(attachmentDir, file), contentOf(attachment))
      written.push(join(attachmentDir, file))
      stored.push({ filename: String(attachment.filename ?? file), contentType: attachment.contentType, file })
    }
    if (stored.length > 0) await syncFolder(attachmentDir)
    const message: QueuedMessage = { version: 1, reference, form, createdAt: now, mail: rest, attachments: stored, acknowledgeTo }
    const name = readyName({ reference, createdAt: now, attempts: 0, nextAttemptAt: now })
    await writeDurably(root, 'ready', name, [JSON.stringify(message)])
    return name
  } catch (error) {
    await Promise.all(written.map((path) => rm(path, { force: true })))
    throw new QueueWriteError(error)
  }
}

/** spam/ holds at most this many records (each under 50 KiB: json-form.ts trapFields), so bots cannot fill the disk. */
export const SPAM_MAX_RECORDS = 1000

/** Keeps a honeypot hit's text fields for 30 days (no attachments), so a false positive can be recovered. */
export async function keepSpam(root: string, { form, reference, fields }: { form: string; reference: string; fields: Record<string, string> }) {
  const record = { form, reference, receivedAt: new Date().toISOString(), fields }
  if ((await list(root, 'spam')).length >= SPAM_MAX_RECORDS) {
    console.warn(JSON.stringify({ event: 'spam_dropped', form, reference, reason: `spam/ holds ${SPAM_MAX_RECORDS} records` }))
    return
  }
  try {
    await writeDurably(root, 'spam', `${reference}.json`, [JSON.stringify(record, null, 2)])
  } catch (error) {
    throw new QueueWriteError(error)
  }
}

export async function readQueued(path: string): Promise<QueuedMessage> {
  const message = JSON.parse(await readFile(path, 'utf8')) as QueuedMessage
  if (message.version !== 1 || typeof message.reference !== 'string') throw new Error('not a queued message')
  return message
}

/** Removes a message's attachment files (after delivery or when it fails). */
export async function removeAttachments(root: string, message: Pick<QueuedMessage, 'attachments'>): Promise<void> {
  const dir = await queueFolder(root, 'attachments')
  await Promise.all(message.attachments.map((attachment) => rm(join(dir, attachment.file), { force: true })))
}

/** Moves a claimed message to failed/ with the reason, without its attachments, and logs one error line. */
export async function failMessage(root: string, activePath: string, message: QueuedMessage | null, reason: string): Promise<void> {
  const reference = message?.reference ?? activePath.split('/').at(-1)?.split('~')[0] ?? 'unknown'
  if (message) {
    await removeAttachments(root, message)
    await writeDurably(root, 'failed', `${reference}.json`, [JSON.stringify({ ...message, attachments: [], lastError: reason })])
    await rm(activePath, { force: true })
  } else {
    await rename(activePath, join(await queueFolder(root, 'failed'), `${reference}.unreadable`))
  }
  console.error(JSON.stringify({ event: 'mail_failed', reference, reason }))
}
