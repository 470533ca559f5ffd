import { schemaDays } from '@/lib/office-hours'
import { brand, SITE_URL } from '@/content/site'
import type { Office } from '@/content/types'

/** schema.org PostalAddress of an office. */
export function postalAddress(office: Office) {
  return {
    '@type': 'PostalAddress',
    streetAddress: office.streetAddress,
    addressLocality: office.city,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.country,
  }
}

/** schema.org Organization for the firm, with its four offices as LocalBusiness entries. */
export function buildOrganizationJsonLd() {
  const organizationId = `${SITE_URL}/#organization`
  return [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': organizationId,
      name: brand.name,
      url: SITE_URL,
      logo: `${SITE_URL}/icon.svg`,
      email: brand.email,
      telephone: brand.phones[0],
      foundingDate: String(brand.foundingYear),
      description: brand.description,
      address: {
        '@type': 'PostalAddress',
        streetAddress: brand.address.streetAddress,
        addressLocality: brand.address.locality,
        addressRegion: brand.address.region,
        postalCode: brand.address.postalCode,
        addressCountry: brand.address.country,
      },
      sameAs: brand.socials.map((social) => social.href),
    },
    ...brand.offices.map((office) => ({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      '@id': `${SITE_URL}/#office-${office.city.toLowerCase().replace(/\s+/g, '-')}`,
      name: `${brand.name}, ${office.city}`,
      parentOrganization: { '@id': organizationId },
      url: SITE_URL,
      email: office.email,
      telephone: office.telephone,
      hasMap: office.mapUrl,
      openingHoursSpecification: office.hours.map((entry) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: schemaDays(entry.days),
        opens: entry.opens,
        closes: entry.closes,
      })),
      address: postalAddress(office),
    })),
  ]
}

/** schema.org BreadcrumbList from (name, path) pairs. */
export function buildBreadcrumbJsonLd(items: readonly { name: string; path: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${SITE_URL}${item.path}`,
    })),
  }
}

/** schema.org CollectionPage whose ItemList names the pages it lists, numbered from `firstPosition`. */
export function buildCollectionPageJsonLd(page: {
  name: string
  description: string
  path: string
  items: readonly { name: string; path: string }[]
  firstPosition: number
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: `${SITE_URL}${page.path}`,
    mainEntity: {
      '@type': 'ItemList',
      itemListElement: page.items.map((item, index) => ({
        '@type': 'ListItem',
        position: page.firstPosition + index,
        name: item.name,
        url: `${SITE_URL}${item.path}`,
      })),
    },
  }
}
