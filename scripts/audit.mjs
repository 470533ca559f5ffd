// The dependency gate of `npm test`: `npm audit --omit=dev` must report no
// high or critical advisory, and `next` must be the newest 16.x patch. Where the registry does not
// serve the audit endpoint (a mirror may answer 405), the advisory floors below are checked against
// the installed versions instead, and the run says so.
import { execFileSync, spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const failures = []
const installed = (name) => JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version

function compare(a, b) {
  const [x, y] = [a, b].map((version) => version.split('-')[0].split('.').map(Number))
  for (let index = 0; index < 3; index += 1) if (x[index] !== y[index]) return x[index] - y[index]
  return 0
}

const audit = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 })
let report = null
try {
  report = JSON.parse(audit.stdout)
} catch {
  report = null
}
if (report?.metadata?.vulnerabilities) {
  const { high = 0, critical = 0, moderate = 0, low = 0 } = report.metadata.vulnerabilities
  console.log(`npm audit --omit=dev: ${critical} critical, ${high} high, ${moderate} moderate, ${low} low`)
  if (high + critical > 0) failures.push(`npm audit reports ${critical} critical and ${high} high advisories`)
} else {
  const reason = report?.statusCode ? `${report.statusCode} from the audit endpoint` : 'no audit report'
  console.log(`npm audit --omit=dev unavailable (${reason}); checking the known advisory floors instead`)
  // Lowest versions free of the high/critical advisories known when this gate was written.
  const floors = { next: '16.3.3', react: '19.2.1', 'react-dom': '19.2.1', formidable: '3.5.4', nodemailer: '7.0.11', zod: '4.0.0' }
  for (const [name, floor] of Object.entries(floors)) {
    const version = installed(name)
    const ok = compare(version, floor) >= 0
    console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${name} ${version} (>= ${floor})`)
    if (!ok) failures.push(`${name} ${version} is below ${floor}`)
  }
}

// `next` on the newest 16.x patch the registry serves.
try {
  const versions = JSON.parse(execFileSync('npm', ['view', 'next@16', 'version', '--json'], { encoding: 'utf8', timeout: 60_000 }))
  const newest = [versions].flat().filter((version) => /^16\.\d+\.\d+$/.test(version)).sort(compare).at(-1)
  const current = installed('next')
  console.log(`next ${current}; newest 16.x on the registry: ${newest}`)
  if (newest && compare(current, newest) < 0) failures.push(`next ${current} is behind ${newest}`)
} catch (error) {
  failures.push(`could not ask the registry for next@16 (${error.message.split('\n')[0]})`)
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`audit: ${failure}`)
  process.exitCode = 1
} else {
  console.log('audit: no high or critical finding')
}
