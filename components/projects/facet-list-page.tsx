import Link from 'next/link'
import { JsonLd } from '@/components/seo/json-ld'
import { PageBanner } from '@/components/ui/page-banner'
import { buildBreadcrumbJsonLd, buildCollectionPageJsonLd } from '@/lib/json-ld'
import { paginate, PROJECTS_PER_PAGE } from '@/lib/pagination'
import { facetPath, getFacetPageCount, getFacetProjects, getFacetText } from '@/lib/projects/facets'
import type { FacetKind } from '@/lib/projects/filter'
import { FacetBrowse } from './facet-links'
import styles from './project-list-intro.module.css'
import { ProjectGrid } from './project-grid'
import { ProjectPagination } from './project-pagination'

type FacetListPageProps = { kind: FacetKind; value: string; page: number }

/** A pre-rendered list of the projects with one facet value: banner, intro, cards, pages, other facets. */
export function FacetListPage({ kind, value, page }: FacetListPageProps) {
  const text = getFacetText(kind, value)
  if (!text) throw new Error(`No facet page for ${kind}=${value}`)
  const projects = getFacetProjects(kind, value)
  const pageCount = getFacetPageCount(kind, value)
  const shown = paginate(projects, page, PROJECTS_PER_PAGE)
  const crumbs = [
    { label: 'Projects', href: '/project' },
    { label: text.label, href: facetPath(kind, value) },
    ...(page > 1 ? [{ label: `Page ${page}`, href: facetPath(kind, value, page) }] : []),
  ]
  return (
    <>
      <PageBanner title={text.heading} breadcrumb={crumbs} />
      <section className="section" aria-label={`${text.heading}, page ${page} of ${pageCount}`}>
        <div className="container">
          <div className={styles.intro}>
            <span className="eyebrow">
              {projects.length} {projects.length === 1 ? 'project' : 'projects'}
            </span>
            <p>{text.intro}</p>
            <p>
              <Link href={`/project?${kind}=${value}`} prefetch={false}>
                Narrow these down by {kind === 'service' ? 'sector and location' : kind === 'sector' ? 'service and location' : 'service and sector'}
              </Link>{' '}
              or see <Link href="/project">all projects</Link>.
            </p>
          </div>
          {/* The cards' titles are h3: their section heading keeps the outline in order. */}
          <h2 className="visually-hidden">The projects</h2>
          <ProjectGrid projects={shown} firstScreenCards={3} />
          {pageCount > 1 && <ProjectPagination currentPage={page} pageCount={pageCount} hrefFor={(n) => facetPath(kind, value, n)} />}
          <FacetBrowse current={{ kind, value }} />
        </div>
      </section>
      <JsonLd
        data={[
          buildCollectionPageJsonLd({
            name: text.heading,
            description: text.intro,
            path: facetPath(kind, value, page),
            items: shown.map((project) => ({ name: project.title, path: `/projects/${project.id}` })),
            firstPosition: (page - 1) * PROJECTS_PER_PAGE + 1,
          }),
          buildBreadcrumbJsonLd([{ name: 'Home', path: '/' }, ...crumbs.map((crumb) => ({ name: crumb.label, path: crumb.href }))]),
        ]}
      />
    </>
  )
}
