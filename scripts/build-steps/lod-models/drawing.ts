// An isometric line drawing of a model, in the look of the site's artwork (scripts/build-steps/artwork):
// pale sheet with a grid, ink strokes, the service's accent. Edges are the meshes' creases and
// silhouettes; an edge both of whose faces turn away from the eye is left out, which hides the back
// of each part (no full hidden-line removal).
import { finishOf, type Finish } from './glb'
import { cross, dot, normalize, sub, toWorld } from './geometry'
import type { ModelElement, Vec3 } from './types'

export const DRAWING_WIDTH = 800
export const DRAWING_HEIGHT = 560

const INK = '#14213d'

// Widths in the 800-unit sheet: halved when the drawing is shown 390 px wide, so none is below 1.
const STROKES: Record<Finish, { colour: string | 'accent'; width: number; dash?: string }> = {
  steel: { colour: INK, width: 2.6 },
  'steel-part': { colour: INK, width: 2 },
  bolt: { colour: '#334155', width: 1.6 },
  weld: { colour: '#b45309', width: 2 },
  concrete: { colour: '#475569', width: 2.4 },
  'concrete-ghost': { colour: '#64748b', width: 2 },
  rebar: { colour: '#b91c1c', width: 1.4 },
  duct: { colour: '#0369a1', width: 2.4 },
  clash: { colour: '#dc2626', width: 3.2 },
  zone: { colour: 'accent', width: 2, dash: '7 6' },
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
  /** Ids of elements whose edges are drawn but which hide nothing (a slab over the frame). */
  seeThrough?: string[]
}

/** Finishes that hide what lies behind them (see-through zones and ghosted concrete do not). */
const OCCLUDES = (finish: Finish): boolean => finish !== 'zone' && finish !== 'concrete-ghost' && finish !== 'clash'

/** Depth-buffer resolution per drawing unit: fine enough for 1 px strokes. */
const BUFFER_SCALE = 2

export function drawModel(elements: ModelElement[], options: DrawingOptions): string {
  const eye = normalize(options.eye ?? [-1, -1.25, 0.9])
  const right = normalize(cross([0, 0, 1], eye))
  const up = cross(eye, right)
  const project = (p: Vec3): [number, number] => [dot(p, right), -dot(p, up)]

  const worldMeshes = elements.map((element) => {
    const { positions, indices } = element.shape.mesh
    const points: Vec3[] = []
    for (let i = 0; i < positions.length; i += 3) {
      points.push(toWorld(element.placement, [positions[i] ?? 0, positions[i + 1] ?? 0, positions[i + 2] ?? 0]))
    }
    return { element, finish: finishOf(element), points, indices }
  })

  // Fit the projected model into the sheet, above the label.
  let [minX, maxX, minY, maxY] = [Infinity, -Infinity, Infinity, -Infinity]
  for (const { points } of worldMeshes) {
    for (const p of points) {
      const [x, y] = project(p)
      minX = Math.min(minX, x)
      maxX = Math.max(maxX, x)
      minY = Math.min(minY, y)
      maxY = Math.max(maxY, y)
    }
  }
  const margin = 48
  const bottom = 14 + 56
  const s = Math.min((DRAWING_WIDTH - 2 * margin) / (maxX - minX), (DRAWING_HEIGHT - margin - bottom) / (maxY - minY))
  const ox = (DRAWING_WIDTH - s * (maxX - minX)) / 2 - s * minX
  const oy = margin + (DRAWING_HEIGHT - margin - bottom - s * (maxY - minY)) / 2 - s * minY
  const toSheet = (p: Vec3): [number, number, number] => {
    const [x, y] = project(p)
    return [ox + s * x, oy + s * y, dot(p, eye)]
  }

  // Depth buffer: the nearest surface (largest depth towards the eye) under each buffer pixel.
  const bw = DRAWING_WIDTH * BUFFER_SCALE
  const bh = DRAWING_HEIGHT * BUFFER_SCALE
  const depth = new Float64Array(bw * bh).fill(-Infinity)
  const seeThrough = new Set(options.seeThrough ?? [])
  for (const { element, finish, points, indices } of worldMeshes) {
    if (!OCCLUDES(finish) || seeThrough.has(element.id)) continue
    const sheet = points.map(toSheet)
    for (let t = 0; t < indices.length; t += 3) {
      const a = sheet[indices[t] ?? 0]
      const b = sheet[indices[t + 1] ?? 0]
      const c = sheet[indices[t + 2] ?? 0]
      if (!a || !b || !c) continue
      const [ax, ay, bx, by, cx, cy] = [a[0], a[1], b[0], b[1], c[0], c[1]].map((v) => v * BUFFER_SCALE) as [number, number, number, number, number, number]
      const area = (bx - ax) * (cy - ay) - (cx - ax) * (by - ay)
      if (Math.abs(area) < 1e-9) continue
      const x0 = Math.max(0, Math.floor(Math.min(ax, bx, cx)))
      const x1 = Math.min(bw - 1, Math.ceil(Math.max(ax, bx, cx)))
      const y0 = Math.max(0, Math.floor(Math.min(ay, by, cy)))
      const y1 = Math.min(bh - 1, Math.ceil(Math.max(ay, by, cy)))
      for (let py = y0; py <= y1; py++) {
        for (let px = x0; px <= x1; px++) {
          const qx = px + 0.5
          const qy = py + 0.5
          const w0 = ((bx - qx) * (cy - qy) - (cx - qx) * (by - qy)) / area
          const w1 = ((cx - qx) * (ay - qy) - (ax - qx) * (cy - qy)) / area
          const w2 = 1 - w0 - w1
          if (w0 < -1e-6 || w1 < -1e-6 || w2 < -1e-6) continue
          const z = w0 * a[2] + w1 * b[2] + w2 * c[2]
          const k = py * bw + px
          if (z > (depth[k] ?? -Infinity)) depth[k] = z
        }
      }
    }
  }
  // An edge point shows unless every buffer pixel around it holds a surface clearly nearer (the
  // neighbourhood keeps edges from being nibbled by the rasterised border of what is next to them).
  const tolerance = 2.5 / (s * BUFFER_SCALE)
  const visible = (x: number, y: number, z: number): boolean => {
    const cx = Math.floor(x * BUFFER_SCALE)
    const cy = Math.floor(y * BUFFER_SCALE)
    let farthest = Infinity
    for (let py = cy - 1; py <= cy + 1; py++) {
      for (let px = cx - 1; px <= cx + 1; px++) {
        const d = px < 0 || py < 0 || px >= bw || py >= bh ? -Infinity : (depth[py * bw + px] ?? -Infinity)
        farthest = Math.min(farthest, d)
      }
    }
    return z >= farthest - tolerance
  }

  const groups = new Map<Finish, string[]>()
  const fmt = (n: number) => String(Math.round(n * 10) / 10)
  for (const { element, finish } of worldMeshes) {
    const segments: string[] = []
    for (const [a, b] of visibleEdges(element, eye)) {
      const p = toSheet(a)
      const q = toSheet(b)
      const steps = Math.max(1, Math.ceil(Math.hypot(q[0] - p[0], q[1] - p[1]) * BUFFER_SCALE))
      let runStart = -1
      const at = (i: number): [number, number, number] => {
        const f = i / steps
        return [p[0] + (q[0] - p[0]) * f, p[1] + (q[1] - p[1]) * f, p[2] + (q[2] - p[2]) * f]
      }
      const flush = (end: number) => {
        if (runStart < 0) return
        const u = at(runStart)
        const v = at(end)
        if (Math.hypot(v[0] - u[0], v[1] - u[1]) >= 0.8) segments.push(`M${fmt(u[0])} ${fmt(u[1])}L${fmt(v[0])} ${fmt(v[1])}`)
        runStart = -1
      }
      for (let i = 0; i <= steps; i++) {
        const [x, y, z] = at(i)
        const show = finish === 'clash' || visible(x, y, z)
        if (show && runStart < 0) runStart = i
        if (!show) flush(i - 1)
      }
      flush(steps)
    }
    groups.set(finish, [...(groups.get(finish) ?? []), ...segments])
  }

  // Zones first (underneath), then concrete, steel, parts, the clash marker last (on top).
  const order: Finish[] = ['zone', 'concrete-ghost', 'concrete', 'duct', 'steel', 'steel-part', 'weld', 'rebar', 'bolt', 'clash']
  const paths = order
    .filter((finish) => groups.get(finish)?.length)
    .map((finish) => {
      const stroke = STROKES[finish]
      const colour = stroke.colour === 'accent' ? options.accent : stroke.colour
      const dash = stroke.dash ? ` stroke-dasharray="${stroke.dash}"` : ''
      return `<path d="${(groups.get(finish) ?? []).join('')}" fill="none" stroke="${colour}" stroke-width="${stroke.width}" stroke-linecap="round" stroke-linejoin="round"${dash}/>`
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
