// The servers `npm run bench` and `npm run observatory` start on loopback, through the tests' own
// launcher (scripts/local-servers/server-process.mjs): the site as `npm start` runs it (server.mjs), `next start`
// of the reference app, and the in-memory node:http reference. Each is stopped by the pid it was
// given; nothing else is touched. The contact form's mail goes to the tests' SMTP server.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import http from 'node:http'
import { startServerProcess } from '../local-servers/server-process.mjs'

export { startNext, startSite } from '../local-servers/server-process.mjs'

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

/**
 * The reference for server throughput: a minimal node:http server answering
 * every GET with the same HTML from memory. Runs as its own process so it can be pinned like Next.
 */
export function startStaticServer({ htmlFile, port, logFile, prefix = [] }) {
  const source = `
    const http = require('node:http')
    const body = require('node:fs').readFileSync(${JSON.stringify(htmlFile)})
    const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length }
    http.createServer((request, response) => { response.writeHead(200, headers); response.end(body) })
      .listen(${port}, '127.0.0.1')
  `
  return startServerProcess({ name: 'node:http reference', command: [...prefix, process.execPath, '-e', source], port, logFile, timeoutMs: 10_000 })
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
