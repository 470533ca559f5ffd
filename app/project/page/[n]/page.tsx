import { notFound } from 'next/navigation'
import { ProjectListPage } from '@/components/projects/project-list-page'
import { getProjectPageCount, getProjectPagePath, parseProjectPage } from '@/lib/content'
import { buildMetadata } from '@/lib/metadata'

// Pages 2..N of the list are pre-rendered; page 1 lives at /project, and any other path is a 404.
export const dynamicParams = false

export function generateStaticParams() {
  return Array.from({ length: getProjectPageCount() - 1 }, (_, index) => ({ n: String(index + 2) }))
}

export async function generateMetadata({ params }: PageProps<'/project/page/[n]'>) {
  const { n } = await params
  const page = parseProjectPage(n) ?? 1
  return buildMetadata({
    title: `Projects, page ${page} of ${getProjectPageCount()}`,
    description: `Page ${page} of our portfolio of structural design, detailing, PEB and BIM projects in India, the U.S. and Guyana.`,
    path: getProjectPagePath(page),
  })
}

export default async function ProjectListPageN({ params }: PageProps<'/project/page/[n]'>) {
  const { n } = await params
  const page = parseProjectPage(n)
  if (page === undefined || page === 1) notFound()
  return <ProjectListPage page={page} />
}
