import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { getServiceById } from '@/lib/content'
import { services } from './services'
import { SERVICE_IDS, type ImageAsset, type Service } from './types'

const publicFile = (src: string) => join(process.cwd(), 'public', src)

/** Every image a service record points at. */
function imagesOf(service: Service): ImageAsset[] {
  return [
    service.bgImage,
    service.image,
    service.contactImage,
    ...service.advantages.features.map((feature) => feature.image),
    ...service.industries.flatMap((industry) => (industry.image ? [industry.image] : [])),
  ]
}

const nonEmpty = (value: string) => value.trim().length > 0

// Three services have a fixed number of tabs; the others have 4 to 6.
const EXPECTED_TABS: Partial<Record<Service['id'], number>> = {
  'structural-design': 5,
  'steel-connection-design': 4,
  'rebar-detailing': 7,
}

const BIM_LABELS = [
  '3D modeling (architectural, structural, MEPF)',
  'PDF/CAD to BIM',
  'Scan to BIM',
  'LOD-specific modeling (LOD 100-500)',
  'BIM execution planning',
  'Clash detection and coordination',
  '4D time simulation',
  '5D cost and quantity take-off',
  '6D sustainability and energy analysis',
  'BIM-based shop drawings and fabrication models',
  'As-built modeling (LOD 500)',
  'Facility management integration',
]

describe('service records', () => {
  it('hold exactly the ids of SERVICE_IDS, once each and in menu order', () => {
    expect(services.map((service) => service.id)).toEqual([...SERVICE_IDS])
    expect(new Set(services.map((service) => service.id)).size).toBe(services.length)
  })

  it('are found by id through lib/content, and unknown ids are not', () => {
    for (const id of SERVICE_IDS) expect(getServiceById(id)?.id).toBe(id)
    expect(getServiceById('structural-designs')).toBeUndefined()
    expect(getServiceById('bim-modeling')).toBeUndefined()
  })

  describe.each(services.map((service) => [service.id, service] as const))('%s', (_id, service) => {
    it('fills every text field', () => {
      for (const text of [
        service.title,
        service.navLabel,
        service.metaTitle ?? '',
        service.metaDescription ?? '',
        service.heading,
        service.industriesTitle,
        service.industriesDescription,
        service.industriesBottomline,
        service.name,
        service.intro ?? '',
        service.advantages.text.title,
        service.advantages.text.description,
        service.contactSection.heading,
        service.contactSection.description,
      ]) {
        expect(nonEmpty(text)).toBe(true)
      }
      expect(service.description.length).toBeGreaterThanOrEqual(2)
      expect(service.description.every(nonEmpty)).toBe(true)
      expect(service.metaKeywords?.length ?? 0).toBeGreaterThanOrEqual(5)
      expect(service.accentColor).toMatch(/^#[0-9a-f]{6}$/i)
    })

    it('keeps the meta description within what search results show', () => {
      expect((service.metaDescription ?? '').length).toBeLessThanOrEqual(230)
    })

    it('has the right number of complete why-us tabs', () => {
      const { features } = service.advantages
      const expected = EXPECTED_TABS[service.id]
      if (expected !== undefined) expect(features).toHaveLength(expected)
      else {
        expect(features.length).toBeGreaterThanOrEqual(4)
        expect(features.length).toBeLessThanOrEqual(6)
      }
      for (const feature of features) {
        expect(nonEmpty(feature.title) && nonEmpty(feature.description)).toBe(true)
        expect(feature.subtext.length).toBeGreaterThanOrEqual(1)
        expect(feature.subtext.every(nonEmpty)).toBe(true)
      }
      expect(new Set(features.map((feature) => feature.title)).size).toBe(features.length)
    })

    it('lists five industries with titles and descriptions', () => {
      expect(service.industries).toHaveLength(5)
      for (const industry of service.industries) expect(nonEmpty(industry.title) && nonEmpty(industry.description)).toBe(true)
    })

    it('carries the 12 BIM labels on bim-services only', () => {
      if (service.id === 'bim-services') expect([...service.bimServices]).toEqual(BIM_LABELS)
      else expect(service.bimServices).toEqual([])
    })

    it('has three titled contact points', () => {
      expect(service.contactSection.points).toHaveLength(3)
      for (const point of service.contactSection.points) expect(nonEmpty(point.title) && nonEmpty(point.text)).toBe(true)
    })

    it('points only at images that exist in public/, with sizes and alt text where they carry meaning', () => {
      for (const image of imagesOf(service)) {
        expect(image.src).toMatch(/^\/images\/services\//)
        expect(existsSync(publicFile(image.src))).toBe(true)
        expect(image.width).toBeGreaterThan(0)
        expect(image.height).toBeGreaterThan(0)
      }
      for (const image of [service.image, service.contactImage, ...service.advantages.features.map((feature) => feature.image)]) {
        expect(nonEmpty(image.alt)).toBe(true)
      }
    })
  })

  it('leave the image off at least one industry, so the default icon is used somewhere', () => {
    expect(services.some((service) => service.industries.some((industry) => !industry.image))).toBe(true)
    expect(existsSync(publicFile('/images/services/industries/default.svg'))).toBe(true)
  })
})
