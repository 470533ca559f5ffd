import { ProjectListPage } from '@/components/projects/project-list-page'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata({
  title: 'Projects',
  description:
    'Portfolio of structural design, steel and rebar detailing, PEB and BIM projects: steel plants, warehouses, high-rises, bridges, hospitals and data centres in India, the U.S. and Guyana.',
  path: '/project',
})

export default function ProjectsPage() {
  return <ProjectListPage page={1} />
}
