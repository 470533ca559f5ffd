import { services } from '@/content/services'
import { SITE_URL } from '@/content/site'
import { buildServiceJsonLd, buildServiceMetadata, serviceMetaFields } from './service-seo'

const service = services.find((entry) => entry.id === 'structural-design')!

describe('service metadata', () => {
  it('uses metaTitle, metaDescription and metaKeywords with a canonical path', () => {
    const metadata = buildServiceMetadata(service)
    expect(metadata.title).toBe(service.metaTitle)
    expect(metadata.description).toBe(service.metaDescription)
    expect(metadata.keywords).toEqual([...service.metaKeywords!])
    expect(metadata.alternates?.canonical).toBe('/services/structural-design')
  })

  it('falls back to the title, the first paragraph and generated keywords', () => {
    const bare = { ...service, metaTitle: undefined, metaDescription: undefined, metaKeywords: undefined }
    const fields = serviceMetaFields(bare)
    expect(fields.title).toBe(service.title)
    expect(fields.description).toBe(service.description[0])
    expect(fields.keywords).toContain(service.title)
  })
})

describe('service JSON-LD', () => {
  it('describes a Service provided by the organization, and its breadcrumb trail', () => {
    const [serviceLd, breadcrumb] = buildServiceJsonLd(service)
    expect(serviceLd['@type']).toBe('Service')
    expect(serviceLd.name).toBe(service.title)
    expect(serviceLd.provider).toEqual({ '@id': `${SITE_URL}/#organization` })
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['Home', 'Services', service.title])
    expect(breadcrumb.itemListElement[2]!.item).toBe(`${SITE_URL}/services/structural-design`)
  })
})
