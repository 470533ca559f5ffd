import type { IfcAPI } from 'web-ifc'
import type { ElementNote } from './types'

// The buyer's preview draws his model from web-ifc's triangles, merged in the worker into one
// buffer per storey and kind, so the page gets a few transferred arrays and draws a few meshes
// however many elements the model has. Positions are taken relative to the first element's
// placement in double precision before they become 32-bit floats: a model placed at its site's
// survey coordinates (hundreds of kilometres) would otherwise shake to pieces.

export type ElementKind = ElementNote['kind']

/** One storey's elements of one kind: triangles, and which element each run of triangles belongs to. */
export type MeshGroup = {
  kind: ElementKind
  storey: string | null
  positions: Float32Array
  normals: Float32Array
  indices: Uint32Array
  /** Pairs (first triangle, element id), by first triangle: a picked triangle's element by binary search. */
  elements: Int32Array
}

type Builder = { kind: ElementKind; storey: string | null; positions: number[]; normals: number[]; indices: number[]; elements: number[] }

/** Stops meshing past this many triangles: the summary still comes, the 3D view shows what was meshed. */
export type MeshCap = { maxTriangles: number }

/**
 * The model's triangles by storey and kind, and whether it was cut at the triangle cap.
 * `notes` says what the takeoff counted each element as; elements it does not know are 'other'.
 */
export function meshesOf(api: IfcAPI, modelID: number, notes: Map<number, ElementNote>, { maxTriangles }: MeshCap): { groups: MeshGroup[]; complete: boolean } {
  const builders = new Map<string, Builder>()
  let origin: [number, number, number] | null = null
  let triangles = 0
  let complete = true
  api.StreamAllMeshes(modelID, (mesh) => {
    if (!complete) return
    const note = notes.get(mesh.expressID)
    const kind = note?.kind ?? 'other'
    const storey = note?.storey ?? null
    const key = `${kind}\u0000${storey}`
    let builder = builders.get(key)
    if (!builder) builders.set(key, (builder = { kind, storey, positions: [], normals: [], indices: [], elements: [] }))
    builder.elements.push(builder.indices.length / 3, mesh.expressID)
    const placed = mesh.geometries
    for (let index = 0; index < placed.size(); index += 1) {
      const { geometryExpressID, flatTransformation: m } = placed.get(index)
      const geometry = api.GetGeometry(modelID, geometryExpressID)
      try {
        const vertices = api.GetVertexArray(geometry.GetVertexData(), geometry.GetVertexDataSize())
        const faces = api.GetIndexArray(geometry.GetIndexData(), geometry.GetIndexDataSize())
        if (triangles + faces.length / 3 > maxTriangles) {
          complete = false
          return
        }
        triangles += faces.length / 3
        const [ox, oy, oz] = (origin ??= [m[12] ?? 0, m[13] ?? 0, m[14] ?? 0])
        const first = builder.positions.length / 3
        // web-ifc's vertices are x, y, z, nx, ny, nz; the placement is a column-major 4 × 4 matrix.
        for (let at = 0; at < vertices.length; at += 6) {
          const x = vertices[at]!
          const y = vertices[at + 1]!
          const z = vertices[at + 2]!
          builder.positions.push(m[0]! * x + m[4]! * y + m[8]! * z + m[12]! - ox, m[1]! * x + m[5]! * y + m[9]! * z + m[13]! - oy, m[2]! * x + m[6]! * y + m[10]! * z + m[14]! - oz)
          const nx = vertices[at + 3]!
          const ny = vertices[at + 4]!
          const nz = vertices[at + 5]!
          builder.normals.push(m[0]! * nx + m[4]! * ny + m[8]! * nz, m[1]! * nx + m[5]! * ny + m[9]! * nz, m[2]! * nx + m[6]! * ny + m[10]! * nz)
        }
        for (const vertex of faces) builder.indices.push(first + vertex)
      } finally {
        geometry.delete()
      }
    }
  })
  const groups = [...builders.values()]
    .filter((builder) => builder.indices.length > 0)
    .map(({ kind, storey, positions, normals, indices, elements }) => ({
      kind,
      storey,
      positions: new Float32Array(positions),
      normals: new Float32Array(normals),
      indices: new Uint32Array(indices),
      elements: new Int32Array(elements),
    }))
  return { groups, complete }
}

/** The element a triangle of a group belongs to, and the run of the group's triangles that are that element's. */
export function elementOfTriangle(elements: Int32Array, triangle: number, triangles: number): { id: number; first: number; end: number } | null {
  let low = 0
  let high = elements.length / 2 - 1
  let found = -1
  while (low <= high) {
    const middle = (low + high) >> 1
    if (elements[middle * 2]! <= triangle) {
      found = middle
      low = middle + 1
    } else high = middle - 1
  }
  if (found < 0) return null
  return { id: elements[found * 2 + 1]!, first: elements[found * 2]!, end: found * 2 + 2 < elements.length ? elements[found * 2 + 2]! : triangles }
}
