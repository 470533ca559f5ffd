import { createClient } from 'redis'

// One connection per REDIS_URL and process, shared by the rate limits and the form guards
// (duplicate guard, acknowledgement throttle). Commands fail at once while Redis is unreachable,
// and each user answers from its own fallback then: the rate limits from memory, the guards from
// the queue folder (docs/forms.md, "Several instances").

export type RedisClient = ReturnType<typeof createClient>

// The first requests after start-up wait this long at most for the first connection, so a fresh
// instance uses Redis from its first request instead of its fallback.
const FIRST_CONNECT_WAIT_MS = 1_000
const clients = new Map<string, RedisClient>()
const firstConnections = new Map<string, Promise<void>>()

export function redisClient(url: string): RedisClient {
  let client = clients.get(url)
  if (client) return client
  client = createClient({
    url,
    // Fail a command at once while disconnected instead of queueing it behind a reconnect, so a
    // Redis outage costs the visitor nothing (the fallback answers).
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 1_000,
      reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000),
    },
  })
  let reported = false
  client.on('error', (error: Error & { code?: string }) => {
    // One line per outage, never the URL (it may carry a password).
    if (!reported) console.warn(`[redis] Redis unavailable (${error.code ?? error.name}); rate limits count in memory and form guards use the queue folder until it returns`)
    reported = true
  })
  client.on('ready', () => {
    if (reported) console.warn('[redis] Redis is back; rate limits and form guards use it again')
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

/** Settles once the first connection to Redis at `url` succeeded, failed, or took over a second. */
export function firstConnection(url: string): Promise<void> {
  return firstConnections.get(url) ?? Promise.resolve()
}

/** Rejects when `command` takes longer than `timeoutMs`, so a stalled Redis never holds a request. */
export function withinMs<T>(command: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Redis took over ${timeoutMs} ms`)), timeoutMs)
    command.then(
      (value) => {
        clearTimeout(timer)
        resolve(value)
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error instanceof Error ? error : new Error(String(error)))
      },
    )
  })
}

/** The client for `url` once its first connection has settled (undefined without a URL). */
export async function connectedRedis(url: string | undefined): Promise<RedisClient | undefined> {
  if (!url) return undefined
  const client = redisClient(url)
  await firstConnection(url)
  return client
}
