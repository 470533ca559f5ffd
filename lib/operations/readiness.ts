import { randomBytes } from 'node:crypto'
import { rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { ServerEnv } from '@/lib/env'
import { queueFolder } from '@/lib/mail/queue/folders'
import { requireRoom } from '@/lib/mail/queue/queue-bound'
import { connectedRedis, withinMs } from '@/lib/redis-client'

// Whether this instance can take a form now (docs/operations.md, "Health and readiness"): the
// queue folder takes a file and is under its bound, and Redis answers when REDIS_URL is set.
// The checks say only which one failed, never a path, an address or an error's message.

export type Check = 'queue_writable' | 'queue_room' | 'redis'
export type Readiness = { ready: boolean; checks: Record<Check, 'ok' | 'failed' | 'not_used'> }

const REDIS_PING_MS = 500

/** Writes and removes a small file in the queue's tmp/ (the first step of storing any submission). */
async function queueWritable(root: string): Promise<boolean> {
  const probe = join(await queueFolder(root, 'tmp'), `.ready-probe-${process.pid}-${randomBytes(4).toString('hex')}`)
  try {
    await writeFile(probe, '', { mode: 0o600, flag: 'wx' })
    return true
  } catch {
    return false
  } finally {
    await rm(probe, { force: true }).catch(() => undefined)
  }
}

/** PING within half a second on the shared connection; a failed or late answer is not ready. */
export async function redisAnswers(url: string): Promise<boolean> {
  const client = await connectedRedis(url)
  if (!client?.isReady) return false
  return withinMs(client.ping(), REDIS_PING_MS).then(
    () => true,
    () => false,
  )
}

export async function readiness(env: ServerEnv): Promise<Readiness> {
  const root = env.mailQueueDir
  const [writable, room, redis] = await Promise.all([
    queueWritable(root).catch(() => false),
    requireRoom(root, { maxBytes: env.mailQueueMaxBytes, minFreeBytes: env.mailQueueMinFreeBytes }).then(
      () => true,
      () => false,
    ),
    env.redisUrl ? redisAnswers(env.redisUrl) : undefined,
  ])
  const checks: Readiness['checks'] = {
    queue_writable: writable ? 'ok' : 'failed',
    queue_room: room ? 'ok' : 'failed',
    redis: redis === undefined ? 'not_used' : redis ? 'ok' : 'failed',
  }
  return { ready: Object.values(checks).every((check) => check !== 'failed'), checks }
}
