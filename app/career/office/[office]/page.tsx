import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CareerListing } from '@/components/career/career-listing'
import { filterMetadata, filterTitle, findFilter } from '@/lib/career-filter-page'
import { roleFilters } from '@/lib/careers'

// One page per office with open roles; any other office answers 404.
export const dynamicParams = false

export function generateStaticParams() {
  return roleFilters('office', new Date()).map(({ filter }) => ({ office: filter.value }))
}

export async function generateMetadata({ params }: PageProps<'/career/office/[office]'>): Promise<Metadata> {
  const filter = findFilter('office', (await params).office, new Date())
  return filter ? filterMetadata(filter, new Date()) : { title: 'Page not found' }
}

export default async function CareerOfficePage({ params }: PageProps<'/career/office/[office]'>) {
  const filter = findFilter('office', (await params).office, new Date())
  if (!filter) notFound()
  return <CareerListing title={filterTitle(filter)} filter={filter} />
}
