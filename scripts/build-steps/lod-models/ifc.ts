// The neutral model as an IFC4 file (ISO 10303-21 STEP text), written line by line. Deterministic:
// GlobalIds are derived from element ids and the header carries a fixed timestamp.
import { createHash } from 'node:crypto'
import { FINISHES, finishOf } from './glb'
import { placementAxes } from './geometry'
import type { ElementKind, ModelElement, Profile, PropertyValue, Vec3 } from './types'

const GUID_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz_$'

/** IFC's 22-character GlobalId of a 128-bit hash of `seed`. */
export function ifcGuid(seed: string): string {
  const bytes = createHash('md5').update(seed).digest()
  let value = BigInt(`0x${bytes.toString('hex')}`)
  const chars: string[] = []
  for (let i = 0; i < 22; i++) {
    chars.unshift(GUID_ALPHABET[Number(value & BigInt(63))] ?? '0')
    value >>= BigInt(6)
  }
  return chars.join('')
}

/** A STEP real: always with a decimal point; lengths to 0.01 mm, small values (areas) to 6 digits. */
export function real(n: number): string {
  if (Math.abs(n) < 1e-9) return '0.'
  const r = Math.abs(n) < 0.01 ? Number(n.toPrecision(6)) : Math.round(n * 1e5) / 1e5
  if (r === 0) return '0.'
  const s = String(r)
  if (s.includes('e')) return s.replace('e', 'E').replace(/^(-?\d+)E/, '$1.E')
  return s.includes('.') ? s : `${s}.`
}

/** A STEP string: apostrophes doubled, anything beyond ASCII written as \X2\ hex. */
export function str(s: string): string {
  const escaped = [...s]
    .map((ch) => {
      const code = ch.codePointAt(0) ?? 0
      if (ch === "'") return "''"
      if (ch === '\\') return '\\\\'
      if (code < 0x20 || code > 0x7e) return `\\X2\\${code.toString(16).toUpperCase().padStart(4, '0')}\\X0\\`
      return ch
    })
    .join('')
  return `'${escaped}'`
}

const ENTITY: Record<ElementKind, string> = {
  column: 'IFCCOLUMN',
  beam: 'IFCBEAM',
  member: 'IFCMEMBER',
  plate: 'IFCPLATE',
  fastener: 'IFCMECHANICALFASTENER',
  weld: 'IFCFASTENER',
  bar: 'IFCREINFORCINGBAR',
  slab: 'IFCSLAB',
  duct: 'IFCDUCTSEGMENT',
  'clash-marker': 'IFCBUILDINGELEMENTPROXY',
  zone: 'IFCBUILDINGELEMENTPROXY',
}

const DEFAULT_PREDEFINED: Record<ElementKind, string> = {
  column: 'COLUMN',
  beam: 'BEAM',
  member: 'MEMBER',
  plate: 'NOTDEFINED',
  fastener: 'BOLT',
  weld: 'WELD',
  bar: 'MAIN',
  slab: 'FLOOR',
  duct: 'RIGIDSEGMENT',
  'clash-marker': 'USERDEFINED',
  zone: 'USERDEFINED',
}

/** The IFC entity an element is written as. */
export const ifcEntityOf = (kind: ElementKind): string => ENTITY[kind]

export interface IfcMeta {
  serviceId: string
  projectName: string
  description: string
}

export const IFC_TIMESTAMP = '2026-01-01T00:00:00'

export function writeIfc(elements: ModelElement[], meta: IfcMeta): string {
  const lines: string[] = []
  let next = 1
  const add = (entity: string): string => {
    const id = `#${next++}`
    lines.push(`${id}=${entity};`)
    return id
  }
  const guid = (what: string) => str(ifcGuid(`${meta.serviceId}/${what}`))
  const point = (p: Vec3) => add(`IFCCARTESIANPOINT((${p.map(real).join(',')}))`)
  const direction = (d: Vec3) => add(`IFCDIRECTION((${d.map(real).join(',')}))`)
  const axis3 = (origin: Vec3, z?: Vec3, x?: Vec3) =>
    add(`IFCAXIS2PLACEMENT3D(${point(origin)},${z ? direction(z) : '$'},${x ? direction(x) : '$'})`)
  const origin2d = () => add(`IFCAXIS2PLACEMENT2D(${add('IFCCARTESIANPOINT((0.,0.))')},$)`)

  // Units, context, project.
  const units = [
    add('IFCSIUNIT(*,.LENGTHUNIT.,$,.METRE.)'),
    add('IFCSIUNIT(*,.AREAUNIT.,$,.SQUARE_METRE.)'),
    add('IFCSIUNIT(*,.VOLUMEUNIT.,$,.CUBIC_METRE.)'),
    add('IFCSIUNIT(*,.PLANEANGLEUNIT.,$,.RADIAN.)'),
  ]
  const unitAssignment = add(`IFCUNITASSIGNMENT((${units.join(',')}))`)
  const context = add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${axis3([0, 0, 0])},$)`)
  const body = add(`IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`)
  const project = add(
    `IFCPROJECT(${guid('project')},$,${str(meta.projectName)},${str(meta.description)},$,$,$,(${context}),${unitAssignment})`,
  )

  // Spatial structure: site, building, storey, each placed at the origin.
  const sitePlacement = add(`IFCLOCALPLACEMENT($,${axis3([0, 0, 0])})`)
  const site = add(`IFCSITE(${guid('site')},$,'Site',$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`)
  const buildingPlacement = add(`IFCLOCALPLACEMENT(${sitePlacement},${axis3([0, 0, 0])})`)
  const building = add(`IFCBUILDING(${guid('building')},$,'Sample',$,$,${buildingPlacement},$,$,.ELEMENT.,$,$,$)`)
  const storeyPlacement = add(`IFCLOCALPLACEMENT(${buildingPlacement},${axis3([0, 0, 0])})`)
  const storey = add(`IFCBUILDINGSTOREY(${guid('storey')},$,'Level 0',$,$,${storeyPlacement},$,$,.ELEMENT.,0.)`)
  add(`IFCRELAGGREGATES(${guid('aggregates/project')},$,$,$,${project},(${site}))`)
  add(`IFCRELAGGREGATES(${guid('aggregates/site')},$,$,$,${site},(${building}))`)
  add(`IFCRELAGGREGATES(${guid('aggregates/building')},$,$,$,${building},(${storey}))`)

  // One surface style per finish, so viewers show the same colours as the GLB.
  const styles = new Map<string, string>()
  const styleFor = (element: ModelElement): string => {
    const finish = finishOf(element)
    const existing = styles.get(finish)
    if (existing) return existing
    const spec = FINISHES[finish]
    const rgb = [1, 3, 5].map((i) => parseInt(spec.colour.slice(i, i + 2), 16) / 255)
    const colour = add(`IFCCOLOURRGB($,${rgb.map(real).join(',')})`)
    const shading = add(`IFCSURFACESTYLESHADING(${colour},${real(1 - spec.opacity)})`)
    const style = add(`IFCSURFACESTYLE(${str(finish)},.BOTH.,(${shading}))`)
    styles.set(finish, style)
    return style
  }

  const profileDef = (profile: Profile): string => {
    switch (profile.type) {
      case 'I':
        return add(
          `IFCISHAPEPROFILEDEF(.AREA.,${str(profile.name)},${origin2d()},${[profile.width, profile.depth, profile.web, profile.flange, profile.fillet].map(real).join(',')},$,$)`,
        )
      case 'rectangle':
        return add(`IFCRECTANGLEPROFILEDEF(.AREA.,${str(profile.name)},${origin2d()},${real(profile.x)},${real(profile.y)})`)
      case 'rectangle-hollow':
        return add(
          `IFCRECTANGLEHOLLOWPROFILEDEF(.AREA.,${str(profile.name)},${origin2d()},${real(profile.x)},${real(profile.y)},${real(profile.wall)},$,$)`,
        )
      case 'circle':
        return add(`IFCCIRCLEPROFILEDEF(.AREA.,${str(profile.name)},${origin2d()},${real(profile.radius)})`)
      case 'polygon': {
        const polyline = (loop: readonly (readonly [number, number])[]) => {
          const pts = [...loop, loop[0] ?? [0, 0]].map((p) => `(${real(p[0])},${real(p[1])})`)
          return add(`IFCINDEXEDPOLYCURVE(${add(`IFCCARTESIANPOINTLIST2D((${pts.join(',')}))`)},$,.F.)`)
        }
        const outer = polyline(profile.outline)
        if (!profile.holes?.length) return add(`IFCARBITRARYCLOSEDPROFILEDEF(.AREA.,${str(profile.name)},${outer})`)
        const inner = profile.holes.map(polyline)
        return add(`IFCARBITRARYPROFILEDEFWITHVOIDS(.AREA.,${str(profile.name)},${outer},(${inner.join(',')}))`)
      }
    }
  }

  const bodyItem = (element: ModelElement): { item: string; type: string } => {
    const shape = element.shape
    if (shape.body.type === 'extrusion') {
      const solid = add(
        `IFCEXTRUDEDAREASOLID(${profileDef(shape.body.profile)},${axis3([0, 0, 0])},${direction([0, 0, 1])},${real(shape.body.depth)})`,
      )
      return { item: solid, type: 'SweptSolid' }
    }
    const { positions, indices } = shape.mesh
    const coords: string[] = []
    for (let i = 0; i < positions.length; i += 3) {
      coords.push(`(${real(positions[i] ?? 0)},${real(positions[i + 1] ?? 0)},${real(positions[i + 2] ?? 0)})`)
    }
    const triangles: string[] = []
    for (let i = 0; i < indices.length; i += 3) {
      triangles.push(`(${(indices[i] ?? 0) + 1},${(indices[i + 1] ?? 0) + 1},${(indices[i + 2] ?? 0) + 1})`)
    }
    const list = add(`IFCCARTESIANPOINTLIST3D((${coords.join(',')}))`)
    const faceSet = add(`IFCTRIANGULATEDFACESET(${list},$,.T.,(${triangles.join(',')}),$)`)
    return { item: faceSet, type: 'Tessellation' }
  }

  const products: string[] = []
  const byMaterial = new Map<string, string[]>()
  for (const element of elements) {
    const [x, , z] = placementAxes(element.placement)
    const placement = add(`IFCLOCALPLACEMENT(${storeyPlacement},${axis3(element.placement.origin, z, x)})`)
    const { item, type } = bodyItem(element)
    add(`IFCSTYLEDITEM(${item},(${styleFor(element)}),$)`)
    const representation = add(`IFCSHAPEREPRESENTATION(${body},'Body',${str(type)},(${item}))`)
    const shape = add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${representation}))`)
    const kind = element.kind
    const predefined = `.${element.predefinedType ?? DEFAULT_PREDEFINED[kind]}.`
    const common = `${guid(`element/${element.id}`)},$,${str(element.mark)},${str(element.description)},${str(element.profile)},${placement},${shape},${str(element.mark)}`
    let product: string
    if (kind === 'fastener') {
      const diameter = element.properties?.NominalDiameter
      const len = element.properties?.NominalLength
      product = add(
        `${ENTITY[kind]}(${common},${typeof diameter === 'number' ? real(diameter) : '$'},${typeof len === 'number' ? real(len) : '$'},${predefined})`,
      )
    } else if (kind === 'bar') {
      const diameter = element.properties?.NominalDiameter
      const len = element.properties?.BarLength
      const d = typeof diameter === 'number' ? diameter : 0
      product = add(
        `${ENTITY[kind]}(${common},${str(element.grade)},${real(d)},${real((Math.PI * d * d) / 4)},${typeof len === 'number' ? real(len) : '$'},${predefined},.TEXTURED.)`,
      )
    } else {
      product = add(`${ENTITY[kind]}(${common},${predefined})`)
    }
    products.push(product)
    const materialName = `${element.material} ${element.grade}`.trim()
    byMaterial.set(materialName, [...(byMaterial.get(materialName) ?? []), product])

    const properties: Record<string, PropertyValue> = {
      Mark: element.mark,
      Profile: element.profile,
      Grade: element.grade,
      Material: element.material,
      LevelOfDevelopment: String(element.lod),
      ...element.properties,
    }
    const values = Object.entries(properties).map(([name, value]) =>
      add(
        `IFCPROPERTYSINGLEVALUE(${str(name)},$,${typeof value === 'number' ? `IFCREAL(${real(value)})` : `IFCLABEL(${str(value)})`},$)`,
      ),
    )
    const pset = add(`IFCPROPERTYSET(${guid(`pset/${element.id}`)},$,'Stratum_PartData',$,(${values.join(',')}))`)
    add(`IFCRELDEFINESBYPROPERTIES(${guid(`defines/${element.id}`)},$,$,$,(${product}),${pset})`)
  }
  add(`IFCRELCONTAINEDINSPATIALSTRUCTURE(${guid('contained')},$,$,$,(${products.join(',')}),${storey})`)
  for (const [name, related] of byMaterial) {
    const material = add(`IFCMATERIAL(${str(name)},$,${str(name.split(' ')[0] ?? name)})`)
    add(`IFCRELASSOCIATESMATERIAL(${guid(`material/${name}`)},$,$,$,(${related.join(',')}),${material})`)
  }

  const header = [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [ReferenceView_V1.2]'),'2;1');",
    `FILE_NAME(${str(`${meta.serviceId}-sample.ifc`)},${str(IFC_TIMESTAMP)},('Stratum Structural & BIM Consultants'),('Stratum Structural & BIM Consultants'),'Stratum LOD sample generator','Stratum LOD sample generator','');`,
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
  ]
  return [...header, ...lines, 'ENDSEC;', 'END-ISO-10303-21;', ''].join('\n')
}
