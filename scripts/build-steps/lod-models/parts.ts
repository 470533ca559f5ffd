// Element factories shared by the service models: members that are generic boxes at LOD 200 and
// true sections from LOD 300, plates with holes, bolts, welds, bars and zones.
import {
  along,
  bolt,
  boltLength,
  box,
  cross,
  distance,
  dot,
  extrusion,
  filletWeld,
  normalize,
  pathLength,
  barAlong,
  plateWithHoles,
  rectangleOutline,
  sub,
  type BoltSize,
} from './geometry'
import type { ElementKind, Lod, ModelElement, Placement, Profile, Vec2, Vec3 } from './types'

/** Rolled sections (BS 4-1 / Euronorm), metres: width, depth, web, flange, root radius. */
export const SECTIONS = {
  'UC 254x254x73': { width: 0.2546, depth: 0.2541, web: 0.0086, flange: 0.0142, fillet: 0.0127 },
  'UC 203x203x46': { width: 0.2036, depth: 0.2032, web: 0.0072, flange: 0.011, fillet: 0.0102 },
  'UB 457x191x67': { width: 0.1899, depth: 0.4534, web: 0.0085, flange: 0.0127, fillet: 0.0102 },
  'UB 406x178x60': { width: 0.1779, depth: 0.4064, web: 0.0079, flange: 0.0128, fillet: 0.0102 },
  'UB 305x165x40': { width: 0.165, depth: 0.3034, web: 0.006, flange: 0.0102, fillet: 0.0089 },
} as const

export type SectionName = keyof typeof SECTIONS

export const iProfile = (name: SectionName): Profile => ({ type: 'I', name, ...SECTIONS[name] })

export interface Identity {
  id: string
  mark: string
  description: string
  lod: Lod
}

type Common = Omit<ModelElement, 'shape' | 'placement'>

const steel = (identity: Identity, kind: ElementKind, profile: string, grade = 'S355J2'): Common => ({
  ...identity,
  kind,
  material: 'Steel',
  grade,
  profile,
})

/**
 * A straight member from `start` to `end`, its depth towards `up`. At LOD 200 a generic box of the
 * section's envelope; from 300 the true section.
 */
export function member(
  identity: Identity,
  kind: ElementKind,
  level: Lod,
  profile: Profile,
  start: Vec3,
  end: Vec3,
  up: Vec3,
  options: { material?: string; grade?: string; predefinedType?: string } = {},
): ModelElement {
  const len = distance(start, end)
  const envelope = (): [number, number] => {
    switch (profile.type) {
      case 'I':
        return [profile.width, profile.depth]
      case 'rectangle':
      case 'rectangle-hollow':
        return [profile.x, profile.y]
      case 'circle':
        return [2 * profile.radius, 2 * profile.radius]
      case 'polygon': {
        const xs = profile.outline.map((p) => p[0])
        const ys = profile.outline.map((p) => p[1])
        return [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)]
      }
    }
  }
  const [w, d] = envelope()
  const generic = level === 200
  return {
    ...identity,
    kind,
    material: options.material ?? 'Steel',
    grade: options.grade ?? 'S355J2',
    profile: generic ? `Generic ${Math.round(w * 1000)}x${Math.round(d * 1000)}` : profile.name,
    predefinedType: options.predefinedType,
    shape: generic ? box(`Generic ${Math.round(w * 1000)}x${Math.round(d * 1000)}`, w, d, len) : extrusion(profile, len),
    placement: along(start, end, up),
  }
}

/**
 * A plate of thickness `t` whose face lies in the placement's local X/Y, with round holes at the
 * given local centres. `outline` defaults to an `x` by `y` rectangle centred on the origin.
 */
export function plate(
  identity: Identity,
  placement: Placement,
  size: { x: number; y: number; t: number; outline?: Vec2[] },
  holes: { diameter: number; at: Vec2[] } = { diameter: 0, at: [] },
  options: { grade?: string; predefinedType?: string } = {},
): ModelElement {
  const profile = `PL${Math.round(size.t * 1000)}x${Math.round(size.x * 1000)}x${Math.round(size.y * 1000)}`
  return {
    ...steel(identity, 'plate', profile, options.grade ?? 'S275JR'),
    predefinedType: options.predefinedType ?? 'SHEET',
    shape: plateWithHoles(profile, size.outline ?? rectangleOutline(size.x, size.y), size.t, holes.diameter, holes.at),
    placement,
  }
}

/** A bolt whose head bears at `origin`, its shank along `direction` through a grip of `grip`. */
export function boltAt(identity: Identity, size: BoltSize, grip: number, origin: Vec3, direction: Vec3, grade = '8.8'): ModelElement {
  const len = boltLength(size, grip)
  const name = `${size.name}x${Math.round(len * 1000)}`
  const axis = normalize(direction)
  const ref = Math.abs(axis[2]) < 0.9 ? normalize(cross([0, 0, 1], axis)) : normalize(cross([0, 1, 0], axis))
  return {
    ...steel({ ...identity, description: `${identity.description} ${name} ${grade}` }, 'fastener', name, grade),
    material: 'Steel',
    predefinedType: 'BOLT',
    properties: { NominalDiameter: size.diameter, NominalLength: len, BoltGrade: grade },
    shape: bolt(size, grip),
    placement: { origin, axis, refDirection: ref },
  }
}

/**
 * A fillet weld of leg `leg` from `start` to `end` in the corner whose two faces run from the weld
 * root along `legA` and `legB` (perpendicular to the weld).
 */
export function weld(identity: Identity, leg: number, start: Vec3, end: Vec3, legA: Vec3, legB: Vec3): ModelElement {
  const axis = normalize(sub(end, start))
  const a = normalize(legA)
  const b = normalize(legB)
  // The weld's triangle has legs along local X and Y = axis × X: pick the leg that makes it so.
  const refDirection = dot(cross(axis, a), b) > 0 ? a : b
  return {
    ...steel(identity, 'weld', `FW ${Math.round(leg * 1000)}`, 'E42'),
    material: 'Weld metal',
    predefinedType: 'WELD',
    properties: { WeldType: 'Fillet', LegLength: leg, WeldLength: distance(start, end) },
    shape: filletWeld(leg, distance(start, end)),
    placement: { origin: start, axis, refDirection },
  }
}

/** An axis-aligned reservation box from `min` to `max`: connection zones, clearances, supports. */
export function zone(identity: Identity, min: Vec3, max: Vec3, use: string): ModelElement {
  const [x, y, z] = sub(max, min)
  return {
    ...identity,
    kind: 'zone',
    material: 'Zone',
    grade: '',
    profile: use,
    predefinedType: 'USERDEFINED',
    properties: { Use: use },
    shape: box(use, x, y, z),
    placement: { origin: [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, min[2]], axis: [0, 0, 1], refDirection: [1, 0, 0] },
  }
}

const IDENTITY_PLACEMENT: Placement = { origin: [0, 0, 0], axis: [0, 0, 1], refDirection: [1, 0, 0] }

/** Centreline bend radius of a B500B bar: BS 8666's minimum mandrel (4d up to 16 mm, 7d above) plus half a bar. */
export const bendRadius = (diameter: number): number => (diameter <= 0.016 ? 2 : 3.5) * diameter + diameter / 2

/**
 * A B500B bar along a polyline in model coordinates. Straight bars are round extrusions; bent bars
 * are swept meshes with BS 8666 bends. Bar mark and shape code are fabrication data: only at LOD 400.
 */
export function bar(
  identity: Identity,
  level: Lod,
  points: Vec3[],
  diameter: number,
  shapeCode: string,
  predefinedType = 'MAIN',
): ModelElement {
  const name = `H${Math.round(diameter * 1000)}`
  const detailed = level >= 400
  const common = {
    ...identity,
    mark: detailed ? identity.mark : `${identity.description} ${name}`,
    kind: 'bar' as const,
    material: 'Reinforcing steel',
    grade: 'B500B',
    profile: name,
    predefinedType,
    properties: {
      NominalDiameter: diameter,
      BarLength: Math.round(pathLength(points) * 1000) / 1000,
      ...(detailed ? { BarMark: identity.mark, ShapeCode: shapeCode } : {}),
    },
  }
  const [first, second] = points
  if (points.length === 2 && first && second) {
    return {
      ...common,
      shape: extrusion({ type: 'circle', name, radius: diameter / 2 }, distance(first, second)),
      placement: along(first, second, Math.abs(normalize(sub(second, first))[2]) > 0.9 ? [1, 0, 0] : [0, 0, 1]),
    }
  }
  return { ...common, shape: barAlong(name, points, diameter, bendRadius(diameter)), placement: IDENTITY_PLACEMENT }
}

/** A concrete member (column, beam) of a rectangular section. */
export function concrete(
  identity: Identity,
  kind: ElementKind,
  level: Lod,
  x: number,
  y: number,
  start: Vec3,
  end: Vec3,
  up: Vec3,
): ModelElement {
  const profile: Profile = { type: 'rectangle', name: `${Math.round(x * 1000)}x${Math.round(y * 1000)}`, x, y }
  return member(identity, kind, level, profile, start, end, up, { material: 'Concrete', grade: 'C32/40' })
}

