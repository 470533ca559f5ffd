// A concrete column-beam junction with its cage: a 400x400 column (six H20 bars, starters lapped
// from the foundation, H10 links) and a 300x500 beam (H20 top and H16 bottom bars anchored into the
// column with L bends, H10 links). Bars are B500B; shape codes from BS 8666.
import { bar, concrete, zone } from '../parts'
import type { Lod, ModelElement, ModelBuilder, Vec3 } from '../types'

const COLUMN_TOP = 3.5
const BEAM = { width: 0.3, depth: 0.5, end: 3.0 }
const BEAM_BOTTOM = COLUMN_TOP - BEAM.depth
const COVER = 0.04
const LINK = 0.01
const COLUMN_BAR = 0.02
/** Centre of the column's main bars from the column axis. */
const C = 0.2 - COVER - LINK - COLUMN_BAR / 2
const COLUMN_BARS: [number, number][] = [
  [-C, -C],
  [0, -C],
  [C, -C],
  [-C, C],
  [0, C],
  [C, C],
]
const BEAM_BAR_Y = [-0.09, 0, 0.09]
const TOP_Z = COLUMN_TOP - COVER - LINK - 0.01
const BOTTOM_Z = BEAM_BOTTOM + COVER + LINK + 0.008
const LAP = 0.9

/** A BS 8666 shape 51 closed link with 135° hooks, its corners given in order around the section. */
function linkPath(corners: [Vec3, Vec3, Vec3, Vec3], hookIn: Vec3, lift: Vec3): Vec3[] {
  const [a, b, c, d] = corners
  const shift = (p: Vec3, v: Vec3): Vec3 => [p[0] + v[0], p[1] + v[1], p[2] + v[2]]
  return [shift(a, hookIn), a, b, c, d, shift(a, lift), shift(shift(a, lift), hookIn)]
}

function build(level: Lod): ModelElement[] {
  const elements: ModelElement[] = [
    {
      ...concrete({ id: 'column', mark: 'C1', description: 'Column', lod: 300 }, 'column', level, 0.4, 0.4, [0, 0, 0], [0, 0, COLUMN_TOP], [1, 0, 0]),
      appearance: 'ghost',
    },
    {
      ...concrete(
        { id: 'beam', mark: 'B1', description: 'Beam', lod: 300 },
        'beam',
        level,
        BEAM.width,
        BEAM.depth,
        [0.2, 0, COLUMN_TOP - BEAM.depth / 2],
        [BEAM.end, 0, COLUMN_TOP - BEAM.depth / 2],
        [0, 0, 1],
      ),
      appearance: 'ghost',
    },
  ]
  COLUMN_BARS.forEach(([x, y], i) =>
    elements.push(
      bar({ id: `column-bar-${i + 1}`, mark: '01', description: 'Column bar', lod: 300 }, level, [
        [x, y, 0],
        [x, y, TOP_Z - 0.04],
      ], COLUMN_BAR, '00'),
    ),
  )
  BEAM_BAR_Y.forEach((y, i) => {
    const top: Vec3[] =
      level >= 400
        ? [
            [-0.135, y, BEAM_BOTTOM + 0.1],
            [-0.135, y, TOP_Z],
            [BEAM.end - 0.04, y, TOP_Z],
          ]
        : [
            [-0.135, y, TOP_Z],
            [BEAM.end - 0.04, y, TOP_Z],
          ]
    const bottom: Vec3[] =
      level >= 400
        ? [
            [-0.105, y, COLUMN_TOP - 0.15],
            [-0.105, y, BOTTOM_Z],
            [BEAM.end - 0.04, y, BOTTOM_Z],
          ]
        : [
            [-0.105, y, BOTTOM_Z],
            [BEAM.end - 0.04, y, BOTTOM_Z],
          ]
    elements.push(
      bar({ id: `beam-top-${i + 1}`, mark: '03', description: 'Beam top bar', lod: 300 }, level, top, 0.02, '11'),
      bar({ id: `beam-bottom-${i + 1}`, mark: '04', description: 'Beam bottom bar', lod: 300 }, level, bottom, 0.016, '11'),
    )
  })
  if (level >= 350) {
    elements.push(
      zone(
        { id: 'zone-joint', mark: 'Z1', description: 'Beam-column joint: bar congestion check', lod: 350 },
        [-0.2, -0.2, BEAM_BOTTOM],
        [0.2, 0.2, COLUMN_TOP],
        'Interface',
      ),
      zone(
        { id: 'zone-foundation', mark: 'Z2', description: 'Foundation interface: starter bars and kicker', lod: 350 },
        [-0.3, -0.3, -0.5],
        [0.45, 0.3, 0],
        'Support',
      ),
      zone(
        { id: 'zone-construction-joint', mark: 'Z3', description: 'Construction joint: continuity bars lap here', lod: 350 },
        [BEAM.end - 0.1, -BEAM.width / 2, BEAM_BOTTOM],
        [BEAM.end, BEAM.width / 2, COLUMN_TOP],
        'Interface',
      ),
    )
  }
  if (level >= 400) {
    // Starters from the foundation, L-shaped (shape 11), lapped 45 diameters with the column bars.
    COLUMN_BARS.forEach(([x, y], i) =>
      elements.push(
        bar({ id: `starter-${i + 1}`, mark: '02', description: 'Starter bar', lod: 400 }, level, [
          [x * 0.85 + 0.3, y * 0.85, -0.45],
          [x * 0.85, y * 0.85, -0.45],
          [x * 0.85, y * 0.85, LAP],
        ], COLUMN_BAR, '11'),
      ),
    )
    const a = 0.2 - COVER - LINK / 2
    for (let k = 0; k < 10; k++) {
      const z = 0.15 + 0.3 * k
      elements.push(
        bar(
          { id: `column-link-${k + 1}`, mark: '05', description: 'Column link', lod: 400 },
          level,
          linkPath(
            [
              [-a, a, z],
              [a, a, z],
              [a, -a, z],
              [-a, -a, z],
            ],
            [0.09, -0.09, 0],
            [0, 0, 0.012],
          ),
          LINK,
          '51',
          'LIGATURE',
        ),
      )
    }
    const b = BEAM.width / 2 - COVER - LINK / 2
    const top = COLUMN_TOP - COVER - LINK / 2
    const bottom = BEAM_BOTTOM + COVER + LINK / 2
    for (let k = 0; k < 10; k++) {
      const x = 0.3 + 0.27 * k
      elements.push(
        bar(
          { id: `beam-link-${k + 1}`, mark: '06', description: 'Beam link', lod: 400 },
          level,
          linkPath(
            [
              [x, -b, top],
              [x, b, top],
              [x, b, bottom],
              [x, -b, bottom],
            ],
            [0, 0.09, -0.09],
            [0.012, 0, 0],
          ),
          LINK,
          '51',
          'LIGATURE',
        ),
      )
    }
  }
  return elements
}

export const rebarDetailing: ModelBuilder = {
  serviceId: 'rebar-detailing',
  build,
}
