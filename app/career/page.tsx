import { ApplicationSection } from '@/components/career/application-section'
import { BenefitsSection } from '@/components/career/benefits-section'
import { JsonLd } from '@/components/seo/json-ld'
import { PageBanner } from '@/components/ui/page-banner'
import { careerPage } from '@/content/career'
import { getServerEnv } from '@/lib/env'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { buildMetadata } from '@/lib/metadata'

export const metadata = buildMetadata({ title: careerPage.metaTitle, description: careerPage.metaDescription, path: '/career' })

export default function CareerPage() {
  // Read at build time (the page is static): the browser checks the same limit the server enforces.
  const { cvMaxBytes } = getServerEnv()
  return (
    <>
      <PageBanner title="Career" breadcrumb={[{ label: 'Career' }]} />
      <BenefitsSection />
      <ApplicationSection cvMaxBytes={cvMaxBytes} />
      <JsonLd data={buildBreadcrumbJsonLd([{ name: 'Home', path: '/' }, { name: 'Career', path: '/career' }])} />
    </>
  )
}
