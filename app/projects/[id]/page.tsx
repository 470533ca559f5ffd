import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { ProjectHeader } from '@/components/projects/project-header'
import { ProjectNeighbours } from '@/components/projects/project-neighbours'
import { ProjectOverview } from '@/components/projects/project-overview'
import { RelatedProjects } from '@/components/projects/related-projects'
import { JsonLd } from '@/components/seo/json-ld'
import type { Project } from '@/content/types'
import { getProjectById, getProjects } from '@/lib/content'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/metadata'

// All 45 pages are pre-rendered; any other id answers 404 with not-found.tsx beside this file.
export const dynamicParams = false

export function generateStaticParams() {
  return getProjects().map((project) => ({ id: project.id }))
}

/** A meta description of at most 160 characters: whole sentences where they fit, else cut at a word. */
function describe(project: Project): string {
  const text = `${project.title}, ${project.location}. ${project.details}`
  if (text.length <= 160) return text
  const sentenceEnd = text.lastIndexOf('. ', 159)
  if (sentenceEnd >= 100) return text.slice(0, sentenceEnd + 1)
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`
}

export async function generateMetadata({ params }: PageProps<'/projects/[id]'>): Promise<Metadata> {
  const { id } = await params
  const project = getProjectById(id)
  if (!project) return { title: 'Project not found' }
  const path = `/projects/${project.id}`
  return buildMetadata({
    title: `${project.title}, ${project.location}`,
    description: describe(project),
    path,
    // The project's own card, from opengraph-image.tsx beside this file.
    image: 'segment',
  })
}

export default async function ProjectDetailPage({ params }: PageProps<'/projects/[id]'>) {
  const { id } = await params
  const project = getProjectById(id)
  if (!project) notFound()
  return (
    <>
      <ProjectHeader project={project} />
      <ProjectOverview project={project} />
      <RelatedProjects project={project} />
      <ProjectNeighbours previous={getProjectById(String(Number(project.id) - 1))} next={getProjectById(String(Number(project.id) + 1))} />
      <JsonLd
        data={buildBreadcrumbJsonLd([
          { name: 'Home', path: '/' },
          { name: 'Projects', path: '/project' },
          { name: project.title, path: `/projects/${project.id}` },
        ])}
      />
    </>
  )
}
