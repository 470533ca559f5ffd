export type ServerProcessOptions = {
  /** For error messages. */
  name: string
  /** The program and its arguments (a `taskset` prefix included). */
  command: string[]
  port: number
  cwd?: string
  /** Added to this process's environment (with NEXT_TELEMETRY_DISABLED=1). */
  env?: Record<string, string>
  /** Append the output there; otherwise it is kept in memory (`output()`). */
  logFile?: string
  /** The path fetched until it answers (default '/'), or 'tcp': until the port accepts a connection. */
  ready?: string
  timeoutMs?: number
  /** Run as this user (nginx started by root). */
  user?: { uid: number; gid: number }
}

export type ServerProcess = {
  url: string
  pid: number
  /** Resolves when the process has exited. */
  exited: Promise<void>
  /** Everything it printed so far (stdout and stderr), unless it logs to a file. */
  output: () => string
  /** SIGTERM, SIGKILL after 5 s. */
  stop: () => Promise<void>
  /** Ends the process at once (SIGKILL), as a crash or the OOM killer would. */
  kill: () => Promise<void>
}

type LaunchOptions = Omit<ServerProcessOptions, 'name' | 'command'> & { prefix?: string[] }

/** The project's root (the folder the tests and the bench run from). */
export const PROJECT_ROOT: string
export function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess>
/** The site as `npm start` runs it (server.mjs). */
export function startSite(options: LaunchOptions): Promise<ServerProcess>
/** Plain `next start` of the Next.js app in `dir` (default: this project). */
export function startNext(options: LaunchOptions & { dir?: string }): Promise<ServerProcess>
