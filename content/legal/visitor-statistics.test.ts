import { readAnalyticsConfig } from '@/lib/analytics/config'
import type { LegalDocument } from '../types'
import { cookiePolicy } from './cookie-policy'
import { privacyPolicy } from './privacy-policy'
import { visitorStatisticsWith } from './visitor-statistics'

const textOf = (document: LegalDocument) =>
  [document.description, ...document.intro, ...document.sections.flatMap((section) => [section.heading, ...(section.paragraphs ?? []), ...(section.list ?? [])])].join('\n')

/** The two policies as a build with these ANALYTICS_* variables states them (lib/analytics/visitor-statistics.ts). */
function policiesBuiltWith(env: Record<string, string | undefined>) {
  const statistics = visitorStatisticsWith(readAnalyticsConfig(env)?.provider)
  return { cookie: textOf(cookiePolicy(statistics)), privacy: textOf(privacyPolicy(statistics)) }
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
