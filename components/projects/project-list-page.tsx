import { Suspense } from 'react'
import { PageBanner } from '@/components/ui/page-banner'
import { getProjectPageCount, getProjectPagePath, getProjects, getProjectsPage } from '@/lib/content'
import { getFilterData } from '@/lib/projects/facets'
import { FacetBrowse } from './facet-links'
import { ProjectCard } from './project-card'
import { ProjectExplorer } from './project-explorer'
import { ProjectFilterLinks } from './project-filter-links'
import { ProjectGrid } from './project-grid'
import { ProjectListIntro } from './project-list-intro'
import { ProjectPagination } from './project-pagination'

/**
 * The portfolio list, shared by /project (page 1) and /project/page/N: banner, intro, filter bar,
 * cards, pages. The HTML holds the unfiltered page with facet links (what crawlers and visitors
 * without JavaScript get); the filter island takes over from it and reads the query.
 */
export function ProjectListPage({ page }: { page: number }) {
  const pageCount = getProjectPageCount()
  const breadcrumb = page === 1 ? [{ label: 'Projects' }] : [{ label: 'Projects', href: getProjectPagePath(1) }, { label: `Page ${page}` }]
  const { projects, options } = getFilterData()
  const cards = new Map(getProjects().map((project) => [project.id, <ProjectCard key={project.id} project={project} />]))
  return (
    <>
      <PageBanner title="Our Projects" breadcrumb={breadcrumb} />
      <section className="section" aria-label="Projects">
        <div className="container">
          <ProjectListIntro projectCount={getProjects().length} />
          <Suspense
            fallback={
              <>
                <ProjectFilterLinks projectCount={getProjects().length} />
                <ProjectGrid projects={getProjectsPage(page)} />
                <ProjectPagination currentPage={page} pageCount={pageCount} />
              </>
            }
          >
            <ProjectExplorer entries={projects.map((entry) => ({ ...entry, card: cards.get(entry.id) }))} options={options} basePage={page} />
          </Suspense>
          <FacetBrowse />
        </div>
      </section>
    </>
  )
}
