// @ts-check
// The takeoff's rules over one open IFC model: what counts as steel, plates, bolts, rebar and
// concrete, how rows are grouped, which mass basis a row has, and what an estimator must know
// before quoting (findings). Entities and units come from ifc-model.mjs (already in SI), shapes
// are measured by geometry.mjs, materials read by grades.mjs. Plain JavaScript checked by
// TypeScript, so the worker thread loads it by path outside Next's bundle (docs/takeoff.md).
import { curveLength, plateThickness, sectionArea, sectionLabel, sectionPerimeter } from './geometry.mjs'
import { boltGrade, readMaterial } from './grades.mjs'
import { enumOf, ifcModel, num, text } from './ifc-model.mjs'
import { TAKEOFF_LIMITS } from './limits.mjs'
import { ModelError } from './unreadable.mjs'

/** @typedef {import('./types').ModelSummary} ModelSummary */
/** @typedef {import('./types').SteelMemberRow} SteelMemberRow */
/** @typedef {import('./types').RebarRow} RebarRow */
/** @typedef {import('./types').ConcreteRow} ConcreteRow */
/** @typedef {import('./types').Finding} Finding */
/** @typedef {import('./types').Profile} Profile */
/** @typedef {import('./limits.mjs').ReadLimits} ReadLimits */
/** @typedef {import('./ifc-model.mjs').IfcModel} IfcModel */
/** @typedef {import('./types').ElementNote} ElementNote */

/** Density of structural and reinforcing steel, kg/m³. */
const STEEL_DENSITY = 7850

const STEEL_MEMBER_KINDS = new Set(['IFCBEAM', 'IFCBEAMSTANDARDCASE', 'IFCCOLUMN', 'IFCCOLUMNSTANDARDCASE', 'IFCMEMBER', 'IFCMEMBERSTANDARDCASE'])
const PLATE_KINDS = new Set(['IFCPLATE', 'IFCPLATESTANDARDCASE'])
/** Parts of an assembly: some Tekla exports write every steel part so, the profile in Description. */
const PART_KINDS = new Set(['IFCBUILDINGELEMENTPART'])
const CONCRETE_KINDS = new Set([
  ...STEEL_MEMBER_KINDS,
  ...PLATE_KINDS,
  ...PART_KINDS,
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
  'IFCGRID',
  'IFCANNOTATION',
])
/** Profiles only steel sections have: a member of unknown material with one of these is steel. */
const STEEL_SHAPES = new Set(['I', 'asymmetric-I', 'rectangle-hollow', 'circle-hollow', 'L', 'U', 'T', 'C', 'Z'])
/** Section names that say steel when no material does (IPE300, HEA200, UB 305x165x40, W12X26, RHS, PFC …). */
const STEEL_SECTION_NAME = /^(IPE|IPN|HE[ABM]?|HL|HD|HP|UB|UC|UBP|PFC|UPN|UPE|UAP|[WSMC]\d|W\s?\d|HSS|RHS|SHS|CHS|PL|FL|FLT|PLT|BL|L\s?\d|RSA|EA|UA|TFC|CFRHS|CFSHS|Z\d|C\d|T\d|PIPE|ROD|RD|D\d)/i
/** Names of plates among assembly parts ("PL10*200", "FLT12*100"). */
const PLATE_NAME = /^(PL|PLT|FL|FLT|BL|PLATE)\b|^(PL|PLT|FL|FLT|BL)\s?\d/i
/** Fasteners that are not bolts: shear studs (listed apart), nuts, washers, nails, screws. */
const STUD_TYPES = new Set(['STUDSHEARCONNECTOR', 'SHEARCONNECTOR'])
const NOT_BOLT_TYPES = new Set(['NAIL', 'NAILPLATE', 'SCREW', 'STAPLE', 'DOWEL', 'COUPLER', 'RIVET', 'CHAIN', 'ROPE', 'STUD'])
const STUD_WORDS = /stud|shear\s?connector|nelson|headed\s?anchor|kopfbolzen/i
const NOT_BOLT_WORDS = /(?<![A-Za-z])(nut|washer|screw|nail)s?(?![A-Za-z])/i
/** IFC2X3 BarRole and IFC4 PredefinedType, as an estimator splits a bar schedule. */
const BAR_ROLES = /** @type {Record<string, 'main' | 'link' | 'other'>} */ ({ MAIN: 'main', EDGE: 'main', PUNCHING: 'main', ANCHORING: 'main', LIGATURE: 'link', SHEAR: 'link', RING: 'link', STUD: 'other', SPACEBAR: 'other' })
/** A name that starts with what the element is made of. */
const CONCRETE_NAME = /^\s*([\d.,]+\s*[x×*]\s*[\d.,]+\s+)?(precast|pre-cast|concrete|in.situ|cast.in.place|beton|béton|hormig[oó]n|calcestruzzo)/i
/** A plate's name that says steel by itself: a thickness ("PL10", "FL 12x100"), not the word "plate". */
const STEEL_PLATE_NAME = /^(PL|PLT|FL|FLT|BL)\s?\d/i
/** Predefined types that say no more than the class. */
const GENERIC_TYPES = new Set(['NOTDEFINED', 'USERDEFINED', 'BEAM', 'COLUMN', 'MEMBER', 'PLATE', 'STANDARD', 'SOLIDWALL'])
/** Properties that hold a part's mark in the exports seen (Tekla, SDS/2, Revit, Allplan). */
const MARK_PROPERTY = /^(part[ _]?(mark|pos(ition)?)|piece[ _]?mark|position ?number|mark)$/i

/** A cut, single-line copy of a model string; null when empty. @param {unknown} value @param {number} max */
function cleanText(value, max) {
  if (typeof value !== 'string') return null
  const clean = value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g, ' ').replace(/\s+/g, ' ').trim()
  if (!clean) return null
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean
}
/** @param {number | null | undefined} value @param {number} digits */
// + 0: a -0 (a storey at the datum, measured downwards) is written 0 in JSON but compares unequal to 0.
const round = (value, digits) => (value === null || value === undefined ? null : Number(value.toFixed(digits)) + 0)
/** The sum of the figures, or null when none was measured. @param {(number | null)[]} values */
const sumKnown = (values) => (values.some((value) => value !== null) ? values.reduce((sum, value) => (sum ?? 0) + (value ?? 0), 0) : null)
/** @param {string} kind web-ifc's class name: StandardCase and ElementedCase count with their kind. */
const foldKind = (kind) => kind.replace(/(StandardCase|ElementedCase)$/, '')
const plural = (/** @type {number} */ n, /** @type {string} */ one, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`

/**
 * The takeoff of an open model, in SI, with findings. Throws ModelError for a model the takeoff
 * refuses (a cycle, a nesting past the limits, a figure out of range).
 * @param {import('web-ifc').IfcAPI} api
 * @param {number} modelID
 * @param {ReadLimits} [limits]
 * @param {(id: number, note: ElementNote) => void} [describe] told, after the takeoff, what each
 *   element was counted as (the preview colours and names elements by it); the summary is the same with or without
 * @returns {ModelSummary}
 */
export function readModel(api, modelID, limits = TAKEOFF_LIMITS, describe) {
  const model = ifcModel(api, modelID, limits)
  const clean = (/** @type {unknown} */ value) => cleanText(value, limits.maxText)

  /** @type {Record<string, number>} */
  const counts = {}
  /** @type {Map<string, string>} */
  const className = new Map()
  /** @type {{ typeID: number, kind: string }[]} */
  const kindsPresent = []
  for (const { typeID, typeName } of api.GetAllTypesOfModel(modelID)) {
    const kind = typeName.toUpperCase()
    if (!api.IsIfcElement(typeID) || NOT_ELEMENTS.has(kind)) continue
    const size = api.GetLineIDsWithType(modelID, typeID).size()
    if (size === 0) continue
    counts[typeName] = size
    className.set(kind, typeName)
    kindsPresent.push({ typeID, kind })
  }
  const idsOf = (/** @type {Set<string>} */ kinds) => kindsPresent.filter((entry) => kinds.has(entry.kind)).flatMap((entry) => model.ids(entry.typeID))
  const classOf = (/** @type {number} */ id) => foldKind(className.get(model.kindOf(id) ?? '') ?? 'IfcElement')

  /** @type {Map<number, Profile | null>} */
  const profiles = new Map()
  const profileOf = (/** @type {number | null} */ id) => {
    if (!id) return null
    if (!profiles.has(id)) profiles.set(id, model.profile(id))
    return profiles.get(id) ?? null
  }
  /** @type {Map<number, Omit<ElementNote, 'ifcClass' | 'storey'>>} */
  const notes = new Map()
  /** @type {Reader['note']} */
  const note = describe ? (id, what) => notes.set(id, what) : () => {}
  const reader = { model, limits, clean, classOf, profileOf, meshBudget: limits.maxMeshedElements, note }

  const steel = steelOf(reader, idsOf(STEEL_MEMBER_KINDS), idsOf(PLATE_KINDS), idsOf(PART_KINDS))
  const fasteners = fastenersOf(reader, idsOf(new Set(['IFCMECHANICALFASTENER'])))
  const concrete = concreteOf(reader, idsOf(CONCRETE_KINDS), steel.claimed)
  const rebar = rebarOf(reader, idsOf(new Set(['IFCREINFORCINGBAR'])), concrete.volumes)

  const memberRows = capped(limits, steel.members, (rest) => ({ profile: `(${rest.length} more profiles)`, grade: null, source: /** @type {const} */ ('mixed'), basis: /** @type {const} */ ('mixed'), net_mass_kg: null, coating_m2: null, coating_m2_per_t: null }))
  const plateRows = capped(limits, steel.plates, (rest) => ({ thickness_mm: null, grade: `(${rest.length} more)` }))
  const rebarRows = capped(limits, rebar.rows, () => ({ diameter_mm: null, role: null, grade: null, host: null, kg_per_m3: null }))
  const concreteRows = capped(limits, concrete.rows, (rest) => ({ kind: `(${rest.length} more)`, predefined: null, storey: null, grade: null, formwork_m2: null }))
  // Totals are the sums of the rows as shown: 0 where there is nothing, null where nothing could be measured.
  const total = (/** @type {(number | null)[]} */ values) => (values.length === 0 ? 0 : sumKnown(values))
  const platesMass = total(plateRows.map((row) => row.mass_kg))
  const steelMass = total([...memberRows.map((row) => row.mass_kg), ...(plateRows.length > 0 ? [platesMass] : [])])
  const rebarMass = total(rebarRows.map((row) => row.mass_kg))
  const concreteVolume = total(concreteRows.map((row) => row.volume_m3))
  const coating = total(memberRows.map((row) => row.coating_m2))

  /** @type {ModelSummary} */
  const summary = {
    schema: model.schema(),
    application: clean(model.application()),
    length_unit: model.units.labels.length,
    units: model.units.labels,
    storeys: storeysOf(reader).slice(0, limits.maxRows),
    counts,
    findings: [],
    steel: {
      members: memberRows,
      plates: { count: steel.plateCount, mass_kg: round(platesMass, 1), by_thickness: plateRows },
      mass_kg: round(steelMass, 1),
      coating_m2: round(coating, 1),
    },
    bolts: capped(limits, fasteners.bolts, () => ({ diameter_mm: null, length_mm: null, size: 'other sizes', grade: null })),
    studs: fasteners.studs,
    rebar: rebarRows,
    concrete: concreteRows,
    concrete_m3: round(concreteVolume, 3),
    drivers: {
      assemblies: counts.IfcElementAssembly ?? 0,
      distinct_marks: steel.marks.size > 0 ? steel.marks.size : null,
      heaviest_piece_kg: round(steel.heaviest, 1),
      longest_piece_m: round(steel.longest, 3),
    },
    totals: {
      steel_t: round(steelMass === null ? null : steelMass / 1000, 3),
      steel_kg: round(steelMass, 1),
      rebar_t: round(rebarMass === null ? null : rebarMass / 1000, 3),
      rebar_kg: round(rebarMass, 1),
      concrete_m3: round(concreteVolume, 3),
    },
  }
  summary.findings = findingsOf(reader, summary, { steel, fasteners, rebar, concrete })
  requireInRange(limits, summary)
  if (describe) {
    /** @type {Map<number, string | null>} */
    const storeyNames = new Map()
    for (const { typeID } of kindsPresent) {
      for (const id of model.ids(typeID)) {
        const storeyId = model.storeyOf(id)
        if (storeyId && !storeyNames.has(storeyId)) storeyNames.set(storeyId, clean(text(model.line(storeyId)?.Name)) ?? `Storey #${storeyId}`)
        const counted = notes.get(id) ?? { kind: 'other', label: null, grade: null, mass_kg: null, volume_m3: null }
        describe(id, { ...counted, ifcClass: classOf(id), storey: storeyId ? (storeyNames.get(storeyId) ?? null) : null })
      }
    }
  }
  return summary
}

/**
 * @typedef {{ model: IfcModel, limits: ReadLimits, clean: (value: unknown) => string | null, classOf: (id: number) => string, profileOf: (id: number | null) => Profile | null, meshBudget: number, note: (id: number, what: Omit<ElementNote, 'ifcClass' | 'storey'>) => void }} Reader
 */

/** The first maxRows − 1 rows, and the rest summed into one row labelled by `label`. @template {{ count: number }} Row @param {ReadLimits} limits @param {Row[]} rows @param {(rest: Row[]) => Partial<Row>} label @returns {Row[]} */
function capped(limits, rows, label) {
  if (rows.length <= limits.maxRows) return rows
  const rest = rows.slice(limits.maxRows - 1)
  /** @type {Record<string, unknown>} */
  const merged = { ...rest[0], ...label(rest), count: rest.reduce((sum, row) => sum + row.count, 0) }
  for (const field of ['length_m', 'mass_kg', 'volume_m3']) {
    if (field in /** @type {object} */ (rest[0])) merged[field] = round(sumKnown(rest.map((row) => /** @type {Record<string, number | null>} */ (/** @type {unknown} */ (row))[field] ?? null)), 3)
  }
  return [...rows.slice(0, limits.maxRows - 1), /** @type {Row} */ (/** @type {unknown} */ (merged))]
}

/** @param {ReadLimits} limits @param {ModelSummary} summary */
function requireInRange(limits, summary) {
  const lengths = [...summary.steel.members, ...summary.rebar].map((row) => row.length_m ?? 0)
  const { steel_kg, rebar_kg, concrete_m3 } = summary.totals
  const figures = [steel_kg ?? 0, rebar_kg ?? 0, concrete_m3 ?? 0, ...lengths]
  if (figures.some((value) => !Number.isFinite(value)) || (steel_kg ?? 0) > limits.maxMassKg || (rebar_kg ?? 0) > limits.maxMassKg || (concrete_m3 ?? 0) > limits.maxVolumeM3 || lengths.some((value) => value > limits.maxLengthM)) {
    throw new ModelError('out_of_range')
  }
}

/** @param {Reader} reader */
function storeysOf({ model, clean }) {
  return model
    .idsOfKind('IFCBUILDINGSTOREY')
    .map((id) => model.line(id))
    .filter((storey) => storey !== null)
    .map((storey) => ({ name: clean(text(storey.Name)) ?? clean(text(storey.LongName)) ?? `Storey #${storey.expressID}`, elevation_m: round(model.metres(storey.Elevation) ?? 0, 3) ?? 0 }))
    .sort((a, b) => a.elevation_m - b.elevation_m)
}

/**
 * The element's material reading: from its materials, else its type's name and its surface
 * styles ("STEEL/S355"), which is where some exports put the grade.
 * @param {Reader} reader
 * @param {number} id
 * @param {number[]} items the ids of its body's items
 */
function materialReading({ model }, id, items) {
  const { names, profile, layers } = model.material(id)
  // A layer set whose layers are not all concrete: its volume is not all concrete either.
  const mixedLayers = layers.length > 1 && layers.some((words) => readMaterial(words).material !== 'concrete')
  const fromMaterials = { ...readMaterial(names), mixedLayers }
  if (fromMaterials.material !== null && (fromMaterials.grade || fromMaterials.material !== 'steel')) return { ...fromMaterials, profile }
  const styles = model.surfaceStyles(items)
  const fromStyles = readMaterial(styles)
  if (fromMaterials.material === null && fromStyles.material === null) {
    // No material and no style: an element named for its material ("PRECAST WALL") says it; a
    // word further on ("partition on a concrete foot") does not.
    const element = model.line(id)
    const names = [element?.Name, element?.ObjectType].map(text).filter((value) => value !== null && CONCRETE_NAME.test(value))
    const fromName = readMaterial(/** @type {string[]} */ (names))
    return { ...(fromName.material === 'concrete' ? fromName : fromStyles), profile }
  }
  const reading = fromMaterials.material === null ? { ...fromStyles, profile } : { ...fromMaterials, grade: fromMaterials.grade ?? (fromStyles.material === fromMaterials.material ? fromStyles.grade : null), profile }
  if (reading.grade || reading.material === null) return reading
  // A grade the materials and styles do not give may be in the type's name ("UB 305x165x40 S355").
  const fromType = readMaterial([text(model.typeObject(id)?.Name)].filter((value) => value !== null))
  return { ...reading, grade: fromType.material === reading.material ? fromType.grade : null }
}

/** The element's mark, from the properties exporters write it in. @param {Reader} reader @param {number} id */
function markOf({ model }, id) {
  for (const [name, value] of model.properties(id)) if (MARK_PROPERTY.test(name) && String(value).trim()) return String(value).trim()
  return null
}

/** Volume (m³), longest and least side (m) of an element's mesh, within the per-model budget. @param {Reader} reader @param {number} id */
function meshFigures(reader, id) {
  if (reader.meshBudget <= 0) return null
  reader.meshBudget -= 1
  const { api, modelID } = reader.model
  const flat = api.GetFlatMesh(modelID, id)
  let volume = 0
  let longest = 0
  let thinnest = Infinity
  for (let index = 0; index < flat.geometries.size(); index += 1) {
    const placed = flat.geometries.get(index)
    const geometry = api.GetGeometry(modelID, placed.geometryExpressID)
    try {
      const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize())
      const indices = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize())
      const m = placed.flatTransformation
      const scale = Math.hypot(m[0] ?? 0, m[1] ?? 0, m[2] ?? 0)
      /** @param {number} vertex @returns {number[]} */
      const at = (vertex) => {
        const x = vertices[vertex * 6] ?? 0
        const y = vertices[vertex * 6 + 1] ?? 0
        const z = vertices[vertex * 6 + 2] ?? 0
        return [0, 1, 2].map((axis) => (m[axis] ?? 0) * x + (m[4 + axis] ?? 0) * y + (m[8 + axis] ?? 0) * z + (m[12 + axis] ?? 0))
      }
      for (let t = 0; t + 2 < indices.length; t += 3) {
        const [a = [], b = [], c = []] = [at(indices[t] ?? 0), at(indices[t + 1] ?? 0), at(indices[t + 2] ?? 0)]
        const [ax = 0, ay = 0, az = 0] = a
        const [bx = 0, by = 0, bz = 0] = b
        const [cx = 0, cy = 0, cz = 0] = c
        volume += (ax * (by * cz - bz * cy) - ay * (bx * cz - bz * cx) + az * (bx * cy - by * cx)) / 6
      }
      const min = [Infinity, Infinity, Infinity]
      const max = [-Infinity, -Infinity, -Infinity]
      for (let vertex = 0; vertex * 6 < vertices.length; vertex += 1) {
        for (let axis = 0; axis < 3; axis += 1) {
          const value = vertices[vertex * 6 + axis] ?? 0
          min[axis] = Math.min(min[axis] ?? 0, value)
          max[axis] = Math.max(max[axis] ?? 0, value)
        }
      }
      if (Number.isFinite(min[0])) {
        const sides = max.map((value, axis) => (value - (min[axis] ?? 0)) * scale)
        longest = Math.max(longest, ...sides)
        thinnest = Math.min(thinnest, ...sides)
      }
    } finally {
      geometry.delete?.()
    }
  }
  // The mesh is in metres whatever the file's unit: web-ifc scales it.
  // The sides are those of the body in its own axes: a plate's least side is its thickness.
  return volume !== 0 ? { volume: Math.abs(volume), length: longest, thickness: Number.isFinite(thinnest) ? thinnest : null } : null
}

/**
 * One steel member or plate, measured: its section, length, gross figures from the section, the
 * file's own net figures, and a mesh volume when nothing else measures it.
 * @param {Reader} reader
 * @param {number} id
 */
function measurePiece(reader, id) {
  const { model, profileOf } = reader
  model.checkPlacement(id)
  const body = model.body(id)
  const reading = materialReading(reader, id, body.items)
  const extrusion = body.extrusions.length > 0 ? body.extrusions.reduce((a, b) => (b.depth > a.depth ? b : a)) : null
  const profileId = reading.profile ?? (body.extrusions.length === 1 && extrusion ? extrusion.profile : null)
  const profile = profileOf(profileId)
  const quantities = model.quantities(id)
  const length = quantities.Length ?? extrusion?.depth ?? null
  const area = sectionArea(profile)
  return { id, body, reading, profile, quantities, length, area: area !== null && area > 0 ? area : null, perimeter: sectionPerimeter(profile) }
}

/**
 * Steel members by profile and grade, plates by thickness and grade, and the pieces' drivers.
 * Assembly parts (IfcBuildingElementPart) are members or plates by their name.
 * @param {Reader} reader
 * @param {number[]} memberIds
 * @param {number[]} plateIds
 * @param {number[]} partIds
 */
function steelOf(reader, memberIds, plateIds, partIds) {
  const { model, clean } = reader
  /** @type {Set<number>} elements taken as steel, which the concrete pass leaves alone */
  const claimed = new Set()
  /** @type {Set<string>} */
  const marks = new Set()
  let heaviest = /** @type {number | null} */ (null)
  let longest = /** @type {number | null} */ (null)
  /** @type {Map<string, { profile: string, grade: string | null, kgPerM: number | null, perimeter: number | null, pieces: ReturnType<typeof measurePiece>[] }>} */
  const memberGroups = new Map()
  /** @type {Map<string, { thickness_mm: number | null, grade: string | null, count: number, mass_kg: number | null }>} */
  const plateRows = new Map()
  let plateCount = 0
  let unmeasuredPlates = 0
  let ungraded = 0

  /** @param {number} id @param {'member' | 'plate' | 'part'} role */
  const take = (id, role) => {
    const piece = measurePiece(reader, id)
    const element = model.line(id)
    const description = clean(text(element?.Description))
    const { material, grade } = piece.reading
    const steelShape = piece.profile !== null && STEEL_SHAPES.has(piece.profile.type)
    const label = clean(piece.profile?.name) ?? (role === 'part' ? description : null)
    const named = label ?? clean(text(element?.ObjectType))
    if (material === 'concrete' || material === 'other') return
    // Without a material, a member is steel by its section; a plate only by its name (window panes are plates too).
    const steelName = named !== null && (role === 'plate' ? STEEL_PLATE_NAME : STEEL_SECTION_NAME).test(named)
    if (material === null && !steelShape && !steelName) return
    claimed.add(id)
    const mark = markOf(reader, id)
    if (mark) marks.add(mark)
    if (!grade) ungraded += 1
    const isPlate = role === 'plate' || (role === 'part' && named !== null && PLATE_NAME.test(named) && !steelShape)
    if (isPlate) {
      plateCount += 1
      const volume = piece.body.extrusions.reduce((sum, solid) => (sum === null ? null : (() => {
        const area = sectionArea(reader.profileOf(solid.profile))
        return area === null ? null : sum + area * solid.depth
      })()), /** @type {number | null} */ (piece.body.extrusions.length > 0 ? 0 : null))
      const first = piece.body.extrusions[0]
      let thickness = first ? plateThickness(reader.profileOf(first.profile), first.depth) : (piece.quantities.Width ?? null)
      let mass = volume !== null && volume > 0 ? volume * STEEL_DENSITY : (piece.quantities.NetWeight ?? piece.quantities.GrossWeight ?? (piece.quantities.NetVolume ?? piece.quantities.GrossVolume ?? 0) * STEEL_DENSITY)
      if ((!mass || thickness === null) && !piece.body.boolean) {
        const mesh = meshFigures(reader, id)
        if (!mass) mass = (mesh?.volume ?? 0) * STEEL_DENSITY
        thickness ??= mesh?.thickness ?? null
      }
      if (!mass) unmeasuredPlates += 1
      const thicknessMm = thickness === null ? null : round(thickness * 1000, 1)
      const key = `${thicknessMm}\u0000${grade}`
      const row = plateRows.get(key) ?? { thickness_mm: thicknessMm, grade, count: 0, mass_kg: null }
      row.count += 1
      if (mass) row.mass_kg = (row.mass_kg ?? 0) + mass
      plateRows.set(key, row)
      if (mass) heaviest = Math.max(heaviest ?? 0, mass)
      reader.note(id, { kind: 'plate', label: thicknessMm === null ? 'Plate' : `Plate ${thicknessMm} mm`, grade, mass_kg: mass ? round(mass, 1) : null, volume_m3: null })
      return
    }
    // Unnamed sections by their dimensions: an ObjectType such as "W-Wide Flange:W310X60:208814" names one element, not a section.
    const name = label ?? sectionLabel(piece.profile) ?? named ?? clean(text(element?.Name)) ?? '(no section)'
    const key = `${name}\u0000${grade}`
    const group = memberGroups.get(key) ?? { profile: name, grade, kgPerM: null, perimeter: null, pieces: [] }
    group.kgPerM ??= piece.area === null ? null : piece.area * STEEL_DENSITY
    group.perimeter ??= piece.perimeter
    group.pieces.push(piece)
    memberGroups.set(key, group)
  }
  for (const id of memberIds) take(id, 'member')
  for (const id of plateIds) take(id, 'plate')
  for (const id of partIds) take(id, 'part')

  /** @type {SteelMemberRow[]} */
  const members = []
  let unmeasuredMembers = 0
  let withoutLength = 0
  /** @type {{ profile: string, percent: number }[]} */
  const disagreements = []
  for (const group of memberGroups.values()) {
    const { kgPerM, perimeter, pieces } = group
    // One basis per row: gross from the section wherever it is known (for every member of the
    // row: one name, one section), else the file's own net figures, else the mesh.
    /** @type {(number | null)[]} */
    const masses = []
    /** @type {Set<string>} */
    const sources = new Set()
    for (const piece of pieces) {
      let mass = null
      if (kgPerM !== null) {
        if (piece.length !== null) {
          mass = kgPerM * piece.length
          sources.add('profile')
        }
      } else {
        const net = piece.quantities.NetWeight ?? (piece.quantities.NetVolume ?? null)
        if (piece.quantities.NetWeight !== undefined) mass = piece.quantities.NetWeight
        else if (net !== null) mass = net * STEEL_DENSITY
        if (mass !== null) sources.add('quantities')
        else if (!piece.body.boolean) {
          const mesh = meshFigures(reader, piece.id)
          if (mesh) {
            mass = mesh.volume * STEEL_DENSITY
            piece.length ??= mesh.length
            sources.add('geometry')
          }
        }
      }
      if (mass === null) unmeasuredMembers += 1
      if (piece.length === null) withoutLength += 1
      reader.note(piece.id, { kind: 'steel', label: group.profile, grade: group.grade, mass_kg: round(mass, 1), volume_m3: null })
      masses.push(mass)
      if (mass !== null) heaviest = Math.max(heaviest ?? 0, mass)
      if (piece.length !== null) longest = Math.max(longest ?? 0, piece.length)
    }
    const mass = sumKnown(masses)
    const length = sumKnown(pieces.map((piece) => piece.length))
    const nets = pieces.map((piece) => piece.quantities.NetWeight ?? null)
    const netMass = nets.every((value) => value !== null) ? sumKnown(nets) : null
    const coating = kgPerM !== null && perimeter !== null ? (length === null ? null : perimeter * length) : pieces.every((piece) => piece.quantities.OuterSurfaceArea !== undefined) ? sumKnown(pieces.map((piece) => piece.quantities.OuterSurfaceArea ?? null)) : null
    const source = sources.size === 0 ? 'none' : sources.size === 1 ? /** @type {'profile' | 'quantities' | 'geometry'} */ ([...sources][0]) : 'mixed'
    if (kgPerM !== null && netMass !== null && mass) {
      const percent = Math.round((Math.abs(mass - netMass) / mass) * 100)
      if (percent > 10) disagreements.push({ profile: group.profile, percent })
    }
    members.push({
      profile: group.profile,
      grade: group.grade,
      count: pieces.length,
      length_m: round(length, 3),
      mass_kg: round(mass, 1),
      source,
      basis: source === 'profile' ? 'gross' : source === 'none' ? null : 'net',
      net_mass_kg: round(netMass, 1),
      coating_m2: round(coating, 2),
      coating_m2_per_t: coating !== null && mass ? round(coating / (mass / 1000), 1) : null,
    })
  }
  members.sort((a, b) => (b.mass_kg ?? 0) - (a.mass_kg ?? 0) || a.profile.localeCompare(b.profile))
  const plates = [...plateRows.values()]
    .map((row) => ({ ...row, mass_kg: round(row.mass_kg, 1) }))
    .sort((a, b) => (b.thickness_mm ?? 0) - (a.thickness_mm ?? 0) || String(a.grade).localeCompare(String(b.grade)))
  return { members, plates, plateCount, claimed, marks, heaviest, longest, unmeasuredMembers, unmeasuredPlates, withoutLength, disagreements, ungraded, memberCount: members.reduce((sum, row) => sum + row.count, 0) }
}

/** Inches as a fraction to the nearest sixteenth ("3/4", "2 1/4"). @param {number} inches */
function inchFraction(inches) {
  const sixteenths = Math.round(inches * 16)
  const whole = Math.floor(sixteenths / 16)
  let numerator = sixteenths % 16
  let denominator = 16
  while (numerator > 0 && numerator % 2 === 0) {
    numerator /= 2
    denominator /= 2
  }
  const fraction = numerator > 0 ? `${numerator}/${denominator}` : ''
  return [whole > 0 ? String(whole) : '', fraction].filter(Boolean).join(' ') || '0'
}

/**
 * Bolts by size (metric "M20x60", or inches for a model drawn in inches or feet) and grade, and
 * shear studs apart; nuts, washers, screws and nails exported as fasteners are neither.
 * @param {Reader} reader
 * @param {number[]} ids
 */
function fastenersOf({ model, clean, note }, ids) {
  const imperial = model.units.labels.length === 'in' || model.units.labels.length === 'ft'
  /** @type {Map<string, import('./types').BoltRow>} */
  const bolts = new Map()
  /** @type {Map<string, import('./types').StudRow>} */
  const studs = new Map()
  let others = 0
  for (const id of ids) {
    const fastener = model.line(id)
    const type = model.typeObject(id)
    const predefined = enumOf(fastener?.PredefinedType) ?? enumOf(type?.PredefinedType) ?? 'NOTDEFINED'
    const words = [fastener?.ObjectType, fastener?.Name, fastener?.Description, type?.Name, type?.ElementType].map(text).filter((value) => value !== null).join(' ')
    const isStud = STUD_TYPES.has(predefined) || STUD_WORDS.test(words)
    if (!isStud && (NOT_BOLT_TYPES.has(predefined) || NOT_BOLT_WORDS.test(words))) {
      others += 1
      continue
    }
    let diameter = model.metres(fastener?.NominalDiameter) ?? model.metres(type?.NominalDiameter)
    let length = model.metres(fastener?.NominalLength) ?? model.metres(type?.NominalLength)
    if (diameter === null || length === null) {
      // "M20x60" or "M20 x 60" in its type, name or description.
      const match = /\bM(\d{1,3}(?:\.\d)?)\s*[x×*]\s*(\d{1,4})\b/i.exec(words)
      if (match) {
        diameter ??= Number(match[1]) / 1000
        length ??= Number(match[2]) / 1000
      }
    }
    const diameterMm = diameter === null || diameter <= 0 ? null : round(diameter * 1000, 2)
    const lengthMm = length === null || length <= 0 ? null : round(length * 1000, 1)
    // Inches for a model drawn in inches or feet, unless the bolt's own name is metric ("M20x60").
    const size = imperial && !/\bM\d/.test(words)
      ? `${diameter ? `${inchFraction(diameter / 0.0254)}"` : '?'}${length ? ` x ${inchFraction(length / 0.0254)}"` : ''}`
      : `${diameterMm ? `M${Number(diameterMm.toFixed(1))}` : 'M?'}${lengthMm ? `x${Number(lengthMm.toFixed(0))}` : ''}`
    if (isStud) {
      const row = studs.get(size) ?? { diameter_mm: diameterMm, length_mm: lengthMm, count: 0, size }
      row.count += 1
      studs.set(size, row)
      note(id, { kind: 'stud', label: `Shear stud ${size}`, grade: null, mass_kg: null, volume_m3: null })
      continue
    }
    const grade = clean(boltGrade(words))
    const key = `${size}\u0000${grade}`
    const row = bolts.get(key) ?? { diameter_mm: diameterMm, length_mm: lengthMm, count: 0, size, grade }
    row.count += 1
    bolts.set(key, row)
    note(id, { kind: 'bolt', label: `Bolt ${size}`, grade, mass_kg: null, volume_m3: null })
  }
  /** @param {{ diameter_mm: number | null, length_mm: number | null }} a @param {{ diameter_mm: number | null, length_mm: number | null }} b */
  const bySize = (a, b) => (b.diameter_mm ?? 0) - (a.diameter_mm ?? 0) || (b.length_mm ?? 0) - (a.length_mm ?? 0)
  return { bolts: [...bolts.values()].sort(bySize), studs: [...studs.values()].sort(bySize), others }
}

/**
 * Concrete by element kind, predefined type, storey and grade; only elements whose material says
 * concrete. Volumes from the file's quantities (net first), else the extrusions, else the mesh.
 * @param {Reader} reader
 * @param {number[]} ids
 * @param {Set<number>} claimed elements already taken as steel
 */
function concreteOf(reader, ids, claimed) {
  const { model, clean, classOf, note } = reader
  /** @type {Map<number, number | null>} element → its volume, for kg/m³ of rebar */
  const volumes = new Map()
  /** @type {Map<string, ConcreteRow & { formworkKnown: boolean }>} */
  const rows = new Map()
  let unmeasured = 0
  /** @type {Map<number, string>} */
  const storeyNames = new Map()
  /** @type {{ id: number, body: ReturnType<IfcModel['body']>, reading: ReturnType<typeof materialReading> }[]} */
  const candidates = []
  for (const id of ids) {
    if (claimed.has(id)) continue
    const body = model.body(id)
    const reading = materialReading(reader, id, body.items)
    if (reading.material === 'concrete') candidates.push({ id, body, reading })
  }
  // A slab and its parts (IfcRelAggregates) are one piece of concrete: the whole is counted, not its parts again.
  const counted = new Set(candidates.map((candidate) => candidate.id))
  const insideCounted = (/** @type {number} */ id) => {
    let parent = model.parentOf.get(id)
    for (let depth = 0; parent && depth < 8; depth += 1) {
      if (counted.has(parent)) return true
      parent = model.parentOf.get(parent)
    }
    return false
  }
  let parts = 0
  let layered = 0
  for (const { id, body, reading } of candidates) {
    if (insideCounted(id)) {
      parts += 1
      note(id, { kind: 'concrete', label: `${classOf(id)} (counted with the element it is part of)`, grade: clean(reading.grade), mass_kg: null, volume_m3: null })
      continue
    }
    model.checkPlacement(id)
    if ('mixedLayers' in reading && reading.mixedLayers) layered += 1
    const quantities = model.quantities(id)
    let volume = quantities.NetVolume ?? quantities.GrossVolume ?? null
    const areas = body.extrusions.map((solid) => sectionArea(reader.profileOf(solid.profile)))
    const extruded = body.extrusions.length > 0 && !body.other && areas.every((area) => area !== null) ? body.extrusions.reduce((sum, solid, index) => sum + (areas[index] ?? 0) * solid.depth, 0) : null
    // A net volume may be less than the uncut body, never twice it: Renga writes slabs' 1,000 times over.
    if (volume === null || (extruded !== null && volume > 2 * extruded)) volume = extruded
    if (volume === null && !body.boolean) volume = meshFigures(reader, id)?.volume ?? null
    if (volume === null) unmeasured += 1
    volumes.set(id, volume)
    const kind = classOf(id)
    const element = model.line(id)
    // The occurrence's own type, when it says more than its class (BASESLAB, FLOOR, PAD_FOOTING).
    const predefinedValue = enumOf(element?.PredefinedType)
    const predefined = predefinedValue && !GENERIC_TYPES.has(predefinedValue) ? predefinedValue : null
    const storeyId = model.storeyOf(id)
    if (storeyId && !storeyNames.has(storeyId)) storeyNames.set(storeyId, clean(text(model.line(storeyId)?.Name)) ?? `Storey #${storeyId}`)
    const storey = storeyId ? (storeyNames.get(storeyId) ?? null) : null
    const formwork = formworkOf(kind, quantities)
    note(id, { kind: 'concrete', label: [kind, predefined].filter(Boolean).join(' '), grade: clean(reading.grade), mass_kg: null, volume_m3: round(volume, 3) })
    const key = [kind, predefined, storey, reading.grade].join('\u0000')
    const row = rows.get(key) ?? { kind, predefined, storey, grade: clean(reading.grade), count: 0, volume_m3: null, formwork_m2: null, formworkKnown: true }
    row.count += 1
    if (volume !== null) row.volume_m3 = (row.volume_m3 ?? 0) + volume
    if (formwork === null) row.formworkKnown = false
    else row.formwork_m2 = (row.formwork_m2 ?? 0) + formwork
    rows.set(key, row)
  }
  const list = [...rows.values()]
    .map(({ formworkKnown, ...row }) => ({ ...row, volume_m3: round(row.volume_m3, 3), formwork_m2: formworkKnown ? round(row.formwork_m2, 2) : null }))
    .sort((a, b) => a.kind.localeCompare(b.kind) || String(a.storey).localeCompare(String(b.storey)) || (b.volume_m3 ?? 0) - (a.volume_m3 ?? 0))
  return { rows: list, volumes, elementCount: volumes.size, unmeasured, storeysFound: storeyNames.size, parts, layered }
}

/**
 * Formwork (m²) where the file's quantities give it: a slab's soffit and edges, a wall's two
 * faces; null otherwise (a beam's or column's faces are not in its base quantities).
 * @param {string} kind
 * @param {import('./ifc-model.mjs').Quantities} q
 */
function formworkOf(kind, q) {
  if (kind === 'IfcSlab' && q.GrossArea !== undefined) return q.GrossArea + (q.Perimeter !== undefined && q.Depth !== undefined ? q.Perimeter * q.Depth : 0)
  if (kind === 'IfcWall') {
    const side = q.NetSideArea ?? q.GrossSideArea
    return side === undefined ? null : 2 * side
  }
  return null
}

/**
 * Rebar by diameter, role, grade and host kind. A bar's data may sit on its type; its length is
 * BarLength, else its quantity, else its directrix measured (trimmed lines and arcs); a bar that
 * cannot be measured is counted and said, never weighed as zero.
 * @param {Reader} reader
 * @param {number[]} ids
 * @param {Map<number, number | null>} hostVolumes
 */
function rebarOf(reader, ids, hostVolumes) {
  const { model, clean, classOf } = reader
  /** @type {Map<string, RebarRow & { hosts: Set<number> }>} */
  const rows = new Map()
  /** @type {Set<number>} */
  const hosts = new Set()
  let unmeasured = 0
  let hosted = 0
  for (const id of ids) {
    const bar = model.line(id)
    const type = model.typeObject(id)
    const body = model.body(id)
    const positive = (/** @type {number | null} */ value) => (value !== null && value > 0 ? value : null)
    const diskRadius = body.directrices.map((entry) => entry.radius).find((radius) => radius !== null && radius > 0) ?? null
    const diameter = positive(model.metres(bar?.NominalDiameter)) ?? positive(model.metres(type?.NominalDiameter)) ?? (diskRadius === null ? null : 2 * diskRadius)
    const areaValue = positive(num(bar?.CrossSectionArea)) ?? positive(num(type?.CrossSectionArea))
    const section = areaValue !== null ? areaValue * model.units.area : diameter !== null ? (Math.PI / 4) * diameter * diameter : null
    let length = positive(model.metres(bar?.BarLength)) ?? positive(model.metres(type?.BarLength)) ?? model.quantities(id).Length ?? null
    if (length === null && body.directrices.length > 0) {
      const lengths = body.directrices.map((entry) => curveLength(model.curve(entry.curve)))
      if (lengths.every((value) => value !== null)) length = lengths.reduce((sum, value) => sum + (value ?? 0), 0)
    }
    const roleValue = enumOf(bar?.BarRole) ?? enumOf(bar?.PredefinedType) ?? enumOf(type?.PredefinedType)
    const role = roleValue ? (BAR_ROLES[roleValue] ?? null) : null
    const reading = materialReading(reader, id, body.items)
    const grade = clean(text(bar?.SteelGrade)) ?? clean(reading.rebarGrade) ?? clean(reading.grade)
    const host = hostOf(reader, id, hostVolumes)
    if (host !== null) {
      hosts.add(host)
      hosted += 1
    }
    const hostKind = host === null ? null : classOf(host)
    const mass = section !== null && length !== null ? section * length * STEEL_DENSITY : null
    if (mass === null) unmeasured += 1
    const diameterMm = diameter === null ? null : round(diameter * 1000, 1)
    reader.note(id, { kind: 'rebar', label: diameterMm === null ? 'Bar' : `Bar Ø${diameterMm} mm`, grade, mass_kg: round(mass, 1), volume_m3: null })
    const key = [diameterMm, role, grade, hostKind].join('\u0000')
    const row = rows.get(key) ?? { diameter_mm: diameterMm, role, grade, host: hostKind, count: 0, length_m: null, mass_kg: null, kg_per_m3: null, hosts: new Set() }
    row.count += 1
    if (length !== null) row.length_m = (row.length_m ?? 0) + length
    if (mass !== null) row.mass_kg = (row.mass_kg ?? 0) + mass
    if (host !== null) row.hosts.add(host)
    rows.set(key, row)
  }
  const list = [...rows.values()]
    .map(({ hosts: rowHosts, ...row }) => {
      const volume = sumKnown([...rowHosts].map((host) => hostVolumes.get(host) ?? null))
      return { ...row, length_m: round(row.length_m, 3), mass_kg: round(row.mass_kg, 1), kg_per_m3: volume && row.mass_kg !== null ? round(row.mass_kg / volume, 1) : null }
    })
    .sort((a, b) => (b.diameter_mm ?? 0) - (a.diameter_mm ?? 0) || String(a.role).localeCompare(String(b.role)))
  return { rows: list, hosts, hosted, unmeasured, count: ids.length }
}

/** The concrete element a bar belongs to, through the assemblies it is aggregated in. @param {Reader} reader @param {number} id @param {Map<number, number | null>} concrete */
function hostOf({ model }, id, concrete) {
  let current = model.parentOf.get(id)
  for (let depth = 0; current && depth < 6; depth += 1) {
    if (concrete.has(current)) return current
    current = model.parentOf.get(current)
  }
  return null
}

/**
 * What an estimator must know before quoting, most telling first, each with a stable code.
 * @param {Reader} reader
 * @param {ModelSummary} summary
 * @param {{ steel: ReturnType<typeof steelOf>, fasteners: ReturnType<typeof fastenersOf>, rebar: ReturnType<typeof rebarOf>, concrete: ReturnType<typeof concreteOf> }} parts
 * @returns {Finding[]}
 */
function findingsOf({ model, limits }, summary, { steel, fasteners, rebar, concrete }) {
  /** @type {Finding[]} */
  const findings = []
  const say = (/** @type {string} */ code, /** @type {string} */ words) => findings.push({ code, text: words })
  const { units } = model
  const squareOfLength = Math.abs(units.area / (units.length * units.length) - 1) > 1e-6
  const cubeOfLength = Math.abs(units.volume / units.length ** 3 - 1) > 1e-6
  const { labels } = units
  const names = /** @type {Record<string, string>} */ ({ m: 'm', mm: 'mm', cm: 'cm', ft: 'feet', in: 'inches', m2: 'm²', mm2: 'mm²', cm2: 'cm²', ft2: 'ft²', in2: 'in²', m3: 'm³', mm3: 'mm³', ft3: 'ft³', in3: 'in³' })
  const unitName = (/** @type {string} */ label) => names[label] ?? label
  if (squareOfLength || cubeOfLength || labels.length === 'in' || labels.length === 'ft') {
    const parts = [`lengths in ${unitName(labels.length)}`, ...(squareOfLength ? [`areas in ${unitName(labels.area)}`] : []), ...(cubeOfLength ? [`volumes in ${unitName(labels.volume)}`] : [])]
    say('units_converted', `${parts.join(', ')} (converted)`)
  }
  const members = steel.memberCount
  const boltCount = summary.bolts.reduce((sum, row) => sum + row.count, 0)
  if (members > 0 && steel.plateCount === 0 && boltCount === 0) say('no_connections', `${plural(members, 'member')}, no plates or bolts: connections are not modelled`)
  if (steel.unmeasuredMembers > 0) say('no_section', `${plural(steel.unmeasuredMembers, 'member')} without a section or length: no mass`)
  else if (steel.withoutLength > 0) say('no_length', `${plural(steel.withoutLength, 'member')} without a length`)
  if (steel.unmeasuredPlates > 0) say('plate_not_measured', `${plural(steel.unmeasuredPlates, 'plate')} not measured: no mass`)
  for (const { profile, percent } of steel.disagreements.slice(0, 5)) say('quantities_disagree', `the file's quantities and the profile disagree by ${percent} % on ${profile}`)
  const steelPieces = members + steel.plateCount
  if (steelPieces > 0 && steel.ungraded > 0) say('no_grade', steel.ungraded === steelPieces ? 'no steel grade in the file' : `${plural(steel.ungraded, 'steel piece')} of ${steelPieces.toLocaleString('en-GB')} without a grade`)
  if (concrete.elementCount > 0 && rebar.count === 0) say('no_rebar', `${plural(concrete.elementCount, 'concrete element')}, no rebar modelled`)
  else if (concrete.elementCount > 0 && rebar.hosts.size > 0 && rebar.hosts.size < concrete.elementCount) say('rebar_partial', `rebar in ${rebar.hosts.size.toLocaleString('en-GB')} of ${plural(concrete.elementCount, 'concrete element')}`)
  const unhosted = rebar.count - rebar.hosted
  if (rebar.count > 0 && unhosted > 0) say('rebar_unhosted', `${plural(unhosted, 'bar')} not tied to a concrete element in the file: no kg/m³`)
  if (rebar.unmeasured > 0) say('rebar_not_measured', `${plural(rebar.unmeasured, 'bar')} without a length or diameter: not measured`)
  if (concrete.layered > 0) say('concrete_layers', `${plural(concrete.layered, 'concrete element')} of several layers (finishes, screed, insulation): the volume is the whole element's`)
  if (concrete.parts > 0) say('concrete_parts', `${plural(concrete.parts, 'part')} of concrete elements counted once, with their element`)
  if (concrete.unmeasured > 0) say('concrete_not_measured', `${plural(concrete.unmeasured, 'concrete element')} without a volume: not measured`)
  if (concrete.elementCount > 0 && concrete.storeysFound === 0) say('no_storeys', 'no storeys in the file: concrete is not split by storey')
  const studs = summary.studs.reduce((sum, row) => sum + row.count, 0)
  if (studs > 0) say('studs', `${plural(studs, 'shear stud')} listed apart from the bolts`)
  if (fasteners.others > 0) say('other_fasteners', `${plural(fasteners.others, 'nut, washer or screw', 'nuts, washers or screws')} exported as fasteners, not counted as bolts`)
  const cappedLists = [summary.steel.members, summary.rebar, summary.concrete, summary.bolts].some((rows) => rows.length >= limits.maxRows)
  if (cappedLists) say('rows_capped', `lists longer than ${limits.maxRows} rows end in one summed row`)
  return findings
}
