import { mkdtempSync, readdirSync, readFileSync, rmSync, type Dirent } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSite, type ServerProcess } from '../../scripts/local-servers/server-process.mjs'

/** The last build served as `npm start` serves it (server.mjs), started by a spec with the environment it needs. */
export type NextServer = ServerProcess & {
  /** The server's private os.tmpdir() (TMPDIR): upload temp files must never outlive a request. */
  tmpDir: string
  /** Resident memory of the server process in bytes, from /proc/<pid>/status. */
  rssBytes: () => number
  /** Every file (recursively) left in the server's temp directory. */
  tmpFiles: () => string[]
  /** The server's MAIL_QUEUE_DIR. */
  queueDir: string
}

/** Starts server.mjs; unless `env` names MAIL_QUEUE_DIR, the server gets a mail queue of its own, removed at stop. */
export async function startNextServer(port: number, env: Record<string, string>): Promise<NextServer> {
  const tmpDir = mkdtempSync(join(tmpdir(), `next-${port}-`))
  const ownQueue = env.MAIL_QUEUE_DIR ? undefined : mkdtempSync(join(tmpdir(), `mail-queue-${port}-`))
  const server = await startSite({
    port,
    env: { NODE_ENV: 'production', TMPDIR: tmpDir, ...(ownQueue ? { MAIL_QUEUE_DIR: ownQueue } : {}), ...env },
    ready: '/robots.txt',
  })
  return {
    ...server,
    tmpDir,
    rssBytes: () => {
      try {
        const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))
        return Number(match?.[1] ?? 0) * 1024
      } catch {
        return 0 // the process has gone
      }
    },
    tmpFiles: () => listFiles(tmpDir),
    stop: async () => {
      await server.stop()
      rmSync(tmpDir, { recursive: true, force: true })
      if (ownQueue) rmSync(ownQueue, { recursive: true, force: true })
    },
    queueDir: env.MAIL_QUEUE_DIR ?? ownQueue!,
  }
}

function listFiles(dir: string): string[] {
  let entries: Dirent[]
  try {
    entries = readdirSync(dir, { withFileTypes: true })
  } catch {
    return [] // removed while we looked: a request cleaning up after itself
  }
  return entries.flatMap((entry) =>
    entry.isDirectory() ? [`${entry.name}/`, ...listFiles(join(dir, entry.name)).map((file) => `${entry.name}/${file}`)] : [entry.name],
  )
}
