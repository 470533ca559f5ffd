import { JsonLd } from '@/components/seo/json-ld'
import { PageBanner } from '@/components/ui/page-banner'
import { getServerEnv } from '@/lib/env'
import { filterLabel, filterPath, type RoleFilter } from '@/lib/careers'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { ApplicationSection } from './application-section'
import { BenefitsSection } from './benefits-section'
import { RolesSection } from './roles-section'

/** The careers page: all open roles at /career, or one office's or discipline's on its filter page. */
export function CareerListing({ title, filter }: { title: string; filter?: RoleFilter }) {
  // Read at build time (the page is static): the browser checks the same limit the server enforces.
  const { cvMaxBytes } = getServerEnv()
  const trail = [{ name: 'Home', path: '/' }, { name: 'Career', path: '/career' }]
  if (filter) trail.push({ name: filterLabel(filter), path: filterPath(filter) })
  return (
    <>
      <PageBanner title={title} breadcrumb={trail.slice(1).map((crumb) => ({ label: crumb.name, href: crumb.path }))} />
      <RolesSection filter={filter} />
      <BenefitsSection />
      <ApplicationSection cvMaxBytes={cvMaxBytes} />
      <JsonLd data={buildBreadcrumbJsonLd(trail)} />
    </>
  )
}
