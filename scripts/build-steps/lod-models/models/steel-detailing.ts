// A braced steel bay: two UC 203x203x46 columns, a UB 406x178x60 beam on fin plates, and a chevron
// pair of SHS 100x100x6.3 braces on gusset plates, the columns on base plates with anchor bolts.
import { add, M20, normalize, scale, sub } from '../geometry'
import { boltAt, iProfile, member, plate, SECTIONS, weld, zone } from '../parts'
import type { Lod, ModelElement, Placement, Profile, ModelBuilder, Vec2, Vec3 } from '../types'

const COLUMN = SECTIONS['UC 203x203x46']
const BEAM = SECTIONS['UB 406x178x60']
const SPAN = 6
const HEIGHT = 4.5
const BASE_T = 0.02
const FACE = COLUMN.depth / 2
const GAP = 0.01
const BEAM_AXIS_Z = HEIGHT - BEAM.depth / 2
const BEAM_BOTTOM = HEIGHT - BEAM.depth
const SHS: Profile = { type: 'rectangle-hollow', name: 'SHS 100x100x6.3', x: 0.1, y: 0.1, wall: 0.0063 }
const GUSSET_T = 0.015
const KNIFE_T = 0.012
/** Braces sit beside the gussets (on the column's centre plane), offset by half of both plates. */
const BRACE_Y = (GUSSET_T + KNIFE_T) / 2

/** Work points of the two braces: base (column face, top of base plate) to apex (beam underside). */
const BRACES = [0, 1].map((i) => {
  const base: Vec3 = i === 0 ? [FACE, 0, BASE_T] : [SPAN - FACE, 0, BASE_T]
  const apex: Vec3 = [SPAN / 2, 0, BEAM_BOTTOM]
  return { base, apex, u: normalize(sub(apex, base)), side: i === 0 ? 1 : -1 }
})

const pointAt = (brace: (typeof BRACES)[number], fromBase: number, y = 0): Vec3 => {
  const p = add(brace.base, scale(brace.u, fromBase))
  return [p[0], y, p[2]]
}
const pointFromApex = (brace: (typeof BRACES)[number], fromApex: number, y = 0): Vec3 => {
  const p = add(brace.apex, scale(brace.u, -fromApex))
  return [p[0], y, p[2]]
}
const braceLength = (brace: (typeof BRACES)[number]) => Math.hypot(brace.apex[0] - brace.base[0], brace.apex[2] - brace.base[2])

/** A plate in the XZ plane (the frame's plane), its face at y = `y`, local X = world X, local Y = world Z. */
const inFramePlane = (x: number, y: number, z: number): Placement => ({ origin: [x, y, z], axis: [0, -1, 0], refDirection: [1, 0, 0] })

function build(level: Lod): ModelElement[] {
  const columnBase = level === 200 ? 0 : BASE_T
  const elements: ModelElement[] = [0, 1].map((i) =>
    member(
      { id: `column-${i + 1}`, mark: `C${i + 1}`, description: 'Column', lod: 200 },
      'column',
      level,
      iProfile('UC 203x203x46'),
      [i * SPAN, 0, columnBase],
      [i * SPAN, 0, HEIGHT],
      [1, 0, 0],
    ),
  )
  elements.push(
    member(
      { id: 'beam', mark: 'B1', description: 'Beam', lod: 200 },
      'beam',
      level,
      iProfile('UB 406x178x60'),
      [FACE + GAP, 0, BEAM_AXIS_Z],
      [SPAN - FACE - GAP, 0, BEAM_AXIS_Z],
      [0, 0, 1],
    ),
  )
  BRACES.forEach((brace, i) => {
    const start = level === 200 ? brace.base : pointAt(brace, 0.42, BRACE_Y)
    const end = level === 200 ? brace.apex : pointFromApex(brace, 0.42, BRACE_Y)
    elements.push(
      member({ id: `brace-${i + 1}`, mark: `BR${i + 1}`, description: 'Brace', lod: 200 }, 'member', level, SHS, start, end, [0, 1, 0], {
        predefinedType: 'BRACE',
      }),
    )
  })
  if (level >= 350) {
    ;[0, SPAN].forEach((x, i) => {
      elements.push(
        zone(
          { id: `zone-base-${i + 1}`, mark: `Z${i + 1}`, description: 'Column base: base plate, grout and holding-down bolts', lod: 350 },
          [x - (i === 0 ? 0.2 : 0.6), -0.2, -0.05],
          [x + (i === 0 ? 0.6 : 0.2), 0.2, 0.55],
          'Support',
        ),
        zone(
          { id: `zone-fin-${i + 1}`, mark: `Z${i + 3}`, description: 'Beam-to-column fin plate zone', lod: 350 },
          i === 0 ? [FACE, -0.06, BEAM_BOTTOM + 0.06] : [SPAN - FACE - 0.13, -0.06, BEAM_BOTTOM + 0.06],
          i === 0 ? [FACE + 0.13, 0.06, HEIGHT - 0.06] : [SPAN - FACE, 0.06, HEIGHT - 0.06],
          'Connection zone',
        ),
      )
    })
    elements.push(
      zone(
        { id: 'zone-apex', mark: 'Z5', description: 'Brace apex gusset zone', lod: 350 },
        [SPAN / 2 - 0.45, -0.06, BEAM_BOTTOM - 0.42],
        [SPAN / 2 + 0.45, 0.06, BEAM_BOTTOM],
        'Connection zone',
      ),
    )
  }
  if (level >= 400) {
    // Base plates with four holding-down bolts each.
    const anchors: Vec2[] = [
      [-0.11, -0.11],
      [0.11, -0.11],
      [0.11, 0.11],
      [-0.11, 0.11],
    ]
    ;[0, SPAN].forEach((x, i) => {
      elements.push(
        plate(
          { id: `base-plate-${i + 1}`, mark: `p${i + 1}`, description: 'Base plate', lod: 400 },
          { origin: [x, 0, 0], axis: [0, 0, 1], refDirection: [1, 0, 0] },
          { x: 0.32, y: 0.32, t: BASE_T },
          { diameter: 0.026, at: anchors },
        ),
      )
      anchors.forEach(([ax, ay], j) =>
        elements.push(
          boltAt(
            { id: `anchor-${i + 1}-${j + 1}`, mark: `HD${i * 4 + j + 1}`, description: 'Holding-down bolt', lod: 400 },
            M20,
            0.3 + BASE_T,
            [x + ax, ay, -0.3],
            [0, 0, 1],
            '4.6',
          ),
        ),
      )
      elements.push(
        weld(
          { id: `weld-base-${i + 1}`, mark: `w${i + 1}`, description: 'Column to base plate', lod: 400 },
          0.006,
          [x + (i === 0 ? FACE : -FACE), -COLUMN.width / 2, BASE_T],
          [x + (i === 0 ? FACE : -FACE), COLUMN.width / 2, BASE_T],
          [i === 0 ? 1 : -1, 0, 0],
          [0, 0, 1],
        ),
      )
    })
    // Fin plates welded to the column flanges, three bolts through the beam web.
    const finHeight = 0.23
    const finCentreZ = BEAM_AXIS_Z
    const finY = BEAM.web / 2
    ;[0, 1].forEach((i) => {
      const faceX = i === 0 ? FACE : SPAN - FACE
      const dir = i === 0 ? 1 : -1
      const boltX = faceX + dir * 0.07
      elements.push(
        plate(
          { id: `fin-${i + 1}`, mark: `p${3 + i}`, description: 'Fin plate', lod: 400 },
          { origin: [faceX + (dir * 0.1) / 2, finY + 0.01, finCentreZ], axis: [0, -1, 0], refDirection: [1, 0, 0] },
          { x: 0.1, y: finHeight, t: 0.01 },
          { diameter: M20.hole, at: [-0.07, 0, 0.07].map((dz) => [dir * 0.02, dz] as Vec2) },
        ),
        weld(
          { id: `weld-fin-${i + 1}`, mark: `w${3 + i}`, description: 'Fin plate to column flange', lod: 400 },
          0.008,
          [faceX, finY + 0.01, finCentreZ - finHeight / 2],
          [faceX, finY + 0.01, finCentreZ + finHeight / 2],
          [dir, 0, 0],
          [0, 1, 0],
        ),
      )
      ;[-0.07, 0, 0.07].forEach((dz, j) =>
        elements.push(
          boltAt(
            { id: `fin-bolt-${i + 1}-${j + 1}`, mark: `b${i * 3 + j + 1}`, description: 'Bolt', lod: 400 },
            M20,
            0.01 + BEAM.web,
            [boltX, finY + 0.01, finCentreZ + dz],
            [0, -1, 0],
          ),
        ),
      )
    })
    // Gussets on the frame's centre plane; knife plates slotted into the braces bolt to them.
    const baseGusset: Vec2[] = [
      [0, 0],
      [0.45, 0],
      [0.45, 0.1],
      [0.1, 0.45],
      [0, 0.45],
    ]
    const apexGusset: Vec2[] = [
      [-0.4, 0],
      [-0.25, -0.36],
      [0.25, -0.36],
      [0.4, 0],
    ]
    const boltStations = [0.25, 0.33]
    BRACES.forEach((brace, i) => {
      const mirror = (p: Vec2): Vec2 => [brace.side * p[0], p[1]]
      const baseHoles = boltStations.map((s) => {
        const p = pointAt(brace, s)
        return [p[0] - brace.base[0], p[2] - brace.base[2]] as Vec2
      })
      elements.push(
        plate(
          { id: `gusset-base-${i + 1}`, mark: `p${5 + i}`, description: 'Base gusset plate', lod: 400 },
          inFramePlane(brace.base[0], GUSSET_T / 2, brace.base[2]),
          { x: 0.45, y: 0.45, t: GUSSET_T, outline: baseGusset.map(mirror) },
          { diameter: M20.hole, at: baseHoles },
        ),
        weld(
          { id: `weld-gusset-${i + 1}`, mark: `w${5 + i}`, description: 'Gusset to base plate', lod: 400 },
          0.006,
          [brace.base[0], GUSSET_T / 2, BASE_T],
          [brace.base[0] + brace.side * 0.45, GUSSET_T / 2, BASE_T],
          [0, 1, 0],
          [0, 0, 1],
        ),
      )
    })
    const apexHoles = BRACES.flatMap((brace) =>
      boltStations.map((s) => {
        const p = pointFromApex(brace, s)
        return [p[0] - SPAN / 2, p[2] - BEAM_BOTTOM] as Vec2
      }),
    )
    elements.push(
      plate(
        { id: 'gusset-apex', mark: 'p7', description: 'Apex gusset plate', lod: 400 },
        inFramePlane(SPAN / 2, GUSSET_T / 2, BEAM_BOTTOM),
        { x: 0.8, y: 0.36, t: GUSSET_T, outline: apexGusset },
        { diameter: M20.hole, at: apexHoles },
      ),
      weld(
        { id: 'weld-apex', mark: 'w7', description: 'Apex gusset to beam flange', lod: 400 },
        0.006,
        [SPAN / 2 - 0.4, GUSSET_T / 2, BEAM_BOTTOM],
        [SPAN / 2 + 0.4, GUSSET_T / 2, BEAM_BOTTOM],
        [0, 1, 0],
        [0, 0, -1],
      ),
    )
    // Knife plates: 300 long from 0.2 m along each brace end, bolted through the gusset.
    BRACES.forEach((brace, i) => {
      const len = braceLength(brace)
      const ends = [
        { from: 0.2, to: 0.5, stations: boltStations },
        { from: len - 0.5, to: len - 0.2, stations: boltStations.map((s) => len - s) },
      ]
      ends.forEach((end, j) => {
        const a = pointAt(brace, end.from, BRACE_Y)
        const b = pointAt(brace, end.to, BRACE_Y)
        const centre: Vec3 = [(a[0] + b[0]) / 2, 0, (a[2] + b[2]) / 2]
        // Face on the gusset, long side along the brace.
        const placement: Placement = { origin: [centre[0], GUSSET_T / 2 + KNIFE_T, centre[2]], axis: [0, -1, 0], refDirection: brace.u }
        const holes = end.stations.map((s) => [s - (end.from + end.to) / 2, 0] as Vec2)
        const n = i * 2 + j
        elements.push(
          plate(
            { id: `knife-${i + 1}-${j + 1}`, mark: `p${8 + n}`, description: 'Brace knife plate', lod: 400 },
            placement,
            { x: 0.3, y: 0.09, t: KNIFE_T },
            { diameter: M20.hole, at: holes },
          ),
          weld(
            { id: `weld-knife-${i + 1}-${j + 1}`, mark: `w${8 + n}`, description: 'Knife plate to brace', lod: 400 },
            0.006,
            pointAt(brace, j === 0 ? 0.42 : len - 0.42, GUSSET_T / 2 + KNIFE_T),
            pointAt(brace, j === 0 ? 0.5 : len - 0.5, GUSSET_T / 2 + KNIFE_T),
            [0, 1, 0],
            [-brace.u[2], 0, brace.u[0]],
          ),
        )
        end.stations.forEach((s, k) =>
          elements.push(
            boltAt(
              { id: `brace-bolt-${i + 1}-${j + 1}-${k + 1}`, mark: `b${7 + n * 2 + k}`, description: 'Bolt', lod: 400 },
              M20,
              GUSSET_T + KNIFE_T,
              pointAt(brace, s, GUSSET_T / 2 + KNIFE_T),
              [0, -1, 0],
            ),
          ),
        )
      })
    })
  }
  return elements
}

export const steelDetailing: ModelBuilder = {
  serviceId: 'steel-detailing',
  build,
}
