// The takeoff's JSON, as the firm's mail attaches it (takeoff-<reference>.json). Field names are
// fixed: the CRM and the estimators' sheets read them (docs/takeoff.md).

/** Where a steel row's mass came from; 'mixed' for the one row that sums the profiles past the list's length. */
export type SteelSource = 'quantities' | 'profile' | 'geometry' | 'none' | 'mixed'

export type SteelMemberRow = { profile: string; count: number; length_m: number | null; mass_kg: number | null; source: SteelSource }
export type BoltRow = { diameter_mm: number | null; length_mm: number | null; count: number }
export type RebarRow = { diameter_mm: number | null; count: number; length_m: number | null; mass_kg: number | null }

/** What read-model.mjs reads from one model. */
export type ModelSummary = {
  schema: string
  application: string | null
  length_unit: string
  storeys: { name: string; elevation_m: number }[]
  /** Occurrences by IFC class (IfcBeam, IfcBeamStandardCase …); sites, buildings and storeys are not counted. */
  counts: Record<string, number>
  steel: { members: SteelMemberRow[]; plates: { count: number; mass_kg: number }; mass_kg: number }
  bolts: BoltRow[]
  rebar: RebarRow[]
  concrete_m3: number
  totals: { steel_t: number; rebar_t: number; concrete_m3: number }
}

export type ReadModel = { file: string; status: 'read'; reason: null; seconds: number } & ModelSummary
export type UnreadableModel = { file: string; status: 'unreadable'; reason: string; seconds: number }
export type ModelTakeoff = ReadModel | UnreadableModel

export type Takeoff = { reference: string; models: ModelTakeoff[] }
