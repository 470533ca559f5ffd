import type { Metadata } from 'next'
import { filterLabel, filterPath, matchesFilter, openRoles, roleFilters, type RoleFilter } from '@/lib/careers'
import { buildMetadata } from '@/lib/metadata'

// The two filter routes (/career/office/{id}, /career/discipline/{id}) share everything but the facet.

/** The filter a route segment names, if it has open roles at `now`; otherwise undefined (404). */
export function findFilter(facet: RoleFilter['facet'], value: string, now: Date): RoleFilter | undefined {
  return roleFilters(facet, now).find((entry) => entry.filter.value === value)?.filter
}

/** 'Careers in Noida' or 'BIM careers'. */
export function filterTitle(filter: RoleFilter): string {
  return filter.facet === 'office' ? `Careers in ${filterLabel(filter)}` : `${filterLabel(filter)} careers`
}

export function filterMetadata(filter: RoleFilter, now: Date): Metadata {
  const titles = openRoles(now)
    .filter((role) => matchesFilter(role, filter))
    .map((role) => role.title)
  const label = filterLabel(filter)
  // 'BIM' stays in capitals; 'Structural design' reads 'structural design' mid-sentence.
  const where = filter.facet === 'office' ? `at our ${label} office` : `in our ${label === label.toUpperCase() ? label : label.toLowerCase()} team`
  return buildMetadata({
    title: filterTitle(filter),
    description: `Open roles ${where}: ${titles.join('; ')}. Experience, salary ranges where published, and how to apply.`,
    path: filterPath(filter),
  })
}
