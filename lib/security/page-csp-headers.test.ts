import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pageContentSecurityPolicy } from './content-security-policy'
import { CSP_MANIFEST_FILE, hashInlineElements } from './csp-manifest.mjs'
import { stampPageCspHeaders } from './page-csp-headers'

const PAGE = '<html><body><script>self.__page=1</script></body></html>'

/** A .next folder with one top-level page, one nested page and the 404 shell, as `next build` leaves them. */
function fakeBuild({ writeManifest }: { writeManifest: boolean }): string {
  const distDir = mkdtempSync(join(tmpdir(), 'csp-stamp-'))
  const appDir = join(distDir, 'server', 'app')
  mkdirSync(join(appDir, 'projects'), { recursive: true })
  writeFileSync(join(distDir, 'BUILD_ID'), 'build-1')
  for (const name of ['index', 'projects/7', '_not-found']) {
    writeFileSync(join(appDir, `${name}.html`), PAGE.replace('__page=1', `__page="${name}"`))
    writeFileSync(join(appDir, `${name}.meta`), JSON.stringify({ status: name === '_not-found' ? 404 : undefined, headers: { 'x-nextjs-prerender': '1' } }))
  }
  if (writeManifest) {
    const routes = { '/': hashInlineElements(readFileSync(join(appDir, 'index.html'), 'utf8')) }
    writeFileSync(join(distDir, CSP_MANIFEST_FILE), JSON.stringify({ buildId: 'build-1', routes }))
  }
  return distDir
}

const metaOf = (distDir: string, name: string) => JSON.parse(readFileSync(join(distDir, 'server', 'app', `${name}.meta`), 'utf8'))

describe('stampPageCspHeaders', () => {
  it("writes each page's own hash policy beside the headers Next already keeps, and leaves the 404 shell to the proxy", () => {
    const distDir = fakeBuild({ writeManifest: false })
    expect(stampPageCspHeaders(distDir)).toEqual({ pages: 2, written: 2, stale: true })

    const home = metaOf(distDir, 'index')
    expect(home.headers['x-nextjs-prerender']).toBe('1')
    expect(home.headers['content-security-policy']).toBe(pageContentSecurityPolicy(hashInlineElements(PAGE.replace('__page=1', '__page="index"'))))
    expect(metaOf(distDir, 'projects/7').headers['content-security-policy']).toContain(hashInlineElements(PAGE.replace('__page=1', '__page="projects/7"')).scripts[0])
    expect(metaOf(distDir, '_not-found').headers['content-security-policy']).toBeUndefined()
  })

  it('is idempotent: a second start rewrites nothing', () => {
    const distDir = fakeBuild({ writeManifest: false })
    stampPageCspHeaders(distDir)
    const before = statSync(join(distDir, 'server', 'app', 'index.meta')).mtimeMs
    expect(stampPageCspHeaders(distDir)).toEqual({ pages: 2, written: 0, stale: true })
    expect(statSync(join(distDir, 'server', 'app', 'index.meta')).mtimeMs).toBe(before)
  })

  it("uses the post-build manifest when it belongs to this build", () => {
    const distDir = fakeBuild({ writeManifest: true })
    expect(stampPageCspHeaders(distDir)).toEqual({ pages: 1, written: 1, stale: false })
  })
})
