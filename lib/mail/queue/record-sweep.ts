import { rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { SUBMISSION_MEMORY_MS } from './duplicate-guard'
import { list } from './folders'

/** Deletes guard records past their time, and spam past 30 days. */
export async function sweepRecords(root: string, now = Date.now()): Promise<void> {
  const limits = [
    ['submissions', SUBMISSION_MEMORY_MS],
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
