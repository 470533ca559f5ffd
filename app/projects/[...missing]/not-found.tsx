import Link from 'next/link'
import { PageBanner } from '@/components/ui/page-banner'

export const metadata = { title: 'Project not found' }

/** An unknown project id: 404 with a way back to the portfolio. */
export default function ProjectNotFound() {
  return (
    <>
      <PageBanner title="Project not found" breadcrumb={[{ label: 'Projects', href: '/project' }, { label: 'Not found' }]} />
      <section className="section">
        <div className="container">
          <p>There is no project at this address. It may have been renumbered, or the link was mistyped.</p>
          <Link href="/project" className="button">
            See all projects
          </Link>
        </div>
      </section>
    </>
  )
}
