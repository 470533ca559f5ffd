// Load figures for `npm run bench`: a closed-loop generator (C connections, each sending its next
// request as soon as the previous answer arrived) against a few targets; requests/s and latency
// percentiles. Writes load.md / load.json to OUT_DIR. Settings come from scripts/bench.sh.
import http from 'node:http'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { percentile, waitForQuietCpu } from './stats.mjs'

const BASE_URL = new URL(process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:3199')
const DURATION_S = Number(process.env.BENCH_LOAD_DURATION ?? 10)
const WARMUP_S = Number(process.env.BENCH_LOAD_WARMUP ?? 2)
const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 50)
const GZIP = process.env.BENCH_LOAD_GZIP === '1'
const QUIET_PERCENT = Number(process.env.BENCH_QUIET ?? 0)
const OUT_DIR = resolve(process.env.BENCH_OUT_DIR ?? 'bench-results/latest')
const REQUEST_TIMEOUT_MS = 10_000

if (!['127.0.0.1', 'localhost', '[::1]'].includes(BASE_URL.hostname)) {
  throw new Error(`load.mjs: refusing to load a non-loopback host (${BASE_URL.hostname})`)
}

// An invalid contact body: empty name and a malformed address, so the API answers 400 and no mail is sent.
const invalidContact = JSON.stringify({ name: '', email: 'not-an-address', companyName: '', subject: '', phone: '12' })
const TARGETS = [
  { label: 'GET /', method: 'GET', path: '/' },
  { label: 'GET unknown page (404)', method: 'GET', path: '/bench-no-such-page' },
  {
    label: 'POST /api/contact, invalid body',
    method: 'POST',
    path: '/api/contact',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(invalidContact) },
    body: invalidContact,
  },
]

function send(agent, target) {
  return new Promise((done) => {
    const started = process.hrtime.bigint()
    const request = http.request(
      {
        host: BASE_URL.hostname.replace(/^\[|\]$/g, ''),
        port: BASE_URL.port,
        path: target.path,
        method: target.method,
        agent,
        headers: { ...(GZIP ? { 'accept-encoding': 'gzip, deflate, br' } : {}), ...target.headers },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        let bytes = 0
        response.on('data', (chunk) => (bytes += chunk.length))
        response.on('end', () => done({ status: response.statusCode, bytes, micros: Number(process.hrtime.bigint() - started) / 1000 }))
        response.on('error', () => done({ error: 'response' }))
      },
    )
    request.on('timeout', () => request.destroy(new Error('timeout')))
    request.on('error', (error) => done({ error: error.message === 'timeout' ? 'timeout' : error.code ?? 'error' }))
    if (target.body) request.write(target.body)
    request.end()
  })
}

async function measure(target) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const latencies = []
  const statuses = {}
  const errors = {}
  let bytes = 0
  let recording = false
  let stopped = false
  const loop = async () => {
    while (!stopped) {
      const result = await send(agent, target)
      if (!recording || stopped) continue
      if (result.error) {
        errors[result.error] = (errors[result.error] ?? 0) + 1
        continue
      }
      latencies.push(result.micros)
      statuses[result.status] = (statuses[result.status] ?? 0) + 1
      bytes += result.bytes
    }
  }
  const loops = Array.from({ length: CONNECTIONS }, loop)
  await new Promise((done) => setTimeout(done, WARMUP_S * 1000))
  recording = true
  const started = process.hrtime.bigint()
  await new Promise((done) => setTimeout(done, DURATION_S * 1000))
  stopped = true
  const elapsedS = Number(process.hrtime.bigint() - started) / 1e9
  await Promise.all(loops)
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const toMs = (micros) => (micros === null ? null : micros / 1000)
  return {
    label: target.label,
    method: target.method,
    path: target.path,
    requests: latencies.length,
    requestsPerSecond: latencies.length / elapsedS,
    p50Ms: toMs(percentile(latencies, 0.5)),
    p90Ms: toMs(percentile(latencies, 0.9)),
    p99Ms: toMs(percentile(latencies, 0.99)),
    maxMs: toMs(latencies.at(-1) ?? null),
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
    statuses,
    errors,
  }
}

mkdirSync(OUT_DIR, { recursive: true })
const results = []
for (const target of TARGETS) {
  if (QUIET_PERCENT > 0) await waitForQuietCpu(QUIET_PERCENT)
  const result = await measure(target)
  results.push(result)
  process.stderr.write(`${target.label}: ${Math.round(result.requestsPerSecond)} req/s, p50 ${result.p50Ms?.toFixed(1)} ms, p99 ${result.p99Ms?.toFixed(1)} ms\n`)
}

const fmtMs = (ms) => (ms === null ? '–' : ms < 10 ? ms.toFixed(1) : String(Math.round(ms)))
const describe = (counts) =>
  Object.entries(counts)
    .map(([key, count]) => `${key} ×${count}`)
    .join(', ') || '–'
const markdown = [
  `${CONNECTIONS} connections, ${WARMUP_S} s warm-up then ${DURATION_S} s per target, keep-alive, ` +
    `${GZIP ? 'browser-like Accept-Encoding (gzip, deflate, br)' : 'no Accept-Encoding (identity)'}; generator: scripts/bench/load.mjs on the same machine.`,
  '',
  '| Target | Answers | req/s | p50 ms | p99 ms | max ms | Bytes/answer | Errors |',
  '|---|---|---|---|---|---|---|---|',
  ...results.map(
    (result) =>
      `| ${result.label} | ${describe(result.statuses)} | ${Math.round(result.requestsPerSecond)} | ${fmtMs(result.p50Ms)} | ${fmtMs(result.p99Ms)} | ` +
      `${fmtMs(result.maxMs)} | ${result.bytesPerResponse} | ${describe(result.errors)} |`,
  ),
].join('\n')
writeFileSync(join(OUT_DIR, 'load.md'), `${markdown}\n`)
writeFileSync(join(OUT_DIR, 'load.json'), `${JSON.stringify({ connections: CONNECTIONS, durationS: DURATION_S, warmupS: WARMUP_S, gzip: GZIP, results }, null, 2)}\n`)
process.stdout.write(`${markdown}\n`)
process.exitCode = results.some((result) => Object.keys(result.errors).length > 0 || result.requests === 0) ? 1 : 0
