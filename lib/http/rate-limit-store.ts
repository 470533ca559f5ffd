import 'server-only'
import { RateLimiterMemory, RateLimiterRedis, RLWrapperTimeouts, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { createClient } from 'redis'

// The shared store behind the rate limits when REDIS_URL is set: every instance of the site
// counts in the same Redis keys, so N instances allow the limit once, not N times. While Redis is
// unreachable or slow each instance falls back to its own in-memory count (the insurance
// limiter), so the forms keep answering; that count is not copied back.

type RedisClient = ReturnType<typeof createClient>

const KEY_PREFIX = 'form-rate-limit'
// The first requests after start-up wait this long at most for the first connection, so a fresh
// instance counts in Redis from its first request instead of in memory.
const FIRST_CONNECT_WAIT_MS = 1_000
const REDIS_TIMEOUT_MS = 150
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

/** Settles once the first connection to Redis at `url` succeeded, failed, or took over a second. */
export function firstConnection(url: string): Promise<void> {
  return firstConnections.get(url) ?? Promise.resolve()
}
