import { createHash } from 'node:crypto'
import { open, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { withinMs, type RedisClient } from '@/lib/redis-client'
import { queueFolder } from './folders'

// At most one acknowledgement per mailbox per hour, across all forms (docs/forms.md,
// "Acknowledgement"): with Redis, across all instances; without it (or while it is unreachable),
// in the queue folder, shared by the processes on one machine.

/** One acknowledgement per mailbox per this long. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 60 * 60_000
/** A Redis answer slower than this is not waited for: the queue folder answers instead. */
const REDIS_WAIT_MS = 500
const REDIS_PREFIX = 'form-guard:acknowledged:'

/**
 * The mailbox an address delivers to, as one key: case-folded, and without a `+tag` in its local
 * part (`Asha+1@Builders.example` and `asha@builders.example` are one mailbox).
 */
export function mailboxKey(address: string): string {
  const folded = address.trim().toLowerCase()
  const at = folded.lastIndexOf('@')
  if (at < 0) return folded
  const local = folded.slice(0, at)
  const plus = local.indexOf('+')
  return `${plus > 0 ? local.slice(0, plus) : local}${folded.slice(at)}`
}

const hashedMailbox = (address: string) => createHash('sha256').update(mailboxKey(address)).digest('hex')

/**
 * True when the mailbox of `address` may be acknowledged now (and records that it was); false
 * within the hour. With `redis`, one atomic SET NX PX decides for every instance.
 */
export async function claimAcknowledgement(root: string, address: string, { now = Date.now(), redis }: { now?: number; redis?: RedisClient } = {}): Promise<boolean> {
  if (redis) {
    try {
      const set = await withinMs(redis.set(`${REDIS_PREFIX}${hashedMailbox(address)}`, '1', { condition: 'NX', expiration: { type: 'PX', value: ACKNOWLEDGEMENT_INTERVAL_MS } }), REDIS_WAIT_MS)
      return set === 'OK'
    } catch {
      // Redis unreachable (reported once by the client): this machine's folder decides.
    }
  }
  const path = join(await queueFolder(root, 'acknowledged'), hashedMailbox(address))
  if (await isFresh(path, now)) return false
  try {
    const handle = await open(path, 'wx', 0o600)
    await handle.close()
    return true
  } catch {
    return false
  }
}

/** Whether the record exists and is under an hour old; an expired one is removed (one process wins the rename). */
async function isFresh(path: string, now: number): Promise<boolean> {
  try {
    const info = await stat(path)
    if (now - info.mtimeMs < ACKNOWLEDGEMENT_INTERVAL_MS) return true
    const aside = `${path}.expired.${process.pid}`
    await rename(path, aside).then(() => rm(aside, { force: true }), () => undefined)
    return false
  } catch {
    return false
  }
}
