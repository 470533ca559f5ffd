// A small composite frame: four 400x400 concrete columns carrying two UB 457x191x67 primary beams
// and a UB 305x165x40 secondary, under a 200 mm concrete slab.
import { box } from '../geometry'
import { concrete, iProfile, member, SECTIONS, zone } from '../parts'
import type { Lod, ModelElement, ModelBuilder, Vec3 } from '../types'

const SPAN_X = 6
const SPAN_Y = 5
const COLUMN_TOP = 3.5
const PRIMARY = SECTIONS['UB 457x191x67']
const SECONDARY = SECTIONS['UB 305x165x40']
const BEAM_TOP = COLUMN_TOP + PRIMARY.depth
const SLAB = { t: 0.2, overhang: 0.3 }

function build(level: Lod): ModelElement[] {
  const corners: [number, number][] = [
    [0, 0],
    [SPAN_X, 0],
    [0, SPAN_Y],
    [SPAN_X, SPAN_Y],
  ]
  const elements: ModelElement[] = corners.map(([x, y], i) =>
    concrete({ id: `column-${i + 1}`, mark: `C${i + 1}`, description: 'Concrete column', lod: 200 }, 'column', level, 0.4, 0.4, [x, y, 0], [x, y, COLUMN_TOP], [1, 0, 0]),
  )
  ;[0, SPAN_Y].forEach((y, i) =>
    elements.push(
      member(
        { id: `primary-${i + 1}`, mark: `B${i + 1}`, description: 'Primary beam', lod: 200 },
        'beam',
        level,
        iProfile('UB 457x191x67'),
        [-0.2, y, BEAM_TOP - PRIMARY.depth / 2],
        [SPAN_X + 0.2, y, BEAM_TOP - PRIMARY.depth / 2],
        [0, 0, 1],
      ),
    ),
  )
  const gap = PRIMARY.web / 2 + 0.01
  elements.push(
    member(
      { id: 'secondary', mark: 'B3', description: 'Secondary beam', lod: 200 },
      'beam',
      level,
      iProfile('UB 305x165x40'),
      [SPAN_X / 2, gap, BEAM_TOP - SECONDARY.depth / 2],
      [SPAN_X / 2, SPAN_Y - gap, BEAM_TOP - SECONDARY.depth / 2],
      [0, 0, 1],
    ),
  )
  const slabX = SPAN_X + 2 * SLAB.overhang
  const slabY = SPAN_Y + 2 * SLAB.overhang
  elements.push({
    id: 'slab',
    mark: 'S1',
    description: 'Floor slab',
    lod: 200,
    kind: 'slab',
    material: 'Concrete',
    grade: 'C32/40',
    profile: `Slab ${SLAB.t * 1000}`,
    predefinedType: 'FLOOR',
    shape: box(`Slab ${SLAB.t * 1000}`, slabX, slabY, SLAB.t),
    placement: { origin: [SPAN_X / 2, SPAN_Y / 2, BEAM_TOP], axis: [0, 0, 1], refDirection: [1, 0, 0] },
  })
  if (level >= 350) {
    corners.forEach(([x, y], i) =>
      elements.push(
        zone(
          { id: `zone-bearing-${i + 1}`, mark: `Z${i + 1}`, description: 'Beam bearing on column: cast-in plate', lod: 350 },
          [x - 0.2, y - 0.2, COLUMN_TOP - 0.1],
          [x + 0.2, y + 0.2, COLUMN_TOP + 0.06],
          'Support',
        ),
      ),
    )
    ;[0, SPAN_Y].forEach((y, i) => {
      const from: Vec3 = [SPAN_X / 2 - 0.12, i === 0 ? y : y - 0.2, BEAM_TOP - SECONDARY.depth]
      const to: Vec3 = [SPAN_X / 2 + 0.12, i === 0 ? y + 0.2 : y, BEAM_TOP]
      elements.push(zone({ id: `zone-secondary-${i + 1}`, mark: `Z${5 + i}`, description: 'Secondary to primary: fin plate zone', lod: 350 }, from, to, 'Connection zone'))
    })
    ;[0, SPAN_Y].forEach((y, i) =>
      elements.push(
        zone(
          { id: `zone-studs-${i + 1}`, mark: `Z${7 + i}`, description: 'Beam-slab interface: shear studs', lod: 350 },
          [0.2, y - PRIMARY.width / 2, BEAM_TOP],
          [SPAN_X - 0.2, y + PRIMARY.width / 2, BEAM_TOP + 0.1],
          'Interface',
        ),
      ),
    )
  }
  return elements
}

export const structuralDesign: ModelBuilder = {
  serviceId: 'structural-design',
  build,
  drawing: { seeThrough: ['slab'] },
}
