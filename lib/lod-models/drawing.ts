// An isometric line drawing of a model, in the look of the site's artwork (scripts/artwork):
// pale sheet with a grid, ink strokes, the service's accent. Edges are the meshes' creases and
// silhouettes; an edge both of whose faces turn away from the eye is left out, which hides the back
// of each part (no full hidden-line removal).
import { finishOf, type Finish } from './glb'
import { cross, dot, normalize, sub, toWorld } from './geometry'
import type { ModelElement, Vec3 } from './types'

export const DRAWING_WIDTH = 800
export const DRAWING_HEIGHT = 560

const INK = '#14213d'

const STROKES: Record<Finish, { colour: string | 'accent'; width: number; dash?: string }> = {
  steel: { colour: INK, width: 1.6 },
  'steel-part': { colour: INK, width: 1.1 },
  bolt: { colour: '#334155', width: 0.8 },
  weld: { colour: '#b45309', width: 1 },
  concrete: { colour: '#475569', width: 1.4 },
  'concrete-ghost': { colour: '#64748b', width: 1.2 },
  rebar: { colour: '#b91c1c', width: 0.9 },
  duct: { colour: '#0369a1', width: 1.4 },
  clash: { colour: '#dc2626', width: 2.2 },
  zone: { colour: 'accent', width: 1.2, dash: '6 5' },
}

const CREASE_COS = Math.cos((35 * Math.PI) / 180)

interface Edge {
  a: Vec3
  b: Vec3
  normals: Vec3[]
}

/** World-space edges of one element worth drawing from the eye direction `eye`. */
function visibleEdges(element: ModelElement, eye: Vec3): [Vec3, Vec3][] {
  const { positions, indices } = element.shape.mesh
  const world: Vec3[] = []
  for (let i = 0; i < positions.length; i += 3) {
    world.push(toWorld(element.placement, [positions[i] ?? 0, positions[i + 1] ?? 0, positions[i + 2] ?? 0]))
  }
  const key = (p: Vec3) => p.map((c) => Math.round(c * 2000)).join(',')
  const edges = new Map<string, Edge>()
  for (let t = 0; t < indices.length; t += 3) {
    const tri = [indices[t] ?? 0, indices[t + 1] ?? 0, indices[t + 2] ?? 0].map((i) => world[i] ?? ([0, 0, 0] as Vec3))
    const [p0, p1, p2] = tri as [Vec3, Vec3, Vec3]
    const c = cross(sub(p1, p0), sub(p2, p0))
    if (Math.hypot(...c) < 1e-12) continue
    const n = normalize(c)
    for (const [a, b] of [
      [p0, p1],
      [p1, p2],
      [p2, p0],
    ] as [Vec3, Vec3][]) {
      const ka = key(a)
      const kb = key(b)
      if (ka === kb) continue
      const k = ka < kb ? `${ka}|${kb}` : `${kb}|${ka}`
      const edge = edges.get(k) ?? { a, b, normals: [] }
      edge.normals.push(n)
      edges.set(k, edge)
    }
  }
  const out: [Vec3, Vec3][] = []
  for (const edge of edges.values()) {
    const facing = edge.normals.map((n) => dot(n, eye) > 1e-6)
    if (!facing.some(Boolean)) continue
    const [n0, n1] = edge.normals
    const boundary = edge.normals.length !== 2 || !n0 || !n1
    const crease = !boundary && dot(n0, n1) < CREASE_COS
    const silhouette = facing.some(Boolean) && !facing.every(Boolean)
    if (boundary || crease || silhouette) out.push([edge.a, edge.b])
  }
  return out
}

export interface DrawingOptions {
  accent: string
  title: string
  label: string
  /** Direction from the model towards the eye (Z up). */
  eye?: Vec3
}

export function drawModel(elements: ModelElement[], options: DrawingOptions): string {
  const eye = normalize(options.eye ?? [-1, -1.25, 0.9])
  const right = normalize(cross([0, 0, 1], eye))
  const up = cross(eye, right)
  const project = (p: Vec3): [number, number] => [dot(p, right), -dot(p, up)]

  const groups = new Map<Finish, [number, number][][]>()
  for (const element of elements) {
    const finish = finishOf(element)
    const lines = visibleEdges(element, eye).map(([a, b]) => [project(a), project(b)])
    groups.set(finish, [...(groups.get(finish) ?? []), ...lines])
  }
  const all = [...groups.values()].flat(2)
  const xs = all.map((p) => p[0])
  const ys = all.map((p) => p[1])
  const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
  const margin = 48
  const bottom = 14 + 56
  const s = Math.min((DRAWING_WIDTH - 2 * margin) / (maxX - minX), (DRAWING_HEIGHT - margin - bottom) / (maxY - minY))
  const ox = (DRAWING_WIDTH - s * (maxX - minX)) / 2 - s * minX
  const oy = margin + (DRAWING_HEIGHT - margin - bottom - s * (maxY - minY)) / 2 - s * minY
  const fmt = (n: number) => String(Math.round(n * 10) / 10)

  // Zones first (underneath), then concrete, steel, parts, the clash marker last (on top).
  const order: Finish[] = ['zone', 'concrete-ghost', 'concrete', 'duct', 'steel', 'steel-part', 'weld', 'rebar', 'bolt', 'clash']
  const paths = order
    .filter((finish) => groups.get(finish)?.length)
    .map((finish) => {
      const stroke = STROKES[finish]
      const colour = stroke.colour === 'accent' ? options.accent : stroke.colour
      const d = (groups.get(finish) ?? [])
        .map(([a, b]) => `M${fmt(ox + s * (a?.[0] ?? 0))} ${fmt(oy + s * (a?.[1] ?? 0))}L${fmt(ox + s * (b?.[0] ?? 0))} ${fmt(oy + s * (b?.[1] ?? 0))}`)
        .join('')
      const dash = stroke.dash ? ` stroke-dasharray="${stroke.dash}"` : ''
      return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${stroke.width}" stroke-linecap="round"${dash}/>`
    })
    .join('')

  const w = DRAWING_WIDTH
  const h = DRAWING_HEIGHT
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-labelledby="t">` +
    `<title id="t">${options.title}</title>` +
    `<defs><pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#94a3b8" stroke-opacity="0.35"/></pattern></defs>` +
    `<rect width="${w}" height="${h}" fill="#f4f6f9"/><rect width="${w}" height="${h}" fill="url(#g)"/>` +
    `<rect x="0" y="${h - 14}" width="${w}" height="14" fill="${options.accent}"/>` +
    paths +
    `<text x="32" y="${h - 34}" font-family="sans-serif" font-size="26" font-weight="bold" fill="${INK}">${options.label}</text>` +
    `</svg>\n`
  )
}
