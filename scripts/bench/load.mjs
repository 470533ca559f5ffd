// One load measurement of `npm run bench`: autocannon (a devDependency) as its own process, pinned
// to the generator CPU, against a loopback URL. No Accept-Encoding header is sent, so servers answer
// uncompressed. A short warm-up run comes first and is discarded.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { cpuSeconds } from './servers.mjs'

const AUTOCANNON_BIN = resolve(import.meta.dirname, '../../node_modules/autocannon/autocannon.js')
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

function autocannon({ url, connections, durationS, method = 'GET', headers = {}, body, prefix = [] }) {
  const args = [AUTOCANNON_BIN, '-j', '-n', '-c', String(connections), '-d', String(durationS), '-t', '10', '-m', method]
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`)
  if (body !== undefined) args.push('-b', body)
  args.push(url)
  const [command, ...rest] = [...prefix, process.execPath, ...args]
  return new Promise((done, fail) => {
    const child = spawn(command, rest, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => (stdout += chunk))
    child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-2000)))
    child.on('close', (code) => {
      try {
        done(JSON.parse(stdout))
      } catch {
        fail(new Error(`autocannon exited ${code} without a result: ${stderr.trim()}`))
      }
    })
  })
}

/**
 * Warm-up (discarded), then the measured run. Returns requests/s (mean over the run), p50/p99
 * latency in ms, the answer counts and errors, and the server's CPU milliseconds per answer
 * (serverPid's process tree, /proc). `onMeasureStart` runs between warm-up and measurement.
 */
export async function measureLoad({ label, url, connections, durationS, warmupS, method, headers, body, prefix, serverPid, onMeasureStart }) {
  const target = new URL(url)
  if (!LOOPBACK.has(target.hostname)) throw new Error(`load: refusing a non-loopback URL (${url})`)
  if (warmupS > 0) {
    await autocannon({ url, connections, durationS: warmupS, method, headers, body, prefix })
    // Let the answers still in flight when the warm-up stopped finish (their mails, their CPU).
    await new Promise((done) => setTimeout(done, 1000))
  }
  onMeasureStart?.()
  const cpuBefore = serverPid ? cpuSeconds(serverPid) : null
  const result = await autocannon({ url, connections, durationS, method, headers, body, prefix })
  const cpuAfter = serverPid ? cpuSeconds(serverPid) : null
  const answered = result['2xx'] + result.non2xx
  return {
    serverCpuMsPerAnswer: cpuBefore !== null && cpuAfter !== null && answered > 0 ? ((cpuAfter - cpuBefore) * 1000) / answered : null,
    label,
    method: method ?? 'GET',
    url,
    connections,
    durationS,
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    maxMs: result.latency.max,
    answers: { '2xx': result['2xx'], non2xx: result.non2xx },
    errors: result.errors,
    timeouts: result.timeouts,
    bytesPerAnswer: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  }
}
