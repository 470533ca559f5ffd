import type { MetadataRoute } from 'next'
import { SITE_URL } from '@/content/site'
import { careerPaths } from '@/lib/careers'
import { getProjectPageCount, getProjectPagePath, getProjects, getServices } from '@/lib/content'
import { facetPath, getFacetPages } from '@/lib/projects/facets'

export const dynamic = 'force-static'

const STATIC_PATHS = ['/', '/about', '/services', '/project', '/career', '/contact', '/start-a-project', '/terms-condition', '/privacy-policy', '/cookie-policy', '/search']

/** Every pre-rendered page, with absolute URLs, from the same content the pages read. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = [
    ...STATIC_PATHS,
    // The list's pages 2..N; page 1 is /project.
    ...Array.from({ length: getProjectPageCount() - 1 }, (_, index) => getProjectPagePath(index + 2)),
    ...getServices().map((service) => `/services/${service.id}`),
    ...getProjects().map((project) => `/projects/${project.id}`),
    // Roles open at build time and their filter pages; a closed role leaves with the next build.
    ...careerPaths(new Date()),
    // Every facet page and its pages 2..N.
    ...getFacetPages().map(({ kind, value, page }) => facetPath(kind, value, page)),
  ]
  return paths.map((path) => ({
    url: `${SITE_URL}${path === '/' ? '' : path}`,
    changeFrequency: 'monthly',
    priority: path === '/' ? 1 : path.startsWith('/services/') ? 0.9 : 0.6,
  }))
}
