import { roles } from '@/content/career'
import { SITE_URL } from '@/content/site'
import { buildJobPostingJsonLd, roleDescriptionHtml, salaryLabel } from './job-posting'

const bySlug = (slug: string) => roles.find((role) => role.slug === slug)!

describe('JobPosting structured data', () => {
  it.each(roles.map((role) => [role.slug, role] as const))('%s has Google’s required and recommended fields', (_slug, role) => {
    const posting = buildJobPostingJsonLd(role)
    expect(posting['@type']).toBe('JobPosting')
    expect(posting.title).toBe(role.title)
    expect(posting.description).toMatch(/^<p>.+<\/ul>$/)
    expect(posting.datePosted).toBe(role.datePosted)
    expect(posting.validThrough).toBe(role.validThrough)
    expect(posting.employmentType).toBe(role.employmentType)
    expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Stratum Structural & BIM Consultants', sameAs: SITE_URL })
    expect(posting.jobLocation).toHaveLength(role.offices.length)
    for (const place of posting.jobLocation) {
      expect(place['@type']).toBe('Place')
      expect(Object.keys(place.address).sort()).toEqual(
        ['@type', 'addressCountry', 'addressLocality', 'addressRegion', 'postalCode', 'streetAddress'].sort(),
      )
    }
    expect(posting.directApply).toBe(true)
    expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Stratum Structural & BIM Consultants', value: role.slug })
    expect(posting.url).toBe(`${SITE_URL}/career/${role.slug}`)
    expect('baseSalary' in posting).toBe(Boolean(role.salary))
  })

  it('states the salary range per year in the currency of the office, as the page shows it', () => {
    const posting = buildJobPostingJsonLd(bySlug('project-manager-new-york'))
    expect(posting.baseSalary).toEqual({
      '@type': 'MonetaryAmount',
      currency: 'USD',
      value: { '@type': 'QuantitativeValue', minValue: 115000, maxValue: 140000, unitText: 'YEAR' },
    })
    expect(salaryLabel(bySlug('project-manager-new-york'))).toBe('$115,000 to $140,000 a year')
    expect(salaryLabel(bySlug('senior-tekla-steel-detailer-noida'))).toBe('₹7,50,000 to ₹11,00,000 a year')
    expect(salaryLabel(bySlug('structural-design-engineer-rcc-mumbai'))).toBeUndefined()
  })

  it('writes the description as escaped HTML paragraphs and lists', () => {
    const role = bySlug('bim-modeller-revit-mep-indore')
    const html = roleDescriptionHtml({ ...role, summary: 'Revit <MEP> & "more"' })
    expect(html.startsWith('<p>Revit &lt;MEP&gt; &amp; &quot;more&quot;</p><p>What you will do:</p><ul><li>')).toBe(true)
    expect(html.match(/<ul>/g)).toHaveLength(3)
    expect(html).toContain("<li>Keep families, shared parameters and worksets to the project&#39;s BIM execution plan and ISO 19650 naming.</li>")
  })
})
