/** @jest-environment jsdom */
import { toAsciiHtml } from './ascii-html.mjs'

// What the page says must not change: parsed by a browser's HTML parser (jsdom), the escaped page
// has the same text, attributes and script text as the original.
const page = [
  '<!DOCTYPE html><html lang="en"><head><title>Structures – Stratum</title>',
  '<meta name="description" content="Steel plants, bridges… in India’s cities"/>',
  '<style>.arrow::after{content:"→"}</style></head>',
  '<body><p class="area">12,000 m² ± 5 %</p><a href="/project" aria-label="Next page ›">›</a>',
  '<footer>© 2026 Stratum 🏗️</footer>',
  '<script>self.__next_f.push([1,"© 2026 Stratum → 🏗️"])</script>',
  '<script type="application/ld+json">{"name":"Zürich office","area":"12,000 m²"}</script>',
  '</body></html>',
].join('')

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html')
const scriptTexts = (document: Document) => [...document.querySelectorAll('script')].map((script) => script.textContent ?? '')
function payloadString(script: string): string {
  const literal = /push\(\[1,("[^"]*")\]\)/.exec(script)?.[1]
  if (!literal) throw new Error(`no RSC payload string in ${script}`)
  return JSON.parse(literal)
}
function markupText(document: Document) {
  const body = document.body.cloneNode(true) as HTMLElement
  body.querySelectorAll('script').forEach((script) => script.remove())
  return body.textContent
}

describe('toAsciiHtml', () => {
  const ascii = toAsciiHtml(page)

  it('leaves no character outside ASCII', () => {
    expect(ascii).toMatch(/^[\x00-\x7f]*$/)
  })

  it('escapes markup as character references and script text as \\u escapes', () => {
    expect(ascii).toContain('<footer>&#169; 2026 Stratum &#127959;&#65039;</footer>')
    expect(ascii).toContain('content="Steel plants, bridges&#8230; in India&#8217;s cities"')
    expect(ascii).toContain('self.__next_f.push([1,"\\u00a9 2026 Stratum \\u2192 \\ud83c\\udfd7\\ufe0f"])')
    expect(ascii).toContain('.arrow::after{content:"\\2192 "}')
  })

  it('changes nothing a browser reads from the page', () => {
    const before = parse(page)
    const after = parse(ascii)
    expect(after.title).toBe(before.title)
    expect(markupText(after)).toBe(markupText(before))
    expect(after.querySelector('meta')?.getAttribute('content')).toBe(before.querySelector('meta')?.getAttribute('content'))
    expect(after.querySelector('a')?.getAttribute('aria-label')).toBe('Next page ›')
    const [payloadBefore = '', jsonBefore = ''] = scriptTexts(before)
    const [payloadAfter = '', jsonAfter = ''] = scriptTexts(after)
    // The RSC payload's string literal and the JSON-LD hold the same values once parsed.
    expect(payloadString(payloadAfter)).toBe(payloadString(payloadBefore))
    expect(JSON.parse(jsonAfter)).toEqual(JSON.parse(jsonBefore))
  })

  it('returns an ASCII page unchanged', () => {
    const plain = '<html><body><p>Structural design &amp; BIM</p><script>self.__next_f=[]</script></body></html>'
    expect(toAsciiHtml(plain)).toBe(plain)
  })
})
