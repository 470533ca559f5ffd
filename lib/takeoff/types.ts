// The takeoff's JSON, as the firm's mail attaches it (takeoff-<reference>.json). Field names are
// fixed: the CRM and the estimators' sheets read them. Fields may be added, never renamed or
// removed (docs/takeoff.md lists each). Every figure is in SI; a figure that could not be
// measured is null, never 0, and a finding says so.

/** Where a steel row's mass came from; 'mixed' for the one row that sums the profiles past the list's length. */
export type SteelSource = 'quantities' | 'profile' | 'geometry' | 'none' | 'mixed'
/** Gross: kg/m of the section × length, as mills invoice. Net: the file's own weight or volume (cuts and holes out). */
export type MassBasis = 'gross' | 'net' | 'mixed' | null

export type SteelMemberRow = {
  profile: string
  grade: string | null
  count: number
  length_m: number | null
  mass_kg: number | null
  source: SteelSource
  basis: MassBasis
  /** The file's own net mass of the row, when every member of the row carries one. */
  net_mass_kg: number | null
  /** Outer surface to paint or galvanize, m²; and per tonne. */
  coating_m2: number | null
  coating_m2_per_t: number | null
}
export type PlateRow = { thickness_mm: number | null; grade: string | null; count: number; mass_kg: number | null }
export type BoltRow = { diameter_mm: number | null; length_mm: number | null; count: number; size: string; grade: string | null }
export type StudRow = { diameter_mm: number | null; length_mm: number | null; count: number; size: string }
export type RebarRole = 'main' | 'link' | 'other' | null
export type RebarRow = {
  diameter_mm: number | null
  role: RebarRole
  grade: string | null
  /** The IFC class of the concrete element the bars belong to, when the model ties them to one. */
  host: string | null
  count: number
  length_m: number | null
  mass_kg: number | null
  /** The row's mass over the volume of its host elements. */
  kg_per_m3: number | null
}
export type ConcreteRow = {
  kind: string
  /** PredefinedType (BASESLAB, FLOOR, ROOF, PAD_FOOTING …) when the file sets one. */
  predefined: string | null
  storey: string | null
  grade: string | null
  count: number
  volume_m3: number | null
  formwork_m2: number | null
}
export type Finding = { code: string; text: string }
export type Drivers = {
  assemblies: number
  distinct_marks: number | null
  heaviest_piece_kg: number | null
  longest_piece_m: number | null
}

/** What read-model.mjs reads from one model. */
export type ModelSummary = {
  schema: string
  application: string | null
  length_unit: string
  /** The units the file assigns, by measure type ("mm", "m2", "kg", "deg"); every figure here is converted to SI. */
  units: { length: string; area: string; volume: string; mass: string; plane_angle: string }
  storeys: { name: string; elevation_m: number }[]
  /** Occurrences by IFC class (IfcBeam, IfcBeamStandardCase …); sites, buildings and storeys are not counted. */
  counts: Record<string, number>
  findings: Finding[]
  steel: {
    members: SteelMemberRow[]
    plates: { count: number; mass_kg: number | null; by_thickness: PlateRow[] }
    mass_kg: number | null
    coating_m2: number | null
  }
  bolts: BoltRow[]
  studs: StudRow[]
  rebar: RebarRow[]
  concrete: ConcreteRow[]
  concrete_m3: number | null
  drivers: Drivers
  totals: { steel_t: number | null; steel_kg: number | null; rebar_t: number | null; rebar_kg: number | null; concrete_m3: number | null }
}

export type ReadModel = { file: string; status: 'read'; code: null; reason: null; seconds: number } & ModelSummary
export type UnreadableModel = { file: string; status: 'unreadable'; code: string; reason: string; seconds: number }
export type ModelTakeoff = ReadModel | UnreadableModel

export type Takeoff = { reference: string; models: ModelTakeoff[] }

/** A section as plain dimensions in metres (ifc-model.mjs reads it; geometry.mjs measures it). */
export type Profile = { name: string | null } & (
  | { type: 'I'; h: number; b: number; tw: number; tf: number; r: number; re: number }
  | { type: 'asymmetric-I'; h: number; bb: number; tb: number; rb: number; bt: number; tt: number; rt: number; tw: number }
  | { type: 'rectangle'; x: number; y: number; r: number }
  | { type: 'rectangle-hollow'; x: number; y: number; t: number; ri: number; ro: number }
  | { type: 'circle'; r: number }
  | { type: 'circle-hollow'; r: number; t: number }
  | { type: 'ellipse'; a: number; b: number }
  | { type: 'L'; d: number; w: number; t: number; r: number; re: number }
  | { type: 'U'; h: number; b: number; tw: number; tf: number; r: number; re: number }
  | { type: 'T'; h: number; b: number; tw: number; tf: number; r: number }
  | { type: 'Z'; h: number; b: number; tw: number; tf: number }
  | { type: 'C'; h: number; b: number; t: number; g: number }
  | { type: 'trapezium'; bottom: number; top: number; h: number }
  | { type: 'polygon'; outer: number[][]; holes: number[][][] }
  | { type: 'composite'; parts: Profile[] }
  | { type: 'scaled'; parent: Profile; sx: number; sy: number }
)

/** A piece of a curve in metres and radians (a rebar's directrix). */
export type CurveSegment =
  | { type: 'polyline'; points: number[][] }
  | { type: 'arc'; radius: number; sweep: number; points?: number[][] }
  | { type: 'arc3'; points: [number[], number[], number[]] }

/** What one element was counted as, for the buyer's preview (colour by kind, a tap names it). Not in the JSON. */
export type ElementNote = {
  kind: 'steel' | 'plate' | 'bolt' | 'stud' | 'rebar' | 'concrete' | 'other'
  /** The profile, plate thickness, bolt size, bar diameter or concrete element, as the rows name it. */
  label: string | null
  grade: string | null
  mass_kg: number | null
  volume_m3: number | null
  ifcClass: string
  storey: string | null
}
