// Small typed mesh builders. Every shape is built in local axes (extrusions run along +Z from 0 to
// their length) so that one mesh serves every copy of it and IFC can describe it as it is built.
import earcut from 'earcut'
import type { Mesh, Placement, Profile, Shape, Vec2, Vec3 } from './types'

export const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]]
export const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]]
export const scale = (a: Vec3, s: number): Vec3 => [a[0] * s, a[1] * s, a[2] * s]
export const dot = (a: Vec3, b: Vec3): number => a[0] * b[0] + a[1] * b[1] + a[2] * b[2]
export const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
]
export const length = (a: Vec3): number => Math.hypot(a[0], a[1], a[2])
export const normalize = (a: Vec3): Vec3 => scale(a, 1 / length(a))

const at = <T>(list: readonly T[], index: number): T => list[((index % list.length) + list.length) % list.length] as T

export function emptyMesh(): Mesh {
  return { positions: [], normals: [], indices: [] }
}

function pushVertex(mesh: Mesh, p: Vec3, n: Vec3): number {
  mesh.positions.push(p[0], p[1], p[2])
  mesh.normals.push(n[0], n[1], n[2])
  return mesh.positions.length / 3 - 1
}

export function mergeMeshes(meshes: Mesh[]): Mesh {
  const out = emptyMesh()
  for (const mesh of meshes) {
    const base = out.positions.length / 3
    out.positions.push(...mesh.positions)
    out.normals.push(...mesh.normals)
    out.indices.push(...mesh.indices.map((i) => i + base))
  }
  return out
}

/** Local X, Y, Z axes of a placement (Y = Z × X). */
export function placementAxes(p: Placement): [Vec3, Vec3, Vec3] {
  const z = normalize(p.axis)
  const x = normalize(sub(p.refDirection, scale(z, dot(p.refDirection, z))))
  return [x, cross(z, x), z]
}

export function toWorld(p: Placement, local: Vec3): Vec3 {
  const [x, y, z] = placementAxes(p)
  return add(p.origin, add(add(scale(x, local[0]), scale(y, local[1])), scale(z, local[2])))
}

/** A mesh moved from a placement's local axes into its parent's. */
export function transformMesh(mesh: Mesh, p: Placement): Mesh {
  const [x, y, z] = placementAxes(p)
  const out = emptyMesh()
  for (let i = 0; i < mesh.positions.length; i += 3) {
    const l: Vec3 = [mesh.positions[i] ?? 0, mesh.positions[i + 1] ?? 0, mesh.positions[i + 2] ?? 0]
    const n: Vec3 = [mesh.normals[i] ?? 0, mesh.normals[i + 1] ?? 0, mesh.normals[i + 2] ?? 0]
    pushVertex(out, toWorld(p, l), add(add(scale(x, n[0]), scale(y, n[1])), scale(z, n[2])))
  }
  out.indices = [...mesh.indices]
  return out
}

/**
 * Placement of a member running from `start` to `end`: local Z along it, the profile's depth
 * (local Y) towards `up`.
 */
export function along(start: Vec3, end: Vec3, up: Vec3 = [0, 0, 1]): Placement {
  const axis = normalize(sub(end, start))
  return { origin: start, axis, refDirection: normalize(cross(up, axis)) }
}

export const distance = (a: Vec3, b: Vec3): number => length(sub(a, b))

const signedArea = (loop: readonly Vec2[]): number =>
  loop.reduce((sum, p, i) => {
    const q = at(loop, i + 1)
    return sum + p[0] * q[1] - q[0] * p[1]
  }, 0) / 2

const ccw = (loop: readonly Vec2[]): Vec2[] => (signedArea(loop) >= 0 ? [...loop] : [...loop].reverse())
const cw = (loop: readonly Vec2[]): Vec2[] => (signedArea(loop) < 0 ? [...loop] : [...loop].reverse())

export function circleOutline(radius: number, segments: number, cx = 0, cy = 0): Vec2[] {
  return Array.from({ length: segments }, (_, i) => {
    const a = (2 * Math.PI * i) / segments
    return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)] as Vec2
  })
}

export function rectangleOutline(x: number, y: number, cx = 0, cy = 0): Vec2[] {
  return [
    [cx - x / 2, cy - y / 2],
    [cx + x / 2, cy - y / 2],
    [cx + x / 2, cy + y / 2],
    [cx - x / 2, cy + y / 2],
  ]
}

/** The outline of a rolled I section (root fillets left out of the mesh; IFC keeps them). */
export function iOutline(width: number, depth: number, web: number, flange: number, top = depth / 2): Vec2[] {
  const b = width / 2
  const w = web / 2
  const bottom = top - depth
  return [
    [-b, bottom],
    [b, bottom],
    [b, bottom + flange],
    [w, bottom + flange],
    [w, top - flange],
    [b, top - flange],
    [b, top],
    [-b, top],
    [-b, top - flange],
    [-w, top - flange],
    [-w, bottom + flange],
    [-b, bottom + flange],
  ]
}

const ROUND_SEGMENTS = 16

function profileLoops(profile: Profile): { outer: Vec2[]; holes: Vec2[][]; smoothOuter: boolean } {
  switch (profile.type) {
    case 'I':
      return { outer: iOutline(profile.width, profile.depth, profile.web, profile.flange), holes: [], smoothOuter: false }
    case 'rectangle':
      return { outer: rectangleOutline(profile.x, profile.y), holes: [], smoothOuter: false }
    case 'rectangle-hollow':
      return {
        outer: rectangleOutline(profile.x, profile.y),
        holes: [rectangleOutline(profile.x - 2 * profile.wall, profile.y - 2 * profile.wall)],
        smoothOuter: false,
      }
    case 'circle':
      return { outer: circleOutline(profile.radius, profile.radius < 0.015 ? 10 : ROUND_SEGMENTS), holes: [], smoothOuter: true }
    case 'polygon':
      return { outer: profile.outline, holes: profile.holes ?? [], smoothOuter: false }
  }
}

/** Side walls of one loop between z = 0 (loop `a`) and z = depth (loop `b`, same vertex count). */
function addWalls(mesh: Mesh, a: Vec2[], b: Vec2[], depth: number, smooth: boolean): void {
  const n = a.length
  const edgeNormal = (loop: Vec2[], i: number): Vec3 => {
    const p = at(loop, i)
    const q = at(loop, i + 1)
    return normalize([q[1] - p[1], p[0] - q[0], 0])
  }
  for (let i = 0; i < n; i++) {
    const a0: Vec3 = [...at(a, i), 0]
    const a1: Vec3 = [...at(a, i + 1), 0]
    const b0: Vec3 = [...at(b, i), depth]
    const b1: Vec3 = [...at(b, i + 1), depth]
    let n0: Vec3, n1: Vec3
    if (smooth) {
      n0 = normalize(add(edgeNormal(a, i - 1), edgeNormal(a, i)))
      n1 = normalize(add(edgeNormal(a, i), edgeNormal(a, i + 1)))
    } else {
      const face = normalize(cross(sub(a1, a0), sub(b0, a0)))
      n0 = face
      n1 = face
    }
    const i0 = pushVertex(mesh, a0, n0)
    const i1 = pushVertex(mesh, a1, n1)
    const i2 = pushVertex(mesh, b1, n1)
    const i3 = pushVertex(mesh, b0, n0)
    mesh.indices.push(i0, i1, i2, i0, i2, i3)
  }
}

function addCap(mesh: Mesh, outer: Vec2[], holes: Vec2[][], z: number, up: boolean): void {
  const loops = [outer, ...holes]
  const flat = loops.flatMap((loop) => loop.flatMap((p) => [p[0], p[1]]))
  const holeStarts: number[] = []
  let count = outer.length
  for (const hole of holes) {
    holeStarts.push(count)
    count += hole.length
  }
  const points = loops.flat()
  const triangles = earcut(flat, holeStarts, 2)
  const base = mesh.positions.length / 3
  for (const p of points) pushVertex(mesh, [p[0], p[1], z], [0, 0, up ? 1 : -1])
  for (let t = 0; t < triangles.length; t += 3) {
    const [i, j, k] = [triangles[t] ?? 0, triangles[t + 1] ?? 0, triangles[t + 2] ?? 0]
    const area = signedArea([at(points, i), at(points, j), at(points, k)])
    const ccwOrder = area >= 0 ? [i, j, k] : [i, k, j]
    const ordered = up ? ccwOrder : [ccwOrder[0], ccwOrder[2], ccwOrder[1]]
    mesh.indices.push(...ordered.map((v) => (v ?? 0) + base))
  }
}

/** A prism from `start` loops at z = 0 to `end` loops at z = depth (equal vertex counts: a taper). */
export function loft(
  start: { outer: Vec2[]; holes?: Vec2[][] },
  end: { outer: Vec2[]; holes?: Vec2[][] },
  depth: number,
  smoothOuter = false,
): Mesh {
  const mesh = emptyMesh()
  const aOuter = ccw(start.outer)
  const bOuter = signedArea(start.outer) >= 0 ? [...end.outer] : [...end.outer].reverse()
  addWalls(mesh, aOuter, bOuter, depth, smoothOuter)
  const startHoles = (start.holes ?? []).map(cw)
  const endHoles = (end.holes ?? []).map((hole, i) =>
    signedArea(start.holes?.[i] ?? hole) < 0 ? [...hole] : [...hole].reverse(),
  )
  startHoles.forEach((hole, i) => addWalls(mesh, hole, endHoles[i] ?? hole, depth, hole.length > 8))
  addCap(mesh, aOuter, startHoles, 0, false)
  addCap(mesh, bOuter, endHoles, depth, true)
  return mesh
}

const mm = (metres: number): string => String(Math.round(metres * 10000) / 10)

/** A profile extruded along local +Z over `depth`; IFC describes it as an extruded area solid. */
export function extrusion(profile: Profile, depth: number): Shape {
  const loops = profileLoops(profile)
  return {
    key: `extrusion:${profile.name}:${JSON.stringify(profile)}:${mm(depth)}`,
    mesh: loft(loops, loops, depth, loops.smoothOuter),
    body: { type: 'extrusion', profile, depth },
  }
}

/** An I section whose depth changes along its length, its top flange straight (local Y = 0 at the top). */
export function taperedI(
  name: string,
  width: number,
  startDepth: number,
  endDepth: number,
  web: number,
  flange: number,
  len: number,
): Shape {
  return {
    key: `tapered:${name}:${mm(width)}:${mm(startDepth)}:${mm(endDepth)}:${mm(len)}`,
    mesh: loft(
      { outer: iOutline(width, startDepth, web, flange, 0) },
      { outer: iOutline(width, endDepth, web, flange, 0) },
      len,
    ),
    body: { type: 'mesh' },
  }
}

/** A box `x` by `y` centred on local X/Y, from z = 0 to z = `z`. */
export function box(name: string, x: number, y: number, z: number): Shape {
  return extrusion({ type: 'rectangle', name, x, y }, z)
}

/** A flat plate whose face is `outline` in local X/Y (thickness along +Z), with round holes. */
export function plateWithHoles(name: string, outline: Vec2[], thickness: number, holeDiameter: number, holes: Vec2[]): Shape {
  const holeLoops = holes.map(([hx, hy]) => circleOutline(holeDiameter / 2, 12, hx, hy))
  const profile: Profile = { type: 'polygon', name, outline, ...(holeLoops.length ? { holes: holeLoops } : {}) }
  const shape = extrusion(profile, thickness)
  const key = `plate:${name}:${outline.map((p) => p.map(mm).join(',')).join(';')}:${mm(thickness)}:${holes.map((h) => h.map(mm).join(',')).join(';')}`
  return { ...shape, key }
}

export interface BoltSize {
  name: string
  diameter: number
  acrossFlats: number
  headHeight: number
  nutHeight: number
  washerDiameter: number
  washerThickness: number
  hole: number
}

export const M20: BoltSize = {
  name: 'M20',
  diameter: 0.02,
  acrossFlats: 0.03,
  headHeight: 0.0125,
  nutHeight: 0.016,
  washerDiameter: 0.037,
  washerThickness: 0.003,
  hole: 0.022,
}

export const M24: BoltSize = {
  name: 'M24',
  diameter: 0.024,
  acrossFlats: 0.036,
  headHeight: 0.015,
  nutHeight: 0.019,
  washerDiameter: 0.044,
  washerThickness: 0.004,
  hole: 0.026,
}

const hexagon = (acrossFlats: number): Vec2[] => circleOutline(acrossFlats / Math.sqrt(3), 6).map(([x, y]) => [x, y] as Vec2)

/** Standard bolt length: grip plus washer, nut and two threads' projection, rounded up to 5 mm. */
export function boltLength(size: BoltSize, grip: number): number {
  return Math.ceil((grip + size.washerThickness + size.nutHeight + 2 * 0.0025) / 0.005) * 0.005
}

/**
 * A bolt with head, shank, washer and nut. Local Z runs along the shank from the underside of the
 * head (z = 0) through the grip; the nut seats at z = grip.
 */
export function bolt(size: BoltSize, grip: number): Shape {
  const len = boltLength(size, grip)
  const head = transformMesh(extrusion({ type: 'polygon', name: 'hex', outline: hexagon(size.acrossFlats) }, size.headHeight).mesh, {
    origin: [0, 0, -size.headHeight],
    axis: [0, 0, 1],
    refDirection: [1, 0, 0],
  })
  const shank = loft({ outer: circleOutline(size.diameter / 2, 10) }, { outer: circleOutline(size.diameter / 2, 10) }, len, true)
  const washer = transformMesh(loft({ outer: circleOutline(size.washerDiameter / 2, 10) }, { outer: circleOutline(size.washerDiameter / 2, 10) }, size.washerThickness, true), {
    origin: [0, 0, grip],
    axis: [0, 0, 1],
    refDirection: [1, 0, 0],
  })
  const nut = transformMesh(extrusion({ type: 'polygon', name: 'hex', outline: hexagon(size.acrossFlats) }, size.nutHeight).mesh, {
    origin: [0, 0, grip + size.washerThickness],
    axis: [0, 0, 1],
    refDirection: [1, 0, 0],
  })
  return { key: `bolt:${size.name}:${mm(grip)}`, mesh: mergeMeshes([head, shank, washer, nut]), body: { type: 'mesh' } }
}

/** A fillet weld of leg `leg` along local +Z, its legs along local +X and +Y. */
export function filletWeld(leg: number, len: number): Shape {
  return extrusion(
    {
      type: 'polygon',
      name: `FW${Math.round(leg * 1000)}`,
      outline: [
        [0, 0],
        [leg, 0],
        [0, leg],
      ],
    },
    len,
  )
}

/** A path whose corners are rounded with the given radius (arc points every ~22.5°). */
export function filletPath(points: Vec3[], radius: number): Vec3[] {
  if (points.length < 3) return [...points]
  const out: Vec3[] = [at(points, 0)]
  for (let i = 1; i < points.length - 1; i++) {
    const a = at(points, i - 1)
    const b = at(points, i)
    const c = at(points, i + 1)
    const u = normalize(sub(a, b))
    const w = normalize(sub(c, b))
    const theta = Math.acos(Math.max(-1, Math.min(1, dot(u, w))))
    if (Math.PI - theta < 1e-3) {
      out.push(b)
      continue
    }
    const t = radius / Math.tan(theta / 2)
    const centre = add(b, scale(normalize(add(u, w)), radius / Math.sin(theta / 2)))
    const p0 = add(b, scale(u, t))
    const p1 = add(b, scale(w, t))
    const turn = Math.PI - theta
    const steps = Math.max(2, Math.ceil(turn / (Math.PI / 8)))
    const r0 = sub(p0, centre)
    const r1 = sub(p1, centre)
    for (let s = 0; s <= steps; s++) {
      const f = s / steps
      // Spherical interpolation between the two radii of the arc.
      const k0 = Math.sin((1 - f) * turn) / Math.sin(turn)
      const k1 = Math.sin(f * turn) / Math.sin(turn)
      out.push(add(centre, add(scale(r0, k0), scale(r1, k1))))
    }
  }
  out.push(at(points, points.length - 1))
  return out
}

/** A round bar swept along a polyline (in local axes) whose corners are bent to `bendRadius`. */
export function barAlong(name: string, points: Vec3[], diameter: number, bendRadius: number): Shape {
  const path = filletPath(points, bendRadius)
  const r = diameter / 2
  const sides = 8
  const mesh = emptyMesh()
  const tangents = path.map((p, i) => {
    const prev = path[i - 1]
    const next = path[i + 1]
    return normalize(sub(next ?? p, prev ?? p))
  })
  const t0 = at(tangents, 0)
  let normal = normalize(cross(t0, Math.abs(t0[2]) < 0.9 ? [0, 0, 1] : [1, 0, 0]))
  const rings: number[][] = []
  path.forEach((p, i) => {
    const t = at(tangents, i)
    // Parallel transport keeps the ring from twisting around the bends.
    normal = normalize(sub(normal, scale(t, dot(normal, t))))
    const binormal = cross(t, normal)
    const ring: number[] = []
    for (let s = 0; s < sides; s++) {
      const a = (2 * Math.PI * s) / sides
      const dir = add(scale(normal, Math.cos(a)), scale(binormal, Math.sin(a)))
      ring.push(pushVertex(mesh, add(p, scale(dir, r)), dir))
    }
    rings.push(ring)
  })
  for (let i = 0; i < rings.length - 1; i++) {
    const a = rings[i] ?? []
    const b = rings[i + 1] ?? []
    for (let s = 0; s < sides; s++) {
      const a0 = at(a, s)
      const a1 = at(a, s + 1)
      const b0 = at(b, s)
      const b1 = at(b, s + 1)
      mesh.indices.push(a0, a1, b1, a0, b1, b0)
    }
  }
  const cap = (ring: number[], centre: Vec3, n: Vec3, flip: boolean): void => {
    const c = pushVertex(mesh, centre, n)
    const ids = ring.map((v) =>
      pushVertex(mesh, [mesh.positions[v * 3] ?? 0, mesh.positions[v * 3 + 1] ?? 0, mesh.positions[v * 3 + 2] ?? 0], n),
    )
    for (let s = 0; s < sides; s++) {
      const tri = [c, at(ids, s), at(ids, s + 1)]
      mesh.indices.push(...(flip ? [tri[0] ?? 0, tri[2] ?? 0, tri[1] ?? 0] : tri))
    }
  }
  cap(rings[0] ?? [], at(path, 0), scale(t0, -1), true)
  cap(rings[rings.length - 1] ?? [], at(path, path.length - 1), at(tangents, tangents.length - 1), false)
  return {
    key: `bar:${name}:${mm(diameter)}:${points.map((p) => p.map(mm).join(',')).join(';')}`,
    mesh,
    body: { type: 'mesh' },
  }
}

/** Developed length of a bar path with its bends (centreline). */
export function pathLength(points: Vec3[]): number {
  return points.slice(1).reduce((sum, p, i) => sum + distance(p, at(points, i)), 0)
}

/** A low-polygon sphere (the clash marker). */
export function sphere(name: string, radius: number): Shape {
  const mesh = emptyMesh()
  const rings = 8
  const sides = 12
  for (let i = 0; i <= rings; i++) {
    const phi = (Math.PI * i) / rings
    for (let j = 0; j <= sides; j++) {
      const theta = (2 * Math.PI * j) / sides
      const n: Vec3 = [Math.sin(phi) * Math.cos(theta), Math.sin(phi) * Math.sin(theta), Math.cos(phi)]
      pushVertex(mesh, scale(n, radius), n)
    }
  }
  for (let i = 0; i < rings; i++) {
    for (let j = 0; j < sides; j++) {
      const a = i * (sides + 1) + j
      const b = a + sides + 1
      if (i > 0) mesh.indices.push(a, b, a + 1)
      if (i < rings - 1) mesh.indices.push(a + 1, b, b + 1)
    }
  }
  return { key: `sphere:${name}:${mm(radius)}`, mesh, body: { type: 'mesh' } }
}
