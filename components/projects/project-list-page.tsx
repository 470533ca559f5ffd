import { PageBanner } from '@/components/ui/page-banner'
import { getProjectPageCount, getProjectPagePath, getProjects, getProjectsPage } from '@/lib/content'
import { ProjectGrid } from './project-grid'
import { ProjectListIntro } from './project-list-intro'
import { ProjectPagination } from './project-pagination'

/** The portfolio list, shared by /project (page 1) and /project/page/N: banner, intro, cards, pages. */
export function ProjectListPage({ page }: { page: number }) {
  const pageCount = getProjectPageCount()
  const breadcrumb = page === 1 ? [{ label: 'Projects' }] : [{ label: 'Projects', href: getProjectPagePath(1) }, { label: `Page ${page}` }]
  return (
    <>
      <PageBanner title="Our Projects" breadcrumb={breadcrumb} />
      <section className="section" aria-label={`Projects, page ${page} of ${pageCount}`}>
        <div className="container">
          <ProjectListIntro projectCount={getProjects().length} />
          <ProjectGrid projects={getProjectsPage(page)} />
          <ProjectPagination currentPage={page} pageCount={pageCount} />
        </div>
      </section>
    </>
  )
}
