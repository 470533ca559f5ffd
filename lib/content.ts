import { legalDocuments } from '@/content/legal'
import { projects } from '@/content/projects'
import { services } from '@/content/services'
import type { LegalDocument, Project, Service } from '@/content/types'

/** Projects per list page (SPEC §9). */
export const PROJECTS_PER_PAGE = 9

/** All services, in menu order. */
export function getServices(): readonly Service[] {
  return services
}

/** The service with this id, or undefined. */
export function getServiceById(id: string): Service | undefined {
  return services.find((service) => service.id === id)
}

/** All projects, ids '1' to '45'. */
export function getProjects(): readonly Project[] {
  return projects
}

/** The project with this id, or undefined. */
export function getProjectById(id: string): Project | undefined {
  return projects.find((project) => project.id === id)
}

/** Number of list pages for the portfolio. */
export function getProjectPageCount(): number {
  return Math.max(1, Math.ceil(projects.length / PROJECTS_PER_PAGE))
}

/** Clamps a page number to 1..pageCount (SPEC §4). Non-finite input gives page 1. */
export function clampPage(page: number, pageCount: number = getProjectPageCount()): number {
  if (!Number.isFinite(page)) return 1
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pageCount))
}

/** One page of any list, `page` counted from 1 and clamped to the pages that exist. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): readonly T[] {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage))
  const start = (clampPage(page, pageCount) - 1) * perPage
  return items.slice(start, start + perPage)
}

/** The projects shown on one list page (9 per page). */
export function getProjectsPage(page: number): readonly Project[] {
  return paginate(projects, page, PROJECTS_PER_PAGE)
}

/**
 * The list page a path segment names, or undefined when it is not a canonical page number of
 * an existing page ('3' yes; '03', '3.0', '0', '6' no), so such paths can answer 404.
 */
export function parseProjectPage(segment: string, pageCount: number = getProjectPageCount()): number | undefined {
  if (!/^[1-9]\d*$/.test(segment)) return undefined
  const page = Number(segment)
  return page <= pageCount ? page : undefined
}

/** The URL of a list page: page 1 is /project itself, the others /project/page/N. */
export function getProjectPagePath(page: number): string {
  return page <= 1 ? '/project' : `/project/page/${page}`
}

/**
 * The page numbers the pagination shows: all of them up to 7 pages; beyond that the first, the
 * last, the current one with its neighbours, and 'ellipsis' for each gap.
 */
export function getPageNumbers(current: number, pageCount: number): readonly (number | 'ellipsis')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, index) => index + 1)
  const page = clampPage(current, pageCount)
  const shown = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount))
  // Near either end, show enough numbers that the row keeps the same length.
  if (page <= 3) [2, 3, 4].forEach((n) => shown.add(n))
  if (page >= pageCount - 2) [pageCount - 3, pageCount - 2, pageCount - 1].forEach((n) => shown.add(n))
  const sorted = [...shown].sort((a, b) => a - b)
  const result: (number | 'ellipsis')[] = []
  let previous = 0
  for (const n of sorted) {
    // A gap of one number shows that number: an ellipsis would take the same room.
    if (n - previous === 2) result.push(previous + 1)
    else if (previous > 0 && n - previous > 2) result.push('ellipsis')
    result.push(n)
    previous = n
  }
  return result
}

/** One legal document (Terms, Privacy Policy, Cookie Policy) by its slug. */
export function getLegalDocument(slug: LegalDocument['slug']): LegalDocument {
  return legalDocuments[slug]
}
