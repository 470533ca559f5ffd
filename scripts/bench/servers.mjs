// The servers `npm run bench` and `npm run observatory` start on loopback: the site as `npm start`
// runs it (server.mjs), `next start` of the reference app, the in-memory node:http reference, and an
// SMTP sink for the contact form. Each is stopped by
// the pid it was given; nothing else is touched.
import { spawn, spawnSync } from 'node:child_process'
import { openSync, readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { join, resolve } from 'node:path'
import { SMTPServer } from 'smtp-server'

const PROJECT_ROOT = resolve(import.meta.dirname, '../..')
const NEXT_BIN = join(PROJECT_ROOT, 'node_modules/next/dist/bin/next')

const hasTaskset = spawnSync('taskset', ['-V'], { stdio: 'ignore' }).status === 0

/**
 * Where servers and the load generator run: the server under test on CPU 0,
 * autocannon on CPU 1, when there are two CPUs and `taskset` exists; otherwise unpinned.
 */
export function pinning(cpuCount) {
  const enabled = hasTaskset && cpuCount >= 2
  return {
    enabled,
    server: enabled ? ['taskset', '-c', '0'] : [],
    generator: enabled ? ['taskset', '-c', '1'] : [],
    describe: enabled ? 'servers pinned to CPU 0, autocannon to CPU 1 (taskset)' : 'unpinned (no taskset or a single CPU)',
  }
}

/** Throws unless nothing answers on 127.0.0.1:port (never measure someone else's server). */
export async function assertPortFree(port) {
  const taken = await new Promise((done) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/', timeout: 2000 }, (response) => {
      response.resume()
      done(true)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', (error) => done(error.code !== 'ECONNREFUSED'))
  })
  if (taken) throw new Error(`127.0.0.1:${port} is already in use; pick another with --port`)
}

async function waitForHttp(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode} before answering`)
    const ok = await fetch(url, { redirect: 'manual' }).then(
      (response) => response.arrayBuffer().then(() => true),
      () => false,
    )
    if (ok) return
    await new Promise((done) => setTimeout(done, 300))
  }
  throw new Error(`${url}: no answer within ${timeoutMs / 1000} s`)
}

/** The site as `npm start` runs it (server.mjs) on 127.0.0.1:port, logging to logFile. */
export function startSite({ port, env = {}, logFile, prefix = [] }) {
  return startServer({ dir: PROJECT_ROOT, argv: [join(PROJECT_ROOT, 'server.mjs'), '-H', '127.0.0.1', '-p', String(port)], port, env, logFile, prefix })
}

/** `next start` of `dir` on 127.0.0.1:port, logging to logFile. */
export function startNext({ dir = PROJECT_ROOT, port, env = {}, logFile, prefix = [] }) {
  return startServer({ dir, argv: [NEXT_BIN, 'start', '-H', '127.0.0.1', '-p', String(port), dir], port, env, logFile, prefix })
}

async function startServer({ dir, argv, port, env, logFile, prefix }) {
  const log = openSync(logFile, 'a')
  const [command, ...args] = [...prefix, process.execPath, ...argv]
  const child = spawn(command, args, {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
    stdio: ['ignore', log, log],
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/`, child, 60_000)
  return { url, pid: child.pid, stop: () => stopChild(child) }
}

function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    child.once('exit', () => {
      clearTimeout(timer)
      done()
    })
    child.kill('SIGTERM')
  })
}

/**
 * The reference for server throughput: a minimal node:http server answering
 * every GET with the same HTML from memory. Runs as its own process so it can be pinned like Next.
 */
export async function startStaticServer({ htmlFile, port, logFile, prefix = [] }) {
  const log = openSync(logFile, 'a')
  const source = `
    const http = require('node:http')
    const body = require('node:fs').readFileSync(${JSON.stringify(htmlFile)})
    const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }
    http.createServer((request, response) => { response.writeHead(200, headers); response.end(body) })
      .listen(${port}, '127.0.0.1')
  `
  const [command, ...args] = [...prefix, process.execPath, '-e', source]
  const child = spawn(command, args, { stdio: ['ignore', log, log] })
  const url = `http://127.0.0.1:${port}`
  await waitForHttp(`${url}/`, child, 10_000)
  return { url, pid: child.pid, stop: () => stopChild(child) }
}

/** A real SMTP server on loopback that accepts every message and keeps only a count. */
export async function startSmtpSink(port) {
  let received = 0
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => {})
      stream.on('end', () => {
        received += 1
        callback()
      })
    },
  })
  let errors = 0
  await new Promise((done, fail) => {
    server.server.once('error', fail)
    server.listen(port, '127.0.0.1', done)
  })
  // A client dropping its connection (ECONNRESET when the site server stops) is not a bench failure.
  server.on('error', () => (errors += 1))
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    errors: () => errors,
    stop: () => new Promise((done) => server.close(done)),
  }
}

const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

/**
 * CPU seconds (user + system) used so far by a process and its descendants, from /proc (Linux);
 * null elsewhere. On a shared machine the CPU a server spends per request is a steadier figure
 * than requests/s, which also depends on how much of its core the other tenants took.
 */
export function cpuSeconds(pid) {
  try {
    const stats = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map((name) => {
        try {
          const text = readFileSync(`/proc/${name}/stat`, 'utf8')
          const fields = text.slice(text.lastIndexOf(')') + 2).split(' ')
          return { pid: Number(name), ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) }
        } catch {
          return null
        }
      })
      .filter(Boolean)
    const tree = new Set([pid])
    let grew = true
    while (grew) {
      grew = false
      for (const stat of stats) {
        if (!tree.has(stat.pid) && tree.has(stat.ppid)) {
          tree.add(stat.pid)
          grew = true
        }
      }
    }
    const ticks = stats.filter((stat) => tree.has(stat.pid)).reduce((sum, stat) => sum + stat.ticks, 0)
    return ticks / CLOCK_TICKS
  } catch {
    return null
  }
}
