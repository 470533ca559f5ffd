import { legalDocuments } from '@/content/legal'
import { projects } from '@/content/projects'
import { services } from '@/content/services'
import { visitorStatistics } from '@/lib/analytics/visitor-statistics'
import { clampToPages, getPageNumbers, getProjectPagePath, paginate, PROJECTS_PER_PAGE } from './pagination'
import type { LegalDocument, Project, Service } from '@/content/types'

export { PROJECTS_PER_PAGE }

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

/** Clamps a page number to 1..pageCount. Non-finite input gives page 1. */
export function clampPage(page: number, pageCount: number = getProjectPageCount()): number {
  return clampToPages(page, pageCount)
}

export { getPageNumbers, getProjectPagePath, paginate }

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

const legalDocumentsOfThisBuild = legalDocuments(visitorStatistics)

/** One legal document (Terms, Privacy Policy, Cookie Policy) by its slug, as this build states it. */
export function getLegalDocument(slug: LegalDocument['slug']): LegalDocument {
  return legalDocumentsOfThisBuild[slug]
}
