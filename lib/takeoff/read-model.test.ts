/**
 * @jest-environment node
 */
// The takeoff of real files with web-ifc: the six LOD samples against the generator's own model,
// and the hand-made frame for each path the reader takes, in IFC2X3 and IFC4, m, mm and ft.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { ifcEntityOf } from '@/scripts/build-steps/lod-models/ifc'
import { SERVICE_MODELS } from '@/scripts/build-steps/lod-models/models'
import type { Mesh, ModelElement, Profile } from '@/scripts/build-steps/lod-models/types'
import { takeoffInTests } from '@/scripts/test-models/takeoff-in-tests'
import { FRAME_FIGURES, IFC4_EXTRAS, IPE300_AREA, frameIfc, type LengthUnit, type Schema } from '@/scripts/test-models/ifc-frames'
import type { ModelSummary } from './types'

const ROOT = join(__dirname, '..', '..')
const takeoff = takeoffInTests()

// The exact figures, from the generator's own model (not from the IFC text): profile areas by
// formula, tessellated bodies by the divergence theorem.
function profileArea(profile: Profile): number {
  switch (profile.type) {
    case 'I':
      return 2 * profile.width * profile.flange + (profile.depth - 2 * profile.flange) * profile.web + (4 - Math.PI) * profile.fillet ** 2
    case 'rectangle':
      return profile.x * profile.y
    case 'rectangle-hollow':
      return profile.x * profile.y - (profile.x - 2 * profile.wall) * (profile.y - 2 * profile.wall)
    case 'circle':
      return Math.PI * profile.radius ** 2
    case 'polygon': {
      const shoelace = (loop: readonly (readonly [number, number])[]) =>
        Math.abs(loop.reduce((sum, [x1, y1], index) => {
          const [x2, y2] = loop[(index + 1) % loop.length] ?? [0, 0]
          return sum + x1 * y2 - x2 * y1
        }, 0)) / 2
      return shoelace(profile.outline) - (profile.holes ?? []).reduce((sum, hole) => sum + shoelace(hole), 0)
    }
  }
}

function meshVolume(mesh: Mesh): number {
  let volume = 0
  const at = (index: number) => [mesh.positions[index * 3] ?? 0, mesh.positions[index * 3 + 1] ?? 0, mesh.positions[index * 3 + 2] ?? 0]
  for (let t = 0; t < mesh.indices.length; t += 3) {
    const [a, b, c] = [at(mesh.indices[t] ?? 0), at(mesh.indices[t + 1] ?? 0), at(mesh.indices[t + 2] ?? 0)] as [number[], number[], number[]]
    volume += (a[0]! * (b[1]! * c[2]! - b[2]! * c[1]!) - a[1]! * (b[0]! * c[2]! - b[2]! * c[0]!) + a[2]! * (b[0]! * c[1]! - b[1]! * c[0]!)) / 6
  }
  return Math.abs(volume)
}

const volumeOf = (element: ModelElement) => (element.shape.body.type === 'extrusion' ? profileArea(element.shape.body.profile) * element.shape.body.depth : meshVolume(element.shape.mesh))
const isSteel = (element: ModelElement) => element.material.startsWith('Steel') && ['column', 'beam', 'member', 'plate'].includes(element.kind)

describe.each(SERVICE_MODELS.map((model) => [model.serviceId, model] as const))('the %s sample', (serviceId, model) => {
  const elements = model.build(model.levels[model.levels.length - 1] ?? 300)
  let summary: ModelSummary
  beforeAll(() => {
    summary = takeoff(new Uint8Array(readFileSync(join(ROOT, 'public', 'models', serviceId, `${serviceId}-sample.ifc`))))
  })

  it('counts every element the generator wrote, and reads the header, unit and storey', () => {
    const expected: Record<string, number> = {}
    for (const element of elements) expected[ifcEntityOf(element.kind)] = (expected[ifcEntityOf(element.kind)] ?? 0) + 1
    expect(Object.fromEntries(Object.entries(summary.counts).map(([name, count]) => [name.toUpperCase(), count]))).toEqual(expected)
    expect(summary).toMatchObject({ schema: 'IFC4', application: 'Stratum LOD sample generator', length_unit: 'm', storeys: [{ name: 'Level 0', elevation_m: 0 }] })
  })

  it('gives the steel mass within 1 % of the exact figure', () => {
    const exact = elements.filter(isSteel).reduce((sum, element) => sum + volumeOf(element) * 7850, 0)
    expect(summary.steel.mass_kg).toBeGreaterThanOrEqual(exact * 0.99)
    expect(summary.steel.mass_kg).toBeLessThanOrEqual(exact * 1.01)
    expect(summary.totals.steel_t).toBeCloseTo(exact / 1000, 1)
    const plates = elements.filter((element) => isSteel(element) && element.kind === 'plate')
    expect(summary.steel.plates.count).toBe(plates.length)
  })

  it('gives the rebar by diameter exactly', () => {
    const bars = elements.filter((element) => element.kind === 'bar')
    const byDiameter = new Map<number, { count: number; length: number; mass: number }>()
    for (const bar of bars) {
      const diameter = Math.round(Number(bar.properties?.NominalDiameter) * 1000)
      const length = Number(bar.properties?.BarLength)
      const row = byDiameter.get(diameter) ?? { count: 0, length: 0, mass: 0 }
      byDiameter.set(diameter, { count: row.count + 1, length: row.length + length, mass: row.mass + (Math.PI / 4) * (diameter / 1000) ** 2 * length * 7850 })
    }
    expect(summary.rebar.map((row) => row.diameter_mm).sort()).toEqual([...byDiameter.keys()].sort())
    for (const row of summary.rebar) {
      const expected = byDiameter.get(row.diameter_mm ?? 0)!
      expect(row.count).toBe(expected.count)
      expect(row.length_m).toBeCloseTo(expected.length, 3)
      expect(row.mass_kg).toBeCloseTo(expected.mass, 1)
    }
  })

  it('gives the concrete volume of the concrete elements', () => {
    const exact = elements.filter((element) => element.material === 'Concrete').reduce((sum, element) => sum + volumeOf(element), 0)
    expect(summary.concrete_m3).toBeCloseTo(exact, 3)
  })
})

describe('the samples in figures', () => {
  const read = (serviceId: string) => takeoff(new Uint8Array(readFileSync(join(ROOT, 'public', 'models', serviceId, `${serviceId}-sample.ifc`))))

  it('reads the structural-design frame: 9.632 m³ of concrete and two UB sizes from their profiles', () => {
    const summary = read('structural-design')
    expect(summary.concrete_m3).toBe(9.632)
    expect(summary.steel.members.map((row) => [row.profile, row.count, row.source])).toEqual([
      ['UB 457x191x67', 2, 'profile'],
      ['UB 305x165x40', 1, 'profile'],
    ])
  })

  it('reads the steel-detailing bay: the UB within 0.1 kg/m of its designation, bolts by size', () => {
    const summary = read('steel-detailing')
    const beam = summary.steel.members.find((row) => row.profile === 'UB 406x178x60')!
    expect(beam.mass_kg! / beam.length_m!).toBeCloseTo(60.07, 1)
    expect(summary.bolts).toEqual([
      { diameter_mm: 20, length_mm: 345, count: 8, size: 'M20x345', grade: '4.6' },
      { diameter_mm: 20, length_mm: 55, count: 8, size: 'M20x55', grade: '8.8' },
      { diameter_mm: 20, length_mm: 45, count: 6, size: 'M20x45', grade: '8.8' },
    ])
    expect(summary.steel.plates).toMatchObject({ count: 11, mass_kg: 105.3 })
    expect(summary.steel.plates.by_thickness.reduce((sum, row) => sum + row.count, 0)).toBe(11)
  })

  it('takes the tapered members of the pre-engineered frame from their bodies', () => {
    const sources = new Set(read('pre-engineering').steel.members.map((row) => `${row.profile.split(' ')[0]} ${row.source}`))
    expect(sources).toEqual(new Set(['Tapered geometry', 'Z200x2.0 profile', 'Rod profile']))
  })
})

describe('the hand-made frame', () => {
  const frame = (schema: Schema, unit: LengthUnit) => takeoff(new TextEncoder().encode(frameIfc({ schema, unit })))

  it.each([
    ['IFC4', 'm'],
    ['IFC4', 'mm'],
    ['IFC4', 'ft'],
    ['IFC2X3', 'm'],
    ['IFC2X3', 'mm'],
  ] as const)('reads every path in %s, %s', (schema, unit) => {
    const summary = frame(schema, unit)
    expect(summary.schema).toBe(schema)
    expect(summary.length_unit).toBe(unit)
    expect(summary.application).toBe('Hand-made test frame')
    expect(summary.storeys).toEqual(FRAME_FIGURES.storeys)
    // One row per profile and grade, on one basis: the beam whose quantity set gives 250 kg net is
    // weighed like the others, from its section (gross), and the row has no net mass of its own.
    const ipe = summary.steel.members.find((row) => row.profile === 'IPE300')!
    const extra = schema === 'IFC4' ? IFC4_EXTRAS.usageBeam : { length_m: 0, mass_kg: 0 }
    expect(summary.steel.members.filter((row) => row.profile === 'IPE300')).toHaveLength(1)
    expect(ipe).toMatchObject({ grade: 'S355', source: 'profile', basis: 'gross', net_mass_kg: null })
    expect(ipe.count).toBe(FRAME_FIGURES.ipe300.count + 1 + (schema === 'IFC4' ? 1 : 0))
    expect(ipe.length_m).toBeCloseTo(FRAME_FIGURES.ipe300.length_m + FRAME_FIGURES.fromQuantities.length_m + extra.length_m, 3)
    expect(ipe.mass_kg).toBeCloseTo(FRAME_FIGURES.ipe300.mass_kg + IPE300_AREA * FRAME_FIGURES.fromQuantities.length_m * 7850 + extra.mass_kg, 0)
    const shs = summary.steel.members.find((row) => row.profile === 'SHS 150x150x8')!
    expect([shs.count, shs.source]).toEqual([2, 'profile'])
    expect(shs.length_m).toBeCloseTo(FRAME_FIGURES.shs.length_m, 3)
    expect(shs.mass_kg).toBeCloseTo(FRAME_FIGURES.shs.mass_kg, 0)
    expect(summary.steel.plates.count).toBe(1)
    expect(summary.steel.plates.mass_kg).toBeCloseTo(FRAME_FIGURES.plate.mass_kg, 1)
    expect(summary.bolts).toEqual([{ ...FRAME_FIGURES.bolts, size: 'M20x60', grade: '8.8' }])
    const bar16 = summary.rebar.find((row) => row.diameter_mm === 16)!
    expect([bar16.count, bar16.length_m]).toEqual([FRAME_FIGURES.rebar.count, FRAME_FIGURES.rebar.length_m])
    expect(bar16.mass_kg).toBeCloseTo(FRAME_FIGURES.rebar.mass_kg, 1)
    expect(summary.concrete_m3).toBeCloseTo(FRAME_FIGURES.concrete_m3, 3)
  })

  it('gives the same figures in IFC2X3 and IFC4, in metres and millimetres', () => {
    const shared = (summary: ModelSummary) => ({ ...summary, schema: undefined, length_unit: undefined, units: undefined, findings: undefined })
    const ifc2x3 = shared(frame('IFC2X3', 'm'))
    expect(shared(frame('IFC2X3', 'mm'))).toEqual(ifc2x3)
    // IFC4's extras (a beam through IfcMaterialProfileSetUsage, bars typed by IfcReinforcingBarType) aside.
    const ifc4 = frame('IFC4', 'mm')
    const withoutExtras = {
      ...shared(ifc4),
      counts: { ...ifc4.counts, IfcBeam: ifc4.counts.IfcBeam! - 1, IfcReinforcingBar: ifc4.counts.IfcReinforcingBar! - 3 },
      rebar: ifc4.rebar.filter((row) => row.diameter_mm !== 12),
    }
    expect(withoutExtras.counts).toEqual(ifc2x3.counts)
    expect(withoutExtras.rebar).toEqual(ifc2x3.rebar)
    expect(withoutExtras.bolts).toEqual(ifc2x3.bolts)
    expect(withoutExtras.concrete_m3).toEqual(ifc2x3.concrete_m3)
    expect(withoutExtras.steel.plates).toEqual(ifc2x3.steel.plates)
  })

  // Tekla and Revit declare mm lengths with m² areas: a profile's area is a length², converted by
  // the length unit; a bar's CrossSectionArea is an area, converted by the area unit.
  it.each([
    ['mm', 'm2'],
    ['ft', 'in2'],
    ['m', 'mm2'],
  ] as const)('gives the same figures with lengths in %s and areas in %s as its single-unit twin', (unit, areaUnit) => {
    const mixed = takeoff(new TextEncoder().encode(frameIfc({ schema: 'IFC4', unit, areaUnit })))
    const twin = frame('IFC4', unit)
    expect(mixed.units).toMatchObject({ length: unit, area: areaUnit })
    expect(mixed.findings[0]).toMatchObject({ code: 'units_converted' })
    expect(mixed.findings[0]!.text).toContain(`areas in ${{ m2: 'm²', in2: 'in²', mm2: 'mm²' }[areaUnit]}`)
    const figures = (summary: ModelSummary) => ({ ...summary, units: undefined, findings: summary.findings.filter((finding) => finding.code !== 'units_converted') })
    expect(figures(mixed)).toEqual(figures(twin))
    expect(mixed.rebar.find((row) => row.diameter_mm === 16)!.mass_kg).toBeCloseTo(FRAME_FIGURES.rebar.mass_kg, 1)
  })

  it('gives imperial bolts in inches, lists shear studs apart and counts nuts and washers as neither', () => {
    const inch = 0.0254
    const fasteners = [
      ...Array.from({ length: 3 }, () => ({ objectType: 'A325N', diameter: 0.75 * inch, length: 2.25 * inch })),
      { objectType: 'Shear stud 3/4 x 4', diameter: 0.75 * inch, length: 4 * inch },
      { objectType: 'Heavy hex nut', diameter: 0.75 * inch, length: 0.75 * inch },
      { objectType: 'Hardened washer F436', diameter: 0.75 * inch, length: 0.125 * inch },
    ]
    const summary = takeoff(new TextEncoder().encode(frameIfc({ schema: 'IFC4', unit: 'ft', fasteners })))
    expect(summary.bolts).toEqual([{ diameter_mm: 19.05, length_mm: 57.2, count: 3, size: '3/4" x 2 1/4"', grade: 'A325N' }])
    expect(summary.studs).toEqual([{ diameter_mm: 19.05, length_mm: 101.6, count: 1, size: '3/4" x 4"' }])
    expect(summary.findings.map((finding) => finding.code)).toEqual(expect.arrayContaining(['studs', 'other_fasteners']))
  })

  it('reads IFC4 bars whose diameter and length sit on their type (IfcRelDefinesByType)', () => {
    const row = frame('IFC4', 'mm').rebar.find((entry) => entry.diameter_mm === 12)!
    expect([row.count, row.length_m]).toEqual([IFC4_EXTRAS.typedRebar.count, IFC4_EXTRAS.typedRebar.length_m])
    expect(row.mass_kg).toBeCloseTo(IFC4_EXTRAS.typedRebar.mass_kg, 1)
  })
})

describe('a grade only in the type\'s name', () => {
  it('is taken when the material says steel and no grade', () => {
    const frame = frameIfc({ schema: 'IFC4', unit: 'm' }).replaceAll("'Steel S355'", "'Steel'")
    const beam = /#(\d+)=IFCBEAM\('[^']*',[^,]*,'B1'/.exec(frame)?.[1]
    expect(beam).toBeDefined()
    const typed = frame.replace(
      /ENDSEC;\nEND-ISO-10303-21;\n$/,
      `#900001=IFCBEAMTYPE('${'t'.repeat(22)}',$,'IPE300 S275JR',$,$,$,$,$,$,.BEAM.);\n#900002=IFCRELDEFINESBYTYPE('${'r'.repeat(22)}',$,$,$,(#${beam}),#900001);\nENDSEC;\nEND-ISO-10303-21;\n`,
    )
    const rows = takeoff(new TextEncoder().encode(typed)).steel.members.filter((row) => row.profile === 'IPE300')
    expect(rows.map((row) => [row.grade, row.count])).toEqual([
      [null, 4],
      ['S275JR', 1],
    ])
  })
})

describe('a model with more profiles than a list holds', () => {
  it('lists 199 profiles and sums the rest into one row, the totals unchanged', () => {
    const frame = frameIfc({ schema: 'IFC4', unit: 'm' })
    const id = (pattern: RegExp) => `#${pattern.exec(frame)?.[1] ?? '1'}`
    const [context, axis, placement] = [id(/#(\d+)=IFCGEOMETRICREPRESENTATIONSUBCONTEXT|#(\d+)=IFCGEOMETRICREPRESENTATIONCONTEXT/), id(/#(\d+)=IFCAXIS2PLACEMENT3D/), id(/#(\d+)=IFCLOCALPLACEMENT\(#/)]
    const beams = Array.from({ length: 300 }, (_, index) => {
      const at = 900_000 + index * 10
      return [
        `#${at}=IFCRECTANGLEHOLLOWPROFILEDEF(.AREA.,'RHS ${index}',$,0.1,0.1,0.005,$,$);`,
        `#${at + 1}=IFCEXTRUDEDAREASOLID(#${at},${axis},#${at + 2},2.);`,
        `#${at + 2}=IFCDIRECTION((0.,0.,1.));`,
        `#${at + 3}=IFCPRODUCTDEFINITIONSHAPE($,$,(#${at + 4}));`,
        `#${at + 4}=IFCSHAPEREPRESENTATION(${context},'Body','SweptSolid',(#${at + 1}));`,
        `#${at + 5}=IFCMEMBER('${String(index).padStart(22, 'x')}',$,'M',$,$,${placement},#${at + 3},'M',.MEMBER.);`,
      ].join('\n')
    })
    const text = frame.replace(/ENDSEC;\nEND-ISO-10303-21;\n$/, `${beams.join('\n')}\nENDSEC;\nEND-ISO-10303-21;\n`)
    const summary = takeoff(new TextEncoder().encode(text))
    const members = summary.steel.members
    expect(members).toHaveLength(200)
    const rest = members.at(-1)!
    expect(rest).toMatchObject({ source: 'mixed' })
    expect(rest.profile).toMatch(/^\(\d+ more profiles\)$/)
    const perMember = (0.1 * 0.1 - 0.09 * 0.09) * 2 * 7850
    const listed = members.reduce((sum, row) => sum + row.count, 0)
    expect(listed).toBe(300 + 4 + 2 + 1)
    // The total is the sum of the rows as shown, each to 0.1 kg: 300 rows of 29.83 kg drift by 9 kg in 10 t.
    const exact = FRAME_FIGURES.ipe300.mass_kg + IFC4_EXTRAS.usageBeam.mass_kg + FRAME_FIGURES.shs.mass_kg + IPE300_AREA * 5 * 7850 + FRAME_FIGURES.plate.mass_kg + 300 * perMember
    expect(Math.abs(summary.steel.mass_kg! - exact) / exact).toBeLessThan(0.001)
    expect(summary.totals.steel_kg).toBeCloseTo(members.reduce((sum, row) => sum + (row.mass_kg ?? 0), 0) + summary.steel.plates.mass_kg!, 6)
  })
})
