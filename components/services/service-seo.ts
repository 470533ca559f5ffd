import type { Metadata } from 'next'
import { brand, SITE_URL } from '@/content/site'
import type { Service } from '@/content/types'
import { buildBreadcrumbJsonLd } from '@/lib/json-ld'
import { getServiceLod } from '@/lib/lod'
import { buildMetadata } from '@/lib/metadata'

/** The canonical path of a service page. */
export function servicePath(service: Pick<Service, 'id'>): string {
  return `/services/${service.id}`
}

/** Title, description and keywords, each falling back to what the record always has. */
export function serviceMetaFields(service: Service) {
  return {
    title: service.metaTitle ?? service.title,
    description: service.metaDescription ?? service.description[0] ?? brand.description,
    keywords: service.metaKeywords?.length
      ? service.metaKeywords
      : [service.title, ...service.bimServices, 'structural engineering', 'BIM services', brand.shortName],
  }
}

/** Page metadata: '<metaTitle> | <brand>' through the root title template, canonical URL, OG. */
export function buildServiceMetadata(service: Service): Metadata {
  return buildMetadata({ ...serviceMetaFields(service), path: servicePath(service), image: 'segment' })
}

/** The breadcrumb trail shown in the banner and described in JSON-LD. */
export function serviceBreadcrumb(service: Service) {
  return [
    { label: 'Services', href: '/services' },
    { label: service.title, href: servicePath(service) },
  ] as const
}

/**
 * The LOD table of the service page as an OfferCatalog: one Offer per level, with what the model
 * shows and what it is delivered as. No price: the page states none.
 */
export function buildLodOfferCatalog(service: Service) {
  const lod = getServiceLod(service.id)
  if (!lod) return undefined
  return {
    '@type': 'OfferCatalog',
    name: `${service.title}: levels of development`,
    itemListElement: lod.levels.map((entry) => ({
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: `${service.title} at LOD ${entry.level}`,
        description: `${entry.geometry} ${entry.information} Delivered as: ${entry.deliverables.join('; ')}.`,
      },
    })),
  } as const
}

/** schema.org Service (provided by the Organization of the root layout) and its BreadcrumbList. */
export function buildServiceJsonLd(service: Service) {
  const url = `${SITE_URL}${servicePath(service)}`
  const { description } = serviceMetaFields(service)
  const offers = service.bimServices.length > 0 ? service.bimServices : service.advantages.features.map((feature) => feature.title)
  const lodCatalog = buildLodOfferCatalog(service)
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      '@id': `${url}#service`,
      name: service.title,
      serviceType: service.title,
      description,
      url,
      image: `${SITE_URL}${service.image.src}`,
      provider: { '@id': `${SITE_URL}/#organization` },
      areaServed: [
        { '@type': 'Country', name: 'India' },
        { '@type': 'Country', name: 'United States' },
        { '@type': 'Place', name: 'Worldwide' },
      ],
      audience: service.industries.map((industry) => ({ '@type': 'BusinessAudience', audienceType: industry.title })),
      hasOfferCatalog: [
        {
          '@type': 'OfferCatalog',
          name: service.title,
          itemListElement: offers.map((name) => ({ '@type': 'Offer', itemOffered: { '@type': 'Service', name } })),
        },
        ...(lodCatalog ? [lodCatalog] : []),
      ],
    },
    buildBreadcrumbJsonLd([
      { name: 'Home', path: '/' },
      ...serviceBreadcrumb(service).map((crumb) => ({ name: crumb.label, path: crumb.href })),
    ]),
  ] as const
}
