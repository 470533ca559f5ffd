import { createHash } from 'node:crypto'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { reportRedisAway, type RedisClient } from '@/lib/redis-client'

// At most one acknowledgement per mailbox per hour, across all forms (docs/forms.md,
// "Acknowledgement"): a rate limit of one point an hour, in Redis across all instances, else in
// this process's memory. While Redis is away the acknowledgement is sent (fail open).

const INTERVAL_SECONDS = 60 * 60
/** A Redis answer slower than this is not waited for. */
const REDIS_WAIT_MS = 500
const KEY_PREFIX = 'form-guard:acknowledged'

const inMemory = new RateLimiterMemory({ keyPrefix: KEY_PREFIX, points: 1, duration: INTERVAL_SECONDS })
const inRedis = new WeakMap<RedisClient, RateLimiterAbstract>()

function limiterFor(redis: RedisClient | undefined): RateLimiterAbstract {
  if (!redis) return inMemory
  let limiter = inRedis.get(redis)
  if (!limiter) {
    const shared = new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true, keyPrefix: KEY_PREFIX, points: 1, duration: INTERVAL_SECONDS })
    limiter = new RLWrapperTimeouts({ limiter: shared, timeoutMs: REDIS_WAIT_MS }) as unknown as RateLimiterAbstract
    inRedis.set(redis, limiter)
  }
  return limiter
}

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

/** True when the mailbox of `address` may be acknowledged now (and records that it was); false within the hour. */
export async function claimAcknowledgement(address: string, redis?: RedisClient): Promise<boolean> {
  try {
    await limiterFor(redis).consume(createHash('sha256').update(mailboxKey(address)).digest('hex'))
    return true
  } catch (refusal) {
    if (refusal instanceof RateLimiterRes) return false
    reportRedisAway(refusal instanceof Error ? refusal.message : 'error')
    return true
  }
}
