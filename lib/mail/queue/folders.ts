import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'

// The mail queue on disk (docs/forms.md, "The mail queue"). One folder per state; a message is
// in exactly one of them, and moves between them by rename(2), which is atomic on one file system:
// (file names: names.mjs)
//   tmp/          being written; never read, removed at start when stale
//   ready/        complete, waiting for delivery
//   active/       claimed by one process
//   attachments/  the files of waiting and failed messages, owner-only, removed once delivered
//                 (a failed message's after 30 days)
//   failed/       given up (permanent refusal, or still undelivered after the retry period)
//   spam/         honeypot hits, no attachments, kept 30 days
//   takeoffs/     a brief's model takeoff until its mail and webhook are gone (lib/takeoff/queue-job.ts)

export const FOLDERS = ['tmp', 'ready', 'active', 'attachments', 'failed', 'spam', 'takeoffs'] as const
export type Folder = (typeof FOLDERS)[number]

/** The message could not be stored: nothing may be claimed as received. */
export class QueueWriteError extends Error {
  constructor(readonly cause: unknown) {
    super('The mail queue could not store the message')
    this.name = 'QueueWriteError'
  }
}

const prepared = new Set<string>()

/** Creates the queue's folders (owner-only) once per process, and again after one went missing. */
export async function queueFolder(root: string, folder: Folder): Promise<string> {
  if (!prepared.has(root)) {
    await Promise.all(FOLDERS.map((name) => mkdir(join(root, name), { recursive: true, mode: 0o700 })))
    prepared.add(root)
  }
  return join(root, folder)
}

const isMissing = (error: unknown) => (error as { code?: string } | null)?.code === 'ENOENT'

/** Runs `step`; when a queue folder was deleted under the running server (ENOENT), makes the folders again and runs it once more. */
async function remakingFolders<T>(root: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step()
  } catch (error) {
    if (!isMissing(error)) throw error
    prepared.delete(root)
    return step()
  }
}

/** Flushes a folder's entries (a rename into it) to disk; a file's own fsync does not. */
export async function syncFolder(path: string): Promise<void> {
  const handle = await open(path, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Writes `chunks` to a new owner-only file and flushes it before returning. A missing folder is made (owner-only) first. */
export async function writeFlushed(path: string, chunks: readonly (Uint8Array | string)[]): Promise<void> {
  const create = () => open(path, 'wx', 0o600)
  const handle = await create().catch(async (error: unknown) => {
    if (!isMissing(error)) throw error
    await mkdir(dirname(path), { recursive: true, mode: 0o700 })
    return create()
  })
  try {
    for (const chunk of chunks) await (typeof chunk === 'string' ? handle.write(chunk) : handle.write(chunk))
    await handle.sync()
  } catch (error) {
    await handle.close().catch(() => undefined)
    await rm(path, { force: true })
    throw error
  }
  await handle.close()
}

/**
 * Writes a file into `folder` under `name` so that it is there whole or not at all, flushed. If
 * flushing the folder fails after the rename, the file is taken out again: the caller answers that
 * nothing was stored, so no message may wait in ready/ (and go out without its attachments).
 */
export async function writeDurably(root: string, folder: Folder, name: string, chunks: readonly (Uint8Array | string)[]): Promise<string> {
  return remakingFolders(root, async () => {
    const temporary = await temporaryPath(root, name)
    const target = join(await queueFolder(root, folder), name)
    await writeFlushed(temporary, chunks)
    await rename(temporary, target).catch(async (error: unknown) => {
      await rm(temporary, { force: true })
      throw error
    })
    await syncFolder(join(root, folder)).catch(async (error: unknown) => {
      await rm(target, { force: true })
      throw error
    })
    return target
  })
}

/** A fresh path in tmp/ for a file on its way to `name`. */
async function temporaryPath(root: string, name: string): Promise<string> {
  return join(await queueFolder(root, 'tmp'), `${name}.${process.pid}.${randomBytes(6).toString('hex')}`)
}

/** The entries of a queue folder ([] when it does not exist yet). */
export async function list(root: string, folder: Folder): Promise<string[]> {
  return readdir(join(root, folder)).catch(() => [])
}
