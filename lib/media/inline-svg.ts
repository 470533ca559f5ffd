import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A drawing from public/, its whitespace collapsed. */
const readSvg = (src: string, publicDir: string) => readFileSync(join(publicDir, src), 'utf8').trim().replace(/\s+/g, ' ')

/** Above this size a drawing is cheaper as its own cached file than as bytes in every page. */
const INLINE_LIMIT_BYTES = 6 * 1024

/**
 * A small SVG from public/ as a `data:` URL, for the drawing that is the first screen's largest
 * paint (a project's own drawing, the first cards of a list, the hero's first slide). On a slow phone a
 * separate image request costs a whole round trip after the HTML before that paint can happen;
 * inlined, the drawing paints with the text (docs/performance.md). Pages are pre-rendered, so the
 * file is read at build time. Anything else (a raster, a remote URL, a larger file) comes back as
 * it was and loads as a file.
 */
export function inlineSvg(src: string, publicDir = join(process.cwd(), 'public')): string {
  if (!src.startsWith('/') || !src.endsWith('.svg')) return src
  const svg = readSvg(src, publicDir)
  if (Buffer.byteLength(svg) > INLINE_LIMIT_BYTES) return src
  // The drawing's own apostrophes become XML's &apos;, its double quotes apostrophes (so the URL
  // fits inside double quotes anywhere), and what a URL cannot hold is percent-encoded.
  const body = svg
    .replace(/'/g, '&apos;')
    .replace(/"/g, "'")
    .replace(/[%#<>?[\\\]^`{|}]/g, encodeURIComponent)
  return `data:image/svg+xml,${body}`
}

/** Above this size a decorative SVG stays an image rather than markup in the page. */
const MARKUP_LIMIT_BYTES = 1024

/** What must never come into the page with a drawing. */
const UNSAFE_IN_MARKUP = /<script|<style|<foreignObject|\son\w+=/i

/**
 * A small decorative SVG from public/ as markup to draw inside the page (an icon). To Chromium every
 * SVG `<img>`, a `data:` URL too, is a document of its own: 30-45 ms apiece on a low-end phone's
 * CPU whatever its size, spent before the next frame, where the same drawing as inline `<svg>` costs
 * a few elements of the page (docs/performance.md, "Low-end phone"). Only self-contained icons
 * qualify: an `id` would clash with another copy on the page, and a script or style must not come in.
 */
export function svgMarkup(src: string, publicDir = join(process.cwd(), 'public')): string {
  const svg = readSvg(src, publicDir)
  if (!svg.startsWith('<svg') || Buffer.byteLength(svg) > MARKUP_LIMIT_BYTES || /\sid=/i.test(svg) || UNSAFE_IN_MARKUP.test(svg)) {
    throw new Error(`${src} is not a small self-contained SVG icon`)
  }
  return svg.replace(/^<svg\b/, '<svg aria-hidden="true" focusable="false"')
}

/**
 * A page's one backdrop drawing (a banner's) as markup that covers its box, centred and cropped
 * like `background-size: cover`. As a background image it painted 0.5-0.7 s after the banner's
 * text on a low-end phone's CPU (its own SVG document, decoded after the first paint); as markup
 * it paints with the text. Its ids get `idPrefix`, so they cannot clash with another drawing's.
 */
export function svgBackdropMarkup(src: string, idPrefix: string, publicDir = join(process.cwd(), 'public')): string {
  const svg = readSvg(src, publicDir)
  if (!svg.startsWith('<svg') || Buffer.byteLength(svg) > INLINE_LIMIT_BYTES || UNSAFE_IN_MARKUP.test(svg) || /preserveAspectRatio|href=/i.test(svg)) {
    throw new Error(`${src} is not a small self-contained SVG drawing`)
  }
  return svg
    .replace(/\sid="([^"]+)"/g, ` id="${idPrefix}-$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${idPrefix}-$1)`)
    .replace(/^<svg\b/, '<svg aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice"')
}
