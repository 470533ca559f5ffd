import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LodSection } from '@/components/lod/lod-section'
import { ServiceProjects } from '@/components/projects/service-projects'
import { BimServicesGrid } from '@/components/services/bim-services-grid'
import { IndustriesSection } from '@/components/services/industries-section'
import { ServiceContact } from '@/components/services/service-contact'
import { ServiceOverview } from '@/components/services/service-overview'
import { buildServiceJsonLd, buildServiceMetadata, serviceBreadcrumb } from '@/components/services/service-seo'
import { WhyUs } from '@/components/services/why-us'
import { JsonLd } from '@/components/seo/json-ld'
import { PageBanner } from '@/components/ui/page-banner'
import { getServiceById, getServices } from '@/lib/content'

// Only the six built pages exist here. Any other id is rejected by the router before this
// segment renders, and routing moves on to ../[...unknown], which answers 'Service not found'.
export const dynamicParams = false

export function generateStaticParams() {
  return getServices().map((service) => ({ id: service.id }))
}

export async function generateMetadata({ params }: PageProps<'/services/[id]'>): Promise<Metadata> {
  const service = getServiceById((await params).id)
  return service ? buildServiceMetadata(service) : { title: 'Service not found' }
}

export default async function ServicePage({ params }: PageProps<'/services/[id]'>) {
  const service = getServiceById((await params).id)
  if (!service) notFound()

  return (
    <div style={{ '--service-accent': service.accentColor } as React.CSSProperties}>
      <PageBanner eyebrow="Services" title={service.title} breadcrumb={serviceBreadcrumb(service)} backgroundImage={service.bgImage.src} />
      <ServiceOverview service={service} />
      <LodSection service={service} />
      <BimServicesGrid labels={service.bimServices} />
      <WhyUs service={service} />
      <IndustriesSection service={service} />
      <ServiceProjects serviceId={service.id} />
      <ServiceContact service={service} />
      <JsonLd data={buildServiceJsonLd(service)} />
    </div>
  )
}
