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

/** One legal document (Terms, Privacy Policy, Cookie Policy) by its slug. */
export function getLegalDocument(slug: LegalDocument['slug']): LegalDocument {
  return legalDocuments[slug]
}
