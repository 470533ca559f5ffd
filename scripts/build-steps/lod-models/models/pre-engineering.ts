// A pre-engineered portal bay: two tapered portal frames (12 m span, 6 m eaves, 1:10 roof) 6 m
// apart, Z200 purlins, and Ø20 rod bracing in the roof and one side wall.
import { add, along, M20, M24, normalize, scale, sub, taperedI } from '../geometry'
import { boltAt, member, plate, weld, zone } from '../parts'
import type { Lod, ModelElement, Placement, Profile, ModelBuilder, Vec2, Vec3 } from '../types'

const SPAN = 12
const BAY = 6
const EAVES = 6
const APEX = EAVES + SPAN / 2 / 10
const FLANGE = { width: 0.2, web: 0.006, flange: 0.01 }
const COLUMN_DEPTH = { base: 0.3, top: 0.6 }
const RAFTER_DEPTH = { eaves: 0.6, apex: 0.35 }
const END_PLATE_T = 0.02
const ROD: Profile = { type: 'circle', name: 'Rod Ø20', radius: 0.01 }
/** Z200 purlin, 65 mm flanges, 2 mm thick (no lips), depth along local Y. */
const Z200: Profile = {
  type: 'polygon',
  name: 'Z200x2.0',
  outline: [
    [-0.065, -0.1],
    [0.001, -0.1],
    [0.001, 0.098],
    [0.065, 0.098],
    [0.065, 0.1],
    [-0.001, 0.1],
    [-0.001, -0.098],
    [-0.065, -0.098],
  ],
}

const roofZ = (x: number): number => APEX - Math.abs(x - SPAN / 2) / 10
/** Outward normal of the roof on the side of `x`. */
const roofNormal = (x: number): Vec3 => normalize([x < SPAN / 2 ? -0.1 : 0.1, 0, 1])

function taperedMember(
  identity: { id: string; mark: string; description: string },
  kind: 'column' | 'beam',
  level: Lod,
  start: Vec3,
  end: Vec3,
  up: Vec3,
  startDepth: number,
  endDepth: number,
): ModelElement {
  const len = Math.hypot(...sub(end, start))
  const name = `Tapered I ${Math.round(startDepth * 1000)}-${Math.round(endDepth * 1000)}x${FLANGE.width * 1000}`
  if (level === 200) {
    // A generic box of the mean depth, hung from the same top line.
    const mean = (startDepth + endDepth) / 2
    return member({ ...identity, lod: 200 }, kind, level, { type: 'rectangle', name, x: FLANGE.width, y: mean }, add(start, scale(normalize(up), -mean / 2)), add(end, scale(normalize(up), -mean / 2)), up, {
      predefinedType: kind === 'beam' ? 'BEAM' : 'COLUMN',
    })
  }
  return {
    ...identity,
    lod: 200,
    kind,
    material: 'Steel',
    grade: 'S355J2',
    profile: name,
    shape: taperedI(name, FLANGE.width, startDepth, endDepth, FLANGE.web, FLANGE.flange, len),
    placement: along(start, end, up),
  }
}

function build(level: Lod): ModelElement[] {
  const elements: ModelElement[] = []
  const frames = [0, BAY]
  const rafterStart = (side: number): number => (side === 0 ? COLUMN_DEPTH.top + END_PLATE_T : SPAN - COLUMN_DEPTH.top - END_PLATE_T)
  const rafterEnd = (side: number): number => (side === 0 ? SPAN / 2 - END_PLATE_T : SPAN / 2 + END_PLATE_T)
  frames.forEach((y, f) => {
    ;[0, 1].forEach((side) => {
      const x = side === 0 ? 0 : SPAN
      const inward = side === 0 ? 1 : -1
      elements.push(
        taperedMember(
          { id: `column-${f + 1}-${side + 1}`, mark: `C${f * 2 + side + 1}`, description: 'Tapered column' },
          'column',
          level,
          [x, y, 0],
          [x, y, EAVES],
          [-inward, 0, 0],
          COLUMN_DEPTH.base,
          COLUMN_DEPTH.top,
        ),
      )
      const sx = rafterStart(side)
      const ex = rafterEnd(side)
      elements.push(
        taperedMember(
          { id: `rafter-${f + 1}-${side + 1}`, mark: `R${f * 2 + side + 1}`, description: 'Tapered rafter' },
          'beam',
          level,
          [sx, y, roofZ(sx)],
          [ex, y, roofZ(ex)],
          roofNormal(sx),
          RAFTER_DEPTH.eaves,
          RAFTER_DEPTH.apex,
        ),
      )
    })
  })
  // Purlins: four a slope, spanning the bay on the rafters' top flanges.
  const purlinX = [0.9, 2.4, 3.9, 5.4]
  ;[0, 1].forEach((side) =>
    purlinX.forEach((d, k) => {
      const x = side === 0 ? d : SPAN - d
      const n = roofNormal(x)
      const base: Vec3 = add([x, 0, roofZ(x)], scale(n, 0.1))
      elements.push(
        member(
          { id: `purlin-${side + 1}-${k + 1}`, mark: `P${side * 4 + k + 1}`, description: 'Purlin', lod: 200 },
          'member',
          level,
          Z200,
          add(base, [0, -0.1, 0]),
          add(base, [0, BAY + 0.1, 0]),
          n,
          { grade: 'S450GD+Z275', predefinedType: 'PURLIN' },
        ),
      )
    }),
  )
  // Rod bracing: a cross in the left roof slope and in the left wall, the two rods of a cross
  // passing each other 12 mm apart.
  const roofRod = (from: number, to: number, fy: number, ty: number, offset: number): [Vec3, Vec3] => {
    const n = roofNormal(from)
    const p = (x: number, y: number): Vec3 => add([x, y, roofZ(x) - 0.15], scale(n, offset))
    return [p(from, fy), p(to, ty)]
  }
  const rods: [Vec3, Vec3][] = [
    roofRod(1.2, 5.6, 0, BAY, 0.006),
    roofRod(1.2, 5.6, BAY, 0, -0.006),
    [
      [0.156, 0, 0.4],
      [0.156, BAY, EAVES - 0.5],
    ],
    [
      [0.144, BAY, 0.4],
      [0.144, 0, EAVES - 0.5],
    ],
  ]
  rods.forEach(([a, b], i) =>
    elements.push(
      member({ id: `rod-${i + 1}`, mark: `X${i + 1}`, description: i < 2 ? 'Roof rod bracing' : 'Wall rod bracing', lod: 200 }, 'member', level, ROD, a, b, [0, 0, 1], {
        grade: 'S275JR',
        predefinedType: 'BRACE',
      }),
    ),
  )
  if (level >= 350) {
    frames.forEach((y, f) => {
      ;[0, 1].forEach((side) => {
        const x = side === 0 ? 0 : SPAN
        const inward = side === 0 ? 1 : -1
        const lo = Math.min(x, x + inward * 0.45)
        const hi = Math.max(x, x + inward * 0.45)
        elements.push(
          zone(
            { id: `zone-base-${f + 1}-${side + 1}`, mark: `ZB${f * 2 + side + 1}`, description: 'Column base support: anchors and grout', lod: 350 },
            [lo - 0.05, y - 0.2, -0.35],
            [hi + 0.05, y + 0.2, 0.05],
            'Support',
          ),
        )
        const kx0 = Math.min(x, x + inward * (COLUMN_DEPTH.top + 0.12))
        const kx1 = Math.max(x, x + inward * (COLUMN_DEPTH.top + 0.12))
        elements.push(
          zone(
            { id: `zone-knee-${f + 1}-${side + 1}`, mark: `ZK${f * 2 + side + 1}`, description: 'Knee connection zone', lod: 350 },
            [kx0, y - 0.15, EAVES - 0.75],
            [kx1, y + 0.15, EAVES + 0.12],
            'Connection zone',
          ),
        )
      })
      elements.push(
        zone(
          { id: `zone-apex-${f + 1}`, mark: `ZA${f + 1}`, description: 'Apex splice zone', lod: 350 },
          [SPAN / 2 - 0.12, y - 0.15, APEX - 0.5],
          [SPAN / 2 + 0.12, y + 0.15, APEX + 0.05],
          'Connection zone',
        ),
      )
    })
  }
  if (level >= 400) {
    let plateNo = 1
    let boltNo = 1
    let weldNo = 1
    frames.forEach((y, f) => {
      ;[0, 1].forEach((side) => {
        const x = side === 0 ? 0 : SPAN
        const inward = side === 0 ? 1 : -1
        const cx = x + (inward * COLUMN_DEPTH.base) / 2
        const anchors: Vec2[] = [
          [-0.15, -0.07],
          [0.15, -0.07],
          [0.15, 0.07],
          [-0.15, 0.07],
        ]
        const tag = `${f + 1}-${side + 1}`
        elements.push(
          plate(
            { id: `base-plate-${tag}`, mark: `p${plateNo++}`, description: 'Base plate', lod: 400 },
            { origin: [cx, y, -0.025], axis: [0, 0, 1], refDirection: [1, 0, 0] },
            { x: 0.42, y: 0.26, t: 0.025 },
            { diameter: 0.03, at: anchors },
          ),
        )
        anchors.forEach(([ax, ay], j) =>
          elements.push(
            boltAt(
              { id: `anchor-${tag}-${j + 1}`, mark: `HD${boltNo++}`, description: 'Anchor bolt', lod: 400 },
              M24,
              0.3,
              [cx + ax, y + ay, -0.3],
              [0, 0, 1],
              '4.6',
            ),
          ),
        )
        elements.push(
          weld(
            { id: `weld-base-${tag}`, mark: `w${weldNo++}`, description: 'Column to base plate', lod: 400 },
            0.006,
            [x, y - FLANGE.width / 2, 0],
            [x, y + FLANGE.width / 2, 0],
            [-inward, 0, 0],
            [0, 0, 1],
          ),
        )
        // Knee: the rafter's end plate bolts to the column's inner flange, six M20 bolts.
        const faceX = x + inward * COLUMN_DEPTH.top
        const top = roofZ(faceX + inward * END_PLATE_T)
        const plateHeight = 0.72
        const plateCentreZ = top + 0.04 - plateHeight / 2
        const kneeBolts: Vec2[] = [0.1, 0.3, 0.55].flatMap((d) => [-0.06, 0.06].map((by) => [by, plateHeight / 2 - 0.04 - d] as Vec2))
        elements.push(
          plate(
            { id: `knee-plate-${tag}`, mark: `p${plateNo++}`, description: 'Knee end plate', lod: 400 },
            { origin: [faceX, y, plateCentreZ], axis: [inward, 0, 0], refDirection: [0, inward, 0] },
            { x: 0.22, y: plateHeight, t: END_PLATE_T },
            { diameter: M20.hole, at: kneeBolts.map(([by, bz]) => [inward * by, bz] as Vec2) },
          ),
          weld(
            { id: `weld-knee-${tag}`, mark: `w${weldNo++}`, description: 'Rafter top flange to end plate', lod: 400 },
            0.008,
            [faceX + inward * END_PLATE_T, y - FLANGE.width / 2, top],
            [faceX + inward * END_PLATE_T, y + FLANGE.width / 2, top],
            [inward, 0, 0],
            [0, 0, 1],
          ),
        )
        kneeBolts.forEach(([by, bz], j) =>
          elements.push(
            boltAt(
              { id: `knee-bolt-${tag}-${j + 1}`, mark: `b${boltNo++}`, description: 'Bolt', lod: 400 },
              M20,
              END_PLATE_T + FLANGE.flange,
              [faceX + inward * END_PLATE_T, y + by, plateCentreZ + bz],
              [-inward, 0, 0],
            ),
          ),
        )
      })
      // Apex: two end plates back to back, four M20 bolts.
      const apexPlateHeight = 0.46
      const apexCentreZ = APEX + 0.03 - apexPlateHeight / 2
      const apexBolts: Vec2[] = [0.08, 0.36].flatMap((d) => [-0.06, 0.06].map((by) => [by, apexPlateHeight / 2 - d] as Vec2))
      ;[-1, 1].forEach((dir, k) => {
        const placement: Placement = { origin: [SPAN / 2, y, apexCentreZ], axis: [dir, 0, 0], refDirection: [0, dir, 0] }
        elements.push(
          plate(
            { id: `apex-plate-${f + 1}-${k + 1}`, mark: `p${plateNo++}`, description: 'Apex end plate', lod: 400 },
            placement,
            { x: 0.22, y: apexPlateHeight, t: END_PLATE_T },
            { diameter: M20.hole, at: apexBolts.map(([by, bz]) => [dir * by, bz] as Vec2) },
          ),
          weld(
            { id: `weld-apex-${f + 1}-${k + 1}`, mark: `w${weldNo++}`, description: 'Rafter top flange to apex plate', lod: 400 },
            0.008,
            [SPAN / 2 + dir * END_PLATE_T, y - FLANGE.width / 2, roofZ(SPAN / 2 + dir * END_PLATE_T)],
            [SPAN / 2 + dir * END_PLATE_T, y + FLANGE.width / 2, roofZ(SPAN / 2 + dir * END_PLATE_T)],
            [dir, 0, 0],
            [0, 0, 1],
          ),
        )
      })
      apexBolts.forEach(([by, bz], j) =>
        elements.push(
          boltAt(
            { id: `apex-bolt-${f + 1}-${j + 1}`, mark: `b${boltNo++}`, description: 'Bolt', lod: 400 },
            M20,
            2 * END_PLATE_T,
            [SPAN / 2 - END_PLATE_T, y + by, apexCentreZ + bz],
            [1, 0, 0],
          ),
        ),
      )
    })
  }
  return elements
}

export const preEngineering: ModelBuilder = {
  serviceId: 'pre-engineering',
  build,
}
