import { getServerEnv } from '@/lib/env'
import { consumeShared } from './rate-limit-store'

// FORM_RATE_LIMIT accepted submissions per client IP, per endpoint, per 10 minutes (0 = off).
// Without REDIS_URL this in-memory store counts per server process; with it every instance counts
// in one Redis (lib/http/rate-limit-store.ts), falling back to memory while Redis is down.

export type RateLimitedEndpoint = 'contact' | 'career' | 'newsletter' | 'brief'
export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

export const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000
// Bounds the memory an address-rotating flood can take; the oldest windows go first.
const MAX_TRACKED_KEYS = 10_000

type Window = { startedAt: number; count: number }
const windows = new Map<string, Window>()

/**
 * The client address, from X-Forwarded-For only behind a trusted proxy (TRUST_PROXY=1): its last
 * entry, the one our proxy appended; the entries before it are whatever the client sent.
 */
export function clientIp(request: Request, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = request.headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
    if (forwarded) return forwarded
    const realIp = request.headers.get('x-real-ip')?.trim()
    if (realIp) return realIp
  }
  // Without a trusted proxy every client-supplied header can be forged, and a route handler does
  // not see the socket address, so all such clients share one bucket: a flood cannot dodge it
  // by rotating headers.
  return 'direct'
}

/** Counts one submission for this client and endpoint; says when it is over the limit. */
export async function consumeRateLimit(endpoint: RateLimitedEndpoint, request: Request): Promise<RateLimitResult> {
  const env = getServerEnv()
  const limit = env.formRateLimit
  if (limit === 0) return { allowed: true }
  const key = `${endpoint}:${clientIp(request, env.trustProxy)}`
  if (env.redisUrl) return consumeShared(env.redisUrl, key, limit, RATE_LIMIT_WINDOW_MS / 1000)
  const now = Date.now()
  let window = windows.get(key)
  if (!window || now - window.startedAt >= RATE_LIMIT_WINDOW_MS) {
    windows.delete(key)
    if (windows.size >= MAX_TRACKED_KEYS) pruneWindows(now)
    window = { startedAt: now, count: 0 }
    windows.set(key, window)
  }
  if (window.count >= limit) {
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + RATE_LIMIT_WINDOW_MS - now) / 1000)) }
  }
  window.count += 1
  return { allowed: true }
}

function pruneWindows(now: number) {
  for (const [key, window] of windows) {
    if (now - window.startedAt >= RATE_LIMIT_WINDOW_MS) windows.delete(key)
  }
  // Map keeps insertion order: drop the oldest until there is room again.
  for (const key of windows.keys()) {
    if (windows.size < MAX_TRACKED_KEYS) break
    windows.delete(key)
  }
}

/** Forgets every count (tests). */
export function resetRateLimits(): void {
  windows.clear()
}
