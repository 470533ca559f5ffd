import { createServer, type Server } from 'node:http'
import { cspHash } from '../../lib/security/csp-manifest.mjs'
import { emptyMain, SHELL_PATH, SOURCE_PATH, startShellProxy } from './shell.mjs'

// A page's server HTML in the shape Next renders it: the layout's and the page's stylesheets in one
// inlined <style>, the page inside <main>, and the RSC payload in inline scripts, split mid-row.
// Row 2 is a text row (length in UTF-8 bytes, no newline after it) the layout keeps; row b one
// only the page uses.
const layoutText = 'Größe ✓'
const pageText = 'Über uns'
const bytes = (text: string) => Buffer.byteLength(text).toString(16)
const payload = [
  '1:"$Sreact.fragment"\n',
  `2:T${bytes(layoutText)},${layoutText}`,
  '4:["$","p",null,{"children":"$2"}]\n',
  '9:[["children",{"s":"__PAGE__","h":512,"d":{"r":"$La","p":false,"v":null}}]]\n',
  '0:{"t":"$L4","c":"$Q9"}\n',
  'a:["$","$1","c",{"children":[["$","h1",null,{"children":"$b"}],["$Lc"],"$Ld"]}]\n',
  `b:T${bytes(pageText)},${pageText}`,
  'c:["$","style","0",{"href":"/p.css","precedence":"next","children":".p{color:red}"}]\n',
  'd:["$","div",null,{}]\n',
].join('')
const half = Math.floor(payload.length / 2)
const flightScript = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`
const page =
  '<!DOCTYPE html><html lang="en"><head><style data-precedence="next" data-href="/l.css /p.css">body{margin:0}.p{color:red}</style></head>' +
  '<body><header>Site</header><main id="main" tabindex="-1"><div class="page-transition"><h1>Über uns</h1><!--$--><!--/$--></div></main>' +
  `<footer>Foot</footer><script>(self.__next_f=self.__next_f||[]).push([0])</script>${flightScript(payload.slice(0, half))}${flightScript(payload.slice(half))}</body></html>`

/** The RSC payload of a document, its chunks joined. */
function payloadOf(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\((\[1,.*?\])\)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? '')[1]).join('')
}

describe('emptyMain', () => {
  const shell = emptyMain(page)

  it('keeps the header, footer and layout stylesheet around an empty <main> that fills the screen', () => {
    expect(shell).toContain('<header>Site</header><main id="main" tabindex="-1"><div class="page-transition"><!--$--><!--/$--></div></main><footer>Foot</footer>')
    expect(shell).toContain('<style data-precedence="next" data-href="/l.css">body{margin:0}#main{min-height:100vh}</style>')
  })

  it('takes the page out of the RSC payload and drops the rows only the page used', () => {
    expect(shell.match(/self\.__next_f\.push\(\[1,/g)).toHaveLength(1)
    expect(payloadOf(shell)).toBe(
      [
        '1:"$Sreact.fragment"\n',
        `2:T${bytes(layoutText)},${layoutText}`,
        '4:["$","p",null,{"children":"$2"}]\n',
        '9:[["children",{"s":"__PAGE__","h":512,"d":{"r":"$La","p":false,"v":null}}]]\n',
        '0:{"t":"$L4","c":"$Q9"}\n',
        'a:["$","$1","c",{"children":[null,null,"$Ld"]}]\n',
        'd:["$","div",null,{}]\n',
      ].join(''),
    )
  })

  it('refuses HTML of another shape', () => {
    expect(() => emptyMain('<html><body><main id="main"></main></body></html>')).toThrow(/no inline RSC payload/)
    expect(() => emptyMain(page.replace('<div class="page-transition">', '<div>'))).toThrow(/no <main> holding the page/)
  })
})

describe('startShellProxy', () => {
  let upstream: Server
  let siteUrl = ''
  beforeAll(async () => {
    upstream = createServer((request, response) => {
      if (request.url === SOURCE_PATH) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self'; style-src 'self'" })
        response.end(page)
      } else {
        response.writeHead(404, { 'content-type': 'text/plain' })
        response.end(`passed ${request.url}`)
      }
    })
    await new Promise<void>((done) => upstream.listen(0, '127.0.0.1', done))
    const address = upstream.address()
    siteUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(() => new Promise<void>((done) => upstream.close(() => done())))

  it('serves the shell gzipped, its policy allowing the edited inline script and style, and passes the rest through', async () => {
    const proxy = await startShellProxy({ siteUrl, port: 0 })
    try {
      const shell = await fetch(`${proxy.url}${SHELL_PATH}`, { headers: { 'accept-encoding': 'gzip' } })
      expect(shell.status).toBe(200)
      expect(shell.headers.get('content-encoding')).toBe('gzip')
      const html = await shell.text()
      expect(html).toBe(emptyMain(page))
      const policy = shell.headers.get('content-security-policy') ?? ''
      const style = /<style[^>]*>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
      const flight = /<script>(self\.__next_f\.push\(\[1,[\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
      expect(policy).toContain(`style-src 'self' ${cspHash(style)}`)
      expect(policy).toContain(cspHash(flight))

      const other = await fetch(`${proxy.url}/elsewhere?x=1`)
      expect(other.status).toBe(404)
      expect(await other.text()).toBe('passed /elsewhere?x=1')
    } finally {
      await proxy.stop()
    }
  })
})
