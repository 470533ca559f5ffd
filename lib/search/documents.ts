import { aboutMeta } from '@/content/about'
import { careerPage } from '@/content/career'
import { contactPage } from '@/content/contact'
import { homeMeta } from '@/content/home'
import { brand } from '@/content/site'
import { openRoles, roleOfficeNames } from '@/lib/careers'
import { getLegalDocument, getProjects, getServices } from '@/lib/content'
import { facetLabel, projectFacetValues } from '@/lib/projects/facets'
import { FACET_KINDS } from '@/lib/projects/filter'
import type { SearchDocument } from './options'

// Everything the site search finds, one list per kind. A new kind of page adds its own function
// here and joins getSearchDocuments; the index and the dialog need no change.

function pageDocuments(): SearchDocument[] {
  const page = (url: string, title: string, text: string, keywords = ''): SearchDocument => ({ id: `page:${url}`, kind: 'Page', title, detail: url, url, text, keywords })
  return [
    page('/', 'Home', homeMeta.description, brand.name),
    page('/about', 'About Us', aboutMeta.description, 'company team history mission vision'),
    page('/services', 'Services', 'BIM services, pre-engineered buildings, steel detailing, structural design, steel connection design and rebar detailing.'),
    page('/project', 'Projects', 'Our portfolio, filtered by service, sector and location.', 'portfolio case studies work'),
    page('/career', 'Career', careerPage.metaDescription, 'jobs vacancies hiring apply'),
    page('/contact', 'Contact Us', contactPage.metaDescription, 'enquiry quote email phone address'),
    page('/search', 'A–Z index', 'Every service and project in alphabetical order.', 'sitemap index'),
    ...(['privacy-policy', 'terms-condition', 'cookie-policy'] as const).map((slug) => {
      const legal = getLegalDocument(slug)
      return page(`/${slug}`, legal.title, legal.description, 'legal')
    }),
  ]
}

function serviceDocuments(): SearchDocument[] {
  return getServices().map((service) => ({
    id: `service:${service.id}`,
    kind: 'Service',
    title: service.title,
    detail: service.heading,
    url: `/services/${service.id}`,
    keywords: [service.navLabel, ...service.bimServices, ...(service.metaKeywords ?? [])].join(' '),
    text: service.description.join(' '),
  }))
}

function projectDocuments(): SearchDocument[] {
  return getProjects().map((project) => ({
    id: `project:${project.id}`,
    kind: 'Project',
    title: project.title,
    detail: project.location,
    url: `/projects/${project.id}`,
    keywords: [project.name ?? '', ...FACET_KINDS.flatMap((kind) => projectFacetValues(project, kind).map((value) => facetLabel(kind, value)))].join(' '),
    text: [project.details, project.structure ?? '', project.client ?? ''].join(' '),
  }))
}

function officeDocuments(): SearchDocument[] {
  return brand.offices.map((office) => ({
    id: `office:${office.id}`,
    kind: 'Office',
    title: `${office.city} office`,
    detail: `${office.streetAddress}, ${office.city}`,
    url: '/contact',
    keywords: `${office.city} ${office.region} office address contact`,
    text: `${office.streetAddress} ${office.postalCode} ${office.telephone} ${office.email}`,
  }))
}

/** Roles open when the index is built: a closed role leaves the search with the next build. */
function roleDocuments(): SearchDocument[] {
  return openRoles(new Date()).map((role) => ({
    id: `role:${role.slug}`,
    kind: 'Open role',
    title: role.title,
    detail: roleOfficeNames(role),
    url: `/career/${role.slug}`,
    keywords: `job vacancy career ${role.discipline} ${roleOfficeNames(role)}`,
    text: [role.summary, ...role.sections.whatYouWillDo, ...role.sections.whatYouBring].join(' '),
  }))
}

/** Every document of the site search, built into the index at build time. */
export function getSearchDocuments(): SearchDocument[] {
  return [...serviceDocuments(), ...projectDocuments(), ...roleDocuments(), ...pageDocuments(), ...officeDocuments()]
}
