import { AToZIndex } from '@/components/search/a-z-index'
import { PageBanner } from '@/components/ui/page-banner'
import { getProjects, getServices } from '@/lib/content'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata({
  title: 'A–Z index of services and projects',
  description: `All ${getServices().length} services and ${getProjects().length} projects in alphabetical order: structural design, detailing, PEB and BIM work in India, the U.S. and Guyana.`,
  path: '/search',
})

/** Where the header's search leads without JavaScript; with it, the search dialog opens over any page. */
export default function SearchPage() {
  return (
    <>
      <PageBanner title="A–Z index" breadcrumb={[{ label: 'A–Z index' }]} />
      <section className="section">
        <div className="container">
          <p>
            Every service and project on this site, in alphabetical order. To search instead, use the search button in the header or press
            Ctrl K (⌘ K on a Mac) on any page.
          </p>
          <AToZIndex />
        </div>
      </section>
    </>
  )
}
