import { readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServerEnv } from '@/lib/env'
import { connectedRedis } from '@/lib/redis-client'
import { buildAcknowledgement } from '@/lib/mail/acknowledgement'
import { takeoffFor, takeoffReady } from '@/lib/takeoff/queue-job'
import { deliverQueued, dueMessages, recoverStaleClaims, type AfterDelivery } from './deliver'
import { list } from './folders'
import { errorFields, log } from '@/lib/log.mjs'
import { claimAcknowledgement } from './acknowledgement-throttle'
import { JOB_KINDS, type JobKind, type QueuedJob } from './jobs'
import { Lane } from './lanes'
import { attachmentReference, legacyName, parseReadyName, referenceOf } from './names.mjs'
import { enqueueMail, expireFailedAttachments, expireSpam } from './store'

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

// One lane per job kind and queue folder in this process (lanes.ts).
const lanes = new Map<string, Lane>()
const laneOf = (root: string, kind: JobKind) => {
  const key = `${root}\0${kind}`
  let lane = lanes.get(key)
  if (!lane) lanes.set(key, (lane = new Lane(JOB_KINDS[kind].concurrency)))
  return lane
}

/** The bytes of the attachments of each of `references` (what a job of theirs sends). */
async function attachmentBytes(root: string, references: Set<string>): Promise<Map<string, number>> {
  const bytes = new Map<string, number>()
  for (const file of await list(root, 'attachments')) {
    const reference = attachmentReference(file)
    if (!references.has(reference)) continue
    const size = (await stat(join(root, 'attachments', file)).catch(() => null))?.size ?? 0
    bytes.set(reference, (bytes.get(reference) ?? 0) + size)
  }
  return bytes
}

// The takeoffs the lanes' briefs wait for, one at a time like the takeoff's own runner, smallest
// model first: started all at once they would pass the runner's short waiting line (docs/takeoff.md, "Limits").
const takeoffs = new Lane<unknown>(1)

/**
 * A brief's job whose takeoff is not ready waits for it here, outside its lane, so it never holds
 * a slot that another submission's job could use; the takeoff runs once for the brief's mail and webhook.
 */
async function afterItsTakeoff(root: string, name: string, bytes: number): Promise<void> {
  const job = await readFile(join(root, 'ready', name), 'utf8')
    .then((text) => JSON.parse(text) as Pick<QueuedJob, 'reference' | 'createdAt' | 'models'>)
    .catch(() => null)
  if (!job?.models?.length || takeoffReady(root, job.reference)) return
  const { reference, createdAt, models } = job
  await takeoffs.offer(`${root}\0${reference}`, bytes, createdAt, () => takeoffFor(root, reference, models)).catch(() => undefined)
}

/**
 * Offers every due job of one lane (`everything`: also those not due yet) and resolves when each
 * has had its attempt; returns how many were delivered. Lanes run side by side and never wait for
 * each other; a run started while another is under way shares its attempts (lanes.ts).
 */
export async function runQueueOnce(env: ServerEnv, { everything = false, lane = 'mail' }: { everything?: boolean; lane?: JobKind } = {}): Promise<number> {
  const root = env.mailQueueDir
  await recoverStaleClaims(root)
  const due = (await dueMessages(root, everything ? Infinity : Date.now(), lane)).map((name) => ({ name, ready: parseReadyName(name)! }))
  if (due.length === 0) return 0
  const bytes = await attachmentBytes(root, new Set(due.map(({ ready }) => ready.reference)))
  const afterDelivery = acknowledgeAfterDelivery(env)
  const outcomes = await Promise.all(
    due.map(async ({ name, ready }) => {
      const size = bytes.get(ready.reference) ?? 0
      // Only a job with files can carry models.
      if (size > 0) await afterItsTakeoff(root, name, size)
      return laneOf(root, lane)
        .offer(name, size, ready.createdAt, () => deliverQueued(root, name, env, afterDelivery))
        .catch((error: unknown) => {
          log.error({ event: 'delivery_attempt_failed', lane, reference: ready.reference, ...errorFields(error) })
          return 'retry' as const
        })
    }),
  )
  return outcomes.filter((outcome) => outcome === 'delivered').length
}

/** Renames the ready/ and failed/ entries named before jobs had a kind in their name (names.mjs legacyName). */
export async function renameLegacyEntries(root: string): Promise<void> {
  for (const folder of ['ready', 'failed'] as const) {
    for (const name of await list(root, folder)) {
      const renamed = legacyName(folder, name)
      // Gone meanwhile: another process renamed or claimed it.
      if (renamed) await rename(join(root, folder, name), join(root, folder, renamed)).catch(() => undefined)
    }
  }
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
  // A takeoff is kept while its mail or lead webhook waits (they share the reference); one of a
  // job delivered or failed for good goes: a failed job retried later reads its models again.
  for (const name of await list(root, 'takeoffs')) {
    const reference = name.replace(/\.(json|starts)$/, '')
    const path = join(root, 'takeoffs', name)
    if (!waiting.has(reference) && (await old(path))) await rm(path, { force: true })
  }
}

let running: { stop: () => void } | undefined

/**
 * The delivery worker of the running server: at start it removes leftovers, puts dead claims
 * back and offers every waiting job to its lane, then every 10 s offers what is due. A scan never
 * waits for the previous one: what is still running is not started again (lanes.ts). Its timers
 * never keep the process alive.
 */
export function startMailQueueWorker(env: ServerEnv): { stop: () => void } {
  if (running) return running
  const run = (everything = false) =>
    Promise.all(
      (Object.keys(JOB_KINDS) as JobKind[]).map((lane) =>
        runQueueOnce(env, { everything, lane }).catch((error: unknown) => log.error({ event: 'queue_run_failed', lane, ...errorFields(error) })),
      ),
    )
  // Old names are renamed first on each sweep (a claim of an old process may come back later, at its
  // lease's end), so that the clean-up reads every entry's reference right.
  const sweep = () =>
    renameLegacyEntries(env.mailQueueDir)
      .then(() => Promise.all([removeLeftovers(env), expireSpam(env.mailQueueDir), expireFailedAttachments(env.mailQueueDir)]))
      .catch((error: unknown) => log.error({ event: 'queue_sweep_failed', ...errorFields(error) }))
  // Claims of a process that died go back first, so that the renaming in the sweep sees them too.
  void recoverStaleClaims(env.mailQueueDir)
    .catch((error: unknown) => log.error({ event: 'queue_recovery_failed', ...errorFields(error) }))
    .then(sweep)
    // A (re)started server tries everything waiting at once: the outage may be long over.
    .then(() => run(true))
  const timers = [setInterval(() => void run(), SCAN_INTERVAL_MS), setInterval(sweep, SWEEP_INTERVAL_MS)]
  for (const timer of timers) timer.unref()
  running = {
    stop: () => {
      timers.forEach(clearInterval)
      running = undefined
    },
  }
  return running
}
