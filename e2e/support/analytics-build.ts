import { execFileSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PROJECT_ROOT } from '../../scripts/local-servers/server-process.mjs'

/**
 * A production build of this checkout made with extra build-time variables (the analytics
 * provider, which the pages' CSP and the browser code carry from the build), in a copy of the
 * project of its own, so the shared build the rest of the suite runs against stays the default
 * one. The copy holds the project's files as they are now (committed or not, ignored files left
 * out) and node_modules as hard links. Rebuilt only when a file the build serves or a variable
 * changed since the last build in `dir`. Returns the build's log.
 */
export async function buildProjectCopy(dir: string, env: Record<string, string>): Promise<string> {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: PROJECT_ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file !== '' && existsSync(join(PROJECT_ROOT, file)))
  const fingerprint = createHash('sha256')
  fingerprint.update(JSON.stringify(env))
  // Specs, unit tests and docs do not change what the build serves.
  for (const file of files.filter((name) => !/^(e2e|docs)\/|\.test\.tsx?$|\.md$/.test(name))) fingerprint.update(`${file}\0${readFileSync(join(PROJECT_ROOT, file)).length}\0`).update(readFileSync(join(PROJECT_ROOT, file)))
  const stamp = fingerprint.digest('hex')
  const stampFile = join(dir, '.build-fingerprint')
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && existsSync(join(dir, '.next', 'BUILD_ID'))) return 'reused the previous build of the same files'

  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  for (const file of files) cpSync(join(PROJECT_ROOT, file), join(dir, file), { preserveTimestamps: true })
  // Hard links: no copy of 700 MB; the build only adds files of its own under node_modules, if any.
  execFileSync('cp', ['-al', join(PROJECT_ROOT, 'node_modules'), join(dir, 'node_modules')])
  const logFile = join(dir, 'build.log')
  const log = openSync(logFile, 'w')
  const child = spawn('npm', ['run', 'build'], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', log, log] })
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  const output = readFileSync(logFile, 'utf8')
  if (code !== 0) throw new Error(`npm run build in ${dir} failed (${code}):\n${output.slice(-4000)}`)
  writeFileSync(stampFile, stamp)
  return output
}

