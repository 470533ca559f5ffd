import 'server-only'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pageContentSecurityPolicy } from '@/lib/security/content-security-policy'
import { isPageRoute, loadCspManifest, prerenderMetaFile } from '@/lib/security/csp-manifest.mjs'

/**
 * Writes each pre-rendered page's Content-Security-Policy into the response headers Next keeps
 * beside its HTML (`.next/server/app/<route>.meta`), which `next start` sends with the page. The
 * pages then need no proxy run per request: that cost about a quarter of the server's CPU per page
 * (README, Performance). Runs once at server start (instrumentation.ts); idempotent.
 */
export function stampPageCspHeaders(distDir = join(process.cwd(), '.next')): { pages: number; written: number; stale: boolean } {
  const { manifest, stale } = loadCspManifest(distDir)
  let pages = 0
  let written = 0
  for (const [route, hashes] of Object.entries(manifest.routes)) {
    // The 404 shell is served for unknown URLs, where proxy.ts adds a nonce to its policy.
    const file = prerenderMetaFile(distDir, route)
    if (!isPageRoute(manifest, route) || !existsSync(file)) continue
    pages++
    const meta = JSON.parse(readFileSync(file, 'utf8')) as { headers?: Record<string, string> }
    const policy = pageContentSecurityPolicy(hashes)
    if (meta.headers?.['content-security-policy'] === policy) continue
    meta.headers = { ...meta.headers, 'content-security-policy': policy }
    // Write-then-rename: servers starting side by side (the e2e suite) never read half a file.
    const temporary = `${file}.${process.pid}.tmp`
    writeFileSync(temporary, JSON.stringify(meta))
    renameSync(temporary, file)
    written++
  }
  return { pages, written, stale }
}
