import { SERVICE_MODELS } from './models'
import type { ElementKind, Lod, ModelElement, ServiceModel } from './types'

/** Elements per service and level: what each sample is made of, counted by hand from its file. */
const EXPECTED: Record<string, Partial<Record<Lod, Partial<Record<ElementKind, number>>>>> = {
  'structural-design': {
    200: { column: 4, beam: 3, slab: 1 },
    300: { column: 4, beam: 3, slab: 1 },
    350: { column: 4, beam: 3, slab: 1, zone: 8 },
  },
  'steel-detailing': {
    200: { column: 2, beam: 1, member: 2 },
    300: { column: 2, beam: 1, member: 2 },
    350: { column: 2, beam: 1, member: 2, zone: 5 },
    // Plates: 2 base, 2 fin, 3 gussets, 4 knife; bolts: 8 holding-down, 6 fin, 8 brace.
    400: { column: 2, beam: 1, member: 2, zone: 5, plate: 11, fastener: 22, weld: 11 },
  },
  'steel-connection-design': {
    300: { column: 1, beam: 1 },
    350: { column: 1, beam: 1, zone: 3 },
    // End plate and four stiffeners; eight M20 bolts; two flange, two web and four stiffener welds.
    400: { column: 1, beam: 1, zone: 3, plate: 5, fastener: 8, weld: 8 },
  },
  'rebar-detailing': {
    300: { column: 1, beam: 1, bar: 12 },
    350: { column: 1, beam: 1, bar: 12, zone: 3 },
    // Plus six starters, ten column links and ten beam links.
    400: { column: 1, beam: 1, bar: 38, zone: 3 },
  },
  'pre-engineering': {
    // Four tapered columns and rafters; eight purlins and four rods.
    200: { column: 4, beam: 4, member: 12 },
    300: { column: 4, beam: 4, member: 12 },
    350: { column: 4, beam: 4, member: 12, zone: 10 },
    // Plates: 4 base, 4 knee, 4 apex; bolts: 16 anchors, 24 knee, 8 apex.
    400: { column: 4, beam: 4, member: 12, zone: 10, plate: 12, fastener: 48, weld: 12 },
  },
  'bim-services': {
    200: { column: 4, beam: 3, duct: 2 },
    300: { column: 4, beam: 3, duct: 2 },
    350: { column: 4, beam: 3, duct: 2, zone: 4, 'clash-marker': 1 },
  },
}

const LEVELS: Record<string, Lod[]> = {
  'structural-design': [200, 300, 350],
  'steel-detailing': [200, 300, 350, 400],
  'steel-connection-design': [300, 350, 400],
  'rebar-detailing': [300, 350, 400],
  'pre-engineering': [200, 300, 350, 400],
  'bim-services': [200, 300, 350],
}

const countKinds = (elements: ModelElement[]) =>
  elements.reduce<Partial<Record<ElementKind, number>>>((counts, e) => ({ ...counts, [e.kind]: (counts[e.kind] ?? 0) + 1 }), {})

const kindsOf = (elements: ModelElement[]) => new Set(elements.map((e) => e.kind))

const byService = (id: string): ServiceModel => {
  const model = SERVICE_MODELS.find((m) => m.serviceId === id)
  if (!model) throw new Error(`no model for ${id}`)
  return model
}

describe('LOD sample models', () => {
  it('covers the six services with the levels each shows', () => {
    expect(Object.fromEntries(SERVICE_MODELS.map((m) => [m.serviceId, [...m.levels]]))).toEqual(LEVELS)
  })

  describe.each(Object.keys(LEVELS))('%s', (serviceId) => {
    const model = byService(serviceId)
    const built = model.levels.map((level) => ({ level, elements: model.build(level) }))

    it.each(model.levels.map((level) => [level]))('has the expected elements at LOD %i', (level) => {
      expect(countKinds(model.build(level))).toEqual(EXPECTED[serviceId]?.[level])
    })

    it('gives every element a unique id and a note for every level', () => {
      for (const { level, elements } of built) {
        expect(new Set(elements.map((e) => e.id)).size).toBe(elements.length)
        expect(model.levelNotes[level]?.length).toBeGreaterThan(40)
      }
    })

    it('keeps every element of a level at the next, introduced at the level it first appears', () => {
      built.forEach(({ level, elements }, i) => {
        const previous = new Set(i > 0 ? (built[i - 1]?.elements ?? []).map((e) => e.id) : [])
        for (const id of previous) expect(elements.map((e) => e.id)).toContain(id)
        for (const element of elements) {
          if (previous.has(element.id)) expect(element.lod).toBeLessThan(level)
          else expect(element.lod).toBe(level)
        }
      })
    })

    it('adds exactly the kinds each level stands for', () => {
      built.forEach(({ level, elements }, i) => {
        const before = i > 0 ? kindsOf(built[i - 1]?.elements ?? []) : new Set<ElementKind>()
        const added = [...kindsOf(elements)].filter((kind) => !before.has(kind)).sort()
        if (i === 0) return
        if (level === 300) expect(added).toEqual([])
        if (level === 350) expect(added).toEqual(serviceId === 'bim-services' ? ['clash-marker', 'zone'] : ['zone'])
        if (level === 400) {
          for (const kind of added) expect(['plate', 'fastener', 'weld', 'bar']).toContain(kind)
        }
      })
    })

    it('draws LOD 200 as generic boxes and true sections from LOD 300', () => {
      for (const { level, elements } of built) {
        const iSections = elements.filter((e) => e.shape.body.type === 'extrusion' && e.shape.body.profile.type === 'I')
        if (level === 200) {
          expect(iSections).toEqual([])
          for (const e of elements) expect(e.shape.body).toMatchObject({ type: 'extrusion', profile: { type: 'rectangle' } })
        }
        if (level >= 300 && ['steel-detailing', 'steel-connection-design', 'bim-services', 'structural-design'].includes(serviceId)) {
          expect(iSections.length).toBeGreaterThan(0)
        }
        if (level < 400) {
          for (const kind of ['plate', 'fastener', 'weld'] as const) expect(kindsOf(elements).has(kind)).toBe(false)
          for (const bar of elements.filter((e) => e.kind === 'bar')) expect(bar.properties).not.toHaveProperty('BarMark')
        }
      }
    })

    it('is built the same way every time', () => {
      for (const level of model.levels) expect(JSON.stringify(model.build(level))).toBe(JSON.stringify(model.build(level)))
    })
  })

  it('details the steel samples at LOD 400 with marked plates, bolts with holes, and welds', () => {
    for (const id of ['steel-detailing', 'steel-connection-design', 'pre-engineering']) {
      const elements = byService(id).build(400)
      const plates = elements.filter((e) => e.kind === 'plate')
      const bolts = elements.filter((e) => e.kind === 'fastener')
      expect(plates.every((p) => /^p\d+$/.test(p.mark))).toBe(true)
      expect(new Set(plates.map((p) => p.mark)).size).toBe(plates.length)
      // Every bolt passes through a plate with holes: at least as many holes as bolts.
      const holes = plates.reduce((sum, p) => sum + (p.shape.body.type === 'extrusion' && p.shape.body.profile.type === 'polygon' ? (p.shape.body.profile.holes?.length ?? 0) : 0), 0)
      expect(holes).toBeGreaterThanOrEqual(bolts.length)
      for (const b of bolts) expect(b.properties).toMatchObject({ NominalDiameter: expect.any(Number), NominalLength: expect.any(Number) })
      expect(bolts.every((b) => /^M2[04]x\d+$/.test(b.profile))).toBe(true)
    }
  })

  it('gives the rebar at LOD 400 bar marks, BS 8666 shape codes, bends and laps', () => {
    const elements = byService('rebar-detailing').build(400)
    const bars = elements.filter((e) => e.kind === 'bar')
    expect(new Set(bars.map((b) => b.mark))).toEqual(new Set(['01', '02', '03', '04', '05', '06']))
    expect(new Set(bars.map((b) => b.properties?.ShapeCode))).toEqual(new Set(['00', '11', '51']))
    for (const b of bars) {
      expect(b.properties?.BarMark).toBe(b.mark)
      expect(b.grade).toBe('B500B')
      expect(b.properties?.NominalDiameter).toBeGreaterThanOrEqual(0.008)
      expect(b.properties?.NominalDiameter).toBeLessThanOrEqual(0.025)
    }
    // Bent bars are swept meshes; the straight ones stay round extrusions.
    expect(bars.filter((b) => b.properties?.ShapeCode !== '00').every((b) => b.shape.body.type === 'mesh')).toBe(true)
    // Starters (02) reach above the column bars' foot by the 45-diameter lap.
    const starterTop = Math.max(...bars.filter((b) => b.mark === '02').map((b) => b.shape.mesh.positions.filter((_, i) => i % 3 === 2).reduce((a, z) => Math.max(a, z), -Infinity)))
    expect(starterTop).toBeGreaterThanOrEqual(45 * 0.02)
  })

  it('marks one clash in the BIM sample, where the branch duct meets the secondary beam', () => {
    const clashes = byService('bim-services')
      .build(350)
      .filter((e) => e.kind === 'clash-marker')
    expect(clashes).toHaveLength(1)
    expect(clashes[0]?.properties).toMatchObject({ Between: 'D2 / B3', Overlap: 0.073 })
  })
})
