import { PageBanner } from '@/components/ui/page-banner'
import { getProjectPagePath, getProjects } from '@/lib/content'
import { projectCardData } from './project-card-data'
import { getFilterData } from '@/lib/projects/facets'
import { FacetBrowse } from './facet-links'
import { ProjectExplorer } from './project-explorer'
import { ProjectFilterLinks } from './project-filter-links'
import { ProjectListIntro } from './project-list-intro'

/**
 * The portfolio list, shared by /project (page 1) and /project/page/N: banner, intro, filter bar,
 * cards, pages. The HTML holds the unfiltered page with facet links (what crawlers and visitors
 * without JavaScript get); the filter island takes over from it and reads the query.
 */
export function ProjectListPage({ page }: { page: number }) {
  const breadcrumb = page === 1 ? [{ label: 'Projects' }] : [{ label: 'Projects', href: getProjectPagePath(1) }, { label: `Page ${page}` }]
  const { projects, options } = getFilterData()
  const cards = new Map(getProjects().map((project) => [project.id, projectCardData(project)]))
  return (
    <>
      <PageBanner title="Our Projects" breadcrumb={breadcrumb} />
      <section className="section" aria-label="Projects">
        <div className="container">
          <ProjectListIntro projectCount={getProjects().length} />
          <ProjectExplorer
            entries={projects.map((entry) => ({ ...entry, card: cards.get(entry.id)! }))}
            options={options}
            basePage={page}
            linksBar={<ProjectFilterLinks projectCount={getProjects().length} />}
          />
          <FacetBrowse />
        </div>
      </section>
    </>
  )
}
