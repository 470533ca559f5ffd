import { locationFacetText, sectorFacetText, serviceFacetText, type FacetText } from '@/content/project-facets'
import { COUNTRY_IDS, INDIA_STATES, SECTOR_IDS, SERVICE_IDS, US_STATES, type Project } from '@/content/types'
import { getProjects } from '@/lib/content'
import { countPages, PROJECTS_PER_PAGE } from '@/lib/pagination'
import { FACET_KINDS, type FacetKind, type FacetOption, type FilterableProject } from './filter'

const texts: Record<FacetKind, Record<string, FacetText>> = {
  service: serviceFacetText,
  sector: sectorFacetText,
  location: locationFacetText,
}

const STATES: Record<string, readonly string[]> = { india: INDIA_STATES, usa: US_STATES }

/** Every value a facet can take, in the order filters list them: each country followed by its states. */
const allValues: Record<FacetKind, readonly FacetOption[]> = {
  service: SERVICE_IDS.map((value) => ({ value, label: serviceFacetText[value].label })),
  sector: SECTOR_IDS.map((value) => ({ value, label: sectorFacetText[value].label })),
  location: COUNTRY_IDS.flatMap((country) => [
    { value: country, label: locationFacetText[country].label },
    ...(STATES[country] ?? []).map((state) => ({ value: state, label: locationFacetText[state as keyof typeof locationFacetText].label, country })),
  ]),
}

/** The values one project has for a facet: its services, its sector, its country and state. */
export function projectFacetValues(project: Project, kind: FacetKind): readonly string[] {
  if (kind === 'service') return project.facets.services
  if (kind === 'sector') return [project.facets.sector]
  const { location } = project.facets
  return 'state' in location ? [location.country, location.state] : [location.country]
}

/** The projects with this facet value, in portfolio order. */
export function getFacetProjects(kind: FacetKind, value: string): readonly Project[] {
  return getProjects().filter((project) => projectFacetValues(project, kind).includes(value))
}

/** The values of a facet that at least one project has: a facet page never lists nothing. */
export function getFacetOptions(kind: FacetKind): readonly FacetOption[] {
  return allValues[kind].filter((option) => getFacetProjects(kind, option.value).length > 0)
}

/** Label, h1 and intro of a facet value, or undefined for a value no project has. */
export function getFacetText(kind: FacetKind, value: string): FacetText | undefined {
  return getFacetOptions(kind).some((option) => option.value === value) ? texts[kind][value] : undefined
}

/** A location's label with its country, e.g. 'Texas, USA', for titles and chips. */
export function facetLabel(kind: FacetKind, value: string): string {
  const text = texts[kind][value]?.label ?? value
  const country = allValues.location.find((option) => option.value === value)?.country
  return kind === 'location' && country ? `${text}, ${locationFacetText[country as 'india' | 'usa'].label}` : text
}

export function getFacetPageCount(kind: FacetKind, value: string): number {
  return countPages(getFacetProjects(kind, value).length, PROJECTS_PER_PAGE)
}

/** A facet page's URL: page 1 at /project/{kind}/{value}, the others under /page/N. */
export function facetPath(kind: FacetKind, value: string, page = 1): string {
  return `/project/${kind}/${value}${page > 1 ? `/page/${page}` : ''}`
}

/** Every pre-rendered facet page, page 1 of each value first. */
export function getFacetPages(): readonly { kind: FacetKind; value: string; page: number }[] {
  return FACET_KINDS.flatMap((kind) =>
    getFacetOptions(kind).flatMap(({ value }) => Array.from({ length: getFacetPageCount(kind, value) }, (_, index) => ({ kind, value, page: index + 1 }))),
  )
}

/** The facet links of one project: its services, its sector, its state (where it has one) and country. */
export function getProjectFacetLinks(project: Project) {
  return FACET_KINDS.flatMap((kind) => {
    const values = projectFacetValues(project, kind)
    return (kind === 'location' ? [...values].reverse() : values).map((value) => ({ kind, value, label: facetLabel(kind, value), href: facetPath(kind, value) }))
  })
}

/** Up to `count` other projects sharing the most with this one: the sector, then each common service. */
export function getRelatedProjects(project: Project, count = 3): readonly Project[] {
  const score = (other: Project) =>
    (other.facets.sector === project.facets.sector ? 2 : 0) + other.facets.services.filter((service) => project.facets.services.includes(service)).length
  return getProjects()
    .filter((other) => other.id !== project.id && score(other) > 0)
    .map((other) => ({ other, score: score(other) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, count)
    .map(({ other }) => other)
}

/** What the /project filter island needs: each project's facet values and each facet's choices. */
export function getFilterData(): { projects: FilterableProject[]; options: Record<FacetKind, readonly FacetOption[]> } {
  return {
    projects: getProjects().map((project) => ({
      id: project.id,
      values: { service: project.facets.services, sector: [project.facets.sector], location: projectFacetValues(project, 'location') },
    })),
    options: { service: getFacetOptions('service'), sector: getFacetOptions('sector'), location: getFacetOptions('location') },
  }
}

/** Title, description and canonical path of one facet page (each page 2+ is its own canonical). */
export function facetPageMetadata(kind: FacetKind, value: string, page: number) {
  const text = getFacetText(kind, value)
  if (!text) return undefined
  const pageCount = getFacetPageCount(kind, value)
  // The intro, cut at a word when it is longer than a search result shows.
  const description = text.intro.length <= 160 ? text.intro : `${text.intro.slice(0, 157).replace(/[\s,;:]+\S*$/, '')}…`
  return {
    title: page > 1 ? `${text.heading}, page ${page} of ${pageCount}` : text.heading,
    description,
    path: facetPath(kind, value, page),
  }
}

/** The page a facet path's /page/N segment names, or undefined unless it is a canonical number of page 2 or later. */
export function parseFacetPage(kind: FacetKind, value: string, segment: string): number | undefined {
  if (!/^[1-9]\d*$/.test(segment)) return undefined
  const page = Number(segment)
  return page >= 2 && page <= getFacetPageCount(kind, value) ? page : undefined
}

/** True for the three facet kinds a URL may name. */
export function isFacetKind(kind: string): kind is FacetKind {
  return (FACET_KINDS as readonly string[]).includes(kind)
}
