// `npm run observatory`: Mozilla's HTTP Observatory (@mdn/mdn-http-observatory, pinned in
// tools/observatory) run locally against the production build (docs/performance.md).
// Installs the scanner when it is missing, builds when the build is missing or older than the
// sources, serves it with `npm start`'s server (server.mjs) on loopback, puts one TLS front per
// target in front of it (scripts/operations/observatory/front.mjs) and scans the home page, a service page and the 404 page.
// Prints each target's score, grade and every test with its modifier. Not part of `npm test`
// (docs/performance.md, HTTP Observatory).
//
// Usage: npm run observatory [-- options]
//   --port P             loopback port for the site server (default: a free one)
//   --build | --no-build always rebuild / never build (default: build when missing or stale)
// Exit status: 0 every target scores >= 100 with no negative modifier, 1 one does not (or a scan
// failed, or the package's own CLI disagrees with scripts/operations/observatory/scan.mjs), 2 setup error.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { startSite, assertPortFree } from './bench/servers.mjs'
import { ensureBuild } from '../test-harness/build-is-stale.mjs'
import { startFront } from './observatory/front.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const toolsDir = join(root, 'tools', 'observatory')
const packageDir = join(toolsDir, 'node_modules', '@mdn', 'mdn-http-observatory')
const wrapper = join(root, 'scripts', 'operations', 'observatory', 'scan.mjs')

/** What is scanned: `/` of each front maps to `path`; `status` is what the site must answer. */
const TARGETS = [
  { label: 'home', path: '/', status: 200 },
  { label: 'service page', path: '/services/bim-services', status: 200 },
  // Any unknown path: the not-found page, rendered per request, with status 404.
  { label: '404 page', path: '/observatory-no-such-page', status: 404 },
]
const PASSING_SCORE = 100

class SetupError extends Error {}

let options = { port: 0, build: 'auto' }

/** The command line; null when only the usage was asked for. A bad option is a SetupError (exit 2). */
function readOptions(args) {
  const read = { port: 0, build: 'auto' }
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--port') read.port = Number(args[++i])
    else if (arg === '--build') read.build = 'always'
    else if (arg === '--no-build') read.build = 'never'
    else if (arg === '-h' || arg === '--help') {
      const text = readFileSync(fileURLToPath(import.meta.url), 'utf8').split('\n').slice(0, 13)
      console.log(text.map((line) => line.replace(/^\/\/ ?/, '')).join('\n'))
      return null
    } else throw new SetupError(`unknown option ${arg} (see --help)`)
  }
  if (!Number.isInteger(read.port) || read.port < 0 || read.port > 65535) throw new SetupError('--port needs a port number')
  return read
}

const step = (text) => console.error(`── ${text}`)

// ── Everything started here is stopped here, whatever happens.
let server = null
let scanner = null
const fronts = []
let tempDir = null
let cleaned = false
async function cleanup() {
  if (cleaned) return
  cleaned = true
  scanner?.kill('SIGKILL')
  await Promise.all(fronts.map((front) => front.close()))
  await server?.stop()
  if (tempDir) rmSync(tempDir, { recursive: true, force: true })
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    // Stop what was started, then end the way the signal would have (the handler was one-shot).
    cleanup().finally(() => process.kill(process.pid, signal))
  })
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(`observatory: ${error instanceof Error ? error.message : error}`)
  process.exitCode = error instanceof SetupError ? 2 : 1
} finally {
  await cleanup()
}

async function main() {
  const read = readOptions(process.argv.slice(2))
  if (!read) return 0
  options = read
  ensureScanner()
  try {
    ensureBuild(root, options.build, console.error)
  } catch (error) {
    throw new SetupError(error.message)
  }

  tempDir = mkdtempSync(join(tmpdir(), 'observatory-'))
  const { key, cert, certFile } = makeCertificate(tempDir)

  const port = options.port || (await freePort())
  step(`server.mjs on 127.0.0.1:${port}`)
  try {
    await assertPortFree(port)
  } catch (error) {
    throw new SetupError(error.message)
  }
  // No mail can leave: the scanner never posts a form, and if anything did, it would land in the
  // temp dir's outbox.
  const env = { SMTP_URL: '', MAIL_OUTBOX_DIR: join(tempDir, 'outbox') }
  server = await startSite({ port, env, logFile: join(tempDir, 'server.log') })

  for (const target of TARGETS) {
    fronts.push(await startFront({ upstreamPort: port, rootPath: target.path, key, cert }))
  }

  let failed = false
  const summary = []
  for (const [index, target] of TARGETS.entries()) {
    const host = `127.0.0.1:${fronts[index].port}`
    step(`scanning ${target.path} (${target.label}) through https://${host}/`)
    const result = await runScan([wrapper, packageDir, host, String(target.status)], certFile)
    if (result.error) {
      console.log(`\n${target.path}: scan failed: ${result.error}`)
      failed = true
      summary.push(`${target.path} failed`)
      continue
    }
    failed = printResult(target, result) || failed
    // The package's own CLI can grade the 200 pages: it must agree with the wrapper exactly.
    if (target.status < 400) {
      const mismatch = disagreement(result, await runScan([join(packageDir, 'src', 'scan.js'), host], certFile))
      console.log(mismatch ? `  the package's own CLI disagrees: ${mismatch}  <-- FAILS` : "  (the package's own CLI, src/scan.js, gives the same)")
      failed = failed || Boolean(mismatch)
    }
    summary.push(`${target.path} ${result.scan.score} (${result.scan.grade})`)
  }

  console.log(`\nObservatory ${scannerVersion()}: ${summary.join(', ')}; ${failed ? 'FAILED' : 'passed'} (needs >= ${PASSING_SCORE} and no negative modifier)`)
  return failed ? 1 : 0
}

/** Installs the pinned scanner without its postinstall (it downloads lists; nothing is online here). */
function ensureScanner() {
  if (!existsSync(join(packageDir, 'src', 'scan.js'))) {
    step('installing the scanner in tools/observatory (npm ci --ignore-scripts)')
    const npm = (command) =>
      spawnSync('npm', [command, '--ignore-scripts', '--no-audit', '--no-fund'], { cwd: toolsDir, stdio: ['ignore', 2, 2] })
    if (npm('ci').status !== 0) {
      step('npm ci refused the lock file; trying npm install --ignore-scripts')
      if (npm('install').status !== 0) throw new SetupError('could not install the scanner in tools/observatory')
    }
  }
  // The skipped postinstall would have downloaded the HSTS preload list; an empty list is what a
  // loopback host would find in it anyway, and without the file every scan fails with ENOENT.
  const preload = join(packageDir, 'conf', 'hsts-preload.json')
  if (!existsSync(preload)) writeFileSync(preload, '{}\n')
}

function scannerVersion() {
  return JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')).version
}

/** A throw-away self-signed certificate for 127.0.0.1, in the temp dir. */
function makeCertificate(dir) {
  const keyFile = join(dir, 'key.pem')
  const certFile = join(dir, 'cert.pem')
  const openssl = ['/usr/bin/openssl', 'openssl'].find((candidate) => {
    return spawnSync(candidate, ['version'], { stdio: 'ignore' }).status === 0
  })
  if (!openssl) throw new SetupError('openssl not found (Debian: apt-get install openssl)')
  execFileSync(
    openssl,
    ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-subj', '/CN=127.0.0.1']
      .concat(['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', keyFile, '-out', certFile]),
    { stdio: 'ignore' },
  )
  return { key: readFileSync(keyFile), cert: readFileSync(certFile), certFile }
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })
}

/**
 * Runs a scanner script in its own Node process that trusts our certificate and parses its JSON.
 * Asynchronous: the fronts that answer it live in this process's event loop.
 */
function runScan(scriptArgs, certFile) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, scriptArgs, {
      cwd: root,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: certFile },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    scanner = child
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr += chunk))
    const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
    child.once('error', (error) => {
      clearTimeout(timer)
      resolve({ error: error.message })
    })
    child.once('close', () => {
      clearTimeout(timer)
      try {
        resolve(JSON.parse(stdout))
      } catch {
        resolve({ error: `unreadable scanner output: ${(stdout + stderr).trim().slice(0, 500)}` })
      }
    })
  })
}

/** Empty when both scans agree on the score, the grade and every test's result and modifier. */
function disagreement(ours, theirs) {
  if (theirs.error) return theirs.error
  if (ours.scan.score !== theirs.scan.score || ours.scan.grade !== theirs.scan.grade) {
    return `score ${ours.scan.score} (${ours.scan.grade}) vs ${theirs.scan.score} (${theirs.scan.grade})`
  }
  const names = new Set([...Object.keys(ours.tests), ...Object.keys(theirs.tests)])
  for (const name of names) {
    const [a, b] = [ours.tests[name], theirs.tests[name]]
    if (a?.result !== b?.result || a?.scoreModifier !== b?.scoreModifier) {
      return `${name}: ${a?.result} ${a?.scoreModifier} vs ${b?.result} ${b?.scoreModifier}`
    }
  }
  return ''
}

/** Prints one target; true when it fails the bar. */
function printResult(target, { scan, tests }) {
  const rows = Object.entries(tests).map(([name, test]) => ({ name, modifier: test.scoreModifier, result: test.result }))
  const negative = rows.filter((row) => row.modifier < 0)
  const failed = scan.score < PASSING_SCORE || negative.length > 0
  console.log(`\n${target.path} (${target.label}): HTTP ${scan.statusCode}, score ${scan.score}, grade ${scan.grade}, ${scan.testsPassed}/${scan.testsQuantity} tests passed${failed ? '  <-- FAILS' : ''}`)
  const width = Math.max(...rows.map((row) => row.name.length))
  for (const row of rows) {
    const modifier = row.modifier > 0 ? `+${row.modifier}` : String(row.modifier)
    console.log(`  ${row.name.padEnd(width)}  ${modifier.padStart(4)}  ${row.result}`)
  }
  return failed
}
