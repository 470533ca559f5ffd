import { bolt, boltLength, cross, dot, extrusion, M20, normalize, plateWithHoles, rectangleOutline, sub, taperedI } from './geometry'
import { SERVICE_MODELS } from './models'
import type { Mesh, Vec3 } from './types'

const vertex = (mesh: Mesh, i: number): Vec3 => [mesh.positions[i * 3] ?? 0, mesh.positions[i * 3 + 1] ?? 0, mesh.positions[i * 3 + 2] ?? 0]
const normal = (mesh: Mesh, i: number): Vec3 => [mesh.normals[i * 3] ?? 0, mesh.normals[i * 3 + 1] ?? 0, mesh.normals[i * 3 + 2] ?? 0]

/** Signed volume by the divergence theorem: positive when every triangle winds outwards. */
const volume = (mesh: Mesh): number => {
  let sum = 0
  for (let t = 0; t < mesh.indices.length; t += 3) {
    const [a, b, c] = [0, 1, 2].map((k) => vertex(mesh, mesh.indices[t + k] ?? 0)) as [Vec3, Vec3, Vec3]
    sum += dot(a, cross(b, c)) / 6
  }
  return sum
}

describe('mesh builders', () => {
  it('extrudes a UB section to its area times its length', () => {
    const shape = extrusion({ type: 'I', name: 'UB 457x191x67', width: 0.1899, depth: 0.4534, web: 0.0085, flange: 0.0127, fillet: 0.0102 }, 2)
    const area = 2 * 0.1899 * 0.0127 + (0.4534 - 2 * 0.0127) * 0.0085
    expect(volume(shape.mesh)).toBeCloseTo(area * 2, 8)
  })

  it('cuts the holes out of a plate', () => {
    const solid = plateWithHoles('PL', rectangleOutline(0.2, 0.5), 0.02, 0.022, [])
    const drilled = plateWithHoles('PL', rectangleOutline(0.2, 0.5), 0.02, 0.022, [
      [0.05, 0.1],
      [-0.05, 0.1],
    ])
    expect(volume(solid.mesh)).toBeCloseTo(0.2 * 0.5 * 0.02, 8)
    // Twelve-sided holes: a little less than a circle's area each.
    const hole = (12 / 2) * 0.011 ** 2 * Math.sin((2 * Math.PI) / 12)
    expect(volume(drilled.mesh)).toBeCloseTo((0.2 * 0.5 - 2 * hole) * 0.02, 8)
  })

  it('tapers a section from one depth to the other', () => {
    const shape = taperedI('T', 0.2, 0.3, 0.6, 0.006, 0.01, 6)
    const ys = shape.mesh.positions.filter((_, i) => i % 3 === 1)
    expect(Math.max(...ys)).toBeCloseTo(0, 9)
    expect(Math.min(...ys)).toBeCloseTo(-0.6, 9)
  })

  it('sizes a bolt to its grip: washer, nut and two threads beyond, up to the next 5 mm', () => {
    expect(boltLength(M20, 0.0342)).toBeCloseTo(0.06, 9)
    expect(boltLength(M20, 0.04)).toBeCloseTo(0.065, 9)
    const zs = bolt(M20, 0.0342).mesh.positions.filter((_, i) => i % 3 === 2)
    expect(Math.min(...zs)).toBeCloseTo(-M20.headHeight, 9)
    expect(Math.max(...zs)).toBeCloseTo(0.06, 9)
  })

  // Every triangle of every sample winds outwards and agrees with its vertex normals, so faces
  // are not culled from the wrong side in the viewer.
  it.each(SERVICE_MODELS.map((m) => [m.serviceId, m]))('%s: triangles face the way their normals do', (_, model) => {
    const top = model.levels[model.levels.length - 1] ?? 300
    const shapes = new Map(model.build(top).map((e) => [e.shape.key, e.shape.mesh]))
    for (const [key, mesh] of shapes) {
      expect([key, volume(mesh) > 0]).toEqual([key, true])
      let disagree = 0
      for (let t = 0; t < mesh.indices.length; t += 3) {
        const ids = [0, 1, 2].map((k) => mesh.indices[t + k] ?? 0)
        const [a, b, c] = ids.map((i) => vertex(mesh, i)) as [Vec3, Vec3, Vec3]
        const face = cross(sub(b, a), sub(c, a))
        if (Math.hypot(...face) < 1e-14) continue
        const n = ids.map((i) => normal(mesh, i)).reduce<Vec3>((s, v) => [s[0] + v[0], s[1] + v[1], s[2] + v[2]], [0, 0, 0])
        if (dot(normalize(face), normalize(n)) <= 0) disagree++
      }
      expect([key, disagree]).toEqual([key, 0])
    }
  }, 60_000)
})
