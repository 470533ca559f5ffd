// Draws the service pages' artwork as small line drawings in SVG (blueprint style): a banner, an
// overview and a contact image per service, one image per 'why us' tab, and the industry icons.
// Every drawing is ours; run `npm run artwork` to regenerate public/images/services/.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const outDir = join(root, 'public', 'images', 'services')

const NAVY = '#0d1b2e'
const INK = '#14213d'
const LINE = '#c8d3e3'

/** Per-service accents: content/services/accents.json, which the service pages read too. */
const ACCENT = JSON.parse(readFileSync(join(root, 'content', 'services', 'accents.json'), 'utf8'))

// The pages give every drawing its alt text; the files carry none of their own.
const svg = (w, h, body) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">${body}</svg>\n`

const grid = (id, step, color, opacity) =>
  `<defs><pattern id="${id}" width="${step}" height="${step}" patternUnits="userSpaceOnUse"><path d="M${step} 0H0V${step}" fill="none" stroke="${color}" stroke-opacity="${opacity}"/></pattern></defs>`

const line = (x1, y1, x2, y2, extra = '') => `<path d="M${x1} ${y1}L${x2} ${y2}"${extra}/>`

// Motifs: each draws into a 800 x 560 box with the given accent. `s` is the stroke group opener.
const motifs = {
  frame: (a) => {
    let d = ''
    for (let c = 0; c < 5; c++) d += line(160 + c * 120, 120, 160 + c * 120, 470)
    for (let r = 0; r < 4; r++) d += line(140, 140 + r * 105, 660, 140 + r * 105)
    return `<g stroke="${INK}" stroke-width="6" fill="none">${d}</g><g stroke="${a}" stroke-width="4" fill="none">${line(160, 245, 280, 140)}${line(280, 245, 160, 140)}${line(520, 350, 640, 245)}${line(640, 350, 520, 245)}</g><path d="M120 470H680" stroke="${INK}" stroke-width="8"/>`
  },
  peb: (a) =>
    `<g fill="none" stroke="${INK}" stroke-width="6"><path d="M140 460V250L400 130L660 250V460"/><path d="M170 460V262L400 160L630 262V460"/></g><g stroke="${a}" stroke-width="3" fill="none">${[0, 1, 2, 3, 4, 5]
      .map((i) => line(180 + i * 44, 255 - i * 20, 180 + i * 44, 300 - i * 20))
      .join('')}${[0, 1, 2, 3, 4, 5].map((i) => line(620 - i * 44, 255 - i * 20, 620 - i * 44, 300 - i * 20)).join('')}</g><path d="M110 460H690" stroke="${INK}" stroke-width="8"/><rect x="330" y="360" width="140" height="100" fill="${a}" fill-opacity="0.25" stroke="${a}" stroke-width="4"/>`,
  connection: (a) =>
    `<rect x="330" y="80" width="60" height="400" fill="${INK}" fill-opacity="0.12" stroke="${INK}" stroke-width="6"/><rect x="390" y="200" width="30" height="160" fill="${a}" fill-opacity="0.35" stroke="${a}" stroke-width="4"/><g fill="none" stroke="${INK}" stroke-width="6"><path d="M420 215H700M420 345H700M420 230H700M420 330H700"/></g>${[0, 1, 2, 3]
      .map((i) => `<circle cx="405" cy="${222 + i * 38}" r="9" fill="#fff" stroke="${INK}" stroke-width="4"/>`)
      .join('')}<path d="M420 200L470 230M420 360L470 330" stroke="${a}" stroke-width="5"/><g stroke="${a}" stroke-width="3" stroke-dasharray="8 8"><path d="M200 280H320"/></g><text x="150" y="290" font-family="sans-serif" font-size="30" fill="${INK}">M, V</text>`,
  rebar: (a) => {
    let d = ''
    for (let i = 0; i < 9; i++) d += `<rect x="${170 + i * 55}" y="160" width="20" height="240" rx="6" fill="none"/>`
    return `<g stroke="${a}" stroke-width="5">${d}</g><g stroke="${INK}" stroke-width="9" stroke-linecap="round">${line(140, 170, 660, 170)}${line(140, 390, 660, 390)}${line(140, 230, 660, 230)}${line(140, 330, 660, 330)}</g><path d="M140 460H660" stroke="${INK}" stroke-width="3" stroke-dasharray="14 10"/><text x="330" y="505" font-family="sans-serif" font-size="28" fill="${INK}">4T16 + T10@150</text>`
  },
  layers: (a) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M400 ${130 + i * 95}L640 ${210 + i * 95}L400 ${290 + i * 95}L160 ${210 + i * 95}Z" fill="${i === 1 ? a : INK}" fill-opacity="${i === 1 ? 0.35 : 0.1}" stroke="${i === 1 ? a : INK}" stroke-width="5"/>`,
      )
      .join('') + `<text x="660" y="220" font-family="sans-serif" font-size="26" fill="${INK}">ARC</text><text x="660" y="315" font-family="sans-serif" font-size="26" fill="${INK}">STR</text><text x="660" y="410" font-family="sans-serif" font-size="26" fill="${INK}">MEP</text>`,
  clash: (a) =>
    `<rect x="120" y="240" width="560" height="70" fill="${INK}" fill-opacity="0.15" stroke="${INK}" stroke-width="6"/><path d="M260 80V480M420 80V480" stroke="${a}" stroke-width="34" stroke-opacity="0.55"/><circle cx="420" cy="275" r="90" fill="none" stroke="#dc2626" stroke-width="6"/><path d="M485 340L560 415" stroke="#dc2626" stroke-width="8"/><text x="560" y="460" font-family="sans-serif" font-size="28" fill="${INK}">Clash 014</text>`,
  gantt: (a) =>
    [0, 1, 2, 3, 4]
      .map((i) => `<rect x="${170 + i * 70}" y="${130 + i * 66}" width="${200 + (i % 2) * 60}" height="38" rx="6" fill="${i % 2 ? a : INK}" fill-opacity="${i % 2 ? 0.6 : 0.3}"/>`)
      .join('') + `<path d="M150 110V480H680" fill="none" stroke="${INK}" stroke-width="4"/><path d="M470 100V480" stroke="#dc2626" stroke-width="3" stroke-dasharray="10 8"/>`,
  cost: (a) =>
    [140, 220, 180, 300, 260]
      .map((h, i) => `<rect x="${180 + i * 95}" y="${460 - h}" width="60" height="${h}" fill="${i === 3 ? a : INK}" fill-opacity="${i === 3 ? 0.7 : 0.25}"/>`)
      .join('') + `<path d="M150 100V460H680" fill="none" stroke="${INK}" stroke-width="5"/><text x="520" y="120" font-family="sans-serif" font-size="40" fill="${INK}">BOQ</text>`,
  energy: (a) =>
    `<circle cx="560" cy="170" r="60" fill="${a}" fill-opacity="0.6"/>${[0, 1, 2, 3, 4, 5, 6, 7]
      .map((i) => {
        const t = (i * Math.PI) / 4
        return line((560 + Math.cos(t) * 80).toFixed(0), (170 + Math.sin(t) * 80).toFixed(0), (560 + Math.cos(t) * 105).toFixed(0), (170 + Math.sin(t) * 105).toFixed(0), ` stroke="${a}" stroke-width="6"`)
      })
      .join('')}<path d="M160 470V260L320 180L480 260V470Z" fill="${INK}" fill-opacity="0.12" stroke="${INK}" stroke-width="6"/><path d="M200 300L320 240L440 300" stroke="${a}" stroke-width="10" fill="none"/><path d="M120 470H700" stroke="${INK}" stroke-width="8"/>`,
  cloud: (a) => {
    // A scanned facade: points scattered around the floor and column lines of a building.
    let d = ''
    let seed = 7
    const rand = () => (seed = (seed * 9301 + 49297) % 233280) / 233280
    const jitter = () => (rand() - 0.5) * 16
    for (let i = 0; i < 220; i++) {
      const horizontal = i % 2 === 0
      const x = horizontal ? 180 + rand() * 440 : 180 + Math.floor(rand() * 5) * 110
      const y = horizontal ? 150 + Math.floor(rand() * 5) * 80 : 150 + rand() * 320
      d += `<circle cx="${(x + jitter()).toFixed(0)}" cy="${(y + jitter()).toFixed(0)}" r="4"/>`
    }
    return `<g fill="${a}" fill-opacity="0.8">${d}</g><path d="M180 470V150H620V470" fill="none" stroke="${INK}" stroke-width="3" stroke-dasharray="12 10"/><path d="M110 90L180 150M110 90L620 150" stroke="${INK}" stroke-width="2" stroke-opacity="0.5"/><circle cx="110" cy="90" r="16" fill="${INK}"/>`
  },
  sheet: (a) =>
    `<rect x="130" y="90" width="540" height="390" fill="#fff" stroke="${INK}" stroke-width="5"/><rect x="500" y="400" width="170" height="80" fill="${a}" fill-opacity="0.25" stroke="${INK}" stroke-width="3"/><path d="M190 300H450M190 300V200H450V300" fill="none" stroke="${INK}" stroke-width="6"/><g stroke="${a}" stroke-width="3">${line(190, 340, 450, 340)}${line(190, 330, 190, 350)}${line(450, 330, 450, 350)}</g><text x="285" y="375" font-family="sans-serif" font-size="24" fill="${INK}">6 000</text><g stroke="${INK}" stroke-width="2">${line(520, 425, 650, 425)}${line(520, 450, 620, 450)}</g>`,
  analysis: (a) =>
    `<g fill="none" stroke="${INK}" stroke-width="6"><path d="M180 470V170H620V470M180 320H620"/></g><path d="M180 170Q400 215 620 170M180 320Q400 365 620 320" fill="none" stroke="${a}" stroke-width="5" stroke-dasharray="12 8"/><path d="M200 170Q400 80 600 170Z" fill="${a}" fill-opacity="0.25" stroke="${a}" stroke-width="3"/><path d="M150 470H650" stroke="${INK}" stroke-width="8"/><g fill="${INK}"><path d="M180 470l-18 24h36zM620 470l-18 24h36z"/></g>`,
  check: (a) =>
    [0, 1, 2, 3]
      .map(
        (i) =>
          `<rect x="200" y="${130 + i * 85}" width="44" height="44" rx="6" fill="#fff" stroke="${INK}" stroke-width="4"/><path d="M210 ${152 + i * 85}l10 12 18-24" fill="none" stroke="${a}" stroke-width="6"/><rect x="270" y="${142 + i * 85}" width="${300 - i * 30}" height="18" rx="9" fill="${INK}" fill-opacity="0.2"/>`,
      )
      .join(''),
  table: (a) => {
    let d = ''
    for (let r = 0; r <= 6; r++) d += line(150, 110 + r * 55, 650, 110 + r * 55)
    for (const x of [150, 260, 360, 470, 560, 650]) d += line(x, 110, x, 440)
    return `<rect x="150" y="110" width="500" height="55" fill="${a}" fill-opacity="0.35"/><g stroke="${INK}" stroke-width="3">${d}</g><path d="M200 205h40v20h-40zM200 260h30v30" fill="none" stroke="${a}" stroke-width="5"/>`
  },
  foundation: (a) =>
    `<rect x="220" y="300" width="360" height="70" fill="${INK}" fill-opacity="0.2" stroke="${INK}" stroke-width="6"/><rect x="360" y="110" width="80" height="190" fill="${INK}" fill-opacity="0.12" stroke="${INK}" stroke-width="6"/>${[0, 1, 2]
      .map((i) => `<rect x="${250 + i * 125}" y="370" width="50" height="120" fill="${a}" fill-opacity="0.3" stroke="${a}" stroke-width="4"/>`)
      .join('')}<path d="M120 300H680" stroke="${INK}" stroke-width="3" stroke-dasharray="14 10"/>`,
  truss: (a) => {
    let d = 'M140 360L400 170L660 360Z'
    for (let i = 1; i < 6; i++) {
      const x = 140 + i * 86.6
      const y = x < 400 ? 360 - ((x - 140) / 260) * 190 : 360 - ((660 - x) / 260) * 190
      d += `M${x.toFixed(0)} 360L${x.toFixed(0)} ${y.toFixed(0)}`
    }
    return `<path d="${d}" fill="none" stroke="${INK}" stroke-width="6"/><g stroke="${a}" stroke-width="4">${line(227, 360, 313, 233)}${line(573, 360, 487, 233)}${line(313, 360, 400, 170)}${line(487, 360, 400, 170)}</g><path d="M120 450H680" stroke="${INK}" stroke-width="4"/><path d="M140 360V450M660 360V450" stroke="${INK}" stroke-width="6"/>`
  },
  stair: (a) => {
    let d = 'M160 470'
    for (let i = 0; i < 7; i++) d += `V${470 - (i + 1) * 45}H${160 + (i + 1) * 70}`
    return `<path d="${d}" fill="none" stroke="${INK}" stroke-width="6"/><path d="M160 470L650 155" stroke="${a}" stroke-width="10"/><path d="M190 420L660 120" stroke="${a}" stroke-width="4" stroke-dasharray="10 8"/>`
  },
}

function scene(motif, accent, { w = 800, h = 560 } = {}) {
  const id = `g${motif}`
  const body =
    `${grid(id, 40, '#94a3b8', 0.35)}<rect width="${w}" height="${h}" fill="#f4f6f9"/><rect width="${w}" height="${h}" fill="url(#${id})"/>` +
    `<rect x="0" y="${h - 14}" width="${w}" height="14" fill="${accent}"/>` +
    `<g transform="translate(${(w - 800) / 2} ${(h - 560) / 2})">${motifs[motif](accent)}</g>`
  return svg(w, h, body)
}

function banner(motif, accent) {
  const w = 1600
  const h = 520
  const body =
    `${grid('gb', 48, '#93c5fd', 0.18)}<rect width="${w}" height="${h}" fill="${NAVY}"/><rect width="${w}" height="${h}" fill="url(#gb)"/>` +
    `<g transform="translate(900 -20) scale(0.95)" opacity="0.55"><g stroke-opacity="1">${motifs[motif](accent).replaceAll(INK, LINE)}</g></g>` +
    `<path d="M0 ${h - 6}H${w}" stroke="${accent}" stroke-width="12"/>`
  return svg(w, h, body)
}

/** Industry icons: a 160 x 160 tile with a simple pictogram. */
const industryIcons = {
  commercial: `<path d="M50 130V40h60v90M60 55h12M88 55h12M60 75h12M88 75h12M60 95h12M88 95h12M72 130v-20h16v20"/>`,
  residential: `<path d="M35 80L80 42l45 38M48 70v60h64V70M70 130v-28h20v28"/>`,
  industrial: `<path d="M30 130V80l30 18V80l30 18V80l30 18V50h12v80zM30 130h104"/>`,
  healthcare: `<path d="M40 130V50h80v80M70 70h20M80 60v20M66 130v-24h28v24"/>`,
  warehouse: `<path d="M30 130V70l50-28 50 28v60M52 130V92h56v38M52 106h56M52 118h56"/>`,
  infrastructure: `<path d="M20 110h120M30 110V95q50-60 100 0v15M55 110V78M80 110V66M105 110V78"/>`,
  energy: `<path d="M86 30L52 90h26l-6 40 36-62H82z"/>`,
  datacenter: `<path d="M45 40h70v28H45zM45 76h70v28H45zM45 112h70v18H45zM58 54h4M58 90h4"/>`,
  hospitality: `<path d="M40 130V40h80v90M58 60h44M58 80h44M58 100h44M74 130v-16h12v16"/>`,
  education: `<path d="M20 70l60-30 60 30-60 30zM45 84v30q35 20 70 0V84M140 70v34"/>`,
  transport: `<path d="M30 100h100M45 100V62h70v38M45 80h70M52 112a8 8 0 1 0 1 0M108 112a8 8 0 1 0 1 0"/>`,
  oilgas: `<path d="M60 130l20-90 20 90M66 104h28M72 76h16M40 130h80M100 60h25v20"/>`,
  fabrication: `<path d="M30 120h100M40 120V96h80v24M55 96V70h50v26M80 70V40M70 40h20"/>`,
  default: `<path d="M30 130h100M45 130V55h70v75M45 55l35-25 35 25M62 75h36M62 95h36M62 115h36"/>`,
}

function industryIcon(name) {
  const body = `<rect width="160" height="160" rx="24" fill="#fff7ed"/><g fill="none" stroke="#c2410c" stroke-width="6" stroke-linecap="round" stroke-linejoin="round">${industryIcons[name]}</g>`
  return svg(160, 160, body)
}

/** Every file the service records point at; the jest test checks the records against public/. */
const plan = {
  'bim-services': {
    banner: 'layers',
    overview: 'layers',
    contact: 'clash',
    features: ['cloud', 'clash', 'gantt', 'cost', 'energy', 'sheet'],
  },
  'pre-engineering': {
    banner: 'peb',
    overview: 'peb',
    contact: 'sheet',
    features: ['peb', 'analysis', 'cost', 'sheet', 'gantt'],
  },
  'steel-detailing': {
    banner: 'frame',
    overview: 'sheet',
    contact: 'frame',
    features: ['frame', 'sheet', 'connection', 'table', 'check'],
  },
  'structural-design': {
    banner: 'analysis',
    overview: 'analysis',
    contact: 'foundation',
    features: ['analysis', 'foundation', 'frame', 'check', 'truss'],
  },
  'steel-connection-design': {
    banner: 'connection',
    overview: 'connection',
    contact: 'check',
    features: ['connection', 'analysis', 'sheet', 'check'],
  },
  'rebar-detailing': {
    banner: 'rebar',
    overview: 'rebar',
    contact: 'table',
    features: ['rebar', 'table', 'foundation', 'layers', 'stair', 'check', 'gantt'],
  },
}

export default async function generate() {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(join(outDir, 'industries'), { recursive: true })
  let count = 0
  const write = (path, content) => {
    writeFileSync(join(outDir, path), content)
    count += 1
  }
  for (const [id, p] of Object.entries(plan)) {
    const accent = ACCENT[id]
    write(`${id}-banner.svg`, banner(p.banner, accent))
    write(`${id}-overview.svg`, scene(p.overview, accent))
    write(`${id}-contact.svg`, scene(p.contact, accent))
    p.features.forEach((motif, index) => write(`${id}-why-${index + 1}.svg`, scene(motif, accent)))
  }
  for (const name of Object.keys(industryIcons)) write(`industries/${name}.svg`, industryIcon(name))
  return `${count} drawings in public/images/services/`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await generate())
}
