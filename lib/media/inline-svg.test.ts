import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { aboutBanner } from '@/content/about'
import { services } from '@/content/services'
import { inlineSvg, svgBackdropMarkup, svgMarkup } from './inline-svg'

const PREFIX = 'data:image/svg+xml,'
/** What a browser reads from the data URL: the percent-escapes undone. */
const decoded = (url: string) => decodeURIComponent(url.slice(PREFIX.length))

const scratchDirs: string[] = []
/** A folder for drawings made by a test, removed after it. */
function scratchDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  scratchDirs.push(dir)
  return dir
}
afterEach(() => scratchDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

/** Drawings no markup helper may bring into the page. */
const UNSAFE_DRAWINGS = {
  'script.svg': '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  'handler.svg': '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>',
  'style.svg': '<svg xmlns="http://www.w3.org/2000/svg"><style>*{}</style></svg>',
}

/** Writes each drawing to a scratch folder and expects `markupOf` to refuse it with `message`. */
function expectRefused(drawings: Record<string, string>, markupOf: (src: string, publicDir: string) => string, message: RegExp) {
  const dir = scratchDir('svg-refused-')
  for (const [name, svg] of Object.entries(drawings)) {
    writeFileSync(join(dir, name), svg)
    expect(() => markupOf(`/${name}`, dir)).toThrow(message)
  }
}

describe('inlineSvg', () => {
  it('turns a small drawing from public/ into a data URL that decodes to the same drawing', () => {
    const src = '/images/projects/bridge.svg'
    const url = inlineSvg(src)
    expect(url.startsWith(`${PREFIX}%3Csvg`)).toBe(true)
    const original = readFileSync(join(process.cwd(), 'public', src), 'utf8').trim().replace(/\s+/g, ' ')
    expect(decoded(url).replace(/'/g, '"')).toBe(original)
  })

  it('holds no double quote, #, < or >, so it fits in an attribute and inside CSS url("...")', () => {
    expect(inlineSvg('/images/home/hero-1.svg')).not.toMatch(/["#<>]/)
  })

  it("keeps a drawing's own apostrophes apart from the apostrophes that replace its quotes (as &apos;)", () => {
    const dir = scratchDir('inline-svg-')
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><text font-family="'Noto Sans'">Engineer's #1</text></svg>`
    writeFileSync(join(dir, 'a.svg'), svg)
    const url = inlineSvg('/a.svg', dir)
    expect(decoded(url)).toBe(`<svg xmlns='http://www.w3.org/2000/svg'><text font-family='&apos;Noto Sans&apos;'>Engineer&apos;s #1</text></svg>`)
  })

  it('leaves larger drawings, rasters and remote images as files', () => {
    expect(inlineSvg('/images/home/hero-4.svg')).toBe('/images/home/hero-4.svg')
    expect(inlineSvg('/images/photo.png')).toBe('/images/photo.png')
    expect(inlineSvg('https://example.com/a.svg')).toBe('https://example.com/a.svg')
  })
})

describe('svgMarkup', () => {
  it("gives a small icon's markup, hidden from assistive technology, to draw inside the page", () => {
    const markup = svgMarkup('/images/home/card-3d-modelling.svg')
    expect(markup.startsWith('<svg aria-hidden="true" focusable="false" xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(markup.endsWith('</svg>')).toBe(true)
  })

  it('refuses a drawing that is large, has ids that would clash on the page, or carries a script or style', () => {
    expectRefused(
      {
        ...UNSAFE_DRAWINGS,
        'large.svg': `<svg xmlns="http://www.w3.org/2000/svg"><path d="${'M0 0L1 1'.repeat(200)}"/></svg>`,
        'ids.svg': '<svg xmlns="http://www.w3.org/2000/svg"><linearGradient id="g"/></svg>',
      },
      svgMarkup,
      /not a small self-contained SVG icon/,
    )
  })
})

describe('svgBackdropMarkup', () => {
  it("gives a banner's drawing as hidden markup that covers its box, its ids and their uses prefixed", () => {
    const markup = svgBackdropMarkup('/images/services/bim-services-banner.svg', 'banner')
    expect(markup.startsWith('<svg aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice" xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(markup).toContain('<pattern id="banner-gb"')
    expect(markup).toContain('fill="url(#banner-gb)"')
    expect(markup).not.toMatch(/id="gb"|url\(#gb\)/)
  })

  it('refuses a drawing that is large, carries a script, a handler or a style, or links elsewhere', () => {
    expectRefused(
      {
        ...UNSAFE_DRAWINGS,
        'large.svg': `<svg xmlns="http://www.w3.org/2000/svg"><path d="${'M0 0L1 1'.repeat(1000)}"/></svg>`,
        'use.svg': '<svg xmlns="http://www.w3.org/2000/svg"><use href="#a"/></svg>',
      },
      (src, dir) => svgBackdropMarkup(src, 'banner', dir),
      /not a small self-contained SVG drawing/,
    )
  })

  it('takes every banner drawing the site uses', () => {
    for (const src of [...services.map((service) => service.bgImage.src), aboutBanner.backgroundImage]) {
      expect(() => svgBackdropMarkup(src, 'banner')).not.toThrow()
    }
  })
})
