import 'server-only'
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { createClient } from 'redis'

// The shared store behind consumeRateLimit() when REDIS_URL is set: every instance of the site
// counts in the same Redis keys, so N instances allow the limit once, not N times
// (RELIABILITY.md A7). While Redis is unreachable each instance falls back to its own in-memory
// count (the insurance limiter), so the forms keep answering; that count is not copied back.

export type SharedConsumption = { allowed: true } | { allowed: false; retryAfterSeconds: number }

type RedisClient = ReturnType<typeof createClient>

const KEY_PREFIX = 'form-rate-limit'
// The first requests after start-up wait this long at most for the first connection, so a fresh
// instance counts in Redis from its first request instead of in memory.
const FIRST_CONNECT_WAIT_MS = 1_000
const clients = new Map<string, RedisClient>()
const firstConnections = new Map<string, Promise<void>>()
const limiters = new Map<string, RateLimiterAbstract>()

function redisClient(url: string): RedisClient {
  let client = clients.get(url)
  if (client) return client
  client = createClient({
    url,
    // Fail a command at once while disconnected instead of queueing it behind a reconnect, so a
    // Redis outage costs the visitor nothing (the insurance limiter answers).
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000),
    },
  })
  let reported = false
  client.on('error', (error: Error & { code?: string }) => {
    // One line per outage, never the URL (it may carry a password).
    if (!reported) console.warn(`[rate-limit] Redis unavailable (${error.code ?? error.name}); counting in memory until it returns`)
    reported = true
  })
  client.on('ready', () => {
    if (reported) console.warn('[rate-limit] Redis is back; counting in Redis again')
    reported = false
  })
  const connected = client.connect().then(
    () => undefined,
    () => undefined, // reported by the 'error' listener; reconnectStrategy keeps trying
  )
  // Settles on the first ready, the first failure, or after FIRST_CONNECT_WAIT_MS.
  const firstFailure = new Promise<void>((resolve) => client.once('error', () => resolve()))
  const waitCap = new Promise<void>((resolve) => setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref())
  firstConnections.set(url, Promise.race([connected, firstFailure, waitCap]))
  clients.set(url, client)
  return client
}

function sharedLimiter(url: string, points: number, windowSeconds: number): RateLimiterAbstract {
  const id = `${url}|${points}|${windowSeconds}`
  let limiter = limiters.get(id)
  if (!limiter) {
    limiter = new RateLimiterRedis({
      storeClient: redisClient(url),
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      keyPrefix: KEY_PREFIX,
      points,
      duration: windowSeconds,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: `${KEY_PREFIX}-insurance`, points, duration: windowSeconds }),
    })
    limiters.set(id, limiter)
  }
  return limiter
}

/** Counts one request for `key` in Redis at `url` (memory while Redis is down); `points` per window. */
export async function consumeShared(url: string, key: string, points: number, windowSeconds: number): Promise<SharedConsumption> {
  const limiter = sharedLimiter(url, points, windowSeconds)
  await firstConnections.get(url)
  try {
    await limiter.consume(key)
    return { allowed: true }
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) }
    }
    throw rejection
  }
}
