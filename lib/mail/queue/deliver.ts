import { rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServerEnv } from '@/lib/env'
import { MailDeliveryError, sendMail } from '@/lib/mail/transport'
import { leadWithTakeoff, mailWithTakeoff, removeTakeoff } from '@/lib/mail/queue/takeoff'
import { sendLeadWebhook, WebhookDeliveryError } from '@/lib/webhook/send'
import { errorFields, log } from '@/lib/log.mjs'
import { attemptDelivery } from '@/lib/operations/delivery-record'
import { list, queueFolder } from './folders'
import { activeName, parseActiveName, parseReadyName, readyName, THIS_HOST, type ReadyName } from './names.mjs'
import { addQueueBytes, sizeOf } from './queue-bound'
import { failMessage, isWebhookJob, readQueued, removeAttachments, UnreadableMessage, type QueuedMessage, type QueuedWebhook } from './store'

/** Retry delays: 30 s, doubling, at most an hour; given up 3 days after the message arrived. */
export const FIRST_RETRY_MS = 30_000
export const LONGEST_RETRY_MS = 60 * 60_000
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000
/** A claim older than this belongs to a process that died or hung: longer than any SMTP exchange. */
export const CLAIM_LEASE_MS = 10 * 60_000

/** `firstMs`: MAIL_QUEUE_RETRY_SECONDS (lib/env.ts), 30 s unless set. */
export function retryDelayMs(attempts: number, firstMs = FIRST_RETRY_MS): number {
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS)
}

/** Called with each delivered message (the firm's copy, then acknowledgements of their own). */
export type AfterDelivery = (message: QueuedMessage) => Promise<void>

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'taken'

/**
 * Claims held by this process, so a restarted process with the same pid (pid 1 in a container)
 * tells its own claims from a dead one's. Kept on globalThis: Next bundles the route handlers and
 * instrumentation.ts (the worker) separately, each with its own copy of this module, and the
 * worker must see the claim of a first attempt still running in a route handler.
 */
const ownClaims: Set<string> = ((globalThis as { [key: symbol]: Set<string> | undefined })[Symbol.for('site.mailQueue.ownClaims')] ??= new Set<string>())

/** A refusal that retrying cannot fix: a 5xx reply, except 503 (bad sequence), which may pass next time; for a webhook, lib/webhook/send.ts. */
export function isPermanent(error: unknown): boolean {
  if (error instanceof WebhookDeliveryError) return error.permanent
  const code = error instanceof MailDeliveryError ? error.responseCode : undefined
  return code !== undefined && code >= 500 && code !== 503
}

/**
 * Tries one message in ready/: claims it by renaming it into active/ (only one process can win
 * that rename; the others get ENOENT and leave it), sends it, and then deletes it, reschedules
 * it, or moves it to failed/. Only a file that is not a queued message, a permanent refusal or
 * the end of the retry period fail it; anything else (a read error too) is retried.
 */
export async function deliverQueued(root: string, name: string, env: ServerEnv, afterDelivery?: AfterDelivery): Promise<DeliveryOutcome> {
  const ready = parseReadyName(name)
  if (!ready) return 'taken'
  const claimed = activeName(name, Date.now())
  const activePath = join(await queueFolder(root, 'active'), claimed)
  try {
    await rename(join(root, 'ready', name), activePath)
  } catch {
    return 'taken'
  }
  ownClaims.add(claimed)
  // Whatever throws below, the claim is no longer this process's: a worker puts it back.
  try {
    return await deliverClaimed(root, activePath, ready, env, afterDelivery)
  } finally {
    ownClaims.delete(claimed)
  }
}

async function deliverClaimed(root: string, activePath: string, ready: ReadyName, env: ServerEnv, afterDelivery?: AfterDelivery): Promise<DeliveryOutcome> {
  // A lead webhook (lib/webhook) shares the queue's claims, retries and give-up, not the mail's transport.
  const kind = isWebhookJob(ready.reference) ? 'webhook' : 'mail'
  let message: QueuedMessage | QueuedWebhook | null = null
  try {
    const job = (message = await readQueued(activePath))
    const attachmentDir = join(root, 'attachments')
    // One span, metric and status record per attempt (lib/operations/delivery-record.ts).
    await attemptDelivery(kind, { reference: ready.reference, attempt: ready.attempts + 1, traceparent: job.traceparent }, async () => {
      // A brief's lead carries the same takeoff as its mail, read once for both.
      if (job.kind === 'webhook') await sendLeadWebhook({ ...job, payload: await leadWithTakeoff(root, job) }, env)
      else {
        // A brief with IFC models waits for their takeoff (bounded by its time limit) and carries it.
        const takeoff = await mailWithTakeoff(root, job)
        await sendMail(
          {
            ...job.mail,
            ...takeoff,
            date: job.mail.date ? new Date(job.mail.date as string) : undefined,
            attachments: [
              ...job.attachments.map(({ filename, contentType, file }) => ({ filename, contentType, path: join(attachmentDir, file) })),
              ...(takeoff.attachments ?? []),
            ],
          },
          env,
        )
      }
    })
  } catch (error) {
    const reason = error instanceof MailDeliveryError ? [error.code, error.responseCode].filter(Boolean).join('/') : error instanceof Error ? error.message : 'unknown'
    const expired = Date.now() - ready.createdAt >= GIVE_UP_AFTER_MS
    if (error instanceof UnreadableMessage || isPermanent(error) || expired) {
      await failMessage(root, activePath, message, expired && !isPermanent(error) ? `undelivered after 3 days (${reason})` : reason, `${kind}_failed`)
      return 'failed'
    }
    const attempts = ready.attempts + 1
    const next = readyName({ ...ready, attempts, nextAttemptAt: Date.now() + retryDelayMs(attempts, env.mailQueueRetryMs) })
    await rename(activePath, join(root, 'ready', next))
    // Said once per message (its first failure); the retries after it only at LOG_LEVEL=debug.
    log[attempts === 1 ? 'warn' : 'debug']({ event: `${kind}_deferred`, lane: kind, reference: ready.reference, form: message?.form, attempts, detail: reason })
    return 'retry'
  }
  // Delivered. A failed acknowledgement must not make the firm's copy go out twice. The claim goes
  // first: a crash before the attachments are gone leaves orphans, never a message without its files.
  if (message.kind !== 'webhook') await afterDelivery?.(message).catch((error: unknown) => log.error({ event: 'acknowledgement_not_queued', lane: 'mail', reference: message.reference, form: message.form, ...errorFields(error) }))
  const freed = await sizeOf([activePath, ...message.attachments.map((attachment) => join(root, 'attachments', attachment.file))])
  await rm(activePath, { force: true })
  await removeAttachments(root, message)
  await removeTakeoff(root, message.kind === 'webhook' ? message.webhookId : message.reference, message.models)
  addQueueBytes(root, -freed)
  log.info({ event: `${kind}_delivered`, lane: kind, reference: message.reference, form: message.form, attempts: ready.attempts + 1 })
  return 'delivered'
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM'
  }
}

/**
 * Puts back into ready/ every claim whose process is gone (same machine, pid not running, or our
 * own pid but not a claim this process made) or whose lease ran out. Returns how many.
 */
export async function recoverStaleClaims(root: string, now = Date.now()): Promise<number> {
  let recovered = 0
  for (const name of await list(root, 'active')) {
    const claim = parseActiveName(name)
    if (!claim) continue
    const sameHost = claim.host === THIS_HOST
    const dead = sameHost && (claim.pid === process.pid ? !ownClaims.has(name) : !isAlive(claim.pid))
    if (!dead && now - claim.claimedAt < CLAIM_LEASE_MS) continue
    try {
      await rename(join(root, 'active', name), join(root, 'ready', claim.ready))
      recovered += 1
    } catch {
      // Another process recovered it first.
    }
  }
  return recovered
}

/** The ready/ messages due now, oldest first. */
export async function dueMessages(root: string, now = Date.now()): Promise<string[]> {
  return (await list(root, 'ready'))
    .map((name) => ({ name, parsed: parseReadyName(name) }))
    .filter((entry) => entry.parsed && entry.parsed.nextAttemptAt <= now)
    .sort((a, b) => a.parsed!.createdAt - b.parsed!.createdAt)
    .map((entry) => entry.name)
}
