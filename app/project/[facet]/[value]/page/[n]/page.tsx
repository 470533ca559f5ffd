import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { FacetListPage } from '@/components/projects/facet-list-page'
import { buildMetadata } from '@/lib/metadata'
import { facetPageMetadata, getFacetPages, isFacetKind, parseFacetPage } from '@/lib/projects/facets'

// Pages 2..N of a facet list are pre-rendered; page 1 lives at the facet's own path, and any
// other page number answers 404.
export const dynamicParams = false

export function generateStaticParams() {
  return getFacetPages()
    .filter((entry) => entry.page > 1)
    .map(({ kind, value, page }) => ({ facet: kind, value, n: String(page) }))
}

async function resolve(params: PageProps<'/project/[facet]/[value]/page/[n]'>['params']) {
  const { facet, value, n } = await params
  if (!isFacetKind(facet)) return undefined
  const page = parseFacetPage(facet, value, n)
  return page === undefined ? undefined : { kind: facet, value, page }
}

export async function generateMetadata({ params }: PageProps<'/project/[facet]/[value]/page/[n]'>): Promise<Metadata> {
  const found = await resolve(params)
  const fields = found && facetPageMetadata(found.kind, found.value, found.page)
  return fields ? buildMetadata(fields) : { title: 'Page not found' }
}

export default async function FacetPageN({ params }: PageProps<'/project/[facet]/[value]/page/[n]'>) {
  const found = await resolve(params)
  if (!found) notFound()
  return <FacetListPage kind={found.kind} value={found.value} page={found.page} />
}
