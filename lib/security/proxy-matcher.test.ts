import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { config } from '@/proxy'

// Which addresses proxy.ts runs on, compiled the way Next compiles the matcher: never on the
// top-level pre-rendered pages (they carry their own CSP), always on pages rendered per request
// and on anything that may answer 404 (the proxy writes the 404 page's policy).

const PRE_RENDERED = ['/', '/about', '/career', '/contact', '/cookie-policy', '/privacy-policy', '/project', '/search', '/services', '/start-a-project', '/terms-condition']
// Rendered per request (they read the query), or deeper pages whose unknown ids answer 404.
const PER_REQUEST = ['/form-sent', '/form-problem']
const MAY_BE_404 = ['/this-page-does-not-exist', '/career/no-such-role', '/career/discipline/none', '/project/sector/none', '/services/no-such-service', '/projects/none', '/about/more', '/searching']

// Next's own compilation of a matcher (internal: not in its type declarations).
const { getMiddlewareMatchers } = jest.requireActual<{ getMiddlewareMatchers: (matchers: string[], nextConfig: object) => { regexp: string }[] }>(
  'next/dist/build/analysis/get-page-static-info',
)
const matchers = getMiddlewareMatchers(config.matcher, {}).map((matcher) => new RegExp(matcher.regexp))
const runsOn = (path: string) => matchers.some((matcher) => matcher.test(path))

describe('proxy.ts matcher', () => {
  it('leaves out every top-level pre-rendered page', () => {
    expect(PRE_RENDERED.filter(runsOn)).toEqual([])
  })

  it('runs on pages rendered per request and on addresses that may answer 404, never on /api', () => {
    expect([...PER_REQUEST, ...MAY_BE_404].filter((path) => !runsOn(path))).toEqual([])
    expect(runsOn('/api/contact')).toBe(false)
  })

  it('never runs on the operator\'s JSON endpoints, but on an address that only starts like one', () => {
    expect(['/healthz', '/readyz', '/status'].filter(runsOn)).toEqual([])
    expect(['/status/more', '/statuses', '/healthz2'].filter((path) => !runsOn(path))).toEqual([])
  })

  it('knows every top-level page of app/ (a new page must be sorted into one of the lists)', () => {
    const app = join(process.cwd(), 'app')
    const pages = readdirSync(app, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(app, entry.name, 'page.tsx')))
      .map((entry) => `/${entry.name}`)
    expect(pages.filter((page) => !PRE_RENDERED.includes(page) && !PER_REQUEST.includes(page))).toEqual([])
  })
})
