// Home page artwork: line drawings of structures (steel frames, BIM wireframes, rebar cages,
// point clouds), service icons, avatars and blog covers. Deterministic output, a few KB per file.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')

export const palettes = {
  dark: { bg1: '#0d1b2e', bg2: '#1b3352', line: '#7fa7d6', soft: '#35557d', accent: '#f97316', dot: '#b9d3f2' },
  light: { bg1: '#eef2f7', bg2: '#dfe7f1', line: '#1f3b63', soft: '#9fb3cc', accent: '#ea580c', dot: '#35557d' },
}

const r1 = (n) => Math.round(n * 10) / 10

/** Small seeded random, so regenerated files do not churn in git. */
export function seeded(seed) {
  let s = seed >>> 0
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0
    return s / 4294967296
  }
}

/** Isometric projection around an origin, scale in px per unit. */
export function iso(ox, oy, scale) {
  const c = Math.cos(Math.PI / 6) * scale
  const s = Math.sin(Math.PI / 6) * scale
  return (x, y, z) => [r1(ox + (x - y) * c), r1(oy + (x + y) * s - z * scale)]
}

const seg = (a, b) => `M${a[0]} ${a[1]}L${b[0]} ${b[1]}`

function svg(width, height, body, palette, { background = true } = {}) {
  const bg = background
    ? `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${palette.bg1}"/><stop offset="1" stop-color="${palette.bg2}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${bg}${body}</svg>\n`
}

function grid(width, height, step, color) {
  let d = ''
  for (let x = step; x < width; x += step) d += `M${x} 0V${height}`
  for (let y = step; y < height; y += step) d += `M0 ${y}H${width}`
  return `<path d="${d}" stroke="${color}" stroke-width="1" opacity=".25"/>`
}

/** A multi-storey steel frame in isometric: columns, beams, X-bracing on one bay. */
export function steelFrame(p, { ox, oy, scale, bays = 4, depth = 2, storeys = 4 }) {
  const P = iso(ox, oy, scale)
  let frame = ''
  let brace = ''
  for (let i = 0; i <= bays; i++)
    for (let j = 0; j <= depth; j++) frame += seg(P(i, j, 0), P(i, j, storeys))
  for (let k = 1; k <= storeys; k++) {
    for (let j = 0; j <= depth; j++) frame += seg(P(0, j, k), P(bays, j, k))
    for (let i = 0; i <= bays; i++) frame += seg(P(i, 0, k), P(i, depth, k))
    brace += seg(P(1, 0, k - 1), P(2, 0, k)) + seg(P(2, 0, k - 1), P(1, 0, k))
    brace += seg(P(bays, 0, k - 1), P(bays, 1, k)) + seg(P(bays, 1, k - 1), P(bays, 0, k))
  }
  return `<g fill="none" stroke-linecap="round"><path d="${frame}" stroke="${p.line}" stroke-width="2.2"/><path d="${brace}" stroke="${p.accent}" stroke-width="1.6"/></g>`
}

/** A BIM wireframe: a stepped building massing with floor plates and a dashed section plane. */
export function bimWireframe(p, { ox, oy, scale }) {
  const P = iso(ox, oy, scale)
  const box = (x0, y0, x1, y1, z0, z1) => {
    const c = [
      [x0, y0], [x1, y0], [x1, y1], [x0, y1],
    ]
    let d = ''
    for (let k = 0; k < 4; k++) {
      const a = c[k]
      const b = c[(k + 1) % 4]
      d += seg(P(a[0], a[1], z0), P(b[0], b[1], z0)) + seg(P(a[0], a[1], z1), P(b[0], b[1], z1))
      d += seg(P(a[0], a[1], z0), P(a[0], a[1], z1))
    }
    return d
  }
  let plates = ''
  for (let z = 1; z < 6; z++) plates += seg(P(0, 0, z), P(4, 0, z)) + seg(P(0, 0, z), P(0, 3, z))
  for (let z = 6.5; z < 9; z += 0.5) plates += seg(P(0.5, 0.5, z), P(2.5, 0.5, z)) + seg(P(0.5, 0.5, z), P(0.5, 2, z))
  const plane = [P(-0.6, 1.5, -0.4), P(4.6, 1.5, -0.4), P(4.6, 1.5, 6.6), P(-0.6, 1.5, 6.6)]
  return `<g fill="none" stroke-linejoin="round"><path d="${box(0, 0, 4, 3, 0, 6) + box(0.5, 0.5, 2.5, 2, 6, 9)}" stroke="${p.line}" stroke-width="2.2"/><path d="${plates}" stroke="${p.soft}" stroke-width="1.4"/><path d="M${plane.map((q) => q.join(' ')).join('L')}Z" stroke="${p.accent}" stroke-width="1.8" stroke-dasharray="10 8"/></g>`
}

/** A rebar cage: longitudinal bars with closed stirrups, plus a starter bar splice. */
export function rebarCage(p, { ox, oy, scale, length = 8 }) {
  const P = iso(ox, oy, scale)
  const corners = [
    [0, 0], [1.2, 0], [1.2, 1.2], [0, 1.2],
  ]
  let bars = ''
  for (const [y, z] of corners) bars += seg(P(0, y, z), P(length, y, z))
  bars += seg(P(0, 0.6, 0), P(length, 0.6, 0)) + seg(P(0, 0.6, 1.2), P(length, 0.6, 1.2))
  let ties = ''
  for (let x = 0.3; x < length; x += 0.55) {
    const pts = corners.map(([y, z]) => P(x, y, z))
    ties += `M${pts.map((q) => q.join(' ')).join('L')}Z`
    ties += seg(P(x, 1.2, 1.2), P(x + 0.2, 1.05, 1.35))
  }
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="${bars}" stroke="${p.line}" stroke-width="4"/><path d="${ties}" stroke="${p.accent}" stroke-width="2"/></g>`
}

/** A point cloud of a gabled building scan: dots sampled on its faces. */
export function pointCloud(p, { ox, oy, scale, seed = 7, count = 520 }) {
  const P = iso(ox, oy, scale)
  const rand = seeded(seed)
  let d = ''
  let hot = ''
  for (let n = 0; n < count; n++) {
    const face = rand()
    let pt
    if (face < 0.35) pt = P(rand() * 6, 0, rand() * 3)
    else if (face < 0.6) {
      const y = rand() * 4
      const zMax = 3 + 1.5 * (1 - Math.abs(y - 2) / 2)
      pt = P(0, y, rand() * zMax)
    } else if (face < 0.85) {
      const y = rand() * 4
      pt = P(rand() * 6, y, 3 + 1.5 * (1 - Math.abs(y - 2) / 2))
    } else pt = P(rand() * 7 - 0.5, rand() * 5 - 0.5, 0)
    const dot = `M${pt[0]} ${pt[1]}h0`
    if (rand() < 0.12) hot += dot
    else d += dot
  }
  return `<g fill="none" stroke-linecap="round"><path d="${d}" stroke="${p.dot}" stroke-width="4"/><path d="${hot}" stroke="${p.accent}" stroke-width="5"/></g>`
}

/** A portal frame shed (pre-engineered building): tapered columns and rafters with purlins. */
export function portalFrames(p, { ox, oy, scale, frames = 6 }) {
  const P = iso(ox, oy, scale)
  let d = ''
  let purlins = ''
  for (let i = 0; i < frames; i++) {
    const x = i * 1.4
    d += `M${P(x, 0, 0).join(' ')}L${P(x, 0, 3).join(' ')}L${P(x, 2.5, 4.2).join(' ')}L${P(x, 5, 3).join(' ')}L${P(x, 5, 0).join(' ')}`
  }
  const last = (frames - 1) * 1.4
  for (let t = 0; t <= 1.0001; t += 0.2) {
    purlins += seg(P(0, 2.5 * t, 3 + 1.2 * t), P(last, 2.5 * t, 3 + 1.2 * t))
    purlins += seg(P(0, 5 - 2.5 * t, 3 + 1.2 * t), P(last, 5 - 2.5 * t, 3 + 1.2 * t))
  }
  return `<g fill="none" stroke-linecap="round" stroke-linejoin="round"><path d="${d}" stroke="${p.line}" stroke-width="3"/><path d="${purlins}" stroke="${p.accent}" stroke-width="1.4"/></g>`
}

/** A bolted end-plate connection: column flange, beam, plate and bolt rows. */
export function connectionDetail(p, { ox, oy, scale }) {
  const s = scale
  const col = `M${ox} ${oy - 4 * s}V${oy + 4 * s}M${ox + 0.5 * s} ${oy - 4 * s}V${oy + 4 * s}`
  const beam = `M${ox + 0.7 * s} ${oy - 1.2 * s}H${ox + 5 * s}M${ox + 0.7 * s} ${oy + 1.2 * s}H${ox + 5 * s}M${ox + 0.7 * s} ${oy - 1.05 * s}H${ox + 5 * s}M${ox + 0.7 * s} ${oy + 1.05 * s}H${ox + 5 * s}`
  const plate = `<rect x="${ox + 0.5 * s}" y="${oy - 1.7 * s}" width="${0.2 * s}" height="${3.4 * s}" fill="${p.accent}" opacity=".85"/>`
  let bolts = ''
  for (const dy of [-1.45, -0.6, 0.6, 1.45]) bolts += `M${ox + 0.35 * s} ${oy + dy * s}h${0.5 * s}`
  const dim = `M${ox + 1.2 * s} ${oy - 2.4 * s}H${ox + 5 * s}M${ox + 1.2 * s} ${oy - 2.6 * s}v${0.4 * s}M${ox + 5 * s} ${oy - 2.6 * s}v${0.4 * s}`
  return `<g fill="none" stroke-linecap="round"><path d="${col}" stroke="${p.line}" stroke-width="3"/><path d="${beam}" stroke="${p.line}" stroke-width="2.4"/>${plate}<path d="${bolts}" stroke="${p.dot}" stroke-width="${r1(0.22 * s)}"/><path d="${dim}" stroke="${p.soft}" stroke-width="1.4"/></g>`
}

/** A Gantt-like schedule beside a small frame: 4D planning and project control. */
export function schedule(p, { x, y, w, rows = 6 }) {
  const rand = seeded(rows * 31)
  let bars = ''
  let lines = ''
  for (let i = 0; i < rows; i++) {
    const start = x + rand() * w * 0.45
    const len = w * (0.2 + rand() * 0.35)
    const yy = y + i * 34
    lines += `M${x} ${yy + 12}H${x + w}`
    bars += `<rect x="${r1(start)}" y="${yy}" width="${r1(len)}" height="16" rx="4" fill="${i % 3 === 0 ? p.accent : p.line}" opacity=".9"/>`
  }
  return `<path d="${lines}" stroke="${p.soft}" stroke-width="1" opacity=".6"/>${bars}`
}

/** One scene by name: the shared vocabulary of the site's drawings. */
export function scene(kind, width, height, palette, extra = {}) {
  const p = palettes[palette]
  const u = Math.min(width, height) / 12
  const cx = width * (extra.shift ?? 0.5)
  const body = {
    frame: () => steelFrame(p, { ox: cx - u * 0.6, oy: height * 0.62, scale: u * 1.05, ...extra }),
    wireframe: () => bimWireframe(p, { ox: cx - u * 0.7, oy: height * 0.74, scale: u * 0.88 }),
    rebar: () => rebarCage(p, { ox: cx - u * 3.6, oy: height * 0.36, scale: u * 1.2 }),
    cloud: () => pointCloud(p, { ox: cx - u * 0.8, oy: height * 0.6, scale: u * 1.05, ...extra }),
    peb: () => portalFrames(p, { ox: cx - u * 2.6, oy: height * 0.56, scale: u * 0.95 }),
    connection: () => connectionDetail(p, { ox: cx - u * 3, oy: height * 0.55, scale: u * 1.15 }),
    schedule: () =>
      schedule(p, { x: width * 0.12, y: height * 0.22, w: width * 0.76, rows: Math.floor((height * 0.62) / 34) }),
  }[kind]
  return svg(width, height, grid(width, height, Math.round(u * 1.5), p.soft) + body(), p)
}

const icons = {
  // 3D modelling: a cube.
  '3d-modelling': 'M24 6 40 15v18L24 42 8 33V15zM8 15l16 9 16-9M24 24v18',
  // PDF/CAD to BIM: a sheet turning into a cube.
  'pdf-cad-to-bim': 'M6 6h14l6 6v18H6zM20 6v6h6M10 18h10M10 23h10M32 20l8 4.5v9L32 38l-8-4.5v-9zM24 24.5l8 4.5 8-4.5M32 29v9',
  // Scan to BIM: a scanner head and its beam fan.
  'scan-to-bim': 'M20 6h8v8h-8zM24 14v4M24 18 8 40M24 18l16 22M24 18v22M8 40h32',
  // LOD-specific modelling: stacked layers.
  'lod-modelling': 'M24 6 42 15 24 24 6 15zM6 23l18 9 18-9M6 31l18 9 18-9',
  // Clash detection: two members crossing, with a marker.
  'clash-detection': 'M4 18h40M4 26h40M18 4v40M26 4v40M22 22l4 4',
  // 4D: a clock.
  '4d-bim': 'M24 6a18 18 0 1 0 0.01 0zM24 13v11l8 5',
  // 5D: a coin stack for cost.
  '5d-bim': 'M10 12c0-3 28-3 28 0s-28 3-28 0zM10 12v8c0 3 28 3 28 0v-8M10 20v8c0 3 28 3 28 0v-8M10 28v8c0 3 28 3 28 0v-8',
  // 6D: a leaf for sustainability and energy.
  '6d-bim': 'M10 38C10 18 22 8 40 8c0 18-10 30-30 30zM10 38 30 18',
}

function icon(d) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48" width="48" height="48"><path d="${d}" fill="none" stroke="#ea580c" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>\n`
}

function avatar(initials, hue) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96"><circle cx="48" cy="48" r="48" fill="hsl(${hue} 45% 30%)"/><circle cx="48" cy="48" r="40" fill="none" stroke="hsl(${hue} 50% 55%)" stroke-width="3"/><text x="48" y="58" text-anchor="middle" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">${initials}</text></svg>\n`
}

export function write(dir, name, content) {
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, name), content)
}

export default async function generateHomeArtwork() {
  const dir = join(root, 'public', 'images', 'home')
  const files = {
    'hero-1.svg': scene('frame', 1600, 900, 'dark', { shift: 0.7 }),
    'hero-2.svg': scene('wireframe', 1600, 900, 'dark', { shift: 0.72 }),
    'hero-3.svg': scene('rebar', 1600, 900, 'dark', { shift: 0.68 }),
    'hero-4.svg': scene('cloud', 1600, 900, 'dark', { shift: 0.7 }),
    'about-bim.svg': scene('wireframe', 800, 600, 'light'),
    'service-structural-design.svg': scene('frame', 600, 400, 'light', { bays: 3, storeys: 3 }),
    'service-connection-design.svg': scene('connection', 600, 400, 'light'),
    'service-steel-detailing.svg': scene('frame', 600, 400, 'dark', { bays: 3, storeys: 3 }),
    'service-peb-design.svg': scene('peb', 600, 400, 'light'),
    'service-rebar-detailing.svg': scene('rebar', 600, 400, 'light'),
    'service-project-management.svg': scene('schedule', 600, 400, 'light'),
    'service-bim-services.svg': scene('wireframe', 600, 400, 'dark'),
    'expertise-coordination.svg': scene('wireframe', 640, 480, 'light'),
    'expertise-steel.svg': scene('connection', 640, 480, 'light'),
    'expertise-rebar.svg': scene('rebar', 640, 480, 'light'),
    'expertise-peb.svg': scene('peb', 640, 480, 'light'),
    'expertise-scan.svg': scene('cloud', 640, 480, 'light', { count: 380, seed: 11 }),
    'blog-iso-19650.svg': scene('schedule', 600, 360, 'dark'),
    'blog-scan-to-bim.svg': scene('cloud', 600, 360, 'dark', { count: 320, seed: 3 }),
    'blog-connection-design.svg': scene('connection', 600, 360, 'dark'),
  }
  for (const [name, d] of Object.entries(icons)) files[`card-${name}.svg`] = icon(d)
  const people = [
    ['RM', 18], ['SK', 205], ['JW', 150], ['AP', 330], ['DL', 45], ['NV', 260],
  ]
  people.forEach(([initials, hue], index) => (files[`avatar-${index + 1}.svg`] = avatar(initials, hue)))
  for (const [name, content] of Object.entries(files)) write(dir, name, content)
  return `${Object.keys(files).length} files in public/images/home`
}
