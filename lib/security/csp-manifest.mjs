// Hashes the inline <script> and <style> elements of every pre-rendered page so the Content-Security-
// Policy can allow exactly those and nothing else (nonces would force every page to render per
// request; 'unsafe-inline' caps the Mozilla Observatory score at B+). Used by the post-build step
// (scripts/build-steps/page-csp-headers.ts) and by proxy.ts, for the 404 page's policy.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'

export const CSP_MANIFEST_FILE = 'csp-manifest.json'

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const STYLE = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi
// Only classic and module scripts execute; JSON-LD and other data blocks are never checked by CSP.
const EXECUTABLE_TYPE = /^(|text\/javascript|application\/javascript|module)$/i

/** `'sha256-…'` of one inline element's text, exactly as the browser hashes it (UTF-8). */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The hashes of one HTML document's inline scripts and styles, de-duplicated, in document order. */
export function hashInlineElements(html) {
  const scripts = new Set()
  const styles = new Set()
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(` ${attributes}`)?.[1] ?? ''
    if (!EXECUTABLE_TYPE.test(type)) continue
    scripts.add(cspHash(body))
  }
  for (const [, body] of html.matchAll(STYLE)) styles.add(cspHash(body))
  return { scripts: [...scripts], styles: [...styles] }
}

/** `.next/server/app/services/bim.html` → `/services/bim`; `index.html` → `/`. */
export function routeOfHtmlFile(appDir, file) {
  const path = relative(appDir, file).split(sep).join('/').replace(/\.html$/, '')
  return path === 'index' ? '/' : `/${path}`
}

/** Every file under `dir` whose name ends with `extension` ('.html'), at any depth. */
export function filesEndingWith(dir, extension) {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return filesEndingWith(path, extension)
    return entry.isFile() && entry.name.endsWith(extension) ? [path] : []
  })
}

/**
 * The hashes of the build's own stylesheets. The CSS is inlined (next.config.ts), so on a soft
 * navigation the router adds the next page's stylesheets as `<style>` elements holding each
 * `.css` file's exact text; every page's policy allows them, as `'self'` already allows the files.
 */
function stylesheetHashes(distDir) {
  return filesEndingWith(join(distDir, 'static'), '.css')
    .sort()
    .map((file) => cspHash(readFileSync(file, 'utf8')))
}

/**
 * Walks `<distDir>/server/app/**\/*.html` and returns
 * `{ buildId, routes: { [route]: { scripts, styles } } }`.
 */
export function collectCspManifest(distDir) {
  const buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim()
  const appDir = join(distDir, 'server', 'app')
  const stylesheets = stylesheetHashes(distDir)
  const routes = {}
  for (const file of filesEndingWith(appDir, '.html').sort()) {
    const { scripts, styles } = hashInlineElements(readFileSync(file, 'utf8'))
    routes[routeOfHtmlFile(appDir, file)] = { scripts, styles: [...new Set([...styles, ...stylesheets])] }
  }
  return { buildId, routes }
}

/**
 * The manifest of the build in `distDir`: the one the post-build step wrote, or, when it is missing
 * or belongs to another build (a bare `next build`), the same table computed in memory
 * (`stale: true`; that build's pages then carry no policy of their own).
 */
export function loadCspManifest(distDir) {
  const buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim()
  try {
    const written = JSON.parse(readFileSync(join(distDir, CSP_MANIFEST_FILE), 'utf8'))
    if (written.buildId === buildId) return { manifest: written, stale: false }
  } catch {
    // missing or unreadable: computed below
  }
  return { manifest: collectCspManifest(distDir), stale: true }
}

/** Where Next keeps a pre-rendered route's response metadata (status, headers): `/a/b` → `a/b.meta`. */
export function prerenderMetaFile(distDir, route) {
  return join(distDir, 'server', 'app', `${route === '/' ? 'index' : route.slice(1)}.meta`)
}

/** The error shells are served for other URLs (a 404, a crash), never at their own address. */
const ERROR_SHELLS = new Set(['/_not-found', '/_global-error'])

/** Whether `route` is a pre-rendered page a visitor opens at its own address. */
export function isPageRoute(manifest, route) {
  return Object.hasOwn(manifest.routes, route) && !ERROR_SHELLS.has(route)
}
