// The neutral model every writer (GLB, IFC, SVG) reads: elements in metres, Z up, each a shape in
// its own local axes (extruded along local +Z, like IFC) and a placement into the model.
import type { LodLevel, ServiceId } from '../../../content/types'

export type Vec3 = readonly [number, number, number]
export type Vec2 = readonly [number, number]

/** The levels as numbers, for comparing them; content/types.ts owns the list (LodLevel). */
export type Lod = LodLevel extends `${infer N extends number}` ? N : never

export type ElementKind =
  | 'column'
  | 'beam'
  | 'member'
  | 'plate'
  | 'fastener'
  | 'weld'
  | 'bar'
  | 'slab'
  | 'duct'
  | 'clash-marker'
  | 'zone'

export interface Mesh {
  positions: number[]
  normals: number[]
  /** Triangles, counter-clockwise seen from outside. */
  indices: number[]
}

/** Profile of an extrusion, in the profile's own X (width) and Y (depth) axes, centred on its origin. */
export type Profile =
  | { type: 'I'; name: string; width: number; depth: number; web: number; flange: number; fillet: number }
  | { type: 'rectangle'; name: string; x: number; y: number }
  | { type: 'rectangle-hollow'; name: string; x: number; y: number; wall: number }
  | { type: 'circle'; name: string; radius: number }
  | { type: 'polygon'; name: string; outline: Vec2[]; holes?: Vec2[][] }

/** How IFC describes the body: a profile extruded along local +Z, or the mesh as a triangulated face set. */
export type Body = { type: 'extrusion'; profile: Profile; depth: number } | { type: 'mesh' }

/** Geometry in local axes. Equal keys mean equal geometry, so the GLB stores it once. */
export interface Shape {
  key: string
  mesh: Mesh
  body: Body
}

/** Local axes: origin, local Z (`axis`) and local X (`refDirection`), as in IfcAxis2Placement3D. */
export interface Placement {
  origin: Vec3
  axis: Vec3
  refDirection: Vec3
}

export type PropertyValue = string | number

export interface ModelElement {
  /** Stable across levels: the same member keeps its id as its geometry is refined. */
  id: string
  kind: ElementKind
  /** Part, assembly or bar mark; the GLB node name and the IFC Name and Tag. */
  mark: string
  /** What it is, in words ("Column", "End plate", "Bolt M20x70 8.8"). */
  description: string
  material: string
  grade: string
  profile: string
  /** The level at which this element first appears. */
  lod: Lod
  shape: Shape
  placement: Placement
  /** IFC predefined type, e.g. BRACE, PURLIN, BOLT, WELD, LIGATURE. */
  predefinedType?: string
  /** 'ghost': drawn see-through (the concrete around a rebar cage). */
  appearance?: 'ghost'
  /** Extra IFC properties: bar diameter and shape code, bolt length, clearance. */
  properties?: Record<string, PropertyValue>
}

/** A sample's geometry: what it builds at a level, and how its drawing looks at it. */
export interface ModelBuilder {
  serviceId: ServiceId
  build(level: Lod): ModelElement[]
  /** How the drawing looks at the model: eye direction (Z up) and ids drawn see-through. */
  drawing?: { eye?: Vec3; seeThrough?: string[] }
}

/**
 * A sample with its words, which content/lod.ts owns (the service page shows them): its name, the
 * drawing's text alternative, and the levels it is modelled at with what each shows.
 */
export interface ServiceModel extends ModelBuilder {
  title: string
  drawingAlt: string
  levels: readonly Lod[]
  levelNotes: Partial<Record<Lod, string>>
}
