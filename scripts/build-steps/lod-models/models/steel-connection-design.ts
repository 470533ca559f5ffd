// A beam-to-column moment connection: UB 457x191x67 on the flange of a UC 254x254x73 through an
// extended end plate with eight M20 8.8 bolts, the column web stiffened at both beam flanges.
import { M20 } from '../geometry'
import { boltAt, iProfile, member, plate, SECTIONS, weld, zone } from '../parts'
import type { Lod, ModelElement, ModelBuilder, Vec2 } from '../types'

const COLUMN = SECTIONS['UC 254x254x73']
const BEAM = SECTIONS['UB 457x191x67']
const FACE = COLUMN.depth / 2 // column flange face, x
const PLATE_T = 0.02
const BEAM_START = FACE + PLATE_T
const BEAM_TOP = 2.6
const BEAM_AXIS_Z = BEAM_TOP - BEAM.depth / 2
const PLATE = { x: 0.2, y: 0.58, top: BEAM_TOP + 0.1 }
const PLATE_CENTRE_Z = PLATE.top - PLATE.y / 2
const BOLT_ROWS = [BEAM_TOP + 0.05, BEAM_TOP - 0.07, BEAM_TOP - 0.17, BEAM_TOP - BEAM.depth + 0.065]
const GAUGE = 0.05

function build(level: Lod): ModelElement[] {
  const elements: ModelElement[] = [
    member(
      { id: 'column', mark: 'C1', description: 'Column', lod: 300 },
      'column',
      level,
      iProfile('UC 254x254x73'),
      [0, 0, 1.4],
      [0, 0, 3.4],
      [1, 0, 0],
    ),
    member(
      { id: 'beam', mark: 'B1', description: 'Rafter beam', lod: 300 },
      'beam',
      level,
      iProfile('UB 457x191x67'),
      [BEAM_START, 0, BEAM_AXIS_Z],
      [1.8, 0, BEAM_AXIS_Z],
      [0, 0, 1],
    ),
  ]
  if (level >= 350) {
    elements.push(
      zone(
        { id: 'zone-end-plate', mark: 'Z1', description: 'End-plate connection zone', lod: 350 },
        [FACE, -0.12, PLATE.top - PLATE.y - 0.02],
        [FACE + 0.09, 0.12, PLATE.top + 0.02],
        'Connection zone',
      ),
      zone(
        { id: 'zone-panel', mark: 'Z2', description: 'Column web panel: stiffener zone', lod: 350 },
        [-FACE + COLUMN.flange, -COLUMN.width / 2, BEAM_TOP - BEAM.depth - 0.02],
        [FACE - COLUMN.flange, COLUMN.width / 2, BEAM_TOP + 0.02],
        'Interface',
      ),
      zone(
        { id: 'zone-access', mark: 'Z3', description: 'Bolt tightening clearance', lod: 350 },
        [BEAM_START, -0.16, BEAM_TOP + 0.005],
        [BEAM_START + 0.3, 0.16, BEAM_TOP + 0.2],
        'Clearance',
      ),
    )
  }
  if (level >= 400) {
    const holes: Vec2[] = BOLT_ROWS.flatMap((z) => [-GAUGE, GAUGE].map((y) => [y, z - PLATE_CENTRE_Z] as Vec2))
    elements.push(
      plate(
        { id: 'end-plate', mark: 'p1', description: 'Extended end plate', lod: 400 },
        { origin: [FACE, 0, PLATE_CENTRE_Z], axis: [1, 0, 0], refDirection: [0, 1, 0] },
        { x: PLATE.x, y: PLATE.y, t: PLATE_T },
        { diameter: M20.hole, at: holes },
      ),
    )
    BOLT_ROWS.forEach((z, row) =>
      [-GAUGE, GAUGE].forEach((y, side) =>
        elements.push(
          boltAt(
            { id: `bolt-${row + 1}-${side + 1}`, mark: `b${row * 2 + side + 1}`, description: 'Bolt', lod: 400 },
            M20,
            PLATE_T + COLUMN.flange,
            [BEAM_START, y, z],
            [-1, 0, 0],
          ),
        ),
      ),
    )
    // Stiffeners both sides of the column web, level with each beam flange.
    const stiffenerWidth = 0.115
    ;[BEAM_TOP - BEAM.flange / 2, BEAM_TOP - BEAM.depth + BEAM.flange / 2].forEach((z, row) =>
      [-1, 1].forEach((side, i) =>
        elements.push(
          plate(
            { id: `stiffener-${row + 1}-${i + 1}`, mark: `p${2 + row * 2 + i}`, description: 'Column web stiffener', lod: 400 },
            {
              origin: [0, side * (COLUMN.web / 2 + stiffenerWidth / 2), z - 0.0075],
              axis: [0, 0, 1],
              refDirection: [1, 0, 0],
            },
            { x: COLUMN.depth - 2 * COLUMN.flange, y: stiffenerWidth, t: 0.015 },
          ),
          weld(
            { id: `weld-stiffener-${row + 1}-${i + 1}`, mark: `w${5 + row * 2 + i}`, description: 'Stiffener to column web', lod: 400 },
            0.006,
            [-(FACE - COLUMN.flange), (side * COLUMN.web) / 2, z + 0.0075],
            [FACE - COLUMN.flange, (side * COLUMN.web) / 2, z + 0.0075],
            [0, 0, 1],
            [0, side, 0],
          ),
        ),
      ),
    )
    const halfFlange = BEAM.width / 2
    elements.push(
      weld(
        { id: 'weld-top-flange', mark: 'w1', description: 'Top flange to end plate', lod: 400 },
        0.01,
        [BEAM_START, -halfFlange, BEAM_TOP],
        [BEAM_START, halfFlange, BEAM_TOP],
        [1, 0, 0],
        [0, 0, 1],
      ),
      weld(
        { id: 'weld-bottom-flange', mark: 'w2', description: 'Bottom flange to end plate', lod: 400 },
        0.01,
        [BEAM_START, -halfFlange, BEAM_TOP - BEAM.depth],
        [BEAM_START, halfFlange, BEAM_TOP - BEAM.depth],
        [1, 0, 0],
        [0, 0, -1],
      ),
      ...[-1, 1].map((side, i) =>
        weld(
          { id: `weld-web-${i + 1}`, mark: `w${3 + i}`, description: 'Web to end plate', lod: 400 },
          0.006,
          [BEAM_START, (side * BEAM.web) / 2, BEAM_TOP - BEAM.depth + BEAM.flange],
          [BEAM_START, (side * BEAM.web) / 2, BEAM_TOP - BEAM.flange],
          [1, 0, 0],
          [0, side, 0],
        ),
      ),
    )
  }
  return elements
}

export const steelConnectionDesign: ModelBuilder = {
  serviceId: 'steel-connection-design',
  build,
  drawing: { eye: [1, -1.5, 0.75] },
}
