// Post-build step (`npm run build`, before write-csp-manifest.mjs hashes the inline scripts): writes
// every pre-rendered page in .next/server/app as pure ASCII, so `next start` sends it without
// re-encoding it per request (lib/performance/ascii-html.mjs says why).
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { toAsciiHtml } from '../lib/performance/ascii-html.mjs'
import { htmlFiles } from '../lib/security/csp-manifest.mjs'

const files = htmlFiles(join(process.cwd(), '.next', 'server', 'app'))
let rewritten = 0
for (const file of files) {
  const html = readFileSync(file, 'utf8')
  const ascii = toAsciiHtml(html)
  if (ascii === html) continue
  writeFileSync(file, ascii)
  rewritten += 1
}
console.log(`ASCII pages: ${rewritten} of ${files.length} pre-rendered pages had characters outside ASCII, now escaped`)
