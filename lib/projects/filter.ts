// The portfolio filter's pure logic, shared by the server pages and the /project filter island.
// It imports no content, so the island's JavaScript carries only what /project passes it.

export const FACET_KINDS = ['service', 'sector', 'location'] as const
export type FacetKind = (typeof FACET_KINDS)[number]

/** One choice of a facet: its URL value, label and, for a state, the country it belongs to. */
export type FacetOption = { value: string; label: string; country?: string }

/** A project as the filter sees it: its id and every facet value it has (a state implies its country). */
export type FilterableProject = { id: string; values: Record<FacetKind, readonly string[]> }

/** The active choices, at most one per facet, and the list page (from 1). */
export type Filters = Partial<Record<FacetKind, string>> & { page: number }

function matches(project: FilterableProject, filters: Partial<Record<FacetKind, string>>, skip?: FacetKind): boolean {
  return FACET_KINDS.every((kind) => kind === skip || filters[kind] === undefined || project.values[kind].includes(filters[kind]))
}

/** The projects that have every active facet value, in portfolio order. */
export function filterProjects<T extends FilterableProject>(projects: readonly T[], filters: Partial<Record<FacetKind, string>>): T[] {
  return projects.filter((project) => matches(project, filters))
}

/**
 * How many projects each value of a facet would leave, given the other facets' choices: the
 * number a visitor sees beside each choice.
 */
export function countByValue(projects: readonly FilterableProject[], filters: Partial<Record<FacetKind, string>>, kind: FacetKind) {
  const counts = new Map<string, number>()
  for (const project of projects) {
    if (!matches(project, filters, kind)) continue
    for (const value of project.values[kind]) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return counts
}

/** Reads the filters from a query string, dropping unknown values and malformed pages. */
export function parseFilters(query: URLSearchParams, options: Record<FacetKind, readonly FacetOption[]>): Filters {
  const filters: Filters = { page: 1 }
  for (const kind of FACET_KINDS) {
    const value = query.get(kind)
    if (value !== null && options[kind].some((option) => option.value === value)) filters[kind] = value
  }
  const page = query.get('page')
  if (page !== null && /^[1-9]\d{0,3}$/.test(page)) filters.page = Number(page)
  return filters
}

/** The query string of some filters, in a fixed order, without page 1: '?service=x&page=2' or ''. */
export function filterQuery(filters: Filters): string {
  const query = new URLSearchParams()
  for (const kind of FACET_KINDS) {
    const value = filters[kind]
    if (value !== undefined) query.set(kind, value)
  }
  if (filters.page > 1) query.set('page', String(filters.page))
  const text = query.toString()
  return text ? `?${text}` : ''
}

/** True when any facet is chosen. */
export function hasFacetFilter(filters: Filters): boolean {
  return FACET_KINDS.some((kind) => filters[kind] !== undefined)
}
