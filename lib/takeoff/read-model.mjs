// The takeoff of one open IFC model: a pure function over a web-ifc IfcAPI and a model id, with no
// geometry except a bounded mesh-volume fallback. Plain JavaScript, so the worker thread
// (worker.mjs) loads it by path outside Next's bundle; types in read-model.d.mts. What is read and
// where each figure comes from: docs/takeoff.md.

/** Density of structural and reinforcing steel, kg/m³. */
const STEEL_DENSITY = 7850

/** Every string taken from a model is cut to this many characters (it comes from whoever made the file). */
export const MAX_TEXT = 80

/** Meshes are measured for at most this many elements per model (tapered or tessellated bodies). */
const MAX_MESHED_ELEMENTS = 500
/** Mapped items, boolean operands and material sets are followed at most this deep. */
const MAX_REFERENCE_DEPTH = 16
/** A placement chain longer than this is a cycle or a hostile file. */
const MAX_PLACEMENT_DEPTH = 100
/**
 * Rows per list in the result. A hostile model could name 100,000 profiles; the rest of a list
 * goes into one last row, so the CSV and JSON stay small enough for the brief's mail to go.
 */
const MAX_ROWS = 200
/** Figures beyond these are not a building: the file is refused rather than reported. */
const MAX_MASS_KG = 1e8
const MAX_VOLUME_M3 = 1e7
const MAX_LENGTH_M = 1e6

/** A model the takeoff refuses, with a reason a person can read ("the geometry of #29 refers to itself"). */
class ModelError extends Error {
  constructor(reason) {
    super(reason)
    this.name = 'ModelError'
  }
}

const STEEL_MEMBER_KINDS = new Set(['IFCBEAM', 'IFCBEAMSTANDARDCASE', 'IFCCOLUMN', 'IFCCOLUMNSTANDARDCASE', 'IFCMEMBER', 'IFCMEMBERSTANDARDCASE'])
const PLATE_KINDS = new Set(['IFCPLATE', 'IFCPLATESTANDARDCASE'])
const CONCRETE_KINDS = new Set([
  ...STEEL_MEMBER_KINDS,
  'IFCSLAB',
  'IFCSLABSTANDARDCASE',
  'IFCSLABELEMENTEDCASE',
  'IFCWALL',
  'IFCWALLSTANDARDCASE',
  'IFCWALLELEMENTEDCASE',
  'IFCFOOTING',
  'IFCPILE',
  'IFCSTAIRFLIGHT',
  'IFCRAMPFLIGHT',
  'IFCROOF',
  'IFCCHIMNEY',
  'IFCBEARING',
  'IFCBUILDINGELEMENTPART',
])
/** IfcProduct kinds that web-ifc calls elements but are places or voids, not things to build. */
const NOT_ELEMENTS = new Set([
  'IFCSITE',
  'IFCBUILDING',
  'IFCBUILDINGSTOREY',
  'IFCSPACE',
  'IFCSPATIALZONE',
  'IFCEXTERNALSPATIALELEMENT',
  'IFCFACILITY',
  'IFCFACILITYPART',
  'IFCBRIDGE',
  'IFCBRIDGEPART',
  'IFCROAD',
  'IFCROADPART',
  'IFCRAILWAY',
  'IFCRAILWAYPART',
  'IFCMARINEFACILITY',
  'IFCMARINEPART',
  'IFCOPENINGELEMENT',
  'IFCOPENINGSTANDARDCASE',
  'IFCVOIDINGFEATURE',
  'IFCVIRTUALELEMENT',
])
/** Profiles only steel sections have: a member of unknown material with one of these is steel. */
const STEEL_PROFILE_KINDS = new Set([
  'IFCISHAPEPROFILEDEF',
  'IFCASYMMETRICISHAPEPROFILEDEF',
  'IFCRECTANGLEHOLLOWPROFILEDEF',
  'IFCCIRCLEHOLLOWPROFILEDEF',
  'IFCLSHAPEPROFILEDEF',
  'IFCUSHAPEPROFILEDEF',
  'IFCTSHAPEPROFILEDEF',
  'IFCCSHAPEPROFILEDEF',
  'IFCZSHAPEPROFILEDEF',
])
/** Fastener kinds that are bolts (IfcMechanicalFastenerTypeEnum); unset counts as a bolt too. */
const BOLT_TYPES = new Set(['BOLT', 'ANCHORBOLT', 'NOTDEFINED', 'USERDEFINED'])

const STEEL_WORDS = /steel|stahl|acier|acero|acciaio|\bS\s?(235|275|355|420|450|460|690)\b|\bQ(235|345|355)\b|\bA(36|572|992)\b|\bE\s?(250|350)\b/i
// Grades (C30/37, 4000 psi) and other languages say concrete as well as the word does.
const CONCRETE_WORDS = /concrete|beton|béton|hormig[oó]n|calcestruzzo|cement|\bC\s?\d{2}\/\d{2}\b|\b\d{4}\s?psi\b/i

/** A cut, single-line copy of a model string; null when empty. */
function cleanText(value) {
  if (typeof value !== 'string') return null
  const text = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ').replace(/\s+/g, ' ').trim()
  if (!text) return null
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text
}

const round = (value, digits) => (value === null || value === undefined ? null : Number(value.toFixed(digits)))

/**
 * Reads the model's takeoff: schema, application, unit, storeys, element counts, steel by profile,
 * plates, bolts, rebar by diameter and concrete, with totals. Throws ModelError when the model is
 * one the takeoff refuses (a cycle, a figure out of range).
 */
export function readModel(api, modelID) {
  const model = modelReader(api, modelID)
  const units = model.units()
  const relations = model.relations()
  const context = { ...model, units, relations, meshBudget: MAX_MESHED_ELEMENTS }

  const counts = {}
  const kindsPresent = []
  for (const { typeID, typeName } of api.GetAllTypesOfModel(modelID)) {
    if (!api.IsIfcElement(typeID) || NOT_ELEMENTS.has(typeName.toUpperCase())) continue
    const size = api.GetLineIDsWithType(modelID, typeID).size()
    if (size === 0) continue
    counts[typeName] = size
    kindsPresent.push({ typeID, kind: typeName.toUpperCase() })
  }
  const idsOf = (kinds) => kindsPresent.filter((entry) => kinds.has(entry.kind)).flatMap((entry) => model.ids(entry.typeID))

  const members = steelMembers(context, idsOf(STEEL_MEMBER_KINDS))
  const plates = steelPlates(context, idsOf(PLATE_KINDS))
  const bolts = boltsOf(context, idsOf(new Set(['IFCMECHANICALFASTENER'])))
  const rebar = rebarOf(context, idsOf(new Set(['IFCREINFORCINGBAR'])))
  const concrete = concreteVolume(context, idsOf(CONCRETE_KINDS))

  const membersMass = members.reduce((sum, row) => sum + (row.mass_kg ?? 0), 0)
  const steelMass = membersMass + plates.mass_kg
  const rebarMass = rebar.reduce((sum, row) => sum + (row.mass_kg ?? 0), 0)
  const summary = {
    schema: api.GetModelSchema(modelID),
    application: model.application(),
    length_unit: units.lengthName,
    storeys: model.storeys(units).slice(0, MAX_ROWS),
    counts,
    steel: {
      members: capped(members, (rest) => ({ profile: `(${rest.length} more profiles)`, source: 'mixed' })).map((row) => ({ ...row, length_m: round(row.length_m, 3), mass_kg: round(row.mass_kg, 1) })),
      plates: { count: plates.count, mass_kg: round(plates.mass_kg, 1) },
      mass_kg: round(steelMass, 1),
    },
    bolts: capped(bolts, () => ({ diameter_mm: null, length_mm: null })),
    rebar: capped(rebar, () => ({ diameter_mm: null })).map((row) => ({ ...row, length_m: round(row.length_m, 3), mass_kg: round(row.mass_kg, 1) })),
    concrete_m3: round(concrete, 3),
    totals: { steel_t: round(steelMass / 1000, 3), rebar_t: round(rebarMass / 1000, 3), concrete_m3: round(concrete, 3) },
  }
  requireInRange(summary, steelMass, rebarMass, concrete)
  return summary
}

/** The first MAX_ROWS − 1 rows, and the rest summed into one row labelled by `label`. */
function capped(rows, label) {
  if (rows.length <= MAX_ROWS) return rows
  const rest = rows.slice(MAX_ROWS - 1)
  const sum = (field) => (rest.some((row) => field in row) ? rest.reduce((total, row) => total + (row[field] ?? 0), 0) : undefined)
  const merged = { ...label(rest), count: sum('count') }
  for (const field of ['length_m', 'mass_kg']) if (sum(field) !== undefined) merged[field] = sum(field)
  return [...rows.slice(0, MAX_ROWS - 1), merged]
}

function requireInRange(summary, steelMass, rebarMass, concrete) {
  const lengths = [...summary.steel.members, ...summary.rebar].map((row) => row.length_m ?? 0)
  const figures = [steelMass, rebarMass, concrete, ...lengths]
  if (figures.some((value) => !Number.isFinite(value)) || steelMass > MAX_MASS_KG || rebarMass > MAX_MASS_KG || concrete > MAX_VOLUME_M3 || lengths.some((value) => value > MAX_LENGTH_M)) {
    throw new ModelError('its figures are out of range (a mass, volume or length no structure has)')
  }
}

/** Reading entities: references, numbers, text, and the relations indexed once. */
function modelReader(api, modelID) {
  const typeNames = new Map()
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
  // Never on a triangulated or faceted body: each of its coordinates would become a JS object.
  const BULKY = new Set(['IFCTRIANGULATEDFACESET', 'IFCPOLYGONALFACESET', 'IFCCARTESIANPOINTLIST3D', 'IFCFACETEDBREP', 'IFCCLOSEDSHELL', 'IFCINDEXEDPOLYGONALFACE'])
  const line = (id) => {
    const kind = kindOf(id)
    if (!kind || BULKY.has(kind)) return null
    return api.GetLine(modelID, id, false)
  }
  const ids = (typeID) => {
    const vector = api.GetLineIDsWithType(modelID, typeID)
    const list = []
    for (let index = 0; index < vector.size(); index += 1) list.push(vector.get(index))
    return list
  }
  const idsOfKind = (name) => {
    const code = api.GetTypeCodeFromName(name)
    return code ? ids(code) : []
  }

  function units() {
    const scales = { LENGTHUNIT: 1, AREAUNIT: null, VOLUMEUNIT: null, MASSUNIT: 1 }
    const [assignment] = idsOfKind('IFCUNITASSIGNMENT')
    for (const unit of refs(line(assignment)?.Units)) {
      const read = unitScale(unit, 0)
      if (read && read.type in scales) scales[read.type] = read.scale
    }
    const length = scales.LENGTHUNIT
    return {
      length,
      area: scales.AREAUNIT ?? length * length,
      volume: scales.VOLUMEUNIT ?? length ** 3,
      mass: scales.MASSUNIT,
      lengthName: lengthName(length),
    }
  }

  /** A unit's type and its size in m, m², m³ or kg. */
  function unitScale(id, depth) {
    if (depth > 4) return null
    const kind = kindOf(id)
    const unit = line(id)
    if (!unit) return null
    const type = unit.UnitType?.value
    if (kind === 'IFCSIUNIT') {
      const prefix = SI_PREFIXES[unit.Prefix?.value] ?? 1
      const name = unit.Name?.value
      const power = name === 'SQUARE_METRE' ? 2 : name === 'CUBIC_METRE' ? 3 : 1
      const base = name === 'GRAM' ? 0.001 : 1
      return { type, scale: base * prefix ** power }
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

  function relations() {
    const definitions = new Map()
    const typeOf = new Map()
    const materialOf = new Map()
    const add = (map, objects, value) => {
      for (const object of refs(objects)) map.set(object, [...(map.get(object) ?? []), value])
    }
    for (const id of idsOfKind('IFCRELDEFINESBYPROPERTIES')) {
      const rel = line(id)
      const relating = rel?.RelatingPropertyDefinition
      for (const definition of Array.isArray(relating) ? refs(relating) : [ref(relating)]) if (definition) add(definitions, rel.RelatedObjects, definition)
    }
    for (const id of idsOfKind('IFCRELDEFINESBYTYPE')) {
      const rel = line(id)
      const type = ref(rel?.RelatingType)
      if (type) for (const object of refs(rel.RelatedObjects)) typeOf.set(object, type)
    }
    for (const id of idsOfKind('IFCRELASSOCIATESMATERIAL')) {
      const rel = line(id)
      const material = ref(rel?.RelatingMaterial)
      if (material) add(materialOf, rel.RelatedObjects, material)
    }
    return { definitions, typeOf, materialOf }
  }

  function application() {
    let header
    try {
      header = api.GetHeaderLine(modelID, FILE_NAME_HEADER)
    } catch {
      header = null
    }
    const args = header?.arguments ?? []
    // FILE_NAME(name, time_stamp, author, organization, preprocessor_version, originating_system, authorization)
    const fromHeader = cleanText(args[5]?.value) ?? cleanText(args[4]?.value)
    if (fromHeader) return fromHeader
    const [app] = idsOfKind('IFCAPPLICATION')
    const found = line(app)
    return cleanText([found?.ApplicationFullName?.value, found?.Version?.value].filter(Boolean).join(' '))
  }

  function storeys(unitsRead) {
    return idsOfKind('IFCBUILDINGSTOREY')
      .map((id) => line(id))
      .filter(Boolean)
      .map((storey) => ({ name: cleanText(storey.Name?.value) ?? cleanText(storey.LongName?.value) ?? `Storey #${storey.expressID}`, elevation_m: round((num(storey.Elevation) ?? 0) * unitsRead.length, 3) }))
      .sort((a, b) => a.elevation_m - b.elevation_m)
  }

  return { api, modelID, kindOf, line, ids, idsOfKind, units, relations, application, storeys }
}

// The FILE_NAME header entity's code in web-ifc (ifc-schema.d.ts FILE_NAME).
const FILE_NAME_HEADER = 1390159747

const SI_PREFIXES = { EXA: 1e18, PETA: 1e15, TERA: 1e12, GIGA: 1e9, MEGA: 1e6, KILO: 1e3, HECTO: 1e2, DECA: 1e1, DECI: 1e-1, CENTI: 1e-2, MILLI: 1e-3, MICRO: 1e-6, NANO: 1e-9, PICO: 1e-12, FEMTO: 1e-15, ATTO: 1e-18 }

function lengthName(metres) {
  const known = [
    [1, 'm'],
    [0.001, 'mm'],
    [0.01, 'cm'],
    [0.3048, 'ft'],
    [0.0254, 'in'],
  ]
  const match = known.find(([size]) => Math.abs(metres - size) < size * 1e-6)
  return match ? match[1] : `${Number(metres.toPrecision(6))} m`
}

const ref = (value) => (value && value.type === 5 && typeof value.value === 'number' ? value.value : null)
const refs = (list) => (Array.isArray(list) ? list.map(ref).filter((id) => id !== null) : [])
/** A number from web-ifc's value objects ({ value } or its internal form); null when absent or not finite. */
function num(value) {
  if (value === null || value === undefined) return null
  const raw = typeof value === 'number' ? value : (value.value ?? value._representationValue ?? value._internalValue)
  const number = Number(raw)
  return raw === null || raw === undefined || raw === '' || !Number.isFinite(number) ? null : number
}
const positive = (value) => (value !== null && value > 0 ? value : null)

/** An element's figures from its quantity sets, in m, m³ and kg (net before gross). */
function quantitiesOf(context, id) {
  const found = {}
  for (const definition of context.relations.definitions.get(id) ?? []) {
    if (context.kindOf(definition) !== 'IFCELEMENTQUANTITY') continue
    for (const quantityId of refs(context.line(definition)?.Quantities)) {
      const kind = context.kindOf(quantityId)
      const quantity = context.line(quantityId)
      const name = quantity?.Name?.value
      if (!name) continue
      if (kind === 'IFCQUANTITYLENGTH' && name === 'Length') found.length ??= scaled(num(quantity.LengthValue), context.units.length)
      if (kind === 'IFCQUANTITYWEIGHT' && /^(Net|Gross)Weight$/.test(name)) found[name] ??= scaled(num(quantity.WeightValue), context.units.mass)
      if (kind === 'IFCQUANTITYVOLUME' && /^(Net|Gross)Volume$/.test(name)) found[name] ??= scaled(num(quantity.VolumeValue), context.units.volume)
    }
  }
  return { length: found.length ?? null, mass: found.NetWeight ?? found.GrossWeight ?? null, volume: found.NetVolume ?? found.GrossVolume ?? null }
}
const scaled = (value, scale) => (positive(value) === null ? null : value * scale)

/** The element's material names and the profile of its material profile set, also through its type. */
function materialOf(context, id) {
  const names = []
  let profile = null
  const visit = (materialId, depth) => {
    if (!materialId || depth > MAX_REFERENCE_DEPTH) return
    const kind = context.kindOf(materialId)
    const item = context.line(materialId)
    if (!item) return
    switch (kind) {
      case 'IFCMATERIAL':
        names.push(...[item.Name?.value, item.Category?.value].filter((text) => typeof text === 'string'))
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
      case 'IFCMATERIALLAYERWITHOFFSETS':
      case 'IFCMATERIALCONSTITUENT':
        return visit(ref(item.Material), depth + 1)
      case 'IFCMATERIALCONSTITUENTSET':
        return refs(item.MaterialConstituents).forEach((entry) => visit(entry, depth + 1))
      case 'IFCMATERIALLIST':
        return refs(item.Materials).forEach((entry) => visit(entry, depth + 1))
    }
  }
  for (const material of context.relations.materialOf.get(id) ?? []) visit(material, 0)
  const type = context.relations.typeOf.get(id)
  if (type) for (const material of context.relations.materialOf.get(type) ?? []) visit(material, 0)
  return { names, profile }
}

/** 'steel', 'concrete', 'other' or null (no material given), from the material names. */
function materialClass(names) {
  if (names.length === 0) return null
  const text = names.join(' ')
  if (STEEL_WORDS.test(text)) return 'steel'
  if (CONCRETE_WORDS.test(text)) return 'concrete'
  return 'other'
}

/**
 * The solids of the element's body: extrusions with their profile and depth (in model units),
 * through mapped items and the first operand of boolean results, and whether anything else
 * (a tessellated, tapered or swept body) is there. Throws ModelError on a cycle.
 */
function bodyOf(context, id) {
  const body = { extrusions: [], other: false, boolean: false, directrices: [] }
  const element = context.line(id)
  const shape = context.line(ref(element?.Representation))
  const representations = refs(shape?.Representations).map((rep) => context.line(rep)).filter(Boolean)
  const bodies = representations.filter((rep) => rep.RepresentationIdentifier?.value === 'Body')
  const chosen = bodies.length > 0 ? bodies : representations.filter((rep) => !/^(Axis|Box|FootPrint|Annotation|Profile|Reference)$/i.test(rep.RepresentationIdentifier?.value ?? ''))
  const path = new Set()
  const visit = (itemId, depth) => {
    if (path.has(itemId)) throw new ModelError(`the geometry of #${itemId} refers to itself`)
    if (depth > MAX_REFERENCE_DEPTH) throw new ModelError(`the geometry of #${itemId} is nested more than ${MAX_REFERENCE_DEPTH} deep`)
    path.add(itemId)
    const kind = context.kindOf(itemId)
    const item = context.line(itemId)
    switch (kind) {
      case 'IFCEXTRUDEDAREASOLID': {
        const depthValue = positive(num(item?.Depth))
        const profile = ref(item?.SweptArea)
        if (depthValue !== null && profile) body.extrusions.push({ profile, depth: depthValue })
        else body.other = true
        break
      }
      case 'IFCMAPPEDITEM': {
        const map = context.line(ref(item?.MappingSource))
        const representation = context.line(ref(map?.MappedRepresentation))
        for (const inner of refs(representation?.Items)) visit(inner, depth + 1)
        break
      }
      case 'IFCBOOLEANCLIPPINGRESULT':
      case 'IFCBOOLEANRESULT':
        body.boolean = true
        visit(ref(item?.FirstOperand), depth + 1)
        break
      case 'IFCSWEPTDISKSOLID':
      case 'IFCSWEPTDISKSOLIDPOLYGONAL':
        body.other = true
        if (ref(item?.Directrix)) body.directrices.push(ref(item.Directrix))
        break
      default:
        body.other = true
    }
    path.delete(itemId)
  }
  for (const rep of chosen) for (const item of refs(rep.Items)) if (item) visit(item, 0)
  return body
}

/** Follows the element's placement chain: a cycle or an endless chain refuses the model. */
function checkPlacement(context, id, checked) {
  let placement = ref(context.line(id)?.ObjectPlacement)
  const path = new Set()
  while (placement && !checked.has(placement)) {
    if (path.has(placement)) throw new ModelError(`the placement #${placement} refers to itself`)
    if (path.size > MAX_PLACEMENT_DEPTH) throw new ModelError(`the placement of #${id} is nested more than ${MAX_PLACEMENT_DEPTH} deep`)
    path.add(placement)
    placement = context.kindOf(placement) === 'IFCLOCALPLACEMENT' ? ref(context.line(placement)?.PlacementRelTo) : null
  }
  for (const done of path) checked.add(done)
}

/** Area of a profile in model units² (the I-section root fillets and hollow-section corner radii included); null for a kind not measured. */
function profileArea(context, id, depth = 0) {
  if (!id || depth > MAX_REFERENCE_DEPTH) return null
  const kind = context.kindOf(id)
  const p = context.line(id)
  if (!p) return null
  const v = (name) => num(p[name]) ?? 0
  const corner = (r) => (1 - Math.PI / 4) * r * r // what one rounded inside corner adds (or a rounded edge removes)
  switch (kind) {
    case 'IFCISHAPEPROFILEDEF': {
      const [b, h, tw, tf, r] = [v('OverallWidth'), v('OverallDepth'), v('WebThickness'), v('FlangeThickness'), v('FilletRadius')]
      return 2 * b * tf + (h - 2 * tf) * tw + 4 * corner(r) - 4 * corner(v('FlangeEdgeRadius'))
    }
    case 'IFCASYMMETRICISHAPEPROFILEDEF': {
      const [bb, h, tw, tb, rb, bt, tt, rt] = ['BottomFlangeWidth', 'OverallDepth', 'WebThickness', 'BottomFlangeThickness', 'BottomFlangeFilletRadius', 'TopFlangeWidth', 'TopFlangeThickness', 'TopFlangeFilletRadius'].map(v)
      return bb * tb + bt * tt + (h - tb - tt) * tw + 2 * corner(rb) + 2 * corner(rt)
    }
    case 'IFCRECTANGLEPROFILEDEF':
      return v('XDim') * v('YDim')
    case 'IFCROUNDEDRECTANGLEPROFILEDEF':
      return v('XDim') * v('YDim') - 4 * corner(v('RoundingRadius'))
    case 'IFCRECTANGLEHOLLOWPROFILEDEF': {
      const [x, y, t, ri, ro] = [v('XDim'), v('YDim'), v('WallThickness'), v('InnerFilletRadius'), v('OuterFilletRadius')]
      return x * y - (x - 2 * t) * (y - 2 * t) - (4 - Math.PI) * (ro * ro - ri * ri)
    }
    case 'IFCCIRCLEPROFILEDEF':
      return Math.PI * v('Radius') ** 2
    case 'IFCCIRCLEHOLLOWPROFILEDEF': {
      const [r, t] = [v('Radius'), v('WallThickness')]
      return Math.PI * (r * r - (r - t) ** 2)
    }
    case 'IFCELLIPSEPROFILEDEF':
      return Math.PI * v('SemiAxis1') * v('SemiAxis2')
    case 'IFCLSHAPEPROFILEDEF': {
      const [d, w, t] = [v('Depth'), num(p.Width) ?? v('Depth'), v('Thickness')]
      return t * (d + w - t) + corner(v('FilletRadius')) - 2 * corner(v('EdgeRadius'))
    }
    case 'IFCUSHAPEPROFILEDEF': {
      const [h, b, tw, tf] = [v('Depth'), v('FlangeWidth'), v('WebThickness'), v('FlangeThickness')]
      return 2 * b * tf + (h - 2 * tf) * tw + 2 * corner(v('FilletRadius')) - 2 * corner(v('EdgeRadius'))
    }
    case 'IFCTSHAPEPROFILEDEF': {
      const [h, b, tw, tf] = [v('Depth'), v('FlangeWidth'), v('WebThickness'), v('FlangeThickness')]
      return b * tf + (h - tf) * tw + 2 * corner(v('FilletRadius'))
    }
    case 'IFCZSHAPEPROFILEDEF': {
      const [h, b, tw, tf] = [v('Depth'), v('FlangeWidth'), v('WebThickness'), v('FlangeThickness')]
      return h * tw + 2 * (b - tw) * tf
    }
    case 'IFCCSHAPEPROFILEDEF': {
      // Cold-formed lipped channel: web, two flanges and two lips of one wall thickness.
      const [h, b, t, g] = [v('Depth'), v('Width'), v('WallThickness'), v('Girth')]
      return t * (h + 2 * b + 2 * g - 4 * t)
    }
    case 'IFCTRAPEZIUMPROFILEDEF':
      return ((v('BottomXDim') + v('TopXDim')) / 2) * v('YDim')
    case 'IFCARBITRARYCLOSEDPROFILEDEF':
    case 'IFCARBITRARYPROFILEDEFWITHVOIDS': {
      const outer = curveArea(context, ref(p.OuterCurve))
      if (outer === null) return null
      const voids = refs(p.InnerCurves).map((curve) => curveArea(context, curve))
      if (voids.some((area) => area === null)) return null
      return outer - voids.reduce((sum, area) => sum + area, 0)
    }
    case 'IFCCOMPOSITEPROFILEDEF': {
      const parts = refs(p.Profiles).map((part) => profileArea(context, part, depth + 1))
      return parts.length > 0 && parts.every((area) => area !== null) ? parts.reduce((sum, area) => sum + area, 0) : null
    }
    case 'IFCDERIVEDPROFILEDEF': {
      const parent = profileArea(context, ref(p.ParentProfile), depth + 1)
      const operator = context.line(ref(p.Operator))
      const scale = num(operator?.Scale) ?? 1
      const scale2 = num(operator?.Scale2) ?? scale
      return parent === null ? null : parent * scale * scale2
    }
    default:
      return null
  }
}

/** Enclosed area of a closed polyline or indexed poly curve (shoelace; arcs taken through their points). */
function curveArea(context, id) {
  const points = curvePoints(context, id)
  if (!points || points.length < 3) return null
  let twice = 0
  for (let index = 0; index < points.length; index += 1) {
    const [x1, y1] = points[index]
    const [x2, y2] = points[(index + 1) % points.length]
    twice += x1 * y2 - x2 * y1
  }
  return Math.abs(twice) / 2
}

function curvePoints(context, id) {
  const kind = context.kindOf(id)
  const curve = context.line(id)
  if (!curve) return null
  if (kind === 'IFCPOLYLINE') {
    return refs(curve.Points).map((point) => (context.line(point)?.Coordinates ?? []).map(num))
  }
  if (kind === 'IFCINDEXEDPOLYCURVE') {
    const list = context.line(ref(curve.Points))
    const coordinates = (list?.CoordList ?? []).map((pair) => (Array.isArray(pair) ? pair.map(num) : []))
    if (!Array.isArray(curve.Segments) || curve.Segments.length === 0) return coordinates
    const order = []
    for (const segment of curve.Segments) {
      const indices = (Array.isArray(segment?.value) ? segment.value : []).map(num)
      for (const index of indices) if (index !== null && order.at(-1) !== index) order.push(index)
    }
    return order.map((index) => coordinates[index - 1]).filter(Boolean)
  }
  return null
}

/** Length of a rebar's directrix (polyline or indexed poly curve), in model units. */
function directrixLength(context, id) {
  const kind = context.kindOf(id)
  let points = null
  if (kind === 'IFCPOLYLINE' || kind === 'IFCINDEXEDPOLYCURVE') points = curvePoints(context, id)
  if (!points || points.length < 2) return null
  let length = 0
  for (let index = 1; index < points.length; index += 1) {
    const a = points[index - 1]
    const b = points[index]
    length += Math.hypot(...b.map((value, axis) => (value ?? 0) - (a[axis] ?? 0)))
  }
  return length
}

/** Volume (m³) and longest side of the bounding box in the body's own axes (m), from web-ifc's mesh. */
function meshFigures(context, id) {
  if (context.meshBudget <= 0) return null
  context.meshBudget -= 1
  const { api, modelID } = context
  const flat = api.GetFlatMesh(modelID, id)
  let volume = 0
  let longest = 0
  for (let index = 0; index < flat.geometries.size(); index += 1) {
    const placed = flat.geometries.get(index)
    const geometry = api.GetGeometry(modelID, placed.geometryExpressID)
    try {
      const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize())
      const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize())
      const m = placed.flatTransformation
      const scale = Math.hypot(m[0], m[1], m[2])
      const at = (vertex) => {
        const x = vertices[vertex * 6]
        const y = vertices[vertex * 6 + 1]
        const z = vertices[vertex * 6 + 2]
        return [m[0] * x + m[4] * y + m[8] * z + m[12], m[1] * x + m[5] * y + m[9] * z + m[13], m[2] * x + m[6] * y + m[10] * z + m[14]]
      }
      for (let t = 0; t + 2 < indices.length; t += 3) {
        const [a, b, c] = [at(indices[t]), at(indices[t + 1]), at(indices[t + 2])]
        volume += (a[0] * (b[1] * c[2] - b[2] * c[1]) - a[1] * (b[0] * c[2] - b[2] * c[0]) + a[2] * (b[0] * c[1] - b[1] * c[0])) / 6
      }
      const min = [Infinity, Infinity, Infinity]
      const max = [-Infinity, -Infinity, -Infinity]
      for (let vertex = 0; vertex * 6 < vertices.length; vertex += 1) {
        for (let axis = 0; axis < 3; axis += 1) {
          min[axis] = Math.min(min[axis], vertices[vertex * 6 + axis])
          max[axis] = Math.max(max[axis], vertices[vertex * 6 + axis])
        }
      }
      if (Number.isFinite(min[0])) longest = Math.max(longest, ...max.map((value, axis) => (value - min[axis]) * scale))
    } finally {
      geometry.delete?.()
    }
  }
  return volume > 0 ? { volume: Math.abs(volume), length: longest } : null
}

/**
 * Length (m), mass (kg) and where the mass came from for one steel element: its quantity set,
 * else its profile (area × length × 7850), else its body's volume (tapered or tessellated).
 */
function steelFigures(context, id, body, profile) {
  const quantities = quantitiesOf(context, id)
  const { length: L, area: A } = context.units
  const extrusionLength = body.extrusions.length > 0 ? Math.max(...body.extrusions.map((solid) => solid.depth)) * L : null
  let length = quantities.length ?? extrusionLength
  if (quantities.mass !== null) return { length, mass: quantities.mass, source: 'quantities' }
  const area = profileArea(context, profile)
  if (area !== null && area > 0 && length !== null) return { length, mass: area * A * length * STEEL_DENSITY, source: 'profile' }
  if (quantities.volume !== null) return { length, mass: quantities.volume * STEEL_DENSITY, source: 'quantities' }
  if (!body.boolean && (body.other || body.extrusions.length > 0)) {
    const mesh = meshFigures(context, id)
    if (mesh) return { length: length ?? mesh.length, mass: mesh.volume * STEEL_DENSITY, source: 'geometry' }
  }
  return { length, mass: null, source: 'none' }
}

function steelMembers(context, ids) {
  const rows = new Map()
  const checked = new Set()
  for (const id of ids) {
    checkPlacement(context, id, checked)
    const material = materialOf(context, id)
    const body = bodyOf(context, id)
    const profile = material.profile ?? (body.extrusions.length === 1 ? body.extrusions[0].profile : null)
    const kind = materialClass(material.names)
    if (kind === 'concrete' || kind === 'other') continue
    if (kind === null && !STEEL_PROFILE_KINDS.has(context.kindOf(profile) ?? '')) continue
    const element = context.line(id)
    const name = cleanText(context.line(profile)?.ProfileName?.value) ?? cleanText(element?.ObjectType?.value) ?? cleanText(element?.Name?.value) ?? '(no profile name)'
    const figures = steelFigures(context, id, body, profile)
    const key = `${name}\u0000${figures.source}`
    const row = rows.get(key) ?? { profile: name, count: 0, length_m: 0, mass_kg: 0, source: figures.source }
    row.count += 1
    row.length_m += figures.length ?? 0
    row.mass_kg += figures.mass ?? 0
    rows.set(key, row)
  }
  return [...rows.values()].sort((a, b) => b.mass_kg - a.mass_kg || a.profile.localeCompare(b.profile))
}

function steelPlates(context, ids) {
  const checked = new Set()
  let count = 0
  let mass = 0
  for (const id of ids) {
    checkPlacement(context, id, checked)
    const material = materialOf(context, id)
    const kind = materialClass(material.names)
    if (kind === 'concrete' || kind === 'other') continue
    const body = bodyOf(context, id)
    const quantities = quantitiesOf(context, id)
    let plateMass = quantities.mass
    if (plateMass === null && body.extrusions.length > 0) {
      const areas = body.extrusions.map((solid) => profileArea(context, solid.profile))
      if (areas.every((area) => area !== null)) {
        plateMass = body.extrusions.reduce((sum, solid, index) => sum + areas[index] * solid.depth, 0) * context.units.area * context.units.length * STEEL_DENSITY
      }
    }
    if (plateMass === null && quantities.volume !== null) plateMass = quantities.volume * STEEL_DENSITY
    if (plateMass === null && !body.boolean) plateMass = (meshFigures(context, id)?.volume ?? 0) * STEEL_DENSITY
    count += 1
    mass += plateMass ?? 0
  }
  return { count, mass_kg: mass }
}

function boltsOf(context, ids) {
  const rows = new Map()
  const toMm = context.units.length * 1000
  for (const id of ids) {
    const fastener = context.line(id)
    const type = context.line(context.relations.typeOf.get(id))
    const predefined = fastener?.PredefinedType?.value ?? type?.PredefinedType?.value ?? 'NOTDEFINED'
    if (!BOLT_TYPES.has(predefined)) continue
    let diameter = positive(num(fastener?.NominalDiameter) ?? num(type?.NominalDiameter))
    let length = positive(num(fastener?.NominalLength) ?? num(type?.NominalLength))
    diameter = diameter === null ? null : diameter * toMm
    length = length === null ? null : length * toMm
    if (diameter === null || length === null) {
      // "M20x60" in its type, name or description.
      const text = [fastener?.ObjectType?.value, fastener?.Name?.value, fastener?.Description?.value, type?.Name?.value].filter((value) => typeof value === 'string').join(' ')
      const match = /\bM(\d{1,3}(?:\.\d)?)\s*[x×]\s*(\d{1,4})\b/i.exec(text)
      if (match) {
        diameter ??= Number(match[1])
        length ??= Number(match[2])
      }
    }
    const row = { diameter_mm: round(diameter, 1), length_mm: round(length, 1), count: 0 }
    const key = `${row.diameter_mm}x${row.length_mm}`
    const existing = rows.get(key) ?? row
    existing.count += 1
    rows.set(key, existing)
  }
  return [...rows.values()].sort((a, b) => (b.diameter_mm ?? 0) - (a.diameter_mm ?? 0) || (b.length_mm ?? 0) - (a.length_mm ?? 0))
}

function rebarOf(context, ids) {
  const rows = new Map()
  const { length: L, area: A } = context.units
  for (const id of ids) {
    const bar = context.line(id)
    const type = context.line(context.relations.typeOf.get(id))
    const diameter = positive(num(bar?.NominalDiameter)) ?? positive(num(type?.NominalDiameter))
    const area = positive(num(bar?.CrossSectionArea)) ?? positive(num(type?.CrossSectionArea))
    let length = positive(num(bar?.BarLength)) ?? positive(num(type?.BarLength))
    length = length === null ? quantitiesOf(context, id).length : length * L
    if (length === null) {
      const directrices = bodyOf(context, id).directrices.map((curve) => directrixLength(context, curve)).filter((value) => value !== null)
      if (directrices.length > 0) length = directrices.reduce((sum, value) => sum + value, 0) * L
    }
    const diameterMm = diameter === null ? null : round(diameter * L * 1000, 1)
    const sectionM2 = area !== null ? area * A : diameter !== null ? (Math.PI / 4) * (diameter * L) ** 2 : null
    const key = String(diameterMm)
    const row = rows.get(key) ?? { diameter_mm: diameterMm, count: 0, length_m: 0, mass_kg: 0 }
    row.count += 1
    row.length_m += length ?? 0
    row.mass_kg += sectionM2 !== null && length !== null ? sectionM2 * length * STEEL_DENSITY : 0
    rows.set(key, row)
  }
  return [...rows.values()].sort((a, b) => (b.diameter_mm ?? 0) - (a.diameter_mm ?? 0))
}

function concreteVolume(context, ids) {
  let volume = 0
  const checked = new Set()
  for (const id of ids) {
    if (materialClass(materialOf(context, id).names) !== 'concrete') continue
    checkPlacement(context, id, checked)
    const quantities = quantitiesOf(context, id)
    if (quantities.volume !== null) {
      volume += quantities.volume
      continue
    }
    const body = bodyOf(context, id)
    const areas = body.extrusions.map((solid) => profileArea(context, solid.profile))
    if (body.extrusions.length > 0 && !body.other && areas.every((area) => area !== null)) {
      volume += body.extrusions.reduce((sum, solid, index) => sum + areas[index] * solid.depth, 0) * context.units.area * context.units.length
    } else if (!body.boolean) {
      volume += meshFigures(context, id)?.volume ?? 0
    }
  }
  return volume
}
