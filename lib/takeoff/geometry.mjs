// @ts-check
// Pure section and curve geometry, in SI (metres in, m and m² out): no web-ifc here, so every
// formula is testable with plain numbers. ifc-model.mjs turns a profile or curve entity into the
// plain shapes below, already converted from the file's length unit (docs/takeoff.md, "Units").

/** @typedef {import('./types').Profile} Profile */
/** @typedef {import('./types').CurveSegment} CurveSegment */

/** What one rounded inside corner of radius r adds to an area (or a rounded outside edge removes). */
const corner = (/** @type {number} */ r) => (1 - Math.PI / 4) * r * r
/** What rounding one right-angled corner of radius r takes off a perimeter. */
const cornerEdge = (/** @type {number} */ r) => (2 - Math.PI / 2) * r

/**
 * Area of a section in m² (I-section root fillets and hollow-section corner radii included), or
 * null for a shape that is not measured.
 * @param {Profile | null} p
 * @returns {number | null}
 */
export function sectionArea(p) {
  if (!p) return null
  switch (p.type) {
    case 'I':
      return 2 * p.b * p.tf + (p.h - 2 * p.tf) * p.tw + 4 * corner(p.r) - 4 * corner(p.re)
    case 'asymmetric-I':
      return p.bb * p.tb + p.bt * p.tt + (p.h - p.tb - p.tt) * p.tw + 2 * corner(p.rb) + 2 * corner(p.rt)
    case 'rectangle':
      return p.x * p.y - 4 * corner(p.r)
    case 'rectangle-hollow':
      return p.x * p.y - (p.x - 2 * p.t) * (p.y - 2 * p.t) - (4 - Math.PI) * (p.ro * p.ro - p.ri * p.ri)
    case 'circle':
      return Math.PI * p.r * p.r
    case 'circle-hollow':
      return Math.PI * (p.r * p.r - (p.r - p.t) ** 2)
    case 'ellipse':
      return Math.PI * p.a * p.b
    case 'L':
      return p.t * (p.d + p.w - p.t) + corner(p.r) - 2 * corner(p.re)
    case 'U':
      return 2 * p.b * p.tf + (p.h - 2 * p.tf) * p.tw + 2 * corner(p.r) - 2 * corner(p.re)
    case 'T':
      return p.b * p.tf + (p.h - p.tf) * p.tw + 2 * corner(p.r)
    case 'Z':
      return p.h * p.tw + 2 * (p.b - p.tw) * p.tf
    case 'C':
      // Cold-formed lipped channel: web, two flanges and two lips of one wall thickness.
      return p.t * (p.h + 2 * p.b + 2 * p.g - 4 * p.t)
    case 'trapezium':
      return ((p.bottom + p.top) / 2) * p.h
    case 'polygon': {
      const holes = p.holes.map(polygonArea)
      return polygonArea(p.outer) - holes.reduce((sum, area) => sum + area, 0)
    }
    case 'composite': {
      const parts = p.parts.map(sectionArea)
      return parts.length > 0 && parts.every((area) => area !== null) ? parts.reduce((sum, area) => sum + (area ?? 0), 0) : null
    }
    case 'scaled': {
      const parent = sectionArea(p.parent)
      return parent === null ? null : parent * p.sx * p.sy
    }
  }
  return null
}

/**
 * Outer perimeter of a section in m: the painted or galvanized surface per metre of member
 * (hollow sections outside only, as coating is priced). Null for a shape that is not measured.
 * @param {Profile | null} p
 * @returns {number | null}
 */
export function sectionPerimeter(p) {
  if (!p) return null
  switch (p.type) {
    case 'I':
      return 2 * p.h + 4 * p.b - 2 * p.tw - 4 * cornerEdge(p.r) - 4 * cornerEdge(p.re)
    case 'asymmetric-I':
      return 2 * p.h + 2 * p.bt + 2 * p.bb - 2 * p.tw - 2 * cornerEdge(p.rb) - 2 * cornerEdge(p.rt)
    case 'rectangle':
      return 2 * (p.x + p.y) - 4 * cornerEdge(p.r)
    case 'rectangle-hollow':
      return 2 * (p.x + p.y) - 4 * cornerEdge(p.ro)
    case 'circle':
    case 'circle-hollow':
      return 2 * Math.PI * p.r
    case 'ellipse':
      // Ramanujan's approximation.
      return Math.PI * (3 * (p.a + p.b) - Math.sqrt((3 * p.a + p.b) * (p.a + 3 * p.b)))
    case 'L':
      return 2 * (p.d + p.w) - cornerEdge(p.r) - 2 * cornerEdge(p.re)
    case 'U':
      return 2 * p.h + 4 * p.b - 2 * p.tw - 2 * cornerEdge(p.r) - 2 * cornerEdge(p.re)
    case 'T':
      return 2 * (p.h + p.b) - 2 * cornerEdge(p.r)
    case 'Z':
      return 2 * p.h + 4 * p.b - 2 * p.tw
    case 'C':
      return 2 * p.h + 4 * p.b + 4 * p.g - 6 * p.t
    case 'trapezium':
      return p.bottom + p.top + 2 * Math.hypot(p.h, (p.bottom - p.top) / 2)
    case 'polygon':
      return polylineLength([...p.outer, ...p.outer.slice(0, 1)])
    case 'composite': {
      const parts = p.parts.map(sectionPerimeter)
      return parts.length > 0 && parts.every((value) => value !== null) ? parts.reduce((sum, value) => sum + (value ?? 0), 0) : null
    }
    case 'scaled': {
      const parent = sectionPerimeter(p.parent)
      return parent === null ? null : parent * Math.sqrt(p.sx * p.sy)
    }
  }
  return null
}

const mm = (/** @type {number} */ metres) => String(Number((metres * 1000).toFixed(1)))

/**
 * A name for a section the file left unnamed, from its dimensions in mm ("RHS 100x100x8"), so
 * that unnamed sections of different sizes stay apart. Null for shapes without a usual name.
 * @param {Profile | null} p
 * @returns {string | null}
 */
export function sectionLabel(p) {
  if (!p) return null
  switch (p.type) {
    case 'I':
      return `I ${mm(p.h)}x${mm(p.b)}x${mm(p.tw)}x${mm(p.tf)}`
    case 'asymmetric-I':
      return `I ${mm(p.h)}x${mm(p.bt)}/${mm(p.bb)}x${mm(p.tw)}`
    case 'rectangle':
      return `FL ${mm(Math.max(p.x, p.y))}x${mm(Math.min(p.x, p.y))}`
    case 'rectangle-hollow':
      return `RHS ${mm(p.x)}x${mm(p.y)}x${mm(p.t)}`
    case 'circle':
      return `RD ${mm(2 * p.r)}`
    case 'circle-hollow':
      return `CHS ${mm(2 * p.r)}x${mm(p.t)}`
    case 'L':
      return `L ${mm(p.d)}x${mm(p.w)}x${mm(p.t)}`
    case 'U':
      return `U ${mm(p.h)}x${mm(p.b)}`
    case 'T':
      return `T ${mm(p.h)}x${mm(p.b)}`
    case 'Z':
      return `Z ${mm(p.h)}x${mm(p.b)}`
    case 'C':
      return `C ${mm(p.h)}x${mm(p.b)}x${mm(p.t)}`
    case 'polygon': {
      // An arbitrary outline: its bounding box, larger side first.
      const xs = p.outer.map(([x = 0]) => x)
      const ys = p.outer.map(([, y = 0]) => y)
      const [dx, dy] = [Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys)]
      return `ARB ${mm(Math.max(dx, dy))}x${mm(Math.min(dx, dy))}`
    }
  }
  return null
}

/**
 * The thickness of a plate in m: the least of its profile's two sizes and the extrusion depth
 * (a plate may be extruded along its length rather than through its thickness).
 * @param {Profile | null} p
 * @param {number} depth extrusion depth, m
 */
export function plateThickness(p, depth) {
  if (p?.type === 'rectangle') return Math.min(p.x, p.y, depth)
  if (p?.type === 'polygon') {
    const xs = p.outer.map(([x = 0]) => x)
    const ys = p.outer.map(([, y = 0]) => y)
    return Math.min(Math.max(...xs) - Math.min(...xs), Math.max(...ys) - Math.min(...ys), depth)
  }
  return depth
}

/**
 * Enclosed area of a closed loop of 2D points (shoelace), m².
 * @param {number[][]} points
 */
export function polygonArea(points) {
  let twice = 0
  for (let index = 0; index < points.length; index += 1) {
    const [x1 = 0, y1 = 0] = points[index] ?? []
    const [x2 = 0, y2 = 0] = points[(index + 1) % points.length] ?? []
    twice += x1 * y2 - x2 * y1
  }
  return Math.abs(twice) / 2
}

/**
 * Length of a polyline through 2D or 3D points, m.
 * @param {number[][]} points
 */
export function polylineLength(points) {
  let length = 0
  for (let index = 1; index < points.length; index += 1) {
    const a = points[index - 1] ?? []
    const b = points[index] ?? []
    length += Math.hypot(...b.map((value, axis) => value - (a[axis] ?? 0)))
  }
  return length
}

/**
 * Length of an arc through three points (start, a point on it, end), m; the chord when they are
 * in a line.
 * @param {number[]} a
 * @param {number[]} b
 * @param {number[]} c
 */
export function arcLengthThrough(a, b, c) {
  const d = (/** @type {number[]} */ p, /** @type {number[]} */ q) => Math.hypot(...q.map((value, axis) => value - (p[axis] ?? 0)))
  const [ab, bc, ca] = [d(a, b), d(b, c), d(c, a)]
  const s = (ab + bc + ca) / 2
  const area = Math.sqrt(Math.max(0, s * (s - ab) * (s - bc) * (s - ca)))
  if (area < 1e-12 * Math.max(1, ca * ca)) return ab + bc
  const radius = (ab * bc * ca) / (4 * area)
  // The angle the chord a→c subtends at the centre, on the side where b lies.
  const half = Math.asin(Math.min(1, ca / (2 * radius)))
  // b is on the major arc when the angle at b is obtuse.
  const obtuse = ab * ab + bc * bc < ca * ca
  return radius * (obtuse ? 2 * half : 2 * Math.PI - 2 * half)
}

/**
 * Length of a curve made of plain segments (a directrix), m; null when any segment is unmeasured.
 * @param {CurveSegment[] | null} segments
 */
export function curveLength(segments) {
  if (!segments || segments.length === 0) return null
  let length = 0
  for (const segment of segments) {
    if (segment.type === 'polyline') length += polylineLength(segment.points)
    else if (segment.type === 'arc') length += segment.radius * segment.sweep
    else if (segment.type === 'arc3') length += arcLengthThrough(segment.points[0], segment.points[1], segment.points[2])
    else return null
  }
  return length
}
