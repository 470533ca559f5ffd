import { createHash } from 'node:crypto'
import { link, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { reportRedisAway, withinMs, type RedisClient } from '@/lib/redis-client'
import { list, queueFolder, QueueWriteError, temporaryPath, writeFlushed } from './folders'

// The duplicate guard (docs/forms.md, "Duplicates"): a submission id with a hash of the content is
// recorded as pending, then as stored with its reference, so a repeat gets the first reference and
// sends nothing. With Redis the record is one key every instance sees (SET NX, expiring), and
// while Redis is away the guard lets every submission through; without Redis it is a file in the
// queue folder, created with an exclusive link(), so of two requests at the same moment exactly
// one wins.

/** A repeated submission id is answered with its first reference for this long. */
export const SUBMISSION_MEMORY_MS = 24 * 60 * 60_000

const SUBMISSION_ID = /^[A-Za-z0-9_-]{8,64}$/

const hashed = (value: string) => createHash('sha256').update(value).digest('hex')

/** A submission id as the browser may send it, or undefined for anything else (then no guard). */
export function validSubmissionId(value: string | null | undefined): string | undefined {
  return value && SUBMISSION_ID.test(value) ? value : undefined
}

/** A pending record this old belongs to a request that died: the submission is treated as new. */
export const PENDING_STALE_MS = 45_000
/** A repeat waits this long at most for the request storing the same submission right now. */
const PENDING_WAIT_MS = 5_000

type SubmissionRecord = { state: 'pending' | 'stored'; reference: string }

export type SubmissionClaim =
  /** This request stores the submission: `stored()` once it is in the queue, `release()` if it is not. */
  | { kind: 'first'; stored: () => Promise<void>; release: () => Promise<void> }
  /** Stored before under `reference`: send nothing. */
  | { kind: 'repeat'; reference: string }
  /** Another request is still storing the same submission. */
  | { kind: 'busy' }

/**
 * Claims this form's submission id (with a hash of its content, so an edited resend is new) for
 * `reference`. The record stays "pending" until the message is stored; a pending record older
 * than 45 s whose reference is not in the queue is treated as new (docs/forms.md, "Duplicates").
 * Throws QueueWriteError when the record cannot be written.
 */
export async function claimSubmission(
  root: string,
  form: string,
  submissionId: string,
  reference: string,
  { fingerprint = '', now = Date.now(), waitMs = PENDING_WAIT_MS, redis }: { fingerprint?: string; now?: number; waitMs?: number; redis?: RedisClient } = {},
): Promise<SubmissionClaim> {
  const key = hashed(`${form}:${submissionId}:${fingerprint}`)
  if (redis) {
    try {
      return await claimInRedis(redis, key, reference, waitMs)
    } catch (error) {
      reportRedisAway(error instanceof Error ? error.message : 'error')
      return { kind: 'first', stored: async () => undefined, release: async () => undefined }
    }
  }
  try {
    const path = join(await queueFolder(root, 'submissions'), key)
    const startedAt = Date.now()
    for (;;) {
      const found = await readRecord(path)
      const age = found ? now + (Date.now() - startedAt) - found.mtimeMs : 0
      if (!found) {
        if (await createRecord(root, path, { state: 'pending', reference })) return firstClaim(root, path, reference)
      } else if (age >= SUBMISSION_MEMORY_MS) {
        await setAside(path, found.mtimeMs)
      } else if (found.record.state === 'stored' || (age >= PENDING_STALE_MS && (await inQueue(root, found.record.reference)))) {
        return { kind: 'repeat', reference: found.record.reference }
      } else if (age >= PENDING_STALE_MS) {
        await setAside(path, found.mtimeMs)
      } else if (Date.now() - startedAt >= waitMs) {
        return { kind: 'busy' }
      } else {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
    }
  } catch (error) {
    throw error instanceof QueueWriteError ? error : new QueueWriteError(error)
  }
}

const REDIS_PREFIX = 'form-guard:submission:'
/** A Redis answer slower than this is not waited for: the guard lets the submission through. */
const REDIS_WAIT_MS = 500

/**
 * The same claim in Redis: SET NX decides between requests on any instance. A pending record
 * expires after 45 s by itself (a request lives at most about 40 s); a stored one after 24 h.
 * Marking it stored and removing it touch only this request's own record (or, for stored, one
 * that expired meanwhile). Throws when Redis does not answer.
 */
async function claimInRedis(redis: RedisClient, key: string, reference: string, waitMs: number): Promise<SubmissionClaim> {
  const redisKey = `${REDIS_PREFIX}${key}`
  const pending = JSON.stringify({ state: 'pending', reference } satisfies SubmissionRecord)
  const current = () => withinMs(redis.get(redisKey), REDIS_WAIT_MS)
  const startedAt = Date.now()
  for (;;) {
    const set = await withinMs(redis.set(redisKey, pending, { condition: 'NX', expiration: { type: 'PX', value: PENDING_STALE_MS } }), REDIS_WAIT_MS)
    if (set === 'OK') {
      const stored = JSON.stringify({ state: 'stored', reference } satisfies SubmissionRecord)
      return {
        kind: 'first',
        stored: async () => {
          if ([null, pending].includes(await current())) await withinMs(redis.set(redisKey, stored, { expiration: { type: 'PX', value: SUBMISSION_MEMORY_MS } }), REDIS_WAIT_MS)
        },
        release: async () => {
          if ((await current()) === pending) await withinMs(redis.del(redisKey), REDIS_WAIT_MS)
        },
      }
    }
    const found = await current()
    if (found !== null) {
      const record = parseRecord(String(found))
      if (record.state === 'stored') return { kind: 'repeat', reference: record.reference }
      if (Date.now() - startedAt >= waitMs) return { kind: 'busy' }
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}

function firstClaim(root: string, path: string, reference: string): SubmissionClaim {
  return {
    kind: 'first',
    stored: async () => {
      const temporary = await temporaryPath(root, 'submission')
      await writeFlushed(temporary, [JSON.stringify({ state: 'stored', reference } satisfies SubmissionRecord)])
      await rename(temporary, path)
    },
    // Only our own record: a stale one may have been taken over meanwhile.
    release: async () => {
      if ((await readRecord(path))?.record.reference === reference) await rm(path, { force: true })
    },
  }
}

/** Creates the record with an exclusive link(): of two requests at the same moment exactly one wins. */
async function createRecord(root: string, path: string, record: SubmissionRecord): Promise<boolean> {
  const temporary = await temporaryPath(root, 'submission')
  await writeFlushed(temporary, [JSON.stringify(record)])
  try {
    await link(temporary, path)
    return true
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error
    return false
  } finally {
    await rm(temporary, { force: true })
  }
}

async function readRecord(path: string): Promise<{ record: SubmissionRecord; mtimeMs: number } | null> {
  try {
    const [text, info] = await Promise.all([readFile(path, 'utf8'), stat(path)])
    return { record: parseRecord(text), mtimeMs: info.mtimeMs }
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null
    throw error
  }
}

/** A record that cannot be read counts as pending. */
function parseRecord(text: string): SubmissionRecord {
  try {
    const record = JSON.parse(text) as SubmissionRecord
    if (record.state === 'pending' || record.state === 'stored') return record
  } catch {
    // half a record: pending
  }
  return { state: 'pending', reference: '' }
}

/** Whether the queue still holds a message with this reference (waiting, being sent, or failed). */
async function inQueue(root: string, reference: string): Promise<boolean> {
  const [ready, active, failed] = await Promise.all([list(root, 'ready'), list(root, 'active'), list(root, 'failed')])
  return [...ready, ...active].some((name) => name.startsWith(`${reference}~`)) || failed.some((name) => name.startsWith(`${reference}.`))
}

/** Removes a record past its time (one process wins the rename); a newer record taken by mistake is put back. */
async function setAside(path: string, seenMtimeMs: number): Promise<void> {
  const aside = `${path}.aside.${process.pid}.${Date.now()}`
  try {
    await rename(path, aside)
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return // another process took it
    throw error
  }
  const info = await stat(aside).catch(() => null)
  if (info && info.mtimeMs !== seenMtimeMs) await link(aside, path).catch(() => undefined)
  await rm(aside, { force: true })
}

