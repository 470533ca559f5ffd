// Hand-made IFC text for the takeoff's tests and bench: one small frame written in IFC2X3 or IFC4,
// in metres, millimetres or feet, with every path the reader takes (profile, mapped item, boolean
// clipping, quantity set, material profile set, rebar data on its type). The figures it should give
// are in FRAME_FIGURES.

export type LengthUnit = 'm' | 'mm' | 'ft'
/** An area unit other than the length unit's square: Tekla and Revit write mm lengths with m² areas. */
export type AreaUnit = 'm2' | 'mm2' | 'ft2' | 'in2'
export type Schema = 'IFC2X3' | 'IFC4'

const METRES_PER_UNIT: Record<LengthUnit, number> = { m: 1, mm: 0.001, ft: 0.3048 }
const SQUARE_METRES_PER_UNIT: Record<AreaUnit, number> = { m2: 1, mm2: 1e-6, ft2: 0.09290304, in2: 0.00064516 }
const SQUARE_OF: Record<LengthUnit, AreaUnit> = { m: 'm2', mm: 'mm2', ft: 'ft2' }

/** STEP real: always with a decimal point. */
const real = (value: number) => {
  const text = String(Number(value.toPrecision(12)))
  if (text.includes('e')) return text.replace(/^(-?\d+)e/, '$1.E').replace('e', 'E')
  return text.includes('.') ? text : `${text}.`
}

/** IPE 300 (EN 10365 dimensions, m): A = 2·b·tf + (h − 2·tf)·tw + (4 − π)·r². */
export const IPE300 = { b: 0.15, h: 0.3, tw: 0.0071, tf: 0.0107, r: 0.015 }
export const IPE300_AREA = 2 * IPE300.b * IPE300.tf + (IPE300.h - 2 * IPE300.tf) * IPE300.tw + (4 - Math.PI) * IPE300.r ** 2
/** SHS 150×150×8 with inner and outer corner radii 8 and 16 mm. */
export const SHS = { x: 0.15, t: 0.008, ri: 0.008, ro: 0.016 }
export const SHS_AREA = SHS.x ** 2 - (SHS.x - 2 * SHS.t) ** 2 - (4 - Math.PI) * (SHS.ro ** 2 - SHS.ri ** 2)

/** What the hand-made frame holds, in metres and kilograms. */
export const FRAME_FIGURES = {
  storeys: [
    { name: 'Ground', elevation_m: 0 },
    { name: 'Level 1', elevation_m: 3.5 },
    { name: 'Level 2', elevation_m: 7 },
  ],
  /** Three IPE 300 beams of 6 m: as a profile, through a mapped item, and clipped by a half space. */
  ipe300: { count: 3, length_m: 18, mass_kg: IPE300_AREA * 18 * 7850 },
  /** Two SHS columns of 3.5 m. */
  shs: { count: 2, length_m: 7, mass_kg: SHS_AREA * 7 * 7850 },
  /** One beam whose quantity set says 5 m and 250 kg. */
  fromQuantities: { count: 1, length_m: 5, mass_kg: 250 },
  plate: { count: 1, mass_kg: 0.3 * 0.4 * 0.02 * 7850 },
  bolts: { diameter_mm: 20, length_mm: 60, count: 4 },
  rebar: { diameter_mm: 16, count: 2, length_m: 8.4, mass_kg: 201.06e-6 * 8.4 * 7850 },
  /** A 6 × 5 × 0.2 m slab (from its extrusion) and a footing whose quantity set says 1.5 m³. */
  concrete_m3: 7.5,
}

/** A fastener of the frame: its ObjectType and nominal size in metres. */
export type Fastener = { objectType: string; diameter: number; length: number }
const FRAME_BOLTS: Fastener[] = Array.from({ length: 4 }, () => ({ objectType: 'Bolt M20x60 8.8', diameter: 0.02, length: 0.06 }))

type Options = { schema?: Schema; unit?: LengthUnit; areaUnit?: AreaUnit; application?: string; fasteners?: Fastener[] }

/**
 * The hand-made frame. IFC4 adds a beam whose profile comes from IfcMaterialProfileSetUsage and
 * three Ø12 bars whose data sits on their IfcReinforcingBarType (IFC4_EXTRAS).
 */
export function frameIfc({ schema = 'IFC4', unit = 'm', areaUnit = SQUARE_OF[unit], application = 'Hand-made test frame', fasteners = FRAME_BOLTS }: Options = {}): string {
  const writer = stepWriter(schema, unit, application, areaUnit)
  const { add, len, placement, extrusion, body, product, relate } = writer
  const ifc4 = schema === 'IFC4'
  const tail = (ifc4Tail: string, ifc2x3Tail = '') => (ifc4 ? ifc4Tail : ifc2x3Tail)

  const storeys = FRAME_FIGURES.storeys.map((storey) => add(`IFCBUILDINGSTOREY(${writer.guid()},${writer.owner},'${storey.name}',$,$,${placement()},$,$,.ELEMENT.,${len(storey.elevation_m)})`))
  relate(`IFCRELAGGREGATES(${writer.guid()},${writer.owner},$,$,${writer.building},(${storeys.join(',')}))`)

  const ipe = () => add(`IFCISHAPEPROFILEDEF(.AREA.,'IPE300',${writer.origin2d()},${len(IPE300.b)},${len(IPE300.h)},${len(IPE300.tw)},${len(IPE300.tf)},${len(IPE300.r)}${tail(',$,$')})`)
  const beam = (name: string, representation: string) => product(`IFCBEAM`, name, 'IPE300', representation, tail(',.BEAM.'))
  const elements: string[] = []
  const steelMembers: string[] = []

  // As a profile extrusion.
  steelMembers.push(beam('B1', body('SweptSolid', extrusion(ipe(), 6))))
  // Through a mapped item.
  const mappedRepresentation = add(`IFCSHAPEREPRESENTATION(${writer.context},'Body','SweptSolid',(${extrusion(ipe(), 6)}))`)
  const map = add(`IFCREPRESENTATIONMAP(${writer.axis3()},${mappedRepresentation})`)
  const operator = add(`IFCCARTESIANTRANSFORMATIONOPERATOR3D($,$,${add('IFCCARTESIANPOINT((0.,0.,0.))')},1.,$)`)
  steelMembers.push(beam('B2', body('MappedRepresentation', add(`IFCMAPPEDITEM(${map},${operator})`))))
  // Clipped by a half space (a cut end): the gross length is the extrusion's.
  const plane = add(`IFCPLANE(${writer.axis3([0, 0, 5.9])})`)
  const halfSpace = add(`IFCHALFSPACESOLID(${plane},.F.)`)
  steelMembers.push(beam('B3', body('Clipping', add(`IFCBOOLEANCLIPPINGRESULT(.DIFFERENCE.,${extrusion(ipe(), 6)},${halfSpace})`))))
  // Columns with corner radii.
  for (const name of ['C1', 'C2']) {
    const shs = add(`IFCRECTANGLEHOLLOWPROFILEDEF(.AREA.,'SHS 150x150x8',${writer.origin2d()},${len(SHS.x)},${len(SHS.x)},${len(SHS.t)},${len(SHS.ri)},${len(SHS.ro)})`)
    steelMembers.push(product('IFCCOLUMN', name, 'SHS 150x150x8', body('SweptSolid', extrusion(shs, 3.5)), tail(',.COLUMN.')))
  }
  // A beam with its base quantities (a length and a net weight).
  const fromQuantities = beam('B4', body('SweptSolid', extrusion(ipe(), 5.2)))
  steelMembers.push(fromQuantities)
  const quantityTail = tail(',$')
  const quantities = [
    add(`IFCQUANTITYLENGTH('Length',$,$,${len(5)}${quantityTail})`),
    add(`IFCQUANTITYWEIGHT('NetWeight',$,$,250.${quantityTail})`),
  ]
  const elementQuantity = add(`IFCELEMENTQUANTITY(${writer.guid()},${writer.owner},'Qto_BeamBaseQuantities',$,$,(${quantities.join(',')}))`)
  relate(`IFCRELDEFINESBYPROPERTIES(${writer.guid()},${writer.owner},$,$,(${fromQuantities}),${elementQuantity})`)

  const plateProfile = add(`IFCRECTANGLEPROFILEDEF(.AREA.,'PL20x300x400',${writer.origin2d()},${len(0.3)},${len(0.4)})`)
  const plate = product('IFCPLATE', 'P1', 'PL20x300x400', body('SweptSolid', extrusion(plateProfile, 0.02)), tail(',.SHEET.'))
  steelMembers.push(plate)
  fasteners.forEach((fastener, index) => {
    elements.push(product('IFCMECHANICALFASTENER', `BO${index + 1}`, fastener.objectType, '$', `,${len(fastener.diameter)},${len(fastener.length)}${tail(',.BOLT.')}`))
  })
  for (const name of ['R1', 'R2']) {
    const area = real(201.06e-6 / writer.areaScale)
    elements.push(product('IFCREINFORCINGBAR', name, 'H16', '$', `,'B500B',${len(0.016)},${area},${len(4.2)}${tail(',.MAIN.,.TEXTURED.', ',.MAIN.,.TEXTURED.')}`))
  }

  const slabProfile = add(`IFCRECTANGLEPROFILEDEF(.AREA.,'Slab 200',${writer.origin2d()},${len(6)},${len(5)})`)
  const slab = product('IFCSLAB', 'S1', 'Slab 200', body('SweptSolid', extrusion(slabProfile, 0.2)), ',.FLOOR.')
  const footing = product('IFCFOOTING', 'F1', 'Pad footing', '$', tail(',.PAD_FOOTING.', ',.PAD_FOOTING.'))
  const footingVolume = add(`IFCQUANTITYVOLUME('NetVolume',$,$,${real(1.5 / writer.volumeScale)}${quantityTail})`)
  const footingQuantities = add(`IFCELEMENTQUANTITY(${writer.guid()},${writer.owner},'Qto_FootingBaseQuantities',$,$,(${footingVolume}))`)
  relate(`IFCRELDEFINESBYPROPERTIES(${writer.guid()},${writer.owner},$,$,(${footing}),${footingQuantities})`)

  const steelMaterial = add(`IFCMATERIAL('Steel S355'${tail(",$,'Steel'")})`)
  relate(`IFCRELASSOCIATESMATERIAL(${writer.guid()},${writer.owner},$,$,(${steelMembers.join(',')}),${steelMaterial})`)
  const concreteMaterial = add(`IFCMATERIAL('Concrete C30/37'${tail(",$,'Concrete'")})`)
  relate(`IFCRELASSOCIATESMATERIAL(${writer.guid()},${writer.owner},$,$,(${slab},${footing}),${concreteMaterial})`)

  if (ifc4) {
    // A beam whose profile comes from its material profile set usage; its body is a mapped extrusion.
    const usageProfile = ipe()
    const materialProfile = add(`IFCMATERIALPROFILE('IPE300',$,${steelMaterial},${usageProfile},$,$)`)
    const profileSet = add(`IFCMATERIALPROFILESET('IPE300',$,(${materialProfile}),$)`)
    const usage = add(`IFCMATERIALPROFILESETUSAGE(${profileSet},5,$)`)
    const innerRepresentation = add(`IFCSHAPEREPRESENTATION(${writer.context},'Body','SweptSolid',(${extrusion(usageProfile, 4)}))`)
    const usageMap = add(`IFCREPRESENTATIONMAP(${writer.axis3()},${innerRepresentation})`)
    const usageBeam = product('IFCBEAM', 'B5', $none, body('MappedRepresentation', add(`IFCMAPPEDITEM(${usageMap},${operator})`)), ',.BEAM.')
    relate(`IFCRELASSOCIATESMATERIAL(${writer.guid()},${writer.owner},$,$,(${usageBeam}),${usage})`)
    // Three bars with every attribute on their type.
    const bars = ['T1', 'T2', 'T3'].map((name) => product('IFCREINFORCINGBAR', name, $none, '$', ",$,$,$,$,.LIGATURE.,$"))
    const barType = add(`IFCREINFORCINGBARTYPE(${writer.guid()},$,'H12 link',$,$,$,$,$,$,.LIGATURE.,${len(0.012)},$,${len(3)},.TEXTURED.,$,$)`)
    relate(`IFCRELDEFINESBYTYPE(${writer.guid()},$,$,$,(${bars.join(',')}),${barType})`)
  }
  return writer.finish(storeys[0] ?? '$')
}

/** Placeholder for an absent ObjectType. */
const $none = '$'

/** What IFC4 adds to the frame. */
export const IFC4_EXTRAS = {
  usageBeam: { length_m: 4, mass_kg: IPE300_AREA * 4 * 7850 },
  typedRebar: { diameter_mm: 12, count: 3, length_m: 9, mass_kg: (Math.PI / 4) * 0.012 ** 2 * 9 * 7850 },
}

/** The line-by-line writer the test models share: header, units, project, site, building. */
function stepWriter(schema: Schema, unit: LengthUnit, application: string, area: AreaUnit = SQUARE_OF[unit]) {
  const lines: string[] = []
  const related: string[] = []
  const products: string[] = []
  let next = 1
  let guids = 0
  const add = (entity: string) => {
    const id = `#${next++}`
    lines.push(`${id}=${entity};`)
    return id
  }
  const scale = METRES_PER_UNIT[unit]
  const len = (metres: number) => real(metres / scale)
  const guid = () => `'${String(guids++).padStart(22, '0')}'`
  const ifc4 = schema === 'IFC4'

  const person = ifc4 ? '$' : add(`IFCPERSON($,'Tester',$,$,$,$,$,$)`)
  const organisation = ifc4 ? '$' : add(`IFCORGANIZATION($,'Tester',$,$,$)`)
  const owner = ifc4
    ? '$'
    : add(
        `IFCOWNERHISTORY(${add(`IFCPERSONANDORGANIZATION(${person},${organisation},$)`)},${add(`IFCAPPLICATION(${organisation},'','${application}','Tester')`)},$,.ADDED.,$,$,$,0)`,
      )
  const lengthUnit =
    unit === 'ft'
      ? add(`IFCCONVERSIONBASEDUNIT(${add('IFCDIMENSIONALEXPONENTS(1,0,0,0,0,0,0)')},.LENGTHUNIT.,'FOOT',${add(`IFCMEASUREWITHUNIT(IFCLENGTHMEASURE(0.3048),${add('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)')})`)})`)
      : add(`IFCSIUNIT(*,.LENGTHUNIT.,${unit === 'mm' ? '.MILLI.' : '$'},.METRE.)`)
  const areaUnit =
    area === 'ft2' || area === 'in2'
      ? add(`IFCCONVERSIONBASEDUNIT(${add('IFCDIMENSIONALEXPONENTS(2,0,0,0,0,0,0)')},.AREAUNIT.,'${area === 'ft2' ? 'SQUARE FOOT' : 'SQUARE INCH'}',${add(`IFCMEASUREWITHUNIT(IFCAREAMEASURE(${SQUARE_METRES_PER_UNIT[area]}),${add('IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)')})`)})`)
      : add(`IFCSIUNIT(*,.AREAUNIT.,${area === 'mm2' ? '.MILLI.' : '$'},.SQUARE_METRE.)`)
  const volumeUnit = add(`IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)`)
  const massUnit = add(`IFCSIUNIT(*,.MASSUNIT.,.KILO.,.GRAM.)`)
  const units = add(`IFCUNITASSIGNMENT((${lengthUnit},${areaUnit},${volumeUnit},${massUnit}))`)
  const point = (at: readonly number[]) => add(`IFCCARTESIANPOINT((${at.map(len).join(',')}))`)
  const axis3 = (at: readonly number[] = [0, 0, 0]) => add(`IFCAXIS2PLACEMENT3D(${point(at)},$,$)`)
  const origin2d = () => add(`IFCAXIS2PLACEMENT2D(${add('IFCCARTESIANPOINT((0.,0.))')},$)`)
  const context = add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${axis3()},$)`)
  const project = add(`IFCPROJECT(${guid()},${owner},'Takeoff test',$,$,$,$,(${context}),${units})`)
  const sitePlacement = add(`IFCLOCALPLACEMENT($,${axis3()})`)
  const site = add(`IFCSITE(${guid()},${owner},'Site',$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`)
  const buildingPlacement = add(`IFCLOCALPLACEMENT(${sitePlacement},${axis3()})`)
  const building = add(`IFCBUILDING(${guid()},${owner},'Building',$,$,${buildingPlacement},$,$,.ELEMENT.,$,$,$)`)
  related.push(`IFCRELAGGREGATES(${guid()},${owner},$,$,${project},(${site}))`, `IFCRELAGGREGATES(${guid()},${owner},$,$,${site},(${building}))`)
  const placement = () => add(`IFCLOCALPLACEMENT(${buildingPlacement},${axis3()})`)
  const extrusion = (profile: string, depth: number) => add(`IFCEXTRUDEDAREASOLID(${profile},${axis3()},${add('IFCDIRECTION((0.,0.,1.))')},${len(depth)})`)
  const body = (type: string, item: string) => add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${add(`IFCSHAPEREPRESENTATION(${context},'Body','${type}',(${item}))`)}))`)
  /** An element: entity, name, ObjectType (quoted unless '$'), representation ('$' for none) and the attributes after Tag. */
  const product = (entity: string, name: string, objectType: string, representation: string, rest: string) => {
    const type = objectType === '$' ? '$' : `'${objectType}'`
    const id = add(`${entity}(${guid()},${owner},'${name}',$,${type},${placement()},${representation},'${name}'${rest})`)
    products.push(id)
    return id
  }
  const relate = (entity: string) => related.push(entity)

  return {
    add,
    len,
    guid,
    owner,
    context,
    building,
    areaScale: SQUARE_METRES_PER_UNIT[area],
    volumeScale: 1,
    axis3,
    origin2d,
    placement,
    extrusion,
    body,
    product,
    relate,
    finish(container: string) {
      for (const entity of related) add(entity)
      add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${guid()},${owner},$,$,(${products.join(',')}),${container})`)
      const header = [
        'ISO-10303-21;',
        'HEADER;',
        "FILE_DESCRIPTION(('ViewDefinition [CoordinationView]'),'2;1');",
        `FILE_NAME('test.ifc','2026-01-01T00:00:00',('Tester'),('Tester'),'test writer','${application}','');`,
        `FILE_SCHEMA(('${schema}'));`,
        'ENDSEC;',
        'DATA;',
      ]
      return [...header, ...lines, 'ENDSEC;', 'END-ISO-10303-21;', ''].join('\n')
    },
  }
}
