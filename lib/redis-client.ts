import { createClient } from 'redis'
import { log } from '@/lib/log.mjs'

// One connection per REDIS_URL and process, shared by the rate limits and the form guards
// (duplicate guard, acknowledgement throttle). Commands fail at once while Redis is unreachable:
// the rate limits then count in memory, and the guards let every submission and acknowledgement
// through (docs/forms.md, "Several instances").

export type RedisClient = ReturnType<typeof createClient>

// The first requests after start-up wait this long at most for the first connection, so a fresh
// instance uses Redis from its first request.
const FIRST_CONNECT_WAIT_MS = 1_000
const clients = new Map<string, Promise<RedisClient>>()
let away = false

/** One line when Redis goes away (a failed or slow command, or the connection), one when it is back. */
export function reportRedisAway(cause: string): void {
  if (!away) log.warn({ event: 'redis_unavailable', detail: cause }, 'Redis unavailable: rate limits count in memory, the duplicate guard and the acknowledgement throttle are off until it returns')
  away = true
}

/** The client for `url` once its first connection has succeeded, failed, or taken a second (undefined without a URL). */
export function connectedRedis(url: string | undefined): Promise<RedisClient | undefined> {
  if (!url) return Promise.resolve(undefined)
  let connected = clients.get(url)
  if (!connected) {
    const client: RedisClient = createClient({
      url,
      // Fail a command at once while disconnected instead of queueing it behind a reconnect.
      disableOfflineQueue: true,
      socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000) },
    })
    // Never the URL in the log: it may carry a password.
    client.on('error', (error: Error & { code?: string }) => reportRedisAway(error.code ?? error.name))
    client.on('ready', () => {
      if (away) log.warn({ event: 'redis_back' }, 'Redis is back; rate limits and form guards use it again')
      away = false
    })
    const settled = new Promise<void>((resolve) => {
      client.connect().then(() => resolve(), () => resolve()) // reconnectStrategy keeps trying
      client.once('error', () => resolve())
      setTimeout(resolve, FIRST_CONNECT_WAIT_MS).unref()
    })
    connected = settled.then(() => client)
    clients.set(url, connected)
  }
  return connected
}

/** Rejects when `command` takes longer than `timeoutMs`, so a stalled Redis never holds a request. */
export function withinMs<T>(command: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`Redis took over ${timeoutMs} ms`)), timeoutMs)))
  return Promise.race([command, late]).finally(() => clearTimeout(timer))
}
