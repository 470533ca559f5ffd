// Every committed GLB passes Khronos's glTF validator with no errors or warnings, stays small, and
// names its nodes by the model's part marks.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { WebIO } from '@gltf-transform/core'
import { validateBytes } from 'gltf-validator'
import { toWorld } from './geometry'
import { quaternionFromAxes, toYUp } from './glb'
import { SERVICE_MODELS } from './models'

const ROOT = join(__dirname, '..', '..', '..')
const LIMIT_GZIP_BYTES = 150 * 1024

const cases = SERVICE_MODELS.flatMap((model) => model.levels.map((level) => [model.serviceId, level, model] as const))

describe('GLB samples', () => {
  it('turns Z-up model axes into glTF Y-up rotations', () => {
    expect(toYUp([1, 2, 3])).toEqual([1, 3, -2])
    // The model's own axes, seen in Y up, are a quarter turn about X.
    const q = quaternionFromAxes(toYUp([1, 0, 0]), toYUp([0, 1, 0]), toYUp([0, 0, 1]))
    expect(q.map((c) => Math.round(c * 1e6) / 1e6)).toEqual([-0.707107, 0, 0, 0.707107])
  })

  it.each(cases)('%s LOD %i is a valid GLB under 150 KiB gzipped, one node per element', async (serviceId, level, model) => {
    const bytes = new Uint8Array(readFileSync(join(ROOT, 'public', 'models', serviceId, `lod-${level}.glb`)))
    const report = await validateBytes(bytes, { maxIssues: 20 })
    expect(report.issues.messages.map((m) => `${m.code} ${m.pointer ?? ''}`)).toEqual([])
    expect(report.issues.numErrors).toBe(0)
    expect(gzipSync(bytes, { level: 9 }).length).toBeLessThanOrEqual(LIMIT_GZIP_BYTES)

    const doc = await new WebIO().readBinary(bytes)
    const root = doc.getRoot()
    expect(root.listTextures()).toHaveLength(0)
    expect(root.listExtensionsUsed()).toHaveLength(0)
    const elements = model.build(level)
    const nodes = root.listNodes()
    expect(nodes.map((n) => n.getName())).toEqual(elements.map((e) => e.mark))
    expect(nodes.map((n) => n.getExtras())).toEqual(
      elements.map((e) => expect.objectContaining({ id: e.id, kind: e.kind, lod: e.lod, profile: e.profile, grade: e.grade })),
    )
    // Each node puts its mesh where the model has it, turned to Y up.
    nodes.forEach((node, i) => {
      const element = elements[i]
      const position = node.getMesh()?.listPrimitives()[0]?.getAttribute('POSITION')
      if (!element || !position) throw new Error(`node ${i} has no mesh`)
      const m = node.getWorldMatrix()
      for (const v of [0, Math.floor(position.getCount() / 2), position.getCount() - 1]) {
        const [x, y, z] = position.getElement(v, [0, 0, 0])
        const world = [0, 1, 2].map((r) => (m[r] ?? 0) * (x ?? 0) + (m[r + 4] ?? 0) * (y ?? 0) + (m[r + 8] ?? 0) * (z ?? 0) + (m[r + 12] ?? 0))
        const expected = toYUp(toWorld(element.placement, [x ?? 0, y ?? 0, z ?? 0]))
        world.forEach((c, k) => expect(c).toBeCloseTo(expected[k] ?? NaN, 4))
      }
    })
    // Translucent zones blend; everything else is opaque.
    for (const material of root.listMaterials()) {
      expect(material.getAlphaMode()).toBe(material.getBaseColorFactor()[3] < 1 ? 'BLEND' : 'OPAQUE')
    }
  }, 60_000)
})
