import { createHash } from 'node:crypto'
import { reportRedisAway, withinMs, type RedisClient } from '@/lib/redis-client'

// The duplicate guard (docs/forms.md, "Duplicates"): a submission id with a hash of the content is
// recorded as pending, then as stored with its reference, so a repeat gets the first reference and
// sends nothing. The record is set only if absent (SET NX), with an expiry: in Redis when
// REDIS_URL is set, so every instance sees it (while Redis is away the guard lets every submission
// through), else in this process's memory.

/** A repeated submission id is answered with its first reference for this long. */
export const SUBMISSION_MEMORY_MS = 24 * 60 * 60_000
/** A pending record outlives any request (about 40 s at most): one this old belongs to a request that died. */
const PENDING_MS = 45_000
/** A repeat waits this long at most for the request storing the same submission right now. */
const PENDING_WAIT_MS = 5_000
/** A Redis answer slower than this is not waited for: the guard lets the submission through. */
const REDIS_WAIT_MS = 500
const KEY_PREFIX = 'form-guard:submission:'
/** Memory holds at most this many records (the oldest go first), whatever a flood of ids. */
const MEMORY_MAX_RECORDS = 10_000

const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/

/** A submission id as the browser may send it, or undefined for anything else (then no guard). */
export function validSubmissionId(value: string | null | undefined): string | undefined {
  return value && SUBMISSION_ID.test(value) ? value : undefined
}

export type SubmissionClaim =
  /** This request stores the submission: `stored()` once it is in the queue, `release()` if it is not. */
  | { kind: 'first'; stored: () => Promise<void>; release: () => Promise<void> }
  /** Stored before under `reference`: send nothing. */
  | { kind: 'repeat'; reference: string }
  /** Another request is still storing the same submission. */
  | { kind: 'busy' }

/** The four commands the guard needs, from Redis or from memory. */
type Records = {
  setIfAbsent: (key: string, value: string, ttlMs: number) => Promise<boolean>
  get: (key: string) => Promise<string | null>
  set: (key: string, value: string, ttlMs: number) => Promise<void>
  remove: (key: string) => Promise<void>
}

const redisRecords = (redis: RedisClient): Records => ({
  setIfAbsent: async (key, value, ttlMs) => (await withinMs(redis.set(key, value, { condition: 'NX', expiration: { type: 'PX', value: ttlMs } }), REDIS_WAIT_MS)) === 'OK',
  get: async (key) => (await withinMs(redis.get(key), REDIS_WAIT_MS))?.toString() ?? null,
  set: async (key, value, ttlMs) => void (await withinMs(redis.set(key, value, { expiration: { type: 'PX', value: ttlMs } }), REDIS_WAIT_MS)),
  remove: async (key) => void (await withinMs(redis.del(key), REDIS_WAIT_MS)),
})

const inMemory = new Map<string, { value: string; expiresAt: number }>()
function live(key: string): string | null {
  const record = inMemory.get(key)
  return record && record.expiresAt > Date.now() ? record.value : null
}
function put(key: string, value: string, ttlMs: number): void {
  inMemory.delete(key)
  inMemory.set(key, { value, expiresAt: Date.now() + ttlMs })
  if (inMemory.size > MEMORY_MAX_RECORDS) inMemory.delete(inMemory.keys().next().value!)
}
const memoryRecords: Records = {
  setIfAbsent: async (key, value, ttlMs) => live(key) === null && (put(key, value, ttlMs), true),
  get: async (key) => live(key),
  set: async (key, value, ttlMs) => put(key, value, ttlMs),
  remove: async (key) => void inMemory.delete(key),
}

/**
 * Claims this form's submission id (with a hash of its content, so an edited resend is new) for
 * `reference`. The record stays "pending" until the message is stored, and expires by itself
 * after 45 s if it never is; "stored" after 24 h.
 */
export async function claimSubmission(
  form: string,
  submissionId: string,
  reference: string,
  { fingerprint = '', waitMs = PENDING_WAIT_MS, redis }: { fingerprint?: string; waitMs?: number; redis?: RedisClient } = {},
): Promise<SubmissionClaim> {
  const key = `${KEY_PREFIX}${createHash('sha256').update(`${form}:${submissionId}:${fingerprint}`).digest('hex')}`
  try {
    return await claim(redis ? redisRecords(redis) : memoryRecords, key, reference, waitMs)
  } catch (error) {
    reportRedisAway(error instanceof Error ? error.message : 'error')
    return { kind: 'first', stored: async () => undefined, release: async () => undefined }
  }
}

async function claim(records: Records, key: string, reference: string, waitMs: number): Promise<SubmissionClaim> {
  const pending = JSON.stringify({ state: 'pending', reference })
  const startedAt = Date.now()
  for (;;) {
    if (await records.setIfAbsent(key, pending, PENDING_MS)) {
      return {
        kind: 'first',
        // Over this request's own record only (or one that expired meanwhile), never another's.
        stored: async () => {
          if ([null, pending].includes(await records.get(key))) await records.set(key, JSON.stringify({ state: 'stored', reference }), SUBMISSION_MEMORY_MS)
        },
        release: async () => {
          if ((await records.get(key)) === pending) await records.remove(key)
        },
      }
    }
    const found = await records.get(key)
    if (found !== null) {
      const record = JSON.parse(found) as { state: 'pending' | 'stored'; reference: string }
      if (record.state === 'stored') return { kind: 'repeat', reference: record.reference }
      if (Date.now() - startedAt >= waitMs) return { kind: 'busy' }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
