import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { CareerListing } from '@/components/career/career-listing'
import { filterLabel, filterPath, matchesFilter, openRoles, roleFilters, type RoleFilter } from '@/lib/careers'
import { buildMetadata } from '@/lib/metadata'

// The two filter routes (/career/office/{id}, /career/discipline/{id}) share everything but the facet.

/** The filter a route segment names, if it has open roles at `now`; otherwise undefined (404). */
function findFilter(facet: RoleFilter['facet'], value: string, now: Date): RoleFilter | undefined {
  return roleFilters(facet, now).find((entry) => entry.filter.value === value)?.filter
}

/** 'Careers in Noida' or 'BIM careers'. */
function filterTitle(filter: RoleFilter): string {
  return filter.facet === 'office' ? `Careers in ${filterLabel(filter)}` : `${filterLabel(filter)} careers`
}

function filterMetadata(filter: RoleFilter, now: Date): Metadata {
  const titles = openRoles(now)
    .filter((role) => matchesFilter(role, filter))
    .map((role) => role.title)
  const label = filterLabel(filter)
  // 'BIM' stays in capitals; 'Structural design' reads 'structural design' mid-sentence.
  const where = filter.facet === 'office' ? `at our ${label} office` : `in our ${label === label.toUpperCase() ? label : label.toLowerCase()} team`
  return buildMetadata({
    title: filterTitle(filter),
    description: `Open roles ${where}: ${titles.join('; ')}. Experience, salary ranges where published, and how to apply.`,
    path: filterPath(filter),
  })
}

type Facet = RoleFilter['facet']
type Props<F extends Facet> = { params: Promise<Record<F, string>> }

/** What /career/office/[office] and /career/discipline/[discipline] export: one page per value with open roles. */
export function careerFilterRoute<F extends Facet>(facet: F) {
  const find = async ({ params }: Props<F>) => findFilter(facet, (await params)[facet], new Date())
  return {
    generateStaticParams: () => roleFilters(facet, new Date()).map(({ filter }) => ({ [facet]: filter.value }) as Record<F, string>),
    async generateMetadata(props: Props<F>): Promise<Metadata> {
      const filter = await find(props)
      return filter ? filterMetadata(filter, new Date()) : { title: 'Page not found' }
    },
    async Page(props: Props<F>) {
      const filter = await find(props)
      if (!filter) notFound()
      return <CareerListing title={filterTitle(filter)} filter={filter} />
    },
  }
}
