import { DISCIPLINES, GENERAL_APPLICATION, roles, type Discipline, type Role } from '@/content/career'
import { brand } from '@/content/site'
import type { Office, OfficeId } from '@/content/types'

// The one way to read the roles: every page, the sitemap, the search index and the form's job role
// choices ask openRoles(now), so a role past its validThrough disappears from all of them at once.

/** True while applications are taken: up to and including the role's validThrough moment. */
export function isRoleOpen(role: Pick<Role, 'validThrough'>, now: Date): boolean {
  return now.getTime() <= Date.parse(role.validThrough)
}

/** The roles still open at `now`, newest posting first. */
export function openRoles(now: Date): readonly Role[] {
  return roles.filter((role) => isRoleOpen(role, now)).sort((a, b) => b.datePosted.localeCompare(a.datePosted))
}

/** The open role with this slug, or undefined. */
export function getOpenRole(slug: string, now: Date): Role | undefined {
  return openRoles(now).find((role) => role.slug === slug)
}

/** The career form's job role choices: the open roles' titles, then a general application. */
export function jobRoleChoices(now: Date): readonly string[] {
  return [...openRoles(now).map((role) => role.title), GENERAL_APPLICATION]
}

/** Whether a job role choice may be sent at `now`: 'closed' names a role whose date has passed. */
export function jobRoleStatus(jobRole: string, now: Date): 'open' | 'closed' | 'unknown' {
  if (jobRoleChoices(now).includes(jobRole)) return 'open'
  return roles.some((role) => role.title === jobRole) ? 'closed' : 'unknown'
}

export function getOffice(id: OfficeId): Office {
  const office = brand.offices.find((candidate) => candidate.id === id)
  if (!office) throw new Error(`No office with id "${id}" in content/site.ts`)
  return office
}

/** 'Noida', or 'Indore or Noida' for a role open at several offices. */
export function roleOfficeNames(role: Pick<Role, 'offices'>): string {
  return role.offices.map((id) => getOffice(id).city).join(' or ')
}

/** The offices a job role choice is for, as the application e-mail names them. */
export function jobRoleOffices(jobRole: string): string {
  const role = roles.find((candidate) => candidate.title === jobRole)
  return role ? roleOfficeNames(role) : 'Any office'
}

/** An office's full postal address on one line, e.g. '…, Noida, Uttar Pradesh 201309, India'. */
export function officeAddress(office: Office): string {
  return `${office.streetAddress}, ${office.city}, ${office.region} ${office.postalCode}, ${new Intl.DisplayNames(['en'], { type: 'region' }).of(office.country) ?? office.country}`
}

// Filters: one facet per page, /career/office/{id} or /career/discipline/{id}, built only for
// values that have open roles.

export type RoleFilter = { facet: 'office'; value: OfficeId } | { facet: 'discipline'; value: Discipline }

export function filterPath(filter: RoleFilter): string {
  return `/career/${filter.facet}/${filter.value}`
}

export function filterLabel(filter: RoleFilter): string {
  return filter.facet === 'office' ? getOffice(filter.value).city : DISCIPLINES[filter.value]
}

export function matchesFilter(role: Role, filter: RoleFilter | undefined): boolean {
  if (!filter) return true
  return filter.facet === 'office' ? role.offices.includes(filter.value) : role.discipline === filter.value
}

/**
 * One facet's values that have open roles at `now`, with their counts: offices in content/site.ts
 * order, disciplines in content/career.ts order.
 */
export function roleFilters(facet: RoleFilter['facet'], now: Date): readonly { filter: RoleFilter; count: number }[] {
  const open = openRoles(now)
  const filters: RoleFilter[] =
    facet === 'office'
      ? brand.offices.map((office) => ({ facet, value: office.id }))
      : (Object.keys(DISCIPLINES) as Discipline[]).map((value) => ({ facet, value }))
  return filters
    .map((filter) => ({ filter, count: open.filter((role) => matchesFilter(role, filter)).length }))
    .filter((entry) => entry.count > 0)
}

/** Every careers page the build produces beyond /career: open roles' pages and filter pages. */
export function careerPaths(now: Date): readonly string[] {
  return [
    ...openRoles(now).map((role) => `/career/${role.slug}`),
    ...[...roleFilters('office', now), ...roleFilters('discipline', now)].map((entry) => filterPath(entry.filter)),
  ]
}
