import { readdir, stat, statfs } from 'node:fs/promises'
import { join } from 'node:path'
import { FOLDERS } from './folders'
import { log } from '@/lib/log.mjs'

// The queue's bound (docs/forms.md, "Bounded queue"): past MAIL_QUEUE_MAX_BYTES stored, or under
// MAIL_QUEUE_MIN_FREE_BYTES free on the queue's disk, a new submission is refused with the 503
// "could not be stored", while pages are served and what waits is still delivered. The size is a
// running total: counted by one walk of the folder at most once a minute (other processes may share
// it), and moved by what this process stores and delivers in between, so a request costs a lookup
// and one statfs, never a walk.

export type QueueBound = { maxBytes: number; minFreeBytes: number }

/** The queue is past its bound: nothing may be stored. */
export class QueueFullError extends Error {
  readonly code = 'queue_full'
  constructor(readonly usage: { queueBytes: number; freeBytes: number } & QueueBound) {
    super('The mail queue is full')
    this.name = 'QueueFullError'
  }
}

const RECOUNT_MS = 60_000

type Usage = { bytes: number; countedAt: number; counting?: Promise<void>; full: boolean }

// On globalThis: Next bundles the route handlers and instrumentation.ts (the worker) separately,
// each with its own copy of this module, and both store and deliver.
const usages: Map<string, Usage> = ((globalThis as { [key: symbol]: Map<string, Usage> | undefined })[Symbol.for('site.mailQueue.usage')] ??= new Map())

/** The bytes of every file in the queue folder (one walk). */
export async function countQueueBytes(root: string): Promise<number> {
  let total = 0
  for (const folder of FOLDERS) {
    const names = await readdir(join(root, folder)).catch(() => [])
    const sizes = await Promise.all(names.map((name) => stat(join(root, folder, name)).then((info) => info.size, () => 0)))
    total += sizes.reduce((sum, size) => sum + size, 0)
  }
  return total
}

/** The queue's size in bytes: the running total, counted again when older than a minute. */
export async function queueBytes(root: string, now = Date.now()): Promise<number> {
  let usage = usages.get(root)
  if (!usage) usages.set(root, (usage = { bytes: 0, countedAt: -Infinity, full: false }))
  if (now - usage.countedAt >= RECOUNT_MS) {
    const current = usage
    current.counting ??= countQueueBytes(root).then((bytes) => {
      current.bytes = bytes
      current.countedAt = Date.now()
      current.counting = undefined
    })
    await current.counting
  }
  return usage.bytes
}

/** Moves the running total by what this process stored (positive) or removed (negative). */
export function addQueueBytes(root: string, delta: number): void {
  const usage = usages.get(root)
  if (usage) usage.bytes = Math.max(0, usage.bytes + delta)
}

/** The sizes of `paths` together (missing files count 0), for the running total before they are removed. */
export async function sizeOf(paths: string[]): Promise<number> {
  const sizes = await Promise.all(paths.map((path) => stat(path).then((info) => info.size, () => 0)))
  return sizes.reduce((sum, size) => sum + size, 0)
}

async function freeBytes(root: string): Promise<number> {
  try {
    const info = await statfs(root)
    return info.bavail * info.bsize
  } catch {
    return Infinity // not created yet: the write itself will say whether it can be stored
  }
}

/**
 * Throws QueueFullError when the queue holds `maxBytes` or more, or its disk has less than
 * `minFreeBytes` free (a bound of 0 is off). Logs one `queue_full` line when the queue becomes
 * full and one `queue_room` line when it has room again, never one per request.
 */
export async function requireRoom(root: string, { maxBytes, minFreeBytes }: QueueBound): Promise<void> {
  const [bytes, free] = await Promise.all([queueBytes(root), minFreeBytes > 0 ? freeBytes(root) : Infinity])
  const full = (maxBytes > 0 && bytes >= maxBytes) || (minFreeBytes > 0 && free < minFreeBytes)
  const usage = usages.get(root)!
  const details = { queueBytes: bytes, maxBytes, freeBytes: free, minFreeBytes }
  if (full !== usage.full) {
    usage.full = full
    const line = { event: full ? 'queue_full' : 'queue_room', ...details, freeBytes: Number.isFinite(free) ? free : null }
    if (full) log.error(line)
    else log.info(line)
  }
  if (full) throw new QueueFullError(details)
}
