import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pageContentSecurityPolicy } from '../../lib/security/content-security-policy'
import { CSP_MANIFEST_FILE, cspHash, hashInlineElements, loadCspManifest } from '../../lib/security/csp-manifest.mjs'
import { stampPageCspHeaders } from './page-csp-headers'

const PAGE = '<html><body><script>self.__page=1</script></body></html>'
const pageHtml = (name: string) => PAGE.replace('__page=1', `__page="${name}"`)

const fakeBuilds: string[] = []
afterEach(() => fakeBuilds.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** A .next folder with one top-level page, one nested page and the 404 shell, as `next build` leaves them. */
function fakeBuild(): string {
  const distDir = mkdtempSync(join(tmpdir(), 'csp-stamp-'))
  fakeBuilds.push(distDir)
  const appDir = join(distDir, 'server', 'app')
  mkdirSync(join(appDir, 'projects'), { recursive: true })
  writeFileSync(join(distDir, 'BUILD_ID'), 'build-1')
  for (const name of ['index', 'projects/7', '_not-found']) {
    writeFileSync(join(appDir, `${name}.html`), pageHtml(name))
    writeFileSync(join(appDir, `${name}.meta`), JSON.stringify({ status: name === '_not-found' ? 404 : undefined, headers: { 'x-nextjs-prerender': '1' } }))
  }
  return distDir
}

const metaOf = (distDir: string, name: string) => JSON.parse(readFileSync(join(distDir, 'server', 'app', `${name}.meta`), 'utf8'))

describe('stampPageCspHeaders', () => {
  it("writes each page's own hash policy beside the headers Next already keeps, and leaves the 404 shell to the proxy", () => {
    const distDir = fakeBuild()
    expect(stampPageCspHeaders(distDir)).toEqual({ pages: 2, written: 2 })

    const home = metaOf(distDir, 'index')
    expect(home.headers['x-nextjs-prerender']).toBe('1')
    expect(home.headers['content-security-policy']).toBe(pageContentSecurityPolicy(hashInlineElements(pageHtml('index'))))
    expect(metaOf(distDir, 'projects/7').headers['content-security-policy']).toContain(hashInlineElements(pageHtml('projects/7')).scripts[0])
    expect(metaOf(distDir, '_not-found').headers['content-security-policy']).toBeUndefined()
  })

  it("allows the build's own stylesheets as inline <style> on every page and the 404, for soft navigations with inlined CSS", () => {
    const distDir = fakeBuild()
    const css = '.a{color:red}'
    mkdirSync(join(distDir, 'static', 'chunks'), { recursive: true })
    writeFileSync(join(distDir, 'static', 'chunks', 'a.css'), css)
    stampPageCspHeaders(distDir)
    expect(metaOf(distDir, 'projects/7').headers['content-security-policy']).toContain(cspHash(css))
    expect(loadCspManifest(distDir).manifest.routes['/_not-found']?.styles).toEqual([cspHash(css)])
  })

  it('lets the brief, and no other page, compile WebAssembly', () => {
    const distDir = fakeBuild()
    const appDir = join(distDir, 'server', 'app')
    writeFileSync(join(appDir, 'start-a-project.html'), pageHtml('start-a-project'))
    writeFileSync(join(appDir, 'start-a-project.meta'), JSON.stringify({ headers: {} }))
    expect(stampPageCspHeaders(distDir)).toEqual({ pages: 3, written: 3 })
    expect(metaOf(distDir, 'start-a-project').headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-/)
    for (const name of ['index', 'projects/7']) expect(metaOf(distDir, name).headers['content-security-policy']).not.toContain('wasm')
  })

  it('writes the manifest proxy.ts reads for this build', () => {
    const distDir = fakeBuild()
    stampPageCspHeaders(distDir)
    const written = JSON.parse(readFileSync(join(distDir, CSP_MANIFEST_FILE), 'utf8'))
    expect(written.buildId).toBe('build-1')
    expect(written.routes['/_not-found']).toEqual(hashInlineElements(pageHtml('_not-found')))
    expect(loadCspManifest(distDir).stale).toBe(false)
  })

  it('is idempotent: a second run rewrites nothing', () => {
    const distDir = fakeBuild()
    stampPageCspHeaders(distDir)
    const before = statSync(join(distDir, 'server', 'app', 'index.meta')).mtimeMs
    expect(stampPageCspHeaders(distDir)).toEqual({ pages: 2, written: 0 })
    expect(statSync(join(distDir, 'server', 'app', 'index.meta')).mtimeMs).toBe(before)
  })

  it("stamps the standalone server's copy of the pages too", () => {
    const distDir = fakeBuild()
    cpSync(join(distDir, 'server'), join(distDir, 'standalone', '.next', 'server'), { recursive: true })
    expect(stampPageCspHeaders(distDir)).toEqual({ pages: 2, written: 4 })
    expect(metaOf(join(distDir, 'standalone', '.next'), 'index').headers['content-security-policy']).toBe(metaOf(distDir, 'index').headers['content-security-policy'])
  })
})
