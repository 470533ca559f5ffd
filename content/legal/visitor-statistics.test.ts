import type { LegalDocument } from '../types'

const textOf = (document: LegalDocument) =>
  [document.description, ...document.intro, ...document.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.list ?? [])])].join('\n')

/** The two policies as a build with these ANALYTICS_* variables renders them. */
function policiesBuiltWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env }
  Object.assign(process.env, env)
  try {
    let policies: { cookie: string; privacy: string } | undefined
    jest.isolateModules(() => {
      /* eslint-disable @typescript-eslint/no-require-imports -- a fresh module per build environment */
      const { cookiePolicy } = require('./cookie-policy') as typeof import('./cookie-policy')
      const { privacyPolicy } = require('./privacy-policy') as typeof import('./privacy-policy')
      /* eslint-enable @typescript-eslint/no-require-imports */
      policies = { cookie: textOf(cookiePolicy), privacy: textOf(privacyPolicy) }
    })
    return policies!
  } finally {
    process.env = saved
  }
}

describe('the policies and the visitor statistics', () => {
  it('say there are no analytics when the site is built without a provider', () => {
    const { cookie, privacy } = policiesBuiltWith({ ANALYTICS_PROVIDER: '', ANALYTICS_HOST: '', ANALYTICS_SITE: '' })
    expect(cookie).toContain('We do not use analytics')
    expect(privacy).toContain('no analytics or advertising trackers')
    expect(cookie + privacy).not.toMatch(/Plausible|Umami/)
  })

  it.each([
    ['plausible', 'stratum-bim.example', 'Plausible Analytics'],
    ['umami', '50429a93-8479-4073-be80-d5d29c09c2ec', 'Umami'],
  ])('name %s, what is measured, that no cookie is set, how long it is kept and that consent comes first', (provider, site, name) => {
    const { cookie, privacy } = policiesBuiltWith({ ANALYTICS_PROVIDER: provider, ANALYTICS_HOST: 'https://stats.example.com', ANALYTICS_SITE: site })
    for (const text of [cookie, privacy]) {
      expect(text).toContain(name)
      expect(text).toContain('No cookie is set')
      expect(text).toMatch(/Web Vitals/)
      expect(text).toContain('never what you typed')
      expect(text).toContain('24 months')
      expect(text).not.toContain('We do not use analytics')
    }
    expect(cookie).toContain('only after you accept')
    expect(privacy).toContain('your consent (Art. 6(1)(a))')
  })
})
