import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Above this size a drawing is cheaper as its own cached file than as bytes in every page. */
const INLINE_LIMIT_BYTES = 6 * 1024

/**
 * A small SVG from public/ as a `data:` URL, for the drawing that is the first screen's largest
 * paint (a page banner, a project's own drawing, the first cards of a list). On a slow phone a
 * separate image request costs a whole round trip after the HTML before that paint can happen;
 * inlined, the drawing paints with the text (docs/performance.md). Pages are pre-rendered, so the
 * file is read at build time. Anything else (a raster, a remote URL, a larger file) comes back as
 * it was and loads as a file.
 */
export function inlineSvg(src: string, publicDir = join(process.cwd(), 'public')): string {
  if (!src.startsWith('/') || !src.endsWith('.svg')) return src
  const svg = readFileSync(join(publicDir, src), 'utf8')
  if (Buffer.byteLength(svg) > INLINE_LIMIT_BYTES) return src
  // The drawing's own apostrophes become XML's &apos;, its double quotes apostrophes (so the URL
  // fits inside double quotes anywhere), and what a URL cannot hold is percent-encoded.
  const body = svg
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/'/g, '&apos;')
    .replace(/"/g, "'")
    .replace(/[%#<>?[\\\]^`{|}]/g, encodeURIComponent)
  return `data:image/svg+xml,${body}`
}

/** Above this size a decorative SVG stays an image rather than markup in the page. */
const MARKUP_LIMIT_BYTES = 1024

/**
 * A small decorative SVG from public/ as markup to draw inside the page (an icon). To Chromium every
 * SVG `<img>`, a `data:` URL too, is a document of its own: 30-45 ms apiece on a low-end phone's
 * CPU whatever its size, spent before the next frame, where the same drawing as inline `<svg>` costs
 * a few elements of the page (docs/performance.md, "Low-end phone"). Only self-contained icons
 * qualify: an `id` would clash with another copy on the page, and a script or style must not come in.
 */
export function svgMarkup(src: string, publicDir = join(process.cwd(), 'public')): string {
  const svg = readFileSync(join(publicDir, src), 'utf8').trim().replace(/\s+/g, ' ')
  if (!svg.startsWith('<svg') || Buffer.byteLength(svg) > MARKUP_LIMIT_BYTES || /\sid=|<script|<style|<foreignObject|\son\w+=/i.test(svg)) {
    throw new Error(`${src} is not a small self-contained SVG icon`)
  }
  return svg.replace(/^<svg\b/, '<svg aria-hidden="true" focusable="false"')
}
