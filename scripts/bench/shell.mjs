// The same-shell reference of `npm run bench`: the site's header, footer, consent banner, layout
// stylesheet and scripts around an empty <main>, so the first-paint table can tell what the shell
// costs (shell − bare page) from what each page adds (page − shell). The site has no such route;
// a loopback proxy in front of the production server answers SHELL_PATH with a real page's server
// HTML (SOURCE_PATH) with the page taken out, and passes every other request through unchanged,
// so the pages measured beside it take the same way.
//
// "The page taken out" means in both places React reads it: the page's elements and its own
// stylesheets are removed from the HTML, and the page segment's node in the inlined React Server
// Components payload is emptied the same way and its rows nothing refers to any more dropped, so
// hydration finds what it expects (a hydration
// mismatch would re-render the page on the client and measure something else). The page's
// Content-Security-Policy allows its inline elements by hash, so the hashes of the edited ones are
// added to it.
import http from 'node:http'
import { gzipSync } from 'node:zlib'
import { hashInlineElements } from '../../lib/security/csp-manifest.mjs'

export const SHELL_PATH = '/__bench-shell'
export const SOURCE_PATH = '/about'

const FLIGHT_SCRIPT = /<script>self\.__next_f\.push\((\[1,".*?"\])\)<\/script>/gs

/** Splits an RSC payload into its rows: { id, start, end, text } (text rows 'T<hex bytes>,' included). */
function flightRows(payload) {
  const bytes = Buffer.from(payload, 'utf8')
  const rows = []
  let at = 0
  while (at < bytes.length) {
    const colon = bytes.indexOf(0x3a, at)
    if (colon < 0) throw new Error(`shell: unreadable RSC row at byte ${at}`)
    const id = bytes.toString('utf8', at, colon)
    let end
    if (bytes[colon + 1] === 0x54 /* T */) {
      const comma = bytes.indexOf(0x2c, colon)
      end = comma + 1 + parseInt(bytes.toString('utf8', colon + 2, comma), 16)
    } else {
      end = bytes.indexOf(0x0a, colon)
      if (end < 0) end = bytes.length
    }
    rows.push({ id, start: at, end, text: bytes.toString('utf8', colon + 1, end) })
    at = bytes[end] === 0x0a ? end + 1 : end
  }
  return { bytes, rows }
}

/** Next's escaping of the payload inside an inline <script> (no '<', '>', '&' or line separators). */
const scriptString = (text) => JSON.stringify(text).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)

/** A page's server HTML with the page taken out (module comment); throws when the HTML is not the shape this expects. */
export function emptyMain(html) {
  const chunks = [...html.matchAll(FLIGHT_SCRIPT)]
  if (chunks.length === 0) throw new Error('shell: no inline RSC payload in the page')
  const payload = chunks.map((chunk) => JSON.parse(chunk[1])[1]).join('')
  const { bytes, rows } = flightRows(payload)
  const row = (id) => rows.find((candidate) => candidate.id === id)
  const pageId = payload.match(/"s":"__PAGE__","h":\d+,"d":\{"r":"\$L([0-9a-f]+)"/)?.[1]
  const page = pageId && row(pageId)
  if (!page) throw new Error('shell: no page segment in the RSC payload')
  // The page node: [elements, its stylesheets, the outlet boundary]; keep the outlet only.
  const node = JSON.parse(page.text)
  const [, styleRefs] = node[3].children
  node[3].children[0] = null
  node[3].children[1] = null
  const styles = (styleRefs ?? []).map((ref) => {
    const props = JSON.parse(row(ref.slice(2)).text)[3]
    const css = props.children.startsWith('$') ? row(props.children.slice(1)).text.replace(/^T[0-9a-f]+,/, '') : props.children
    return { href: props.href, css }
  })
  page.text = JSON.stringify(node)
  // Rows nothing refers to any more (the page's elements, texts and stylesheets) go too: what is
  // left is the payload of the layout alone.
  const kept = new Set()
  const visit = (id) => {
    const found = row(id)
    if (!found || kept.has(id)) return
    kept.add(id)
    if (found.text.startsWith('T')) return
    for (const [, ref] of found.text.matchAll(/"\$[A-Z@]?([0-9a-f]+)"/g)) visit(ref)
  }
  visit('0')
  const edited = rows
    .filter(({ id }) => kept.has(id))
    .map(({ id, start, end, text }) => (text.startsWith('T') ? bytes.toString('utf8', start, end) : `${id}:${text}\n`))
    .join('')

  let out = html
  // The page's stylesheets out of the one inlined <style> (its data-href lists each file's URL).
  for (const { href, css } of styles) {
    const before = out
    out = out.replace(css, '').replace(new RegExp(`(data-href="[^"]*?) ?${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), '$1')
    if (out.length !== before.length - css.length - href.length - 1) throw new Error(`shell: the page's stylesheet ${href} is not inlined as expected`)
  }
  // An empty <main> would bring the footer into the first screen, where its links are prefetched at
  // load (two dozen requests no page makes): the shell's <main> fills the screen, as a page's does.
  const layoutStyle = out.match(/<style data-precedence="next"[^>]*>[\s\S]*?(?=<\/style>)/)
  if (!layoutStyle) throw new Error('shell: no inlined stylesheet')
  out = out.replace(layoutStyle[0], `${layoutStyle[0]}#main{min-height:100vh}`)
  const main = out.match(/(<main id="main"[^>]*><div class="page-transition">)([\s\S]*)(<!--\$--><!--\/\$--><\/div><\/main>)/)
  if (!main) throw new Error('shell: no <main> holding the page')
  out = out.replace(main[0], `${main[1]}${main[3]}`)
  // The whole payload in the first script, in order; the other chunks go.
  let first = true
  return out.replace(FLIGHT_SCRIPT, () => {
    if (!first) return ''
    first = false
    return `<script>self.__next_f.push([1,${scriptString(edited)}])</script>`
  })
}

/** The page's policy, also allowing the edited document's inline scripts and styles. */
function allowInline(policy, html) {
  const { scripts, styles } = hashInlineElements(html)
  return policy
    .split(';')
    .map((directive) => {
      const name = directive.trim().split(/\s+/)[0]
      const hashes = { 'script-src': scripts, 'style-src': styles }[name]
      return hashes ? [directive, ...hashes.filter((hash) => !directive.includes(hash))].join(' ') : directive
    })
    .join(';')
}

/**
 * Starts the proxy on 127.0.0.1:port in front of siteUrl. SHELL_PATH answers SOURCE_PATH's HTML
 * emptied, made once at the start (the page is pre-rendered: its HTML and headers are the same
 * for every request) and gzipped as the site's own answers are; everything else passes through.
 * Resolves to { url, stop }.
 */
export async function startShellProxy({ siteUrl, port }) {
  const source = await fetch(new URL(SOURCE_PATH, siteUrl), { headers: { 'accept-encoding': 'identity' } })
  if (source.status !== 200) throw new Error(`shell: ${SOURCE_PATH} answers HTTP ${source.status}`)
  const html = emptyMain(await source.text())
  const headers = Object.fromEntries([...source.headers].filter(([name]) => !['content-length', 'content-encoding', 'transfer-encoding', 'etag', 'date', 'connection', 'keep-alive'].includes(name)))
  if (headers['content-security-policy']) headers['content-security-policy'] = allowInline(headers['content-security-policy'], html)
  const plain = Buffer.from(html)
  const gzipped = gzipSync(plain)

  const upstream = new URL(siteUrl)
  const agent = new http.Agent({ keepAlive: true })
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === SHELL_PATH) {
      const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '')
      const body = gzip ? gzipped : plain
      response.writeHead(200, { ...headers, ...(gzip ? { 'content-encoding': 'gzip' } : {}), 'content-length': body.length })
      response.end(body)
      return
    }
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers: request.headers, agent }, (answer) => {
      response.writeHead(answer.statusCode, answer.rawHeaders)
      answer.pipe(response)
    })
    forward.on('error', (error) => {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' })
      response.end(String(error.message))
    })
    request.pipe(forward)
  })
  await new Promise((done, fail) => server.once('error', fail).listen(port, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    stop: () =>
      new Promise((done) => {
        agent.destroy()
        server.closeAllConnections()
        server.close(() => done())
      }),
  }
}
