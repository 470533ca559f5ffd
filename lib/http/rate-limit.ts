import 'server-only'
import { isIPv4 } from 'node:net'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible'
import type { ServerEnv } from '@/lib/env'
import { connectedRedis } from '@/lib/redis-client'
import { plainAddress } from '@/lib/server/visitor-address.mjs'

// FORM_RATE_LIMIT submissions per visitor, per form, per 10 minutes (0 = off), counted in
// memory, or with REDIS_URL in Redis, so N instances allow the limit once, not N times. A Redis
// command that fails or takes over 150 ms is answered by rate-limiter-flexible's insurance limiter
// (memory, per instance, not copied back). The visitor is the address `npm start` (server.mjs)
// wrote into X-Forwarded-For; an IPv6 visitor counts per /64, the block one subscriber usually
// holds. A point is taken before the body is read and given back when nothing was stored
// (docs/forms.md, "Limits").

export type RateLimitResult = { allowed: true; giveBack: () => Promise<void> } | { allowed: false; retryAfterSeconds: number }

const WINDOW_SECONDS = 10 * 60
const REDIS_TIMEOUT_MS = 150
const limiters = new Map<string, RateLimiterAbstract>()

async function limiterFor(points: number, redisUrl: string | undefined): Promise<RateLimiterAbstract> {
  const redis = await connectedRedis(redisUrl)
  const id = `${redisUrl ?? 'memory'}|${points}`
  let limiter = limiters.get(id)
  if (!limiter) {
    const memory = new RateLimiterMemory({ keyPrefix: 'form-rate-limit', points, duration: WINDOW_SECONDS })
    limiter = redis
      ? (new RLWrapperTimeouts({
          limiter: new RateLimiterRedis({ storeClient: redis, useRedisPackage: true, rejectIfRedisNotReady: true, keyPrefix: 'form-rate-limit', points, duration: WINDOW_SECONDS, insuranceLimiter: memory }),
          timeoutMs: REDIS_TIMEOUT_MS,
          insuranceLimiter: memory,
        }) as unknown as RateLimiterAbstract)
      : memory
    limiters.set(id, limiter)
  }
  return limiter
}

/** The key an address counts under: IPv4 as is, IPv6 by its /64 prefix; 'unknown' without one. */
export function visitorKey(address: string | null | undefined): string {
  const value = plainAddress((address ?? '').split(',').at(-1))
  if (!value) return 'unknown'
  if (isIPv4(value)) return value
  const [head = '', tail = ''] = value.toLowerCase().split('::')
  const headGroups = head ? head.split(':') : []
  const tailGroups = value.includes('::') ? (tail ? tail.split(':') : []) : []
  // An embedded IPv4 tail (::a.b.c.d) lies in the lower 64 bits, which the key drops anyway.
  const missing = 8 - headGroups.length - tailGroups.length
  const groups = [...headGroups, ...Array(Math.max(0, missing)).fill('0'), ...tailGroups]
  return `${groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`
}

/** The visitor of this request, as server.mjs recorded it. */
export function requestVisitor(request: Request): string {
  return visitorKey(request.headers.get('x-forwarded-for'))
}

/**
 * Takes one of this visitor's points for this form, atomically, so parallel requests cannot all
 * pass on the same count. `giveBack` returns it when nothing was stored.
 */
export async function takeRatePoint(form: string, visitor: string, { formRateLimit: limit, redisUrl }: ServerEnv): Promise<RateLimitResult> {
  if (limit === 0) return { allowed: true, giveBack: async () => undefined }
  const limiter = await limiterFor(limit, redisUrl)
  const key = `${form}:${visitor}`
  try {
    await limiter.consume(key, 1)
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) }
  }
  return { allowed: true, giveBack: () => limiter.reward(key, 1).then(() => undefined) }
}

/** Forgets every in-memory count (tests). */
export function resetRateLimits(): void {
  limiters.clear()
}
