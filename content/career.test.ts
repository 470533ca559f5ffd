import { brand } from './site'
import { DISCIPLINES, EMPLOYMENT_TYPES, GENERAL_APPLICATION, roles } from './career'

// Google for Jobs drops a posting that lacks a required field (title, description, datePosted,
// hiringOrganization, jobLocation with addressCountry); these checks fail the build's tests first.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
// A date-time with an explicit UTC offset, so the closing moment is the same everywhere.
const ISO_DATE_TIME_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})$/

describe('roles content', () => {
  it('has unique slugs and titles; slugs are URL words that no other /career route uses', () => {
    expect(new Set(roles.map((role) => role.slug)).size).toBe(roles.length)
    expect(new Set(roles.map((role) => role.title)).size).toBe(roles.length)
    for (const role of roles) {
      expect(role.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(['office', 'discipline']).not.toContain(role.slug)
      expect(role.title).not.toBe(GENERAL_APPLICATION)
    }
  })

  it.each(roles.map((role) => [role.slug, role] as const))('%s has every field Google requires, well formed', (_slug, role) => {
    // title: the job title only, not the company or a sentence.
    expect(role.title.trim()).toBe(role.title)
    expect(role.title.length).toBeGreaterThan(3)
    expect(role.title.length).toBeLessThanOrEqual(60)
    expect(role.title).not.toContain(brand.name)
    // description: a summary and three non-empty sections, none equal to the title.
    expect(role.summary.length).toBeGreaterThan(60)
    expect(role.summary).not.toBe(role.title)
    for (const items of Object.values(role.sections)) {
      expect(items.length).toBeGreaterThan(0)
      for (const item of items) expect(item.trim().length).toBeGreaterThan(10)
    }
    // datePosted and validThrough: ISO 8601, closing after posting.
    expect(role.datePosted).toMatch(ISO_DATE)
    expect(Number.isNaN(Date.parse(role.datePosted))).toBe(false)
    expect(role.validThrough).toMatch(ISO_DATE_TIME_WITH_OFFSET)
    expect(Date.parse(role.validThrough)).toBeGreaterThan(Date.parse(role.datePosted))
    // jobLocation: at least one office with a full postal address and a country code.
    expect(role.offices.length).toBeGreaterThan(0)
    for (const id of role.offices) {
      const office = brand.offices.find((candidate) => candidate.id === id)
      expect(office).toBeDefined()
      for (const field of [office!.streetAddress, office!.city, office!.region, office!.postalCode]) expect(field.trim()).not.toBe('')
      expect(office!.country).toMatch(/^[A-Z]{2}$/)
    }
    // hiringOrganization is the firm in content/site.ts.
    expect(brand.name.trim()).not.toBe('')
    expect(Object.keys(EMPLOYMENT_TYPES)).toContain(role.employmentType)
    expect(Object.keys(DISCIPLINES)).toContain(role.discipline)
    expect(role.experienceYears.min).toBeGreaterThanOrEqual(0)
    expect(role.experienceYears.max).toBeGreaterThanOrEqual(role.experienceYears.min)
    if (role.salary) {
      expect(role.salary.min).toBeGreaterThan(0)
      expect(role.salary.max).toBeGreaterThanOrEqual(role.salary.min)
    }
  })
})
