import { createHash } from 'node:crypto'
import { link, open, readFile, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { list, queueFolder, temporaryPath, writeFlushed } from './folders'

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

/**
 * Records `reference` for this form's submission id. Returns the reference already recorded for
 * it within 24 h (the submission is a repeat: send nothing), or null when this one is the first.
 */
export async function claimSubmission(root: string, form: string, submissionId: string, reference: string, now = Date.now()): Promise<string | null> {
  const dir = await queueFolder(root, 'submissions')
  const path = join(dir, hashed(`${form}:${submissionId}`))
  const earlier = await readFresh(path, SUBMISSION_MEMORY_MS, now)
  if (earlier) return earlier
  const temporary = await temporaryPath(root, 'submission')
  await writeFlushed(temporary, [reference])
  try {
    await link(temporary, path)
    return null
  } catch (error) {
    if ((error as { code?: string }).code !== 'EEXIST') throw error
    return (await readFile(path, 'utf8')) || reference
  } finally {
    await rm(temporary, { force: true })
  }
}

/** Forgets a submission id whose message could not be stored, so the visitor can send it again. */
export async function releaseSubmission(root: string, form: string, submissionId: string): Promise<void> {
  await rm(join(root, 'submissions', hashed(`${form}:${submissionId}`)), { force: true })
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
