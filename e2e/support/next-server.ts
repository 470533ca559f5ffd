import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, type Dirent } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** The last build served as `npm start` serves it (server.mjs), started by a spec with the environment it needs. */
export type NextServer = {
  url: string
  pid: number
  /** The server's private os.tmpdir() (TMPDIR): upload temp files must never outlive a request. */
  tmpDir: string
  /** Resolves when the process has exited. */
  exited: Promise<void>
  /** Everything the server printed so far (stdout and stderr). */
  output: () => string
  /** Resident memory of the server process in bytes, from /proc/<pid>/status. */
  rssBytes: () => number
  /** Every file (recursively) left in the server's temp directory. */
  tmpFiles: () => string[]
  stop: () => Promise<void>
  /** Ends the process at once (SIGKILL), as a crash or the OOM killer would. */
  kill: () => Promise<void>
  /** The server's MAIL_QUEUE_DIR. */
  queueDir: string
}

const projectRoot = join(__dirname, '..', '..')

/** Starts server.mjs; unless `env` names MAIL_QUEUE_DIR, the server gets a mail queue of its own, removed at stop. */
export async function startNextServer(port: number, env: Record<string, string>): Promise<NextServer> {
  const tmpDir = mkdtempSync(join(tmpdir(), `next-${port}-`))
  const ownQueue = env.MAIL_QUEUE_DIR ? undefined : mkdtempSync(join(tmpdir(), `mail-queue-${port}-`))
  const child: ChildProcess = spawn(
    process.execPath,
    [join(projectRoot, 'server.mjs'), '-p', String(port), '-H', '127.0.0.1'],
    {
      cwd: projectRoot,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', TMPDIR: tmpDir, ...(ownQueue ? { MAIL_QUEUE_DIR: ownQueue } : {}), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server.mjs on ${port} exited: ${output}`)
    try {
      await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2_000) })
      break
    } catch {
      if (Date.now() > deadline) throw new Error(`server.mjs on ${port} did not answer within 60 s: ${output}`)
      await new Promise((resolve) => setTimeout(resolve, 150))
    }
  }

  const pid = child.pid as number
  return {
    url,
    pid,
    tmpDir,
    exited,
    output: () => output,
    rssBytes: () => {
      try {
        const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
        return Number(match?.[1] ?? 0) * 1024
      } catch {
        return 0 // the process has gone
      }
    },
    tmpFiles: () => listFiles(tmpDir),
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM')
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000)
        await exited
        clearTimeout(killer)
      }
      rmSync(tmpDir, { recursive: true, force: true })
      if (ownQueue) rmSync(ownQueue, { recursive: true, force: true })
    },
    kill: async () => {
      child.kill('SIGKILL')
      await exited
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
