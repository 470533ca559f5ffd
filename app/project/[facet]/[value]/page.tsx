import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FacetListPage } from '@/components/projects/facet-list-page'
import { buildMetadata } from '@/lib/metadata'
import { facetPageMetadata, getFacetPages, getFacetText, isFacetKind } from '@/lib/projects/facets'

// One pre-rendered page per facet value a project has (/project/service/steel-detailing); any
// other kind or value answers 404.
export const dynamicParams = false

export function generateStaticParams() {
  return getFacetPages()
    .filter((entry) => entry.page === 1)
    .map(({ kind, value }) => ({ facet: kind, value }))
}

export async function generateMetadata({ params }: PageProps<'/project/[facet]/[value]'>): Promise<Metadata> {
  const { facet, value } = await params
  const fields = isFacetKind(facet) ? facetPageMetadata(facet, value, 1) : undefined
  return fields ? buildMetadata(fields) : { title: 'Page not found' }
}

export default async function FacetPage({ params }: PageProps<'/project/[facet]/[value]'>) {
  const { facet, value } = await params
  if (!isFacetKind(facet) || !getFacetText(facet, value)) notFound()
  return <FacetListPage kind={facet} value={value} page={1} />
}
