import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CareerListing } from '@/components/career/career-listing'
import { filterMetadata, filterTitle, findFilter } from '@/lib/career-filter-page'
import { roleFilters } from '@/lib/careers'

// One page per discipline with open roles; any other answers 404.
export const dynamicParams = false

export function generateStaticParams() {
  return roleFilters('discipline', new Date()).map(({ filter }) => ({ discipline: filter.value }))
}

export async function generateMetadata({ params }: PageProps<'/career/discipline/[discipline]'>): Promise<Metadata> {
  const filter = findFilter('discipline', (await params).discipline, new Date())
  return filter ? filterMetadata(filter, new Date()) : { title: 'Page not found' }
}

export default async function CareerDisciplinePage({ params }: PageProps<'/career/discipline/[discipline]'>) {
  const filter = findFilter('discipline', (await params).discipline, new Date())
  if (!filter) notFound()
  return <CareerListing title={filterTitle(filter)} filter={filter} />
}
