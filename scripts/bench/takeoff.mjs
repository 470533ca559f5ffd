// `npm run bench -- --only takeoff`: the model takeoff inside the production server. For a
// generated frame of 2,000 and of 20,000 IPE beams (scripts/test-models/generated-frame.mjs), a brief is
// posted with the model; meanwhile a page is fetched over and over. Measured: the takeoff's time
// (the server's own `takeoff` log line), the server's peak memory above its idle level (the worker
// is a thread of the server, so its WebAssembly and JS heaps count in the server's RSS), and the
// page's latency while the takeoff runs beside its latency idle.
import { readFileSync } from 'node:fs'
import { generatedFrame } from '../test-models/generated-frame.mjs'

const SIZES = [2_000, 20_000]
const IDLE_SAMPLES = 40

const rssMb = (pid) => {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return match ? Number(match[1]) / 1024 : 0
  } catch {
    return 0
  }
}

const quantile = (values, q) => {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

async function pageMs(url) {
  const started = performance.now()
  const response = await fetch(url)
  await response.arrayBuffer()
  return performance.now() - started
}

function briefWith(model, members) {
  const form = new FormData()
  const fields = {
    lod: '300',
    size: `Bench frame, ${members} beams`,
    location: 'Bench',
    description: '',
    codesOther: '',
    timeline: 'flexible',
    budget: '',
    drawingsMode: 'upload',
    drawingsLink: '',
    name: 'Bench Runner',
    company: 'Bench',
    email: 'bench@stratum-bim.example',
    phone: '+44 113 496 0000',
    contactMethod: 'email',
    website: '',
  }
  for (const [name, value] of Object.entries(fields)) form.append(name, value)
  for (const [name, value] of [['services', 'steel-detailing'], ['inputs', 'model'], ['deliverables', 'shop-drawings'], ['codes', 'eurocode']]) form.append(name, value)
  form.append('drawings', new Blob([model]), `frame-${members}.ifc`)
  return form
}

/** The server's `takeoff` log line for this reference, once written. */
async function takeoffLine(logFile, reference, timeoutMs) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const line = readFileSync(logFile, 'utf8')
      .split('\n')
      .find((entry) => entry.includes('"event":"takeoff"') && entry.includes(reference))
    if (line) return JSON.parse(line.slice(line.indexOf('{')))
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return null
}

/** Measures each size; returns one row per size. */
export async function measureTakeoff({ siteUrl, pid, logFile, pagePath = '/', log }) {
  const page = new URL(pagePath, siteUrl).href
  const rows = []
  for (const members of SIZES) {
    const model = generatedFrame(members)
    const idle = []
    for (let index = 0; index < IDLE_SAMPLES; index += 1) idle.push(await pageMs(page))
    const idleRss = rssMb(pid)
    let peakRss = idleRss
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 25)
    const during = []
    let running = true
    const pages = (async () => {
      while (running) during.push(await pageMs(page))
    })()
    const posted = performance.now()
    const response = await fetch(new URL('/api/brief', siteUrl), { method: 'POST', headers: { accept: 'application/json', origin: new URL(siteUrl).origin }, body: briefWith(model, members) })
    const answer = await response.json()
    const line = answer.reference ? await takeoffLine(logFile, answer.reference, 120_000) : null
    const wallS = (performance.now() - posted) / 1000
    running = false
    await pages
    clearInterval(sampler)
    const row = {
      members,
      modelMiB: Number((Buffer.byteLength(model) / 1024 / 1024).toFixed(2)),
      status: line?.models?.[0]?.status ?? `no takeoff (${response.status})`,
      takeoffS: line?.models?.[0]?.seconds ?? null,
      postToResultS: Number(wallS.toFixed(2)),
      visitorLine: answer.takeoff ?? null,
      idleRssMb: Math.round(idleRss),
      peakRssMb: Math.round(peakRss),
      pageIdleP50Ms: Number(quantile(idle, 0.5).toFixed(1)),
      pageIdleP95Ms: Number(quantile(idle, 0.95).toFixed(1)),
      pageDuringP50Ms: Number(quantile(during, 0.5).toFixed(1)),
      pageDuringP95Ms: Number(quantile(during, 0.95).toFixed(1)),
      pagesDuring: during.length,
    }
    log(`takeoff ${members} beams: ${JSON.stringify(row)}`)
    rows.push(row)
  }
  return rows
}

export function takeoffMarkdown(pagePath, rows) {
  return [
    `Generated IFC4 frames of IPE 300 beams (scripts/test-models/generated-frame.mjs), each posted with a brief to the production server; \`${pagePath}\` fetched one request at a time meanwhile.`,
    '',
    '| beams | model | status | takeoff | post to result | server RSS idle → peak | page p50 / p95 idle | page p50 / p95 during (requests) |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${row.members.toLocaleString('en-GB')} | ${row.modelMiB} MiB | ${row.status} | ${row.takeoffS ?? '–'} s | ${row.postToResultS} s | ${row.idleRssMb} → ${row.peakRssMb} MB | ${row.pageIdleP50Ms} / ${row.pageIdleP95Ms} ms | ${row.pageDuringP50Ms} / ${row.pageDuringP95Ms} ms (${row.pagesDuring}) |`,
    ),
    '',
  ].join('\n')
}
