// Draws the portfolio's artwork: one small SVG elevation per kind of structure (steel plant, PEB
// warehouse, high-rise, bridge, hospital, data centre...). Several projects share a drawing, as in
// the firm's own portfolio. Every drawing is ours; `npm run artwork` regenerates
// public/images/projects/. The pages give each image its alt text.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..')
const outDir = join(root, 'public', 'images', 'projects')

export const WIDTH = 800
export const HEIGHT = 600
const GROUND = 500

const INK = '#14213d'
const STEEL = '#3d4a63'
const STEEL_LIGHT = '#8a98ae'
const GLASS = '#a9c1da'
const ORANGE = '#f97316'
const PALE = '#e7edf5'

const r = (n) => Math.round(n * 10) / 10
const rect = (x, y, w, h, fill, extra = '') => `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`
const path = (d, stroke, width, extra = '') => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}"${extra}/>`
const poly = (points, fill, extra = '') => `<path d="M${points.map(([x, y]) => `${r(x)} ${r(y)}`).join('L')}Z" fill="${fill}"${extra}/>`
const circle = (cx, cy, radius, fill, extra = '') => `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`

/** A grid of window panes as one path, so a facade costs a few hundred bytes. */
function windows(x, y, cols, rows, w, h, gapX, gapY, fill = GLASS) {
  let d = ''
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) d += `M${r(x + col * (w + gapX))} ${r(y + row * (h + gapY))}h${w}v${h}h${-w}Z`
  }
  return `<path d="${d}" fill="${fill}"/>`
}

/** A Warren truss between two chords, as one path. */
function truss(x1, x2, top, bottom, panels) {
  const step = (x2 - x1) / panels
  let d = `M${x1} ${top}H${x2}M${x1} ${bottom}H${x2}`
  for (let i = 0; i < panels; i++) {
    const a = x1 + i * step
    d += `M${r(a)} ${bottom}L${r(a + step / 2)} ${top}L${r(a + step)} ${bottom}`
  }
  return d
}

/** Alternating diagonals between two curves given as functions of t in [0, 1]. */
function zigzag(panels, outer, inner) {
  let d = ''
  for (let i = 0; i < panels; i++) {
    const [x1, y1] = outer(i / panels)
    const [x2, y2] = inner((i + 0.5) / panels)
    const [x3, y3] = outer((i + 1) / panels)
    d += `M${r(x1)} ${r(y1)}L${r(x2)} ${r(y2)}L${r(x3)} ${r(y3)}`
  }
  return d
}

/** Sky, a faint drawing grid and the ground line shared by every drawing. */
function frame(body, { water = false } = {}) {
  const ground = water
    ? `${rect(0, GROUND, WIDTH, HEIGHT - GROUND, '#9fb9d3')}${path(`M0 ${GROUND + 30}H800M0 ${GROUND + 62}H800`, '#c9d9ea', 3, ' stroke-dasharray="40 30"')}`
    : `${rect(0, GROUND, WIDTH, HEIGHT - GROUND, '#cdd6e2')}${path(`M0 ${GROUND}H800`, STEEL, 4)}`
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dce7f3"/><stop offset="1" stop-color="#f6f9fc"/></linearGradient><pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="#b9c8da" stroke-opacity=".45"/></pattern></defs><rect width="800" height="600" fill="url(#s)"/><rect width="800" height="${GROUND}" fill="url(#g)"/>${body}${ground}</svg>\n`
}

const drawings = {
  'steel-plant': () =>
    frame(
      // Blast furnace, stoves, chimneys, a conveyor gallery and the rolling-mill shed.
      poly([[150, 500], [170, 230], [230, 230], [250, 500]], STEEL) +
        rect(160, 200, 80, 34, INK) +
        path('M200 200V120M180 150H220', INK, 8) +
        [300, 350].map((x) => rect(x, 300, 40, 200, STEEL_LIGHT, ' rx="20"')).join('') +
        [90, 410].map((x, i) => rect(x, 110 + i * 40, 22, GROUND - 110 - i * 40, INK)).join('') +
        rect(86, 130, 30, 10, ORANGE) +
        path(truss(250, 560, 250, 272, 8), ORANGE, 4, ' transform="rotate(8 250 250)"') +
        poly([[470, 500], [470, 330], [610, 290], [750, 330], [750, 500]], PALE, ` stroke="${INK}" stroke-width="5"`) +
        path('M505 500V320M540 500V310M575 500V300M645 500V300M680 500V310M715 500V320', STEEL_LIGHT, 3) +
        rect(580, 420, 60, 80, INK),
    ),
  'peb-warehouse': () =>
    frame(
      // A long gable building: clad bays on the left, the bare tapered frames still being erected.
      poly([[60, 500], [60, 320], [260, 240], [460, 320], [460, 500]], PALE, ` stroke="${INK}" stroke-width="5"`) +
        path('M60 350H460M60 380H460', STEEL_LIGHT, 2) +
        [90, 170, 250, 330].map((x) => rect(x, 410, 60, 90, STEEL_LIGHT, ` stroke="${INK}" stroke-width="3"`)).join('') +
        [0, 1, 2, 3].map((i) => {
          const x = 500 + i * 72
          return poly([[x, 500], [x, 330], [x + 12, 330], [x + 9, 500]], ORANGE) + path(`M${x} 330L${x + 60} 300`, ORANGE, 10)
        }).join('') +
        path('M500 340L740 300M500 370L740 330', STEEL, 2, ' stroke-dasharray="6 6"') +
        path('M460 320L700 250', INK, 4) +
        path('M700 250V120M640 120H790M700 120L790 160', INK, 5),
    ),
  'high-rise': () =>
    frame(
      // Two finished towers and a third with its core ahead of the floors and a tower crane.
      rect(90, 150, 170, 350, STEEL) +
        windows(104, 166, 6, 13, 18, 16, 8, 10) +
        rect(290, 80, 150, 420, INK) +
        windows(304, 96, 5, 16, 20, 16, 8, 9) +
        rect(490, 230, 180, 270, STEEL_LIGHT) +
        windows(504, 246, 6, 9, 18, 16, 9, 11) +
        rect(555, 140, 50, 90, ORANGE) +
        path('M490 230H670M490 200H670', ORANGE, 3, ' stroke-dasharray="10 8"') +
        path('M720 500V70M620 80H790M720 70L640 80M720 70L790 80M660 80V150', INK, 5) +
        rect(650, 150, 20, 16, ORANGE),
    ),
  bridge: () =>
    frame(
      // A cable-stayed span: one pylon, fanned stays and the deck over the river.
      rect(0, 390, 800, 22, INK) +
        path('M0 412H800', STEEL, 6) +
        poly([[372, 500], [388, 120], [412, 120], [428, 500]], STEEL) +
        path(
          [60, 130, 200, 270, 330].map((x) => `M400 ${140 + (x - 60) / 4}L${x} 390`).join('') +
            [740, 670, 600, 530, 470].map((x) => `M400 ${140 + (740 - x) / 4}L${x} 390`).join(''),
          ORANGE,
          3,
        ) +
        [160, 640].map((x) => rect(x - 12, 412, 24, 88, STEEL)).join('') +
        rect(230, 372, 46, 18, INK, ' rx="4"') +
        rect(520, 372, 60, 18, STEEL, ' rx="4"'),
      { water: true },
    ),
  hospital: () =>
    frame(
      // A ward block on a podium, the red-cross sign, a rooftop helipad and the entrance canopy.
      rect(60, 380, 680, 120, STEEL_LIGHT) +
        windows(80, 400, 12, 2, 34, 20, 20, 18, '#dce7f3') +
        rect(180, 140, 440, 240, PALE, ` stroke="${INK}" stroke-width="5"`) +
        windows(200, 160, 10, 6, 26, 20, 16, 16) +
        rect(370, 100, 60, 40, INK) +
        rect(380, 60, 40, 40, '#fff', ` stroke="${INK}" stroke-width="3"`) +
        path('M400 68V92M388 80H412', '#c81e1e', 8) +
        path('M520 140L530 126H600L610 140', INK, 4) +
        poly([[330, 440], [470, 440], [450, 420], [350, 420]], ORANGE) +
        rect(375, 440, 50, 60, INK),
    ),
  'data-centre': () =>
    frame(
      // A windowless data hall: louvres, roof chillers, and the generator yard beside it.
      rect(70, 300, 500, 200, PALE, ` stroke="${INK}" stroke-width="5"`) +
        path([0, 1, 2, 3, 4, 5, 6].map((i) => `M100 ${330 + i * 14}H280`).join('') + [0, 1, 2, 3, 4, 5, 6].map((i) => `M360 ${330 + i * 14}H540`).join(''), STEEL_LIGHT, 5) +
        [0, 1, 2, 3, 4, 5].map((i) => rect(95 + i * 78, 262, 60, 38, STEEL) + circle(113 + i * 78, 281, 9, STEEL_LIGHT) + circle(138 + i * 78, 281, 9, STEEL_LIGHT)).join('') +
        rect(270, 420, 60, 80, INK) +
        [0, 1, 2].map((i) => rect(610, 330 + i * 56, 140, 40, STEEL, ' rx="4"') + rect(620, 338 + i * 56, 20, 24, ORANGE)).join('') +
        path('M590 300V500M770 300V500M590 300H770', STEEL, 3, ' stroke-dasharray="8 6"'),
    ),
  'stadium-roof': () =>
    frame(
      // A seating bowl under a cantilevered roof truss, with floodlight masts at each end.
      poly([[60, 500], [140, 330], [660, 330], [740, 500]], STEEL_LIGHT) +
        path([0, 1, 2, 3, 4, 5].map((i) => `M${140 - i * 14} ${350 + i * 26}H${660 + i * 14}`).join(''), PALE, 5) +
        path('M100 250Q400 160 700 250', INK, 10) +
        path('M100 290Q400 215 700 290', INK, 6) +
        path(zigzag(16, (t) => [100 + 600 * t, 250 - 180 * t * (1 - t)], (t) => [100 + 600 * t, 290 - 150 * t * (1 - t)]), ORANGE, 3) +
        [40, 760].map((x) => path(`M${x} 500V150`, INK, 6) + rect(x - 22, 130, 44, 24, ORANGE)).join(''),
    ),
  'metro-station': () =>
    frame(
      // An elevated station on its viaduct: piers, the concourse box, a barrel roof and a train.
      rect(0, 330, 800, 26, STEEL) +
        [80, 260, 540, 720].map((x) => rect(x - 16, 356, 32, 144, STEEL_LIGHT)).join('') +
        rect(300, 356, 200, 110, PALE, ` stroke="${INK}" stroke-width="4"`) +
        windows(316, 372, 6, 2, 20, 26, 10, 14) +
        path('M260 250Q400 170 540 250', INK, 8) +
        path('M270 250V330M530 250V330M330 213V330M470 213V330', STEEL, 5) +
        rect(110, 280, 420, 48, '#fff', ` stroke="${INK}" stroke-width="4" rx="10"`) +
        windows(130, 290, 11, 1, 24, 16, 12, 0) +
        rect(110, 316, 420, 6, ORANGE) +
        path('M370 500V466M430 500V466', INK, 4),
    ),
  'aircraft-hangar': () =>
    frame(
      // A long-span arched truss hangar with its doors open on an aircraft.
      path('M80 500V300Q400 90 720 300V500', INK, 10) +
        path('M110 500V312Q400 125 690 312V500', INK, 4) +
        // Lattice between the two arch chords, at matching points of both curves.
        path(zigzag(20, (t) => [80 + 640 * t, 300 - 420 * t * (1 - t)], (t) => [110 + 580 * t, 312 - 374 * t * (1 - t)]), ORANGE, 3) +
        rect(110, 330, 580, 170, '#eef3f8') +
        poly([[240, 440], [560, 430], [600, 410], [560, 446], [240, 452]], STEEL) +
        poly([[380, 436], [460, 436], [330, 480], [300, 480]], INK) +
        poly([[270, 440], [250, 400], [272, 400], [300, 440]], INK),
    ),
  'residential-towers': () =>
    frame(
      // A township: four residential towers with balcony bands and a landscaped podium.
      [
        [60, 190, 120],
        [220, 120, 130],
        [390, 160, 120],
        [550, 90, 140],
      ]
        .map(([x, y, w], i) => {
          const floors = Math.floor((GROUND - 60 - y) / 26)
          const bands = Array.from({ length: floors }, (_, f) => `M${x} ${y + 20 + f * 26}H${x + w}`).join('')
          return rect(x, y, w, GROUND - 60 - y, i % 2 ? STEEL : STEEL_LIGHT) + path(bands, i % 2 ? GLASS : PALE, 6) + rect(x + w / 2 - 10, y - 18, 20, 18, ORANGE)
        })
        .join('') +
        rect(40, 440, 720, 60, PALE, ` stroke="${INK}" stroke-width="4"`) +
        [100, 200, 300, 420, 520, 640].map((x) => circle(x, 428, 16, '#7fa37a')).join(''),
    ),
  'cement-plant': () =>
    frame(
      // Preheater tower, rotary kiln, clinker silos and the stack.
      rect(110, 120, 120, 380, PALE, ` stroke="${INK}" stroke-width="5"`) +
        path('M110 200H230M110 280H230M110 360H230M110 440H230', STEEL_LIGHT, 4) +
        [140, 190].map((x) => poly([[x - 18, 150], [x + 18, 150], [x + 8, 250], [x - 8, 250]], STEEL)).join('') +
        path('M230 420L520 470', STEEL, 26) +
        [300, 420].map((x) => rect(x - 8, 440, 16, 60, INK)).join('') +
        rect(560, 250, 70, 250, STEEL_LIGHT, ' rx="6"') +
        rect(650, 250, 70, 250, STEEL_LIGHT, ' rx="6"') +
        path('M560 250Q595 220 630 250M650 250Q685 220 720 250', INK, 5) +
        rect(280, 90, 24, 250, INK) +
        rect(276, 110, 32, 10, ORANGE) +
        path('M230 150L560 255', ORANGE, 6),
    ),
  'pipe-rack': () =>
    frame(
      // An onshore process facility: a multi-tier pipe rack, storage tanks and a flare stack.
      path([120, 220, 320, 420, 520].map((x) => `M${x} 500V300`).join('') + 'M100 300H540M100 360H540M100 420H540', STEEL, 8) +
        path('M100 292H540M100 352H540M100 412H540', ORANGE, 6) +
        path('M100 282H540M100 342H540', STEEL_LIGHT, 6) +
        [[590, 90], [690, 70]].map(([x, w]) => rect(x - w / 2, 360, w, 140, PALE, ` stroke="${INK}" stroke-width="4"`) + path(`M${x - w / 2} 360Q${x} 335 ${x + w / 2} 360`, INK, 4)).join('') +
        path('M765 500V90', INK, 8) +
        poly([[765, 88], [751, 60], [765, 40], [779, 62]], ORANGE) +
        rect(40, 170, 44, 330, STEEL_LIGHT, ' rx="22"') +
        path('M40 240H84M40 320H84M40 400H84', INK, 3) +
        path('M84 300H120', STEEL, 8),
    ),
}

/** Writes every drawing; returns a short summary for the artwork runner. */
export default async function generate() {
  rmSync(outDir, { recursive: true, force: true })
  mkdirSync(outDir, { recursive: true })
  let bytes = 0
  for (const [name, draw] of Object.entries(drawings)) {
    const text = draw()
    bytes += Buffer.byteLength(text)
    writeFileSync(join(outDir, `${name}.svg`), text)
  }
  return `${Object.keys(drawings).length} drawings, ${(bytes / 1024).toFixed(1)} KiB`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await generate())
