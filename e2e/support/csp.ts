import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { isPageRoute, loadCspManifest, type CspManifest } from '../../lib/security/csp-manifest.mjs'

/**
 * The route → inline-hash manifest of the build under test: the one `npm run build` wrote, or,
 * after a bare `next build`, the same table computed now (as proxy.ts does).
 */
export function readCspManifest(): CspManifest {
  return loadCspManifest(join(__dirname, '..', '..', '.next')).manifest
}

/** The pre-rendered pages a visitor can open (the error shells are not addresses). */
export function visitableRoutes(manifest: CspManifest): string[] {
  return Object.keys(manifest.routes).filter((route) => isPageRoute(manifest, route))
}

/** One page per route type: `/`, `/about`, the first of `/services/*`, of `/projects/*` ... */
export function oneRoutePerType(routes: string[]): string[] {
  const byType = new Map<string, string>()
  for (const route of [...routes].sort()) {
    const segments = route.split('/').filter(Boolean)
    const type = segments.length > 1 ? `/${segments[0]}/*` : route
    if (!byType.has(type)) byType.set(type, route)
  }
  return [...byType.values()]
}

/** The directives of a CSP header value, e.g. `directives.get('script-src')`. */
export function parseCsp(value: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of value.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

declare global {
  interface Window {
    reportCspViolation?: (text: string) => Promise<void>
    __softNavigationMarker?: string
  }
}

/**
 * Records every CSP violation any document of the page reports (across navigations, frames
 * included), plus console errors that mention the policy, and keeps the test offline: anything
 * not on loopback is aborted.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(message.text())
  })
  await page.exposeFunction('reportCspViolation', (text: string) => {
    violations.push(text)
  })
  await page.route(/^https?:\/\/(?!127\.0\.0\.1[:/]|localhost[:/])/, (route) => route.abort())
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void window.reportCspViolation?.(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} at ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      )
    })
  })
  return async () => [...violations]
}

/** True once React has hydrated the server HTML (its fibers hang off the DOM nodes). */
export async function isHydrated(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const header = document.querySelector('header')
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber$'))
  })
}
