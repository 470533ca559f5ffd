import { arcLengthThrough, curveLength, plateThickness, sectionArea, sectionLabel, sectionPerimeter } from './geometry.mjs'

// Sections in metres, figures from EN 10365 and the catalogues' own tables.
const IPE220 = { name: 'IPE220', type: 'I', h: 0.22, b: 0.11, tw: 0.0059, tf: 0.0092, r: 0.012, re: 0 } as const
const RHS = { name: null, type: 'rectangle-hollow', x: 0.1, y: 0.1, t: 0.008, ri: 0.012, ro: 0.02 } as const

describe('section and curve geometry, in SI', () => {
  it('gives an IPE220 its catalogue area (33.4 cm²) and painted surface (0.848 m²/m)', () => {
    expect(sectionArea(IPE220)! * 1e4).toBeCloseTo(33.37, 1)
    expect(sectionPerimeter(IPE220)).toBeCloseTo(0.848, 3)
  })

  it('measures a Tekla RHS 100x100x8 with its corner radii (2,724 mm²), and names it from its dimensions', () => {
    expect(sectionArea(RHS)! * 1e6).toBeCloseTo(2724.25, 1)
    expect(sectionLabel(RHS)).toBe('RHS 100x100x8')
  })

  it('takes a plate extruded along its length at its least side', () => {
    expect(plateThickness({ name: null, type: 'rectangle', x: 0.3, y: 0.4, r: 0 }, 0.02)).toBe(0.02)
    expect(plateThickness({ name: null, type: 'rectangle', x: 0.012, y: 0.2, r: 0 }, 1.5)).toBe(0.012)
  })

  it('measures a directrix of a line and a quarter arc, and an arc through three points', () => {
    expect(curveLength([{ type: 'polyline', points: [[0, 0, 0], [0.05, 0, 0]] }, { type: 'arc', radius: 0.036, sweep: Math.PI / 2 }])).toBeCloseTo(0.05 + (0.036 * Math.PI) / 2, 9)
    expect(arcLengthThrough([1, 0], [0, 1], [-1, 0])).toBeCloseTo(Math.PI, 6)
    expect(arcLengthThrough([1, 0], [0, -1], [0, 1])).toBeCloseTo((3 * Math.PI) / 2, 6)
    expect(curveLength(null)).toBeNull()
  })
})
