import type { Project } from '@/content/types'
import { getRelatedProjects } from '@/lib/projects/facets'
import { ProjectGrid } from './project-grid'

/** Three projects sharing this one's sector or services, below the project's own page. */
export function RelatedProjects({ project }: { project: Project }) {
  const related = getRelatedProjects(project)
  if (related.length === 0) return null
  return (
    <section className="section section-alt" aria-labelledby="related-projects-heading">
      <div className="container">
        <h2 id="related-projects-heading">Related projects</h2>
        <ProjectGrid projects={related} reveal={false} />
      </div>
    </section>
  )
}
