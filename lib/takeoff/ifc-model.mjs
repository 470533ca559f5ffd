// @ts-check
// The web-ifc side of the takeoff: entities, relations and units. Every value leaves this module
// in SI, converted by its own measure type (length, area, volume, mass, plane angle) as the file
// assigns it, the way IfcOpenShell's unit utilities do: Tekla and Revit write lengths in mm and
// areas in m², so an area computed from a profile's dimensions is a length², never the declared
// area unit. Nothing downstream knows the file's units (docs/takeoff.md, "Units").
import { ModelError } from './unreadable.mjs'

/** @typedef {import('./types').Profile} Profile */
/** @typedef {import('./types').CurveSegment} CurveSegment */
/** @typedef {import('./limits.mjs').ReadLimits} ReadLimits */
/** @typedef {{ expressID: number, [attribute: string]: any }} Entity */
/** @typedef {{ Length?: number, NetWeight?: number, GrossWeight?: number, NetVolume?: number, GrossVolume?: number, OuterSurfaceArea?: number, GrossArea?: number, NetArea?: number, NetSideArea?: number, GrossSideArea?: number, Perimeter?: number, Depth?: number, Width?: number, [name: string]: number | undefined }} Quantities */

const SI_PREFIXES = /** @type {Record<string, number>} */ ({ EXA: 1e18, PETA: 1e15, TERA: 1e12, GIGA: 1e9, MEGA: 1e6, KILO: 1e3, HECTO: 1e2, DECA: 1e1, DECI: 1e-1, CENTI: 1e-2, MILLI: 1e-3, MICRO: 1e-6, NANO: 1e-9, PICO: 1e-12, FEMTO: 1e-15, ATTO: 1e-18 })
const SI_POWERS = /** @type {Record<string, number>} */ ({ SQUARE_METRE: 2, CUBIC_METRE: 3 })
// The FILE_NAME header entity's code in web-ifc (ifc-schema.d.ts FILE_NAME).
const FILE_NAME_HEADER = 1390159747
// Never read entity by entity: each coordinate of a tessellated body would become a JS object.
const BULKY = new Set(['IFCTRIANGULATEDFACESET', 'IFCPOLYGONALFACESET', 'IFCCARTESIANPOINTLIST3D', 'IFCFACETEDBREP', 'IFCCLOSEDSHELL', 'IFCINDEXEDPOLYGONALFACE'])

/** A reference's express id, or null. @param {any} value */
export const ref = (value) => (value && value.type === 5 && typeof value.value === 'number' ? value.value : null)
/** The express ids of a list of references. @param {any} list @returns {number[]} */
export const refs = (list) => (Array.isArray(list) ? list.map(ref).filter((id) => id !== null) : [])
/**
 * A number from web-ifc's value objects ({ value } or its internal form); null when absent or not finite.
 * @param {any} value
 * @returns {number | null}
 */
export function num(value) {
  if (value === null || value === undefined) return null
  const raw = typeof value === 'number' ? value : (value.value ?? value._representationValue ?? value._internalValue)
  const number = Number(raw)
  return raw === null || raw === undefined || raw === '' || typeof raw === 'boolean' || !Number.isFinite(number) ? null : number
}
/**
 * STEP's escapes in a string, decoded: \\X2\\…\\X0\\ (UTF-16, Renga's "Бетон"), \\X4\\…\\X0\\,
 * \\X\\hh (ISO 8859-1) and \\S\\c (the upper half); web-ifc leaves them as written.
 * @param {string} raw
 */
function decodeStep(raw) {
  if (!raw.includes('\\')) return raw
  return raw
    .replace(/\\X2\\((?:[0-9A-F]{4})+)\\X0\\/gi, (_, hex) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((/** @type {string} */ unit) => parseInt(unit, 16))))
    .replace(/\\X4\\((?:[0-9A-F]{8})+)\\X0\\/gi, (_, hex) => String.fromCodePoint(...(hex.match(/.{8}/g) ?? []).map((/** @type {string} */ unit) => Math.min(parseInt(unit, 16), 0x10ffff))))
    .replace(/\\X\\([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\S\\(.)/g, (_, character) => String.fromCharCode(character.charCodeAt(0) + 128))
}
/** @param {any} value @returns {string | null} */
export const text = (value) => {
  const raw = typeof value === 'string' ? value : value?.value
  return typeof raw === 'string' && raw.trim() ? decodeStep(raw) : null
}
/** A STEP boolean that is false (web-ifc gives a boolean, or { value: 'F' }). @param {any} value */
const isFalse = (value) => value === false || value === 'F' || value?.value === false || value?.value === 'F'
/** An enumeration's value ('BEAM', 'LIGATURE'), or null. @param {any} value */
export const enumOf = (value) => (typeof value?.value === 'string' ? value.value.toUpperCase() : null)

/**
 * The function, remembering its answer per element id.
 * @template T
 * @param {(id: number) => T} read
 * @returns {(id: number) => T}
 */
function once(read) {
  /** @type {Map<number, T>} */
  const answers = new Map()
  return (id) => {
    if (!answers.has(id)) answers.set(id, read(id))
    return /** @type {T} */ (answers.get(id))
  }
}

/** A curve segment run the other way. @param {CurveSegment} segment @returns {CurveSegment} */
const reverseSegment = (segment) => {
  if (segment.type === 'arc3') return { ...segment, points: [segment.points[2], segment.points[1], segment.points[0]] }
  if (segment.type === 'polyline') return { ...segment, points: [...segment.points].reverse() }
  return segment.points ? { ...segment, points: [...segment.points].reverse() } : segment
}

/** Labels of the sizes a file assigns, for the units line. */
const UNIT_LABELS = /** @type {Record<string, [number, string][]>} */ ({
  LENGTHUNIT: [[1, 'm'], [0.001, 'mm'], [0.01, 'cm'], [0.3048, 'ft'], [0.0254, 'in']],
  AREAUNIT: [[1, 'm2'], [1e-6, 'mm2'], [1e-4, 'cm2'], [0.09290304, 'ft2'], [0.00064516, 'in2']],
  VOLUMEUNIT: [[1, 'm3'], [1e-9, 'mm3'], [1e-6, 'cm3'], [0.028316846592, 'ft3'], [1.6387064e-5, 'in3']],
  MASSUNIT: [[1, 'kg'], [0.001, 'g'], [1000, 't'], [0.45359237, 'lb']],
  PLANEANGLEUNIT: [[1, 'rad'], [Math.PI / 180, 'deg']],
})
/** @param {string} type @param {number} scale */
function unitLabel(type, scale) {
  const match = (UNIT_LABELS[type] ?? []).find(([size]) => Math.abs(scale - size) < size * 1e-4)
  return match ? match[1] : `${Number(scale.toPrecision(6))} ${type === 'AREAUNIT' ? 'm2' : type === 'VOLUMEUNIT' ? 'm3' : type === 'MASSUNIT' ? 'kg' : type === 'PLANEANGLEUNIT' ? 'rad' : 'm'}`
}

/**
 * Opens the model for the takeoff's rules: entity access, the relations indexed once, units, and
 * readers that give profiles, curves, quantities and bodies in SI.
 * @param {import('web-ifc').IfcAPI} api
 * @param {number} modelID
 * @param {ReadLimits} limits
 */
export function ifcModel(api, modelID, limits) {
  /** @type {Map<number, string>} */
  const typeNames = new Map()
  /** @param {number | null | undefined} id @returns {string | null} */
  const kindOf = (id) => {
    if (typeof id !== 'number' || id <= 0) return null
    const code = api.GetLineType(modelID, id)
    if (!code) return null
    let name = typeNames.get(code)
    if (name === undefined) {
      name = (api.GetNameFromTypeCode(code) || '').toUpperCase()
      typeNames.set(code, name)
    }
    return name
  }
  /** @param {number | null | undefined} id @returns {Entity | null} */
  const line = (id) => {
    const kind = kindOf(id)
    if (!kind || BULKY.has(kind) || typeof id !== 'number') return null
    return api.GetLine(modelID, id, false)
  }
  /** @param {number} typeID @returns {number[]} */
  const ids = (typeID) => {
    const vector = api.GetLineIDsWithType(modelID, typeID)
    const list = []
    for (let index = 0; index < vector.size(); index += 1) list.push(vector.get(index))
    return list
  }
  /** @param {string} name */
  const idsOfKind = (name) => {
    const code = api.GetTypeCodeFromName(name)
    return code ? ids(code) : []
  }

  // Units: only those assigned in IfcUnitAssignment count; a file may declare others it never uses.
  const scales = /** @type {Record<string, number | undefined>} */ ({ LENGTHUNIT: 1, AREAUNIT: undefined, VOLUMEUNIT: undefined, MASSUNIT: 1, PLANEANGLEUNIT: 1 })
  /** @param {number | null} id @param {number} depth @returns {{ type: string, scale: number } | null} */
  function unitScale(id, depth) {
    if (depth > 4) return null
    const kind = kindOf(id)
    const unit = line(id)
    if (!unit) return null
    const type = enumOf(unit.UnitType) ?? ''
    if (kind === 'IFCSIUNIT') {
      // From the raw arguments' last three: a writer that puts "$" for the derived dimensions
      // (IfcDoc) shifts the typed attributes by one.
      const [unitType, prefixValue, nameValue] = /** @type {any[]} */ (api.GetRawLineData(modelID, /** @type {number} */ (id))?.arguments ?? []).slice(-3)
      const name = enumOf(nameValue) ?? ''
      const prefix = SI_PREFIXES[enumOf(prefixValue) ?? ''] ?? 1
      return { type: enumOf(unitType) ?? type, scale: (name === 'GRAM' ? 0.001 : 1) * prefix ** (SI_POWERS[name] ?? 1) }
    }
    if (kind === 'IFCCONVERSIONBASEDUNIT' || kind === 'IFCCONVERSIONBASEDUNITWITHOFFSET') {
      const measure = line(ref(unit.ConversionFactor))
      const value = num(measure?.ValueComponent)
      const base = unitScale(ref(measure?.UnitComponent), depth + 1)
      if (value === null || !base) return null
      return { type, scale: value * base.scale }
    }
    return null
  }
  const [assignment] = idsOfKind('IFCUNITASSIGNMENT')
  for (const unit of refs(line(assignment)?.Units)) {
    const read = unitScale(unit, 0)
    if (read && read.type in scales && read.scale > 0) scales[read.type] = read.scale
  }
  // A measure the file assigns no unit for is read in its length unit's square or cube: GeometryGym,
  // Renga and StruCad assign only a length unit and write areas and volumes in it.
  const length = scales.LENGTHUNIT ?? 1
  scales.AREAUNIT ??= length * length
  scales.VOLUMEUNIT ??= length ** 3
  const units = {
    length,
    area: scales.AREAUNIT,
    volume: scales.VOLUMEUNIT,
    mass: scales.MASSUNIT ?? 1,
    angle: scales.PLANEANGLEUNIT ?? 1,
    labels: {
      length: unitLabel('LENGTHUNIT', scales.LENGTHUNIT ?? 1),
      area: unitLabel('AREAUNIT', scales.AREAUNIT),
      volume: unitLabel('VOLUMEUNIT', scales.VOLUMEUNIT),
      mass: unitLabel('MASSUNIT', scales.MASSUNIT ?? 1),
      plane_angle: unitLabel('PLANEANGLEUNIT', scales.PLANEANGLEUNIT ?? 1),
    },
  }
  /** A length in m. @param {any} value */
  const metres = (value) => {
    const n = num(value)
    return n === null ? null : n * units.length
  }

  // Relations, indexed once, from web-ifc's raw arguments: some exporters (Renga) write "*" for a
  // relation's name and description, which shifts every attribute after it in the typed line.
  // The related objects are the relation's first list; the relating object its last single
  // reference after the owner history (a second list when IFC4 relates a set of definitions).
  /** @param {number} id */
  const relation = (id) => {
    const args = /** @type {any[]} */ (api.GetRawLineData(modelID, id)?.arguments ?? [])
    const lists = args.filter((value) => Array.isArray(value))
    const singles = args.filter((value, index) => index >= 2 && ref(value) !== null).map(ref)
    const relating = lists[1] ? refs(lists[1]) : singles.length > 0 ? [/** @type {number} */ (singles.at(-1))] : []
    return { related: refs(lists[0]), relating }
  }
  /** @type {Map<number, number[]>} */ const definitions = new Map()
  /** @type {Map<number, number>} */ const typeOf = new Map()
  /** @type {Map<number, number[]>} */ const materialOf = new Map()
  /** @type {Map<number, number>} */ const containerOf = new Map()
  /** @type {Map<number, number>} */ const parentOf = new Map()
  /**
   * @param {string} kind
   * @param {(related: number, relating: number) => void} record
   */
  const index = (kind, record) => {
    for (const id of idsOfKind(kind)) {
      const { related, relating } = relation(id)
      for (const whole of relating) for (const part of related) record(part, whole)
    }
  }
  index('IFCRELDEFINESBYPROPERTIES', (object, definition) => definitions.set(object, [...(definitions.get(object) ?? []), definition]))
  index('IFCRELDEFINESBYTYPE', (object, type) => typeOf.set(object, type))
  index('IFCRELASSOCIATESMATERIAL', (object, material) => materialOf.set(object, [...(materialOf.get(object) ?? []), material]))
  index('IFCRELCONTAINEDINSPATIALSTRUCTURE', (element, structure) => containerOf.set(element, structure))
  for (const kind of ['IFCRELAGGREGATES', 'IFCRELNESTS']) index(kind, (part, whole) => parentOf.has(part) || parentOf.set(part, whole))

  /** The element's type object (IfcRelDefinesByType, or IFC2X3's IsDefinedBy). @param {number} id */
  const typeObject = (id) => line(typeOf.get(id))

  /**
   * The element's quantities by name, in SI, from its quantity sets (the first set naming one wins).
   * @param {number} id
   * @returns {Quantities}
   */
  function quantities(id) {
    /** @type {Quantities} */
    const found = {}
    for (const definition of definitions.get(id) ?? []) {
      if (kindOf(definition) !== 'IFCELEMENTQUANTITY') continue
      for (const quantityId of refs(line(definition)?.Quantities)) {
        const kind = kindOf(quantityId)
        const quantity = line(quantityId)
        const name = text(quantity?.Name)
        if (!name || name in found) continue
        const own = ref(quantity?.Unit) ? unitScale(ref(quantity?.Unit), 0)?.scale : undefined
        /** @param {any} value @param {number} scale */
        const put = (value, scale) => {
          const n = num(value)
          if (n !== null && n > 0) found[name] = n * (own ?? scale)
        }
        if (kind === 'IFCQUANTITYLENGTH') put(quantity?.LengthValue, units.length)
        else if (kind === 'IFCQUANTITYAREA') put(quantity?.AreaValue, units.area)
        else if (kind === 'IFCQUANTITYVOLUME') put(quantity?.VolumeValue, units.volume)
        else if (kind === 'IFCQUANTITYWEIGHT') put(quantity?.WeightValue, units.mass)
      }
    }
    return found
  }

  /**
   * Single-value properties of the element and its type, by name (text or number as written).
   * @param {number} id
   * @returns {Map<string, string | number>}
   */
  function properties(id) {
    /** @type {Map<string, string | number>} */
    const found = new Map()
    const sets = [...(definitions.get(id) ?? []), ...refs(typeObject(id)?.HasPropertySets)]
    for (const set of sets) {
      if (kindOf(set) !== 'IFCPROPERTYSET') continue
      for (const propertyId of refs(line(set)?.HasProperties)) {
        if (kindOf(propertyId) !== 'IFCPROPERTYSINGLEVALUE') continue
        const property = line(propertyId)
        const name = text(property?.Name)
        const value = property?.NominalValue?.value
        if (name && !found.has(name) && (typeof value === 'string' || typeof value === 'number')) found.set(name, value)
      }
    }
    return found
  }

  /**
   * The words that name the element's material (names, categories, descriptions), through its
   * type, and the profile of a material profile set, if any.
   * @param {number} id
   */
  function material(id) {
    /** @type {string[]} */
    const names = []
    /** @type {number | null} */
    let profile = null
    /** The words of each layer of a layer set, in order (a slab of tiles, screed and concrete). */
    /** @type {string[][]} */
    const layers = []
    /** @param {number | null} materialId @param {number} depth */
    const visit = (materialId, depth) => {
      if (!materialId || depth > limits.maxReferenceDepth) return
      const kind = kindOf(materialId)
      const item = line(materialId)
      if (!item) return
      switch (kind) {
        case 'IFCMATERIAL':
          for (const value of [item.Name, item.Category]) if (text(value)) names.push(/** @type {string} */ (text(value)))
          return
        case 'IFCMATERIALPROFILESETUSAGE':
        case 'IFCMATERIALPROFILESETUSAGETAPERING':
          return visit(ref(item.ForProfileSet), depth + 1)
        case 'IFCMATERIALPROFILESET':
          return refs(item.MaterialProfiles).forEach((entry) => visit(entry, depth + 1))
        case 'IFCMATERIALPROFILE':
        case 'IFCMATERIALPROFILEWITHOFFSETS':
          profile ??= ref(item.Profile)
          return visit(ref(item.Material), depth + 1)
        case 'IFCMATERIALLAYERSETUSAGE':
          return visit(ref(item.ForLayerSet), depth + 1)
        case 'IFCMATERIALLAYERSET':
          return refs(item.MaterialLayers).forEach((entry) => visit(entry, depth + 1))
        case 'IFCMATERIALLAYER':
        case 'IFCMATERIALLAYERWITHOFFSETS': {
          const before = names.length
          visit(ref(item.Material), depth + 1)
          layers.push(names.slice(before))
          return
        }
        case 'IFCMATERIALCONSTITUENT':
          return visit(ref(item.Material), depth + 1)
        case 'IFCMATERIALCONSTITUENTSET':
          return refs(item.MaterialConstituents).forEach((entry) => visit(entry, depth + 1))
        case 'IFCMATERIALLIST':
          return refs(item.Materials).forEach((entry) => visit(entry, depth + 1))
      }
    }
    for (const materialId of materialOf.get(id) ?? []) visit(materialId, 0)
    const type = typeOf.get(id)
    if (type) for (const materialId of materialOf.get(type) ?? []) visit(materialId, 0)
    return { names, profile, layers }
  }

  /** @type {Map<number, string> | null} */
  let styleNames = null
  /**
   * Names of the surface styles on the element's body items ("STEEL/S355"): some Tekla exports
   * carry the grade nowhere else.
   * @param {number[]} items
   */
  function surfaceStyles(items) {
    if (!styleNames) {
      styleNames = new Map()
      for (const styled of idsOfKind('IFCSTYLEDITEM')) {
        const entity = line(styled)
        const item = ref(entity?.Item)
        if (!item) continue
        /** @type {string[]} */
        const names = []
        for (const style of refs(entity?.Styles)) {
          const assigned = kindOf(style) === 'IFCPRESENTATIONSTYLEASSIGNMENT' ? refs(line(style)?.Styles) : [style]
          for (const inner of assigned) if (kindOf(inner) === 'IFCSURFACESTYLE' && text(line(inner)?.Name)) names.push(/** @type {string} */ (text(line(inner)?.Name)))
        }
        if (names.length > 0) styleNames.set(item, names.join(' '))
      }
    }
    return items.map((item) => styleNames?.get(item)).filter((name) => typeof name === 'string')
  }

  /**
   * The body of an element: extrusions (profile id, depth in m), directrices of swept disks, the
   * ids of its items (for styles), and whether anything else or a boolean cut is there. Follows
   * mapped items and the first operand of booleans; a cycle or deep nesting refuses the model.
   * @param {number} id
   */
  function body(id) {
    const found = { extrusions: /** @type {{ profile: number, depth: number }[]} */ ([]), directrices: /** @type {{ curve: number, radius: number | null }[]} */ ([]), items: /** @type {number[]} */ ([]), other: false, boolean: false }
    const element = line(id)
    const shape = line(ref(element?.Representation))
    const representations = refs(shape?.Representations).map((rep) => line(rep)).filter((rep) => rep !== null)
    const bodies = representations.filter((rep) => text(rep.RepresentationIdentifier) === 'Body')
    const chosen = bodies.length > 0 ? bodies : representations.filter((rep) => !/^(Axis|Box|FootPrint|Annotation|Profile|Reference)$/i.test(text(rep.RepresentationIdentifier) ?? ''))
    const path = new Set()
    /** @param {number} itemId @param {number} depth */
    const visit = (itemId, depth) => {
      if (path.has(itemId)) throw new ModelError('self_reference', `the geometry of #${itemId}`)
      if (depth > limits.maxReferenceDepth) throw new ModelError('too_deep', `the geometry of #${itemId}`)
      path.add(itemId)
      found.items.push(itemId)
      const kind = kindOf(itemId)
      const item = line(itemId)
      switch (kind) {
        case 'IFCEXTRUDEDAREASOLID': {
          const depthValue = metres(item?.Depth)
          const profile = ref(item?.SweptArea)
          if (depthValue !== null && depthValue > 0 && profile) found.extrusions.push({ profile, depth: depthValue })
          else found.other = true
          break
        }
        case 'IFCMAPPEDITEM': {
          const map = line(ref(item?.MappingSource))
          const representation = line(ref(map?.MappedRepresentation))
          for (const inner of refs(representation?.Items)) visit(inner, depth + 1)
          break
        }
        case 'IFCBOOLEANCLIPPINGRESULT':
        case 'IFCBOOLEANRESULT':
          found.boolean = true
          visit(/** @type {number} */ (ref(item?.FirstOperand)), depth + 1)
          break
        case 'IFCSWEPTDISKSOLID':
        case 'IFCSWEPTDISKSOLIDPOLYGONAL':
          found.other = true
          if (ref(item?.Directrix)) found.directrices.push({ curve: /** @type {number} */ (ref(item?.Directrix)), radius: metres(item?.Radius) })
          break
        default:
          found.other = true
      }
      path.delete(itemId)
    }
    for (const rep of chosen) for (const item of refs(rep.Items)) visit(item, 0)
    return found
  }

  /** @type {Set<number>} */
  const placementsChecked = new Set()
  /** Follows the element's placement chain: a cycle or an endless chain refuses the model. @param {number} id */
  function checkPlacement(id) {
    let placement = ref(line(id)?.ObjectPlacement)
    const path = new Set()
    while (placement && !placementsChecked.has(placement)) {
      if (path.has(placement)) throw new ModelError('self_reference', `the placement #${placement}`)
      if (path.size > limits.maxPlacementDepth) throw new ModelError('too_deep', `the placement of #${id}`)
      path.add(placement)
      placement = kindOf(placement) === 'IFCLOCALPLACEMENT' ? ref(line(placement)?.PlacementRelTo) : null
    }
    for (const done of path) placementsChecked.add(done)
  }

  /**
   * A profile entity as plain dimensions in m, or null for a kind not measured.
   * @param {number | null} id
   * @param {number} [depth]
   * @returns {Profile | null}
   */
  function profile(id, depth = 0) {
    if (!id || depth > limits.maxReferenceDepth) return null
    const p = line(id)
    if (!p) return null
    /** @param {string} attribute */
    const m = (attribute) => metres(p[attribute]) ?? 0
    const name = text(p.ProfileName)
    switch (kindOf(id)) {
      case 'IFCISHAPEPROFILEDEF':
        return { name, type: 'I', h: m('OverallDepth'), b: m('OverallWidth'), tw: m('WebThickness'), tf: m('FlangeThickness'), r: m('FilletRadius'), re: m('FlangeEdgeRadius') }
      case 'IFCASYMMETRICISHAPEPROFILEDEF':
        return { name, type: 'asymmetric-I', h: m('OverallDepth'), bb: m('BottomFlangeWidth'), tb: m('BottomFlangeThickness'), rb: m('BottomFlangeFilletRadius'), bt: m('TopFlangeWidth'), tt: m('TopFlangeThickness'), rt: m('TopFlangeFilletRadius'), tw: m('WebThickness') }
      case 'IFCRECTANGLEPROFILEDEF':
        return { name, type: 'rectangle', x: m('XDim'), y: m('YDim'), r: 0 }
      case 'IFCROUNDEDRECTANGLEPROFILEDEF':
        return { name, type: 'rectangle', x: m('XDim'), y: m('YDim'), r: m('RoundingRadius') }
      case 'IFCRECTANGLEHOLLOWPROFILEDEF':
        return { name, type: 'rectangle-hollow', x: m('XDim'), y: m('YDim'), t: m('WallThickness'), ri: m('InnerFilletRadius'), ro: m('OuterFilletRadius') }
      case 'IFCCIRCLEPROFILEDEF':
        return { name, type: 'circle', r: m('Radius') }
      case 'IFCCIRCLEHOLLOWPROFILEDEF':
        return { name, type: 'circle-hollow', r: m('Radius'), t: m('WallThickness') }
      case 'IFCELLIPSEPROFILEDEF':
        return { name, type: 'ellipse', a: m('SemiAxis1'), b: m('SemiAxis2') }
      case 'IFCLSHAPEPROFILEDEF':
        return { name, type: 'L', d: m('Depth'), w: metres(p.Width) ?? m('Depth'), t: m('Thickness'), r: m('FilletRadius'), re: m('EdgeRadius') }
      case 'IFCUSHAPEPROFILEDEF':
        return { name, type: 'U', h: m('Depth'), b: m('FlangeWidth'), tw: m('WebThickness'), tf: m('FlangeThickness'), r: m('FilletRadius'), re: m('EdgeRadius') }
      case 'IFCTSHAPEPROFILEDEF':
        return { name, type: 'T', h: m('Depth'), b: m('FlangeWidth'), tw: m('WebThickness'), tf: m('FlangeThickness'), r: m('FilletRadius') }
      case 'IFCZSHAPEPROFILEDEF':
        return { name, type: 'Z', h: m('Depth'), b: m('FlangeWidth'), tw: m('WebThickness'), tf: m('FlangeThickness') }
      case 'IFCCSHAPEPROFILEDEF':
        return { name, type: 'C', h: m('Depth'), b: m('Width'), t: m('WallThickness'), g: m('Girth') }
      case 'IFCTRAPEZIUMPROFILEDEF':
        return { name, type: 'trapezium', bottom: m('BottomXDim'), top: m('TopXDim'), h: m('YDim') }
      case 'IFCARBITRARYCLOSEDPROFILEDEF':
      case 'IFCARBITRARYPROFILEDEFWITHVOIDS': {
        const outer = loopPoints(ref(p.OuterCurve))
        const holes = refs(p.InnerCurves).map(loopPoints)
        if (!outer || outer.length < 3 || holes.some((hole) => !hole)) return null
        return { name, type: 'polygon', outer, holes: /** @type {number[][][]} */ (holes) }
      }
      case 'IFCCOMPOSITEPROFILEDEF': {
        const parts = refs(p.Profiles).map((part) => profile(part, depth + 1))
        return parts.length > 0 && parts.every((part) => part !== null) ? { name, type: 'composite', parts: /** @type {Profile[]} */ (parts) } : null
      }
      case 'IFCDERIVEDPROFILEDEF': {
        const parent = profile(ref(p.ParentProfile), depth + 1)
        const operator = line(ref(p.Operator))
        const sx = num(operator?.Scale) ?? 1
        return parent ? { name: name ?? parent.name, type: 'scaled', parent, sx, sy: num(operator?.Scale2) ?? sx } : null
      }
    }
    return null
  }

  /** The coordinates of a cartesian point, in m. @param {number | null} id @returns {number[] | null} */
  function point(id) {
    const coordinates = line(id)?.Coordinates
    if (!Array.isArray(coordinates)) return null
    const values = coordinates.map((value) => metres(value))
    return values.every((value) => value !== null) ? /** @type {number[]} */ (values) : null
  }

  /** The points of a closed profile outline (polyline or indexed poly curve), m. @param {number | null} id */
  function loopPoints(id) {
    const segments = curve(id)
    if (!segments) return null
    return segments.flatMap((segment) => segment.points ?? [])
  }

  /**
   * A curve as plain segments in m and radians (polylines, indexed poly curves with arcs,
   * composite curves of trimmed lines and circles): a rebar's directrix. Null when a part of it
   * is of a kind not measured.
   * @param {number | null} id
   * @param {number} [depth]
   * @returns {CurveSegment[] | null}
   */
  function curve(id, depth = 0) {
    if (!id || depth > limits.maxReferenceDepth) return null
    const c = line(id)
    if (!c) return null
    switch (kindOf(id)) {
      case 'IFCPOLYLINE': {
        const points = refs(c.Points).map(point)
        return points.every((value) => value !== null) ? [{ type: 'polyline', points: /** @type {number[][]} */ (points) }] : null
      }
      case 'IFCINDEXEDPOLYCURVE': {
        const list = line(ref(c.Points))
        /** @type {number[][]} */
        const coordinates = (Array.isArray(list?.CoordList) ? list.CoordList : []).map((/** @type {any} */ tuple) => (Array.isArray(tuple) ? tuple.map((value) => metres(value) ?? 0) : []))
        if (!Array.isArray(c.Segments) || c.Segments.length === 0) return [{ type: 'polyline', points: coordinates }]
        /** @type {CurveSegment[]} */
        const segments = []
        for (const segment of c.Segments) {
          const indices = /** @type {(number | null)[]} */ ((Array.isArray(segment?.value) ? segment.value : []).map(num))
          const points = indices.map((/** @type {number | null} */ index) => (index === null ? undefined : coordinates[index - 1]))
          if (points.some((value) => !value)) return null
          if (/ARC/i.test(segment?.label ?? segment?.constructor?.name ?? '') && points.length === 3) segments.push({ type: 'arc3', points: /** @type {[number[], number[], number[]]} */ (points) })
          else segments.push({ type: 'polyline', points: /** @type {number[][]} */ (points) })
        }
        return segments
      }
      case 'IFCCOMPOSITECURVE':
      case 'IFCCOMPOSITECURVEONSURFACE': {
        /** @type {CurveSegment[]} */
        const segments = []
        for (const segmentId of refs(c.Segments)) {
          const segment = line(segmentId)
          const inner = curve(ref(segment?.ParentCurve), depth + 1)
          if (!inner) return null
          // A segment run against its curve's sense: its points in reverse, for an outline's area.
          const reversed = isFalse(segment?.SameSense)
          segments.push(...(reversed ? inner.reverse().map(reverseSegment) : inner))
        }
        return segments
      }
      case 'IFCTRIMMEDCURVE':
        return trimmed(c, depth)
    }
    return null
  }

  /**
   * A trimmed line or circle, with its points in m (a circle's sampled, for an outline's area):
   * trimmed by parameters (a line's times its direction's magnitude, a circle's in the plane
   * angle unit) or by points, as its master representation prefers.
   * @param {Entity} c
   * @param {number} depth
   * @returns {CurveSegment[] | null}
   */
  function trimmed(c, depth) {
    const basisId = ref(c.BasisCurve)
    const basis = line(basisId)
    if (!basis) return null
    /** @param {any} trim */
    const trimOf = (trim) => {
      const values = Array.isArray(trim) ? trim : [trim]
      const pointId = values.map(ref).find((id) => id !== null) ?? null
      const parameterValue = values.find((value) => value && value.type !== 5 && num(value) !== null)
      return { point: pointId ? point(pointId) : null, parameter: parameterValue ? num(parameterValue) : null }
    }
    const [t1, t2] = [trimOf(c.Trim1), trimOf(c.Trim2)]
    const byPoints = t1.point !== null && t2.point !== null && (enumOf(c.MasterRepresentation) === 'CARTESIAN' || t1.parameter === null || t2.parameter === null)
    const sense = !isFalse(c.SenseAgreement)
    const kind = kindOf(basisId)
    if (kind === 'IFCLINE') {
      if (byPoints) return [{ type: 'polyline', points: /** @type {number[][]} */ ([t1.point, t2.point]) }]
      const origin = point(ref(basis.Pnt))
      const vector = line(ref(basis.Dir))
      const ratios = line(ref(vector?.Orientation))?.DirectionRatios
      if (!origin || !Array.isArray(ratios) || t1.parameter === null || t2.parameter === null) return null
      const direction = ratios.map((value) => num(value) ?? 0)
      const size = Math.hypot(...direction) || 1
      const step = (num(vector?.Magnitude) ?? 1) * units.length
      /** @param {number} t */
      const at = (t) => origin.map((value, axis) => value + ((direction[axis] ?? 0) / size) * t * step)
      return [{ type: 'polyline', points: [at(t1.parameter), at(t2.parameter)] }]
    }
    if (kind === 'IFCCIRCLE') {
      const radius = metres(basis.Radius)
      const frame = circleFrame(ref(basis.Position))
      if (radius === null || !frame) return null
      const full = 2 * Math.PI
      /** @param {number} angle */
      const wrap = (angle) => ((angle % full) + full) % full || full
      let start
      let end
      if (byPoints) {
        start = frame.angle(/** @type {number[]} */ (t1.point))
        end = frame.angle(/** @type {number[]} */ (t2.point))
      } else if (t1.parameter !== null && t2.parameter !== null) {
        start = t1.parameter * units.angle
        end = t2.parameter * units.angle
      } else return null
      const sweep = wrap(sense ? end - start : start - end)
      const direction = sense ? 1 : -1
      const steps = Math.max(2, Math.ceil(sweep / (Math.PI / 16)))
      const points = Array.from({ length: steps + 1 }, (_, index) => frame.at(radius, start + (direction * sweep * index) / steps))
      return [{ type: 'arc', radius, sweep, points }]
    }
    if (depth < limits.maxReferenceDepth && t1.point && t2.point) return [{ type: 'polyline', points: [t1.point, t2.point] }]
    return null
  }

  /** The centre and in-plane axes of a circle's placement: angles of points on it, and points at angles. @param {number | null} id */
  function circleFrame(id) {
    const placement = line(id)
    if (!placement) return null
    const centre = point(ref(placement.Location)) ?? [0, 0, 0]
    /** @param {any} value @param {number[]} fallback */
    const direction = (value, fallback) => {
      const ratios = line(ref(value))?.DirectionRatios
      const values = Array.isArray(ratios) ? ratios.map(num).map((n) => n ?? 0) : fallback
      const size = Math.hypot(...values) || 1
      return /** @type {[number, number, number]} */ ([values[0] ?? 0, values[1] ?? 0, values[2] ?? 0].map((n) => n / size))
    }
    const z = direction(placement.Axis, [0, 0, 1])
    const x = direction(placement.RefDirection, [1, 0, 0])
    /** @type {[number, number, number]} */
    const y = [z[1] * x[2] - z[2] * x[1], z[2] * x[0] - z[0] * x[2], z[0] * x[1] - z[1] * x[0]]
    const dimensions = centre.length
    return {
      /** @param {number[]} p */
      angle: (p) => {
        const v = /** @type {[number, number, number]} */ ([0, 1, 2].map((axis) => (p[axis] ?? 0) - (centre[axis] ?? 0)))
        return Math.atan2(v[0] * y[0] + v[1] * y[1] + v[2] * y[2], v[0] * x[0] + v[1] * x[1] + v[2] * x[2])
      },
      /** @param {number} radius @param {number} angle */
      at: (radius, angle) => [0, 1, 2].slice(0, dimensions).map((axis) => (centre[axis] ?? 0) + radius * (Math.cos(angle) * (x[axis] ?? 0) + Math.sin(angle) * (y[axis] ?? 0))),
    }
  }

  /** The tool that wrote the file and its version (IfcApplication), else the header's originating system. */
  function application() {
    const [appId] = idsOfKind('IFCAPPLICATION')
    const app = line(appId)
    const name = text(app?.ApplicationFullName)
    const version = text(app?.Version)
    if (name) return version && !name.includes(version) ? `${name} ${version}` : name
    let header
    try {
      header = api.GetHeaderLine(modelID, FILE_NAME_HEADER)
    } catch {
      header = null
    }
    const args = header?.arguments ?? []
    // FILE_NAME(name, time_stamp, author, organization, preprocessor_version, originating_system, authorization)
    return text(args[5]) ?? text(args[4])
  }

  /** The storey an element stands in: its container, or its assembly's. @param {number} id */
  function storeyOf(id) {
    let current = id
    for (let depth = 0; depth < 8; depth += 1) {
      const container = containerOf.get(current)
      if (container) return kindOf(container) === 'IFCBUILDINGSTOREY' ? container : null
      const parent = parentOf.get(current)
      if (!parent) return null
      current = parent
    }
    return null
  }

  return {
    api,
    modelID,
    units,
    kindOf,
    line,
    ids,
    idsOfKind,
    metres,
    typeObject,
    parentOf,
    // Read once per element: a beam is looked at as steel, then as concrete, and its bars' host.
    quantities: once(quantities),
    properties,
    material: once(material),
    surfaceStyles,
    body: once(body),
    checkPlacement,
    profile,
    curve,
    application,
    storeyOf,
    schema: () => api.GetModelSchema(modelID),
  }
}
/** @typedef {ReturnType<typeof ifcModel>} IfcModel */
