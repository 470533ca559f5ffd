import { createHash } from 'node:crypto'
import { link, open, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { list, queueFolder, QueueWriteError, temporaryPath, writeFlushed } from './folders'

// Two small records the queue folder keeps for every process sharing it. Both are created with an
// exclusive link()/open(), so of two requests at the same moment exactly one wins.

/** A repeated submission id is answered with its first reference for this long. */
export const SUBMISSION_MEMORY_MS = 24 * 60 * 60_000
/** One acknowledgement per address per this long. */
export const ACKNOWLEDGEMENT_INTERVAL_MS = 60 * 60_000

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
  { fingerprint = '', now = Date.now(), waitMs = PENDING_WAIT_MS }: { fingerprint?: string; now?: number; waitMs?: number } = {},
): Promise<SubmissionClaim> {
  try {
    const path = join(await queueFolder(root, 'submissions'), hashed(`${form}:${submissionId}:${fingerprint}`))
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

/** A record of the older format (the bare reference), or one that cannot be read, counts as pending. */
function parseRecord(text: string): SubmissionRecord {
  try {
    const record = JSON.parse(text) as Partial<SubmissionRecord>
    if ((record.state === 'pending' || record.state === 'stored') && typeof record.reference === 'string') return { state: record.state, reference: record.reference }
  } catch {
    // the older format
  }
  return { state: 'pending', reference: text.trim() }
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

async function readFresh(path: string, maxAgeMs: number, now: number): Promise<string | null> {
  try {
    const info = await stat(path)
    if (now - info.mtimeMs < maxAgeMs) return await readFile(path, 'utf8')
    // Expired: set it aside (one process wins the rename) and start again.
    await rename(path, `${path}.expired.${process.pid}`).then(() => rm(`${path}.expired.${process.pid}`, { force: true }), () => undefined)
    return null
  } catch {
    return null
  }
}

/** True when `address` may be acknowledged now (and records that it was); false within the hour. */
export async function claimAcknowledgement(root: string, address: string, now = Date.now()): Promise<boolean> {
  const path = join(await queueFolder(root, 'acknowledged'), hashed(address.trim().toLowerCase()))
  if ((await readFresh(path, ACKNOWLEDGEMENT_INTERVAL_MS, now)) !== null) return false
  try {
    const handle = await open(path, 'wx', 0o600)
    await handle.close()
    return true
  } catch {
    return false
  }
}

/** Deletes guard records past their time, and spam past 30 days. */
export async function sweepRecords(root: string, now = Date.now()): Promise<void> {
  const limits = [
    ['submissions', SUBMISSION_MEMORY_MS],
    ['acknowledged', ACKNOWLEDGEMENT_INTERVAL_MS],
    ['spam', SPAM_KEPT_MS],
  ] as const
  for (const [folder, maxAgeMs] of limits) {
    for (const name of await list(root, folder)) {
      const path = join(root, folder, name)
      const info = await stat(path).catch(() => null)
      if (info && now - info.mtimeMs >= maxAgeMs) await rm(path, { force: true })
    }
  }
}

/** Honeypot hits are kept this long. */
export const SPAM_KEPT_MS = 30 * 24 * 60 * 60_000
