import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServerEnv } from '@/lib/env'
import { connectedRedis } from '@/lib/redis-client'
import { buildAcknowledgement } from '@/lib/mail/acknowledgement'
import { deliverQueued, dueMessages, recoverStaleClaims, type AfterDelivery } from './deliver'
import { list } from './folders'
import { errorFields, log } from '@/lib/log.mjs'
import { claimAcknowledgement } from './acknowledgement-throttle'
import { attachmentReference, referenceOf } from './names.mjs'
import { enqueueMail, expireFailedAttachments, expireSpam, isWebhookJob, webhookReference } from './store'

/** How often the running server looks for due messages and dead claims. */
const SCAN_INTERVAL_MS = 10_000
const SWEEP_INTERVAL_MS = 10 * 60_000
/** A temporary file this old belongs to no request still running (45 s budget). */
const LEFTOVER_AGE_MS = 5 * 60_000

/** After the firm's copy: queue the visitor's acknowledgement (at most one per mailbox per hour, across instances with Redis). */
export function acknowledgeAfterDelivery(env: ServerEnv): AfterDelivery {
  const after: AfterDelivery = async (message) => {
    if (!message.acknowledgeTo) return
    if (!(await claimAcknowledgement(message.acknowledgeTo, await connectedRedis(env.redisUrl)))) return
    const reference = `${message.reference}-ACK`
    const mail = buildAcknowledgement({ form: message.form, reference: message.reference, to: message.acknowledgeTo, receivedAt: message.createdAt, from: env.mailFrom })
    const name = await enqueueMail(env.mailQueueDir, { form: message.form, reference, mail })
    void deliverQueued(env.mailQueueDir, name, env).catch(() => undefined)
  }
  return after
}

type Lane = 'mail' | 'webhook'

/**
 * Delivers every due message once (`everything`: also those not due yet); returns how many were
 * delivered. Mail and lead webhooks (lib/webhook) are separate lanes, run side by side, so a slow
 * or unreachable receiver never holds the mail back.
 */
export async function runQueueOnce(env: ServerEnv, { everything = false, lane = 'mail' }: { everything?: boolean; lane?: Lane } = {}): Promise<number> {
  const root = env.mailQueueDir
  await recoverStaleClaims(root)
  let delivered = 0
  for (const name of await dueMessages(root, everything ? Infinity : Date.now())) {
    if (isWebhookJob(name) !== (lane === 'webhook')) continue
    if ((await deliverQueued(root, name, env, acknowledgeAfterDelivery(env))) === 'delivered') delivered += 1
  }
  return delivered
}

/** Removes what a crash or a failure can leave: half-written queue files, orphaned attachments and takeoffs. */
export async function removeLeftovers(env: ServerEnv, now = Date.now()): Promise<void> {
  const root = env.mailQueueDir
  const old = async (path: string) => ((await stat(path).catch(() => null))?.mtimeMs ?? now) < now - LEFTOVER_AGE_MS
  for (const name of await list(root, 'tmp')) if (await old(join(root, 'tmp', name))) await rm(join(root, 'tmp', name), { force: true })
  // From file names alone (other processes move messages meanwhile): active/ is listed on both
  // sides of ready/ and failed/, so a message claimed or put back during the scan is still seen.
  const owners = new Set<string>()
  const waiting = new Set<string>()
  for (const folder of ['active', 'ready', 'failed', 'active'] as const) {
    for (const name of await list(root, folder)) {
      owners.add(referenceOf(name))
      if (folder !== 'failed') waiting.add(referenceOf(name))
    }
  }
  for (const name of await list(root, 'attachments')) {
    const path = join(root, 'attachments', name)
    if (!owners.has(attachmentReference(name)) && (await old(path))) await rm(path, { force: true })
  }
  // A takeoff is kept while its mail or lead webhook waits; a failed message retried later reads its models again.
  for (const name of await list(root, 'takeoffs')) {
    const reference = name.replace(/\.(json|starts)$/, '')
    const path = join(root, 'takeoffs', name)
    if (!waiting.has(reference) && !waiting.has(webhookReference(reference)) && (await old(path))) await rm(path, { force: true })
  }
}

let running: { stop: () => void } | undefined

/**
 * The delivery worker of the running server: at start it removes leftovers, puts dead claims
 * back and tries every waiting message, then every 10 s sends what is due. Its timers never keep the process alive.
 */
export function startMailQueueWorker(env: ServerEnv): { stop: () => void } {
  if (running) return running
  const busy = new Set<Lane>()
  const runLane = async (lane: Lane, everything: boolean) => {
    if (busy.has(lane)) return
    busy.add(lane)
    try {
      await runQueueOnce(env, { everything, lane })
    } catch (error) {
      log.error({ event: 'queue_run_failed', lane, ...errorFields(error) })
    } finally {
      busy.delete(lane)
    }
  }
  const run = (everything = false) => Promise.all([runLane('mail', everything), runLane('webhook', everything)])
  const sweep = () =>
    Promise.all([removeLeftovers(env), expireSpam(env.mailQueueDir), expireFailedAttachments(env.mailQueueDir)]).catch((error: unknown) => log.error({ event: 'queue_sweep_failed', ...errorFields(error) }))
  void sweep()
    // A (re)started server tries everything waiting at once: the outage may be long over.
    .then(() => run(true))
  const timers = [setInterval(() => run(), SCAN_INTERVAL_MS), setInterval(sweep, SWEEP_INTERVAL_MS)]
  for (const timer of timers) timer.unref()
  running = { stop: () => timers.forEach(clearInterval) }
  return running
}
