import { rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServerEnv } from '@/lib/env'
import { MailDeliveryError } from '@/lib/mail/transport'
import { removeTakeoff } from '@/lib/takeoff/queue-job'
import { errorFields, log } from '@/lib/log.mjs'
import { attemptDelivery } from '@/lib/operations/delivery-record'
import { list, queueFolder } from './folders'
import { isJobKind, jobKind, type QueuedJob } from './jobs'
import { activeName, parseActiveName, parseReadyName, readyName, THIS_HOST, type ReadyName } from './names.mjs'
import { addQueueBytes, sizeOf } from './queue-bound'
import { failMessage, readQueued, removeAttachments, UnreadableMessage } from './store'

/** A job is given up 3 days after it arrived (retry delays: jobs.ts). */
export const GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60_000
/** A claim older than this belongs to a process that died or hung: longer than any SMTP exchange. */
export const CLAIM_LEASE_MS = 10 * 60_000

/** Called with each delivered mail (the firm's copy, then acknowledgements of their own). */
export type AfterDelivery = (message: QueuedJob<'mail'>) => Promise<void>

export type DeliveryOutcome = 'delivered' | 'retry' | 'failed' | 'taken'

/**
 * Claims held by this process, so a restarted process with the same pid (pid 1 in a container)
 * tells its own claims from a dead one's. Kept on globalThis: Next bundles the route handlers and
 * instrumentation.ts (the worker) separately, each with its own copy of this module, and the
 * worker must see the claim of a first attempt still running in a route handler.
 */
const ownClaims: Set<string> = ((globalThis as { [key: symbol]: Set<string> | undefined })[Symbol.for('site.mailQueue.ownClaims')] ??= new Set<string>())

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
  const { kind } = ready
  const known = isJobKind(kind) ? kind : null
  const spec = known ? jobKind(known) : undefined
  let message: QueuedJob | null = null
  try {
    if (!known || !spec) throw new UnreadableMessage(`no job kind ${kind}`)
    const job = (message = await readQueued(activePath))
    // One span, metric and status record per attempt (lib/operations/delivery-record.ts).
    await attemptDelivery(known, { reference: ready.reference, attempt: ready.attempts + 1, traceparent: job.traceparent }, () => spec.attempt(job, root, env))
  } catch (error) {
    const reason = error instanceof MailDeliveryError ? [error.code, error.responseCode].filter(Boolean).join('/') : error instanceof Error ? error.message : 'unknown'
    const expired = Date.now() - ready.createdAt >= GIVE_UP_AFTER_MS
    const permanent = !spec || error instanceof UnreadableMessage || spec.isPermanent(error)
    if (permanent || expired) {
      await failMessage(root, activePath, ready, message, expired && !permanent ? `undelivered after 3 days (${reason})` : reason)
      // The takeoff was only kept for this job; `--retry` reads the models again from the attachments.
      await removeTakeoff(root, ready.reference, message?.models)
      return 'failed'
    }
    const attempts = ready.attempts + 1
    const next = readyName({ ...ready, attempts, nextAttemptAt: Date.now() + spec.retryDelayMs(attempts, error, env.mailQueueRetryMs) })
    await rename(activePath, join(root, 'ready', next))
    // Said once per message (its first failure); the retries after it only at LOG_LEVEL=debug.
    log[attempts === 1 ? 'warn' : 'debug']({ event: `${kind}_deferred`, lane: kind, reference: ready.reference, form: message?.form, attempts, detail: reason })
    return 'retry'
  }
  // Delivered. A failed acknowledgement must not make the firm's copy go out twice. The claim goes
  // first: a crash before the attachments are gone leaves orphans, never a message without its files.
  if (kind === 'mail') await afterDelivery?.(message as QueuedJob<'mail'>).catch((error: unknown) => log.error({ event: 'acknowledgement_not_queued', lane: 'mail', reference: ready.reference, form: message?.form, ...errorFields(error) }))
  const freed = await sizeOf([activePath, ...message.attachments.map((attachment) => join(root, 'attachments', attachment.file))])
  await rm(activePath, { force: true })
  await removeAttachments(root, message)
  await removeTakeoff(root, ready.reference, message.models)
  addQueueBytes(root, -freed)
  log.info({ event: `${kind}_delivered`, lane: kind, reference: ready.reference, form: message.form, attempts: ready.attempts + 1 })
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

/** The ready/ jobs (of one kind, when given) due at `now`, oldest first. */
export async function dueMessages(root: string, now = Date.now(), kind?: string): Promise<string[]> {
  return (await list(root, 'ready'))
    .map((name) => ({ name, parsed: parseReadyName(name) }))
    .filter((entry) => entry.parsed && entry.parsed.nextAttemptAt <= now && (kind === undefined || entry.parsed.kind === kind))
    .sort((a, b) => a.parsed!.createdAt - b.parsed!.createdAt)
    .map((entry) => entry.name)
}
