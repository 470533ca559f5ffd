// The neutral model as a binary glTF: Y up (three.js's convention), one node per element named by
// its mark, one mesh per distinct shape, plain PBR materials by kind. No textures (a texture inside
// a GLB becomes a blob: URL, which the site's CSP does not allow) and no Draco or meshopt (their
// decoders need WebAssembly).
import { Document, WebIO, type Material } from '@gltf-transform/core'
import { placementAxes } from './geometry'
import type { ElementKind, Lod, ModelElement, Vec3 } from './types'

export type Finish = 'steel' | 'steel-part' | 'bolt' | 'weld' | 'concrete' | 'concrete-ghost' | 'rebar' | 'duct' | 'clash' | 'zone'

/** Which look an element takes: by kind, and by material where one kind comes in several. */
export function finishOf(element: Pick<ModelElement, 'kind' | 'material' | 'appearance'>): Finish {
  const byKind: Partial<Record<ElementKind, Finish>> = {
    plate: 'steel-part',
    fastener: 'bolt',
    weld: 'weld',
    bar: 'rebar',
    duct: 'duct',
    'clash-marker': 'clash',
    zone: 'zone',
  }
  if (element.material === 'Concrete') return element.appearance === 'ghost' ? 'concrete-ghost' : 'concrete'
  return byKind[element.kind] ?? 'steel'
}

/** sRGB colours (glTF wants them linear) and opacity per finish. */
export const FINISHES: Record<Finish, { colour: string; opacity: number; metallic: number; roughness: number }> = {
  steel: { colour: '#7b8fa8', opacity: 1, metallic: 0.3, roughness: 0.6 },
  'steel-part': { colour: '#95a7bd', opacity: 1, metallic: 0.3, roughness: 0.6 },
  bolt: { colour: '#3d4652', opacity: 1, metallic: 0.5, roughness: 0.5 },
  weld: { colour: '#c2883a', opacity: 1, metallic: 0.3, roughness: 0.7 },
  concrete: { colour: '#c9cbcf', opacity: 1, metallic: 0, roughness: 0.9 },
  'concrete-ghost': { colour: '#c9cbcf', opacity: 0.3, metallic: 0, roughness: 0.9 },
  rebar: { colour: '#9a4a24', opacity: 1, metallic: 0.2, roughness: 0.8 },
  duct: { colour: '#a8d4f0', opacity: 1, metallic: 0.2, roughness: 0.5 },
  clash: { colour: '#e02424', opacity: 1, metallic: 0, roughness: 0.5 },
  zone: { colour: '#38bdf8', opacity: 0.28, metallic: 0, roughness: 1 },
}

const toLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)

export function hexToLinear(hex: string): [number, number, number] {
  const channel = (i: number) => toLinear(parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255)
  const round = (v: number) => Math.round(v * 10000) / 10000
  return [round(channel(0)), round(channel(1)), round(channel(2))]
}

/** Z-up model coordinates to glTF's Y up: (x, y, z) → (x, z, −y). */
export const toYUp = (v: Vec3): [number, number, number] => [v[0], v[2], -v[1]]

/** Unit quaternion [x, y, z, w] of the rotation whose matrix has the given columns. */
export function quaternionFromAxes(x: Vec3, y: Vec3, z: Vec3): [number, number, number, number] {
  const [m00, m10, m20] = x
  const [m01, m11, m21] = y
  const [m02, m12, m22] = z
  const trace = m00 + m11 + m22
  let q: [number, number, number, number]
  if (trace > 0) {
    const s = Math.sqrt(trace + 1) * 2
    q = [(m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, s / 4]
  } else if (m00 > m11 && m00 > m22) {
    const s = Math.sqrt(1 + m00 - m11 - m22) * 2
    q = [s / 4, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s]
  } else if (m11 > m22) {
    const s = Math.sqrt(1 + m11 - m00 - m22) * 2
    q = [(m01 + m10) / s, s / 4, (m12 + m21) / s, (m02 - m20) / s]
  } else {
    const s = Math.sqrt(1 + m22 - m00 - m11) * 2
    q = [(m02 + m20) / s, (m12 + m21) / s, s / 4, (m10 - m01) / s]
  }
  const n = Math.hypot(...q)
  return q.map((c) => c / n) as [number, number, number, number]
}

/** Triangles drawn, counting every copy of a shared mesh. */
export const triangleCount = (elements: ModelElement[]): number =>
  elements.reduce((sum, e) => sum + e.shape.mesh.indices.length / 3, 0)

export async function writeGlb(elements: ModelElement[], meta: { serviceId: string; level: Lod }): Promise<Uint8Array> {
  const doc = new Document()
  doc.getRoot().getAsset().generator = 'Stratum LOD sample generator'
  doc.getRoot().setExtras({ service: meta.serviceId, lod: meta.level })
  const buffer = doc.createBuffer()
  const scene = doc.createScene(`${meta.serviceId} LOD ${meta.level}`)
  doc.getRoot().setDefaultScene(scene)

  const materials = new Map<Finish, Material>()
  const materialFor = (finish: Finish): Material => {
    const existing = materials.get(finish)
    if (existing) return existing
    const spec = FINISHES[finish]
    const material = doc
      .createMaterial(finish)
      .setBaseColorFactor([...hexToLinear(spec.colour), spec.opacity])
      .setMetallicFactor(spec.metallic)
      .setRoughnessFactor(spec.roughness)
    if (spec.opacity < 1) material.setAlphaMode('BLEND').setDoubleSided(true)
    materials.set(finish, material)
    return material
  }

  const meshes = new Map<string, ReturnType<Document['createMesh']>>()
  for (const element of elements) {
    const finish = finishOf(element)
    const meshKey = `${finish}|${element.shape.key}`
    let mesh = meshes.get(meshKey)
    if (!mesh) {
      const { positions, normals, indices } = element.shape.mesh
      const vertexCount = positions.length / 3
      const position = doc.createAccessor().setType('VEC3').setArray(new Float32Array(positions)).setBuffer(buffer)
      const normal = doc.createAccessor().setType('VEC3').setArray(new Float32Array(normals)).setBuffer(buffer)
      const index = doc
        .createAccessor()
        .setType('SCALAR')
        .setArray(vertexCount > 65535 ? new Uint32Array(indices) : new Uint16Array(indices))
        .setBuffer(buffer)
      const primitive = doc
        .createPrimitive()
        .setAttribute('POSITION', position)
        .setAttribute('NORMAL', normal)
        .setIndices(index)
        .setMaterial(materialFor(finish))
      mesh = doc.createMesh(element.profile || element.kind).addPrimitive(primitive)
      meshes.set(meshKey, mesh)
    }
    const [x, y, z] = placementAxes(element.placement)
    const node = doc
      .createNode(element.mark)
      .setMesh(mesh)
      .setTranslation(toYUp(element.placement.origin))
      .setRotation(quaternionFromAxes(toYUp(x), toYUp(y), toYUp(z)))
      .setExtras({
        id: element.id,
        kind: element.kind,
        mark: element.mark,
        description: element.description,
        profile: element.profile,
        grade: element.grade,
        lod: element.lod,
      })
    scene.addChild(node)
  }
  // In memory only: WebIO needs no file system (NodeIO loads node:fs by dynamic import, which
  // jest's CommonJS runtime refuses).
  return new WebIO().writeBinary(doc)
}
