import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageContentSecurityPolicy } from '../../lib/security/content-security-policy'
import { collectCspManifest, CSP_MANIFEST_FILE, isPageRoute, prerenderMetaFile } from '../../lib/security/csp-manifest.mjs'

/**
 * The post-build step of `npm run build`: hashes the inline scripts and styles of every
 * pre-rendered page and writes the page's Content-Security-Policy into the response headers Next
 * keeps beside its HTML (`server/app/<route>.meta`), which `next start`, `npm start` and the
 * standalone server all send with the page. Also writes `csp-manifest.json`, from which proxy.ts
 * builds the policy of the 404 page. Nothing is written once the server runs. Idempotent.
 */
export function stampPageCspHeaders(distDir: string): { pages: number; written: number } {
  const manifest = collectCspManifest(distDir)
  writeFileSync(join(distDir, CSP_MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`)
  // `output: 'standalone'` copies the pages into a server of its own: stamp its copies too.
  const copies = [distDir, join(distDir, 'standalone', '.next')].filter((dir) => existsSync(join(dir, 'server', 'app')))
  let pages = 0
  let written = 0
  for (const [route, hashes] of Object.entries(manifest.routes)) {
    // The 404 shell is served for unknown URLs, where proxy.ts adds a nonce to its policy.
    if (!isPageRoute(manifest, route)) continue
    const policy = pageContentSecurityPolicy(hashes, { route })
    for (const dir of copies) {
      const file = prerenderMetaFile(dir, route)
      if (!existsSync(file)) continue
      if (dir === distDir) pages++
      const meta = JSON.parse(readFileSync(file, 'utf8')) as { headers?: Record<string, string> }
      if (meta.headers?.['content-security-policy'] === policy) continue
      meta.headers = { ...meta.headers, 'content-security-policy': policy }
      // Write-then-rename: a server starting meanwhile never reads half a file.
      writeFileSync(`${file}.tmp`, JSON.stringify(meta))
      renameSync(`${file}.tmp`, file)
      written++
    }
  }
  return { pages, written }
}
