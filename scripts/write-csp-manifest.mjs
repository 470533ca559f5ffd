// Post-build step (`npm run build`): writes .next/csp-manifest.json, the route → inline-hash table
// proxy.ts builds each page's Content-Security-Policy from.
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { collectCspManifest, CSP_MANIFEST_FILE } from '../lib/security/csp-manifest.mjs'

const distDir = join(process.cwd(), '.next')
const manifest = collectCspManifest(distDir)
writeFileSync(join(distDir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
const routes = Object.keys(manifest.routes)
const hashes = Object.values(manifest.routes).reduce((sum, route) => sum + route.scripts.length, 0)
console.log(`CSP manifest: ${routes.length} pre-rendered pages, ${hashes} inline-script hashes (build ${manifest.buildId})`)
