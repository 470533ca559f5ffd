// Every pre-rendered page carries its Content-Security-Policy from the build itself, so Next's own
// server sends it with no help from a custom server or start-up step, and writes nothing into .next.
import { statSync } from 'node:fs'
import { join } from 'node:path'
import { pageContentSecurityPolicy } from '../lib/security/content-security-policy'
import { prerenderMetaFile } from '../lib/security/csp-manifest.mjs'
import { readCspManifest, visitableRoutes } from './support/csp'
import { HARDENING_PORTS } from './support/hardening-ports'
import { PROJECT_ROOT as root, startNext } from '../scripts/local-servers/server-process.mjs'
import { expect, test } from './support/test'

const port = HARDENING_PORTS.cspNextStart.site

test('plain `next start` sends every pre-rendered page its own CSP, and leaves .next untouched', async () => {
  test.setTimeout(120_000)
  const manifest = readCspManifest()
  const routes = visitableRoutes(manifest)
  expect(routes.length).toBeGreaterThan(10)
  const metaTimes = () => routes.map((route) => statSync(prerenderMetaFile(join(root, '.next'), route)).mtimeMs)
  const before = metaTimes()

  const server = await startNext({ port, env: { NODE_ENV: 'production' }, ready: '/robots.txt' })
  try {
    const base = server.url
    for (const route of routes) {
      const response = await fetch(base + route)
      expect(response.status, route).toBe(200)
      expect(response.headers.get('content-security-policy'), route).toBe(pageContentSecurityPolicy(manifest.routes[route]!, { route }))
    }
    // Unknown addresses still get the 404 page's policy, with a fresh nonce, from proxy.ts.
    const missing = await fetch(`${base}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-security-policy')).toMatch(/script-src 'self' [^;]*'nonce-/)
    expect(metaTimes()).toEqual(before)
  } finally {
    await server.stop()
  }
})
