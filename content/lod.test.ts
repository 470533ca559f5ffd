import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { buildLodOfferCatalog, buildServiceJsonLd } from '@/components/services/service-seo'
import { formatKilobytes, getServiceLod, lodModelManifest } from '@/lib/lod'
import { BIMFORUM_LOD_URL, serviceLods } from './lod'
import { services } from './services'
import { SERVICE_IDS, type LodLevel } from './types'

const publicFile = (src: string) => join(process.cwd(), 'public', src)
const nonEmpty = (value: string) => value.trim().length > 0

// The levels each service's sample is modelled at: the model generator builds exactly these.
const EXPECTED_LEVELS: Record<(typeof SERVICE_IDS)[number], LodLevel[]> = {
  'steel-connection-design': ['300', '350', '400'],
  'steel-detailing': ['200', '300', '350', '400'],
  'rebar-detailing': ['300', '350', '400'],
  'pre-engineering': ['200', '300', '350', '400'],
  'structural-design': ['200', '300', '350'],
  'bim-services': ['200', '300', '350'],
}

describe('LOD content (content/lod.ts)', () => {
  it('has one entry per service, and no other', () => {
    expect(serviceLods.map((entry) => entry.serviceId).sort()).toEqual([...SERVICE_IDS].sort())
  })

  it.each(SERVICE_IDS)('%s delivers the agreed levels, lowest first, each with a model in the manifest', (serviceId) => {
    const lod = getServiceLod(serviceId)!
    const levels = lod.levels.map((entry) => entry.level)
    expect(levels).toEqual(EXPECTED_LEVELS[serviceId])
    expect(Object.keys(lodModelManifest[serviceId].levels).sort()).toEqual([...levels].sort())
  })

  it.each(SERVICE_IDS)('%s: every level has every field filled in', (serviceId) => {
    const lod = getServiceLod(serviceId)!
    expect(nonEmpty(lod.heading)).toBe(true)
    expect(lod.intro.length).toBeGreaterThan(0)
    expect(lod.intro.every(nonEmpty)).toBe(true)
    expect(nonEmpty(lod.modelName)).toBe(true)
    expect(nonEmpty(lod.drawingAlt)).toBe(true)
    for (const entry of lod.levels) {
      expect([entry.level, nonEmpty(entry.geometry), nonEmpty(entry.information), nonEmpty(entry.modelShows)]).toEqual([entry.level, true, true, true])
      expect(entry.deliverables.length).toBeGreaterThan(0)
      expect(entry.deliverables.every(nonEmpty)).toBe(true)
      expect(entry.software.length).toBeGreaterThan(0)
      expect(entry.software.every(nonEmpty)).toBe(true)
      // The viewer's live line is one sentence.
      expect(entry.modelShows).toMatch(/^[^.]+\.$/)
    }
  })

  it.each(SERVICE_IDS)('%s: the GLBs, the IFC and the drawing the manifest lists are in public/ at their stated sizes', (serviceId) => {
    const models = lodModelManifest[serviceId]
    for (const file of Object.values(models.levels)) {
      expect(file.src).toMatch(new RegExp(`^/models/${serviceId}/lod-\\d{3}\\.glb$`))
      expect(statSync(publicFile(file.src)).size).toBe(file.bytes)
    }
    expect(models.ifc.src).toMatch(/\.ifc$/)
    expect(statSync(publicFile(models.ifc.src)).size).toBe(models.ifc.bytes)
    expect(nonEmpty(models.ifc.fileName)).toBe(true)
    expect(existsSync(publicFile(models.drawing.src))).toBe(true)
    expect(models.drawing.width).toBeGreaterThan(0)
    expect(models.drawing.height).toBeGreaterThan(0)
  })

  it('links the BIMForum specification rather than quoting it', () => {
    expect(BIMFORUM_LOD_URL).toBe('https://bimforum.org/resource/lod-level-of-development-lod-specification/')
    const text = JSON.stringify(serviceLods)
    // The specification's own element-table wording, which the firm's text must not reuse.
    expect(text).not.toMatch(/graphically represented within the Model as a specific system/i)
  })

  it('states a download size in KB', () => {
    expect(formatKilobytes(100)).toBe('1 KB')
    expect(formatKilobytes(20_480)).toBe('20 KB')
    expect(formatKilobytes(21_000)).toBe('21 KB')
  })
})

describe('LOD offer catalogue in the service JSON-LD', () => {
  it.each(services.map((service) => [service.id, service] as const))('%s: one Offer per table row, same levels and order, no price', (_id, service) => {
    const lod = getServiceLod(service.id)!
    const [serviceLd] = buildServiceJsonLd(service)
    const catalogues = serviceLd.hasOfferCatalog
    const catalogue = buildLodOfferCatalog(service)!
    expect(catalogues).toContainEqual(catalogue)
    expect(catalogue['@type']).toBe('OfferCatalog')
    expect(catalogue.itemListElement.map((offer) => offer.itemOffered.name)).toEqual(lod.levels.map((entry) => `${service.title} at LOD ${entry.level}`))
    catalogue.itemListElement.forEach((offer, index) => {
      const entry = lod.levels[index]!
      expect(offer['@type']).toBe('Offer')
      expect(offer.itemOffered['@type']).toBe('Service')
      expect(offer.itemOffered.description).toContain(entry.geometry)
      for (const deliverable of entry.deliverables) expect(offer.itemOffered.description).toContain(deliverable)
      expect(offer).not.toHaveProperty('price')
    })
  })
})
