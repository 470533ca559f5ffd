// Tables and checks of `npm run bench`: the first-paint table (bare page, same-shell page, each
// page; reported), one Markdown table per form factor, the checks of docs/performance.md, and the load table.
import { median } from './stats.mjs'

/** Per-metric medians of a target's runs (null figures ignored). */
export function summarise(runs) {
  const pick = (key) => median(runs.map((run) => run[key]).filter((value) => value !== null && value !== undefined))
  const performance = runs.map((run) => run.performance)
  return {
    runs: runs.length,
    performance: pick('performance'),
    performanceMin: performance.length ? Math.min(...performance) : null,
    performanceMax: performance.length ? Math.max(...performance) : null,
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    fcpMs: pick('fcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    speedIndexMs: pick('speedIndexMs'),
    totalKiB: pick('totalKiB'),
    jsKiB: pick('jsKiB'),
    requests: pick('requests'),
    benchmarkIndex: pick('benchmarkIndex'),
    incompleteLoads: runs.filter((run) => run.incompleteLoad).length,
    // Audits that cost a point in any run, so "why not 100" is answered without opening reports.
    failedAudits: Object.fromEntries(
      ['accessibility', 'bestPractices', 'seo'].map((category) => [
        category,
        [...new Set(runs.flatMap((run) => run.failedAudits?.[category] ?? []))].sort(),
      ]),
    ),
  }
}

// Column: label, key, how to print a value, how to print a difference.
const signed = (value, digits) => {
  const text = Math.abs(value).toFixed(digits)
  if (Number(text) === 0) return `±${text}`
  return `${value > 0 ? '+' : '-'}${text}`
}
const COLUMNS = [
  { label: 'Perf', key: 'performance', value: (v) => String(Math.round(v)), diff: (d) => signed(d, 0) },
  { label: 'A11y', key: 'accessibility', value: (v) => String(Math.round(v)), diff: (d) => signed(d, 0) },
  { label: 'BP', key: 'bestPractices', value: (v) => String(Math.round(v)), diff: (d) => signed(d, 0) },
  { label: 'SEO', key: 'seo', value: (v) => String(Math.round(v)), diff: (d) => signed(d, 0) },
  { label: 'LCP', key: 'lcpMs', value: (v) => `${(v / 1000).toFixed(2)} s`, diff: (d) => signed(d / 1000, 2) },
  { label: 'FCP', key: 'fcpMs', value: (v) => `${(v / 1000).toFixed(2)} s`, diff: (d) => signed(d / 1000, 2) },
  { label: 'TBT', key: 'tbtMs', value: (v) => `${Math.round(v)} ms`, diff: (d) => signed(d, 0) },
  { label: 'CLS', key: 'cls', value: (v) => v.toFixed(3), diff: (d) => signed(d, 3) },
  { label: 'SI', key: 'speedIndexMs', value: (v) => `${(v / 1000).toFixed(2)} s`, diff: (d) => signed(d / 1000, 2) },
  { label: 'Total', key: 'totalKiB', value: (v) => `${Math.round(v)} KiB`, diff: (d) => signed(d, 0) },
  { label: 'JS', key: 'jsKiB', value: (v) => `${Math.round(v)} KiB`, diff: (d) => signed(d, 0) },
  { label: 'Req', key: 'requests', value: (v) => String(Math.round(v)), diff: (d) => signed(d, 0) },
]

function cell(column, row, reference) {
  const value = row[column.key]
  if (value === null || value === undefined) return '–'
  const text = column.value(value)
  const base = reference?.[column.key]
  return base === null || base === undefined ? text : `${text} (${column.diff(value - base)})`
}

const MODE_TITLES = (lowEndCpu) => ({ mobile: 'Mobile', desktop: 'Desktop', lowend: `Low-end phone (CPU ${lowEndCpu}×)` })

/**
 * One Markdown table for a mode ('mobile applied' ...), every figure followed by its difference
 * from the row it builds on: the shell's from the bare page (what the shell costs), each page's
 * from the shell (what the page adds), or from the bare page when no shell was measured.
 */
export function lighthouseTable(mode, { reference, shell, pages }, runsWanted, lowEndCpu) {
  const header = `| Page | ${COLUMNS.map((column) => column.label).join(' | ')} | Runs |`
  const rule = `|${'---|'.repeat(COLUMNS.length + 2)}`
  const line = (label, row, base, status) => {
    if (status !== 200) return `| ${label} | not measured: HTTP ${status || 'unreachable'} |${' |'.repeat(COLUMNS.length)}`
    if (!row || row.runs === 0) return `| ${label} | all runs failed |${' |'.repeat(COLUMNS.length)}`
    return `| ${label} | ${COLUMNS.map((column) => cell(column, row, base)).join(' | ')} | ${row.runs}/${runsWanted} |`
  }
  const pageBase = shell?.summary?.runs ? shell.summary : reference.summary
  const [form, throttling] = mode.split(' ')
  return [
    `### ${MODE_TITLES(lowEndCpu)[form] ?? form}, ${throttling} throttling`,
    '',
    header,
    rule,
    line('**bare** (one-page Next)', reference.summary, null, reference.status),
    ...(shell ? [line(`**shell** (${shell.source}, empty <main>)`, shell.summary, reference.summary, shell.status)] : []),
    ...pages.map((page) => line(page.path, page.summary, pageBase, page.status)),
  ].join('\n')
}

const FIRST_PAINT = ['fcpMs', 'lcpMs', 'tbtMs', 'performance'].map((key) => COLUMNS.find((column) => column.key === key))

/**
 * The first-paint figures of every mode side by side, medians: the bare page, the shell with
 * (shell − bare) = what the shell costs, each page with (page − shell) = what the page adds.
 * Reported, never checked: timings move with the machine (docs/performance.md).
 */
export function firstPaintTable(results, modes, lowEndCpu) {
  const titles = MODE_TITLES(lowEndCpu)
  const heads = modes.flatMap(({ id }) => FIRST_PAINT.map((column) => `${titles[id.split(' ')[0]] ?? id} ${id.split(' ')[1]} ${column.label}`))
  const rows = (id) => results[id]
  const line = (label, pick, basePick) =>
    `| ${label} | ${modes
      .flatMap(({ id }) => {
        const row = pick(rows(id))
        const base = basePick ? basePick(rows(id)) : null
        return FIRST_PAINT.map((column) => (row?.summary?.runs ? cell(column, row.summary, base?.summary?.runs ? base.summary : null) : '–'))
      })
      .join(' | ')} |`
  const first = rows(modes[0].id)
  return [
    `| route | ${heads.join(' | ')} |`,
    `|${'---|'.repeat(heads.length + 1)}`,
    line('bare (one-page Next)', (result) => result.reference),
    ...(first.shell ? [line(`shell (${first.shell.source}, empty main) vs bare`, (result) => result.shell, (result) => result.reference)] : []),
    ...first.pages.map((page) =>
      line(
        first.shell ? `${page.path} vs shell` : page.path,
        (result) => result.pages.find((other) => other.path === page.path),
        (result) => result.shell ?? result.reference,
      ),
    ),
  ].join('\n')
}

/**
 * What the bench checks per page; each { page, check, pass, actual, limit }. First-paint timings
 * are reported, not checked: what holds on any machine is checked here (no layout shift; the
 * accessibility, best-practices and SEO audits), the budgets in npm test.
 */
export function doneWhenChecks(results) {
  const checks = []
  const add = (page, check, actual, limit, pass) => checks.push({ page, check, actual, limit, pass })
  const paths = [...new Set(Object.values(results).flatMap((result) => result.pages.map((page) => page.path)))]
  for (const path of paths) {
    const rows = Object.entries(results).map(([mode, result]) => ({ mode, row: result.pages.find((page) => page.path === path)?.summary }))
    for (const { mode, row } of rows) if (!row?.runs) add(path, `${mode} measured`, 'no run', '≥ 1 run', false)
    const measured = rows.filter(({ row }) => row?.runs)
    const worst = (key, pick) => pick(...measured.map(({ row }) => row[key]))
    if (measured.length) {
      add(path, 'CLS 0 (every mode)', worst('cls', Math.max), 0, worst('cls', Math.max) < 0.0005)
      for (const [label, key] of [
        ['A11y', 'accessibility'],
        ['BP', 'bestPractices'],
        ['SEO', 'seo'],
      ]) add(path, `${label} = 100 (every mode)`, worst(key, Math.min), 100, worst(key, Math.min) === 100)
    }
  }
  // The shell is only a reference while it hydrates as served: a mismatch would log an error and
  // re-render on the client (scripts/bench/shell.mjs).
  for (const [mode, { shell }] of Object.entries(results)) {
    if (shell?.summary?.runs) {
      const clean = !shell.summary.failedAudits.bestPractices.includes('errors-in-console')
      add('shell', `${mode} hydrates without a console error`, clean ? 'none' : 'errors-in-console', 'none', clean)
    }
  }
  return checks
}

const showCheck = (check) => {
  const { check: name, actual } = check
  if (typeof actual !== 'number') return String(actual)
  if (name.includes('CLS')) return actual.toFixed(3)
  return String(Math.round(actual))
}
const showLimit = (check) => {
  const { check: name, limit } = check
  if (typeof limit !== 'number') return String(limit)
  if (name.includes('CLS')) return limit.toFixed(3)
  return String(Math.round(limit))
}

/** The checks as a Markdown list: failures first, then one line per passing check. */
export function checksMarkdown(checks, failedAuditNotes) {
  const failing = checks.filter((check) => !check.pass)
  const lines = [
    `**${failing.length === 0 ? 'All' : `${checks.length - failing.length} of`} ${checks.length} checks pass.**` +
      (failing.length ? ` ${failing.length} FAIL (the bench still exits 0: it is a measurement).` : ''),
    '',
    ...failing.map((check) => `- FAIL ${check.page}: ${check.check}: ${showCheck(check)} (limit ${showLimit(check)})`),
    ...checks.filter((check) => check.pass).map((check) => `- pass ${check.page}: ${check.check}: ${showCheck(check)} (limit ${showLimit(check)})`),
  ]
  if (failedAuditNotes.length) lines.push('', 'Audits that cost points (in any run):', '', ...failedAuditNotes.map((note) => `- ${note}`))
  return lines.join('\n')
}

const ms = (value) => (value === null || value === undefined ? '–' : value < 10 ? value.toFixed(1) : String(Math.round(value)))

/** The load table. */
export function loadMarkdown(load) {
  const lines = [
    `autocannon ${load.autocannonVersion}, ${load.connections} connections, ${load.warmupS} s warm-up (discarded) then ${load.durationS} s per target, ` +
      `no Accept-Encoding (uncompressed); ${load.pinning}.`,
    '',
    '| Target | req/s | p50 ms | p99 ms | Server CPU ms/answer | Answers | Bytes/answer |',
    '|---|---|---|---|---|---|---|',
    ...load.results.map((result) => {
      const answers = [`2xx ×${result.answers['2xx']}`]
      if (result.answers.non2xx) answers.push(`non-2xx ×${result.answers.non2xx}`)
      if (result.errors) answers.push(`errors ×${result.errors}`)
      if (result.timeouts) answers.push(`timeouts ×${result.timeouts}`)
      if (result.mailsReceived !== undefined) answers.push(`mails received by the SMTP sink ×${result.mailsReceived} (with those of requests still in flight when the run stopped)`)
      const cpu = result.serverCpuMsPerAnswer === null ? '–' : result.serverCpuMsPerAnswer.toFixed(2)
      return `| ${result.label} | ${Math.round(result.requestsPerSecond)} | ${ms(result.p50Ms)} | ${ms(result.p99Ms)} | ${cpu} | ${answers.join(', ')} | ${result.bytesPerAnswer} |`
    }),
  ]
  return lines.join('\n')
}
