// A coordinated bay: four UC 254x254x73 columns, two UB 457x191x67 beams, a UB 305x165x40
// secondary, a 600x400 main duct passing under the beams with its clearance, and a 400x300 branch
// duct that clashes with the secondary beam (the clash marked).
import { sphere } from '../geometry'
import { iProfile, member, SECTIONS, zone } from '../parts'
import type { Lod, ModelElement, Profile, ModelBuilder } from '../types'

const BAY_X = 7.5
const BAY_Y = 6
const TOP = 4
const COLUMN = SECTIONS['UC 254x254x73']
const PRIMARY = SECTIONS['UB 457x191x67']
const SECONDARY = SECTIONS['UB 305x165x40']
const CLEARANCE = 0.05
const MAIN_DUCT = { type: 'rectangle-hollow', name: 'Duct 600x400', x: 0.6, y: 0.4, wall: 0.0008 } satisfies Profile
const BRANCH_DUCT = { type: 'rectangle-hollow', name: 'Duct 400x300', x: 0.4, y: 0.3, wall: 0.0008 } satisfies Profile
const MAIN_X = 3
const MAIN_Z = TOP - PRIMARY.depth - CLEARANCE - MAIN_DUCT.y / 2
const SECONDARY_X = 5.5
/** Set 73 mm too high: its top cuts into the secondary beam's bottom flange. */
const BRANCH_Z = 3.62
const BRANCH_Y = 3

const duct = { material: 'Galvanised steel', grade: 'DW/144 class A', predefinedType: 'RIGIDSEGMENT' }

function build(level: Lod): ModelElement[] {
  const elements: ModelElement[] = []
  const corners: [number, number][] = [
    [0, 0],
    [BAY_X, 0],
    [0, BAY_Y],
    [BAY_X, BAY_Y],
  ]
  corners.forEach(([x, y], i) =>
    elements.push(
      member({ id: `column-${i + 1}`, mark: `C${i + 1}`, description: 'Column', lod: 200 }, 'column', level, iProfile('UC 254x254x73'), [x, y, 0], [x, y, TOP], [1, 0, 0]),
    ),
  )
  ;[0, BAY_Y].forEach((y, i) =>
    elements.push(
      member(
        { id: `beam-${i + 1}`, mark: `B${i + 1}`, description: 'Beam', lod: 200 },
        'beam',
        level,
        iProfile('UB 457x191x67'),
        [COLUMN.depth / 2 + 0.01, y, TOP - PRIMARY.depth / 2],
        [BAY_X - COLUMN.depth / 2 - 0.01, y, TOP - PRIMARY.depth / 2],
        [0, 0, 1],
      ),
    ),
  )
  elements.push(
    member(
      { id: 'secondary', mark: 'B3', description: 'Secondary beam', lod: 200 },
      'beam',
      level,
      iProfile('UB 305x165x40'),
      [SECONDARY_X, PRIMARY.web / 2 + 0.01, TOP - SECONDARY.depth / 2],
      [SECONDARY_X, BAY_Y - PRIMARY.web / 2 - 0.01, TOP - SECONDARY.depth / 2],
      [0, 0, 1],
    ),
    member({ id: 'duct-main', mark: 'D1', description: 'Supply duct', lod: 200 }, 'duct', level, MAIN_DUCT, [MAIN_X, -0.8, MAIN_Z], [MAIN_X, BAY_Y + 0.8, MAIN_Z], [0, 0, 1], duct),
    member(
      { id: 'duct-branch', mark: 'D2', description: 'Branch duct', lod: 200 },
      'duct',
      level,
      BRANCH_DUCT,
      [MAIN_X + MAIN_DUCT.x / 2, BRANCH_Y, BRANCH_Z],
      [BAY_X - 0.3, BRANCH_Y, BRANCH_Z],
      [0, 0, 1],
      duct,
    ),
  )
  if (level >= 350) {
    const overlap = BRANCH_Z + BRANCH_DUCT.y / 2 - (TOP - SECONDARY.depth)
    elements.push({
      id: 'clash',
      mark: 'CL-014',
      description: `Clash: branch duct D2 into secondary beam B3 (${Math.round(overlap * 1000)} mm)`,
      lod: 350,
      kind: 'clash-marker',
      material: 'Marker',
      grade: '',
      profile: 'Clash marker',
      predefinedType: 'USERDEFINED',
      properties: { Status: 'New', Between: 'D2 / B3', Overlap: Math.round(overlap * 1000) / 1000 },
      shape: sphere('Clash marker', 0.2),
      placement: { origin: [SECONDARY_X, BRANCH_Y, TOP - SECONDARY.depth], axis: [0, 0, 1], refDirection: [1, 0, 0] },
    })
    ;[1.5, 4.5].forEach((y, i) =>
      elements.push(
        zone(
          { id: `zone-hanger-${i + 1}`, mark: `Z${i + 1}`, description: 'Duct support: hanger rods to the steel', lod: 350 },
          [MAIN_X - MAIN_DUCT.x / 2 - 0.1, y - 0.05, MAIN_Z - MAIN_DUCT.y / 2 - 0.05],
          [MAIN_X + MAIN_DUCT.x / 2 + 0.1, y + 0.05, TOP - PRIMARY.depth],
          'Support',
        ),
      ),
    )
    ;[0, BAY_Y].forEach((y, i) =>
      elements.push(
        zone(
          { id: `zone-clearance-${i + 1}`, mark: `Z${3 + i}`, description: 'Duct under beam: 50 mm clearance kept', lod: 350 },
          [MAIN_X - MAIN_DUCT.x / 2, y - PRIMARY.width / 2, TOP - PRIMARY.depth - CLEARANCE],
          [MAIN_X + MAIN_DUCT.x / 2, y + PRIMARY.width / 2, TOP - PRIMARY.depth],
          'Clearance',
        ),
      ),
    )
  }
  return elements
}

export const bimServices: ModelBuilder = {
  serviceId: 'bim-services',
  build,
}
