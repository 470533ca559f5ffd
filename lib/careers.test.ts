import { GENERAL_APPLICATION, roles } from '@/content/career'
import {
  careerPaths,
  getOpenRole,
  isRoleOpen,
  jobRoleChoices,
  jobRoleOffices,
  jobRoleStatus,
  roleFilters,
  openRoles,
} from './careers'

// A fixed "now" for every check, so these tests mean the same thing on any day they run.
const NOW = new Date('2026-11-24T06:00:00Z')
const AFTER_ALL = new Date('2030-01-01T00:00:00Z')
const closed = roles.find((role) => role.slug === 'graduate-rebar-detailer-indore')!
const tekla = roles.find((role) => role.slug === 'senior-tekla-steel-detailer-noida')!

describe('openRoles(now)', () => {
  it('leaves out a role past its validThrough and lists the others, newest posting first', () => {
    const open = openRoles(NOW)
    expect(open.map((role) => role.slug)).not.toContain(closed.slug)
    expect(open).toHaveLength(roles.length - 1)
    expect(open.map((role) => role.datePosted)).toEqual([...open.map((role) => role.datePosted)].sort().reverse())
  })

  it('keeps a role open up to and including its validThrough moment, not a millisecond longer', () => {
    const closesAt = Date.parse(tekla.validThrough)
    expect(isRoleOpen(tekla, new Date(closesAt))).toBe(true)
    expect(isRoleOpen(tekla, new Date(closesAt + 1))).toBe(false)
    expect(getOpenRole(tekla.slug, new Date(closesAt))).toBe(tekla)
    expect(getOpenRole(tekla.slug, new Date(closesAt + 1))).toBeUndefined()
    // The offset counts: 23:59:59 in India is 18:29:59 UTC.
    expect(new Date(closesAt).toISOString()).toBe('2027-01-31T18:29:59.000Z')
  })

  it('offers the open roles plus a general application as job role choices', () => {
    expect(jobRoleChoices(NOW)).toEqual([...openRoles(NOW).map((role) => role.title), GENERAL_APPLICATION])
    expect(jobRoleChoices(AFTER_ALL)).toEqual([GENERAL_APPLICATION])
    expect(jobRoleStatus(tekla.title, NOW)).toBe('open')
    expect(jobRoleStatus(closed.title, NOW)).toBe('closed')
    expect(jobRoleStatus('Chief executive', NOW)).toBe('unknown')
    expect(jobRoleStatus(GENERAL_APPLICATION, AFTER_ALL)).toBe('open')
  })

  it('names the offices of a job role choice for the application e-mail', () => {
    expect(jobRoleOffices(tekla.title)).toBe('Noida')
    expect(jobRoleOffices('BIM coordinator')).toBe('Indore or Noida')
    expect(jobRoleOffices(GENERAL_APPLICATION)).toBe('Any office')
  })
})

describe('filters and paths', () => {
  it('counts open roles per office and discipline, listing only values that have some', () => {
    const offices = Object.fromEntries(roleFilters('office', NOW).map(({ filter, count }) => [filter.value, count]))
    expect(offices).toEqual({ indore: 2, noida: 2, mumbai: 1, 'new-york': 1 })
    const disciplines = Object.fromEntries(roleFilters('discipline', NOW).map(({ filter, count }) => [filter.value, count]))
    expect(disciplines).toEqual({ design: 1, detailing: 1, bim: 2, 'project-management': 1 })
    // Once the New York role has closed, New York and project management have no filter page.
    const afterNewYork = new Date(Date.parse(roles.find((role) => role.slug === 'project-manager-new-york')!.validThrough) + 1)
    expect(roleFilters('office', afterNewYork).map(({ filter }) => filter.value)).not.toContain('new-york')
    expect(roleFilters('discipline', afterNewYork).map(({ filter }) => filter.value)).not.toContain('project-management')
  })

  it('gives the sitemap every open role page and filter page, and nothing closed', () => {
    const paths = careerPaths(NOW)
    for (const role of openRoles(NOW)) expect(paths).toContain(`/career/${role.slug}`)
    expect(paths).not.toContain(`/career/${closed.slug}`)
    expect(paths).toContain('/career/office/noida')
    expect(paths).toContain('/career/discipline/bim')
    expect(careerPaths(AFTER_ALL)).toEqual([])
  })
})
