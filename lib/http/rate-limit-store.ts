import 'server-only'
import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { redisClient } from '@/lib/redis-client'

// The shared store behind the rate limits when REDIS_URL is set: every instance of the site
// counts in the same Redis keys, so N instances allow the limit once, not N times. While Redis is
// unreachable or slow each instance falls back to its own in-memory count (the insurance
// limiter), so the forms keep answering; that count is not copied back.

const KEY_PREFIX = 'form-rate-limit'
const REDIS_TIMEOUT_MS = 150
const limiters = new Map<string, RateLimiterAbstract>()

/**
 * The Redis limiter for `points` per `windowSeconds`: a command that takes longer than 150 ms, or
 * fails, is answered by the in-memory insurance limiter instead, so a stalled Redis never holds
 * a request.
 */
export function sharedLimiter(url: string, points: number, windowSeconds: number): RateLimiterAbstract {
  const id = `${url}|${points}|${windowSeconds}`
  let limiter = limiters.get(id)
  if (!limiter) {
    const insuranceLimiter = new RateLimiterMemory({ keyPrefix: `${KEY_PREFIX}-insurance`, points, duration: windowSeconds })
    const redis = new RateLimiterRedis({
      storeClient: redisClient(url),
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: KEY_PREFIX,
      points,
      duration: windowSeconds,
      insuranceLimiter,
    })
    limiter = new RLWrapperTimeouts({ limiter: redis, timeoutMs: REDIS_TIMEOUT_MS, insuranceLimiter }) as unknown as RateLimiterAbstract
    limiters.set(id, limiter)
  }
  return limiter
}

export { firstConnection } from '@/lib/redis-client'
