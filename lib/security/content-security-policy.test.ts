import { createHash } from 'node:crypto'
import { brand } from '@/content/site'
import { CONNECT_ORIGINS, FRAME_ORIGINS, WASM_ROUTES, pageContentSecurityPolicy } from './content-security-policy'
import { cspHash, hashInlineElements, routeOfHtmlFile } from './csp-manifest.mjs'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('hashInlineElements', () => {
  it('hashes executable inline scripts and <style> elements, and nothing else', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script id="_R_">self.__boot=1</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="module">import "/x.js"</script>',
      '<style>body{margin:0}</style>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
    ].join('')
    expect(hashInlineElements(html)).toEqual({
      scripts: [sha('self.__boot=1'), sha('(self.__next_f=self.__next_f||[]).push([0])'), sha('import "/x.js"')],
      styles: [sha('body{margin:0}')],
    })
  })

  it('hashes non-ASCII text as UTF-8, as browsers do', () => {
    expect(cspHash('"Zoë – 👷"')).toBe(sha('"Zoë – 👷"'))
  })
})

describe('routeOfHtmlFile', () => {
  it('maps pre-rendered files to the paths they answer', () => {
    expect(routeOfHtmlFile('/b/server/app', '/b/server/app/index.html')).toBe('/')
    expect(routeOfHtmlFile('/b/server/app', '/b/server/app/contact.html')).toBe('/contact')
    expect(routeOfHtmlFile('/b/server/app', '/b/server/app/services/bim-services.html')).toBe('/services/bim-services')
  })
})

describe('pageContentSecurityPolicy', () => {
  const policy = pageContentSecurityPolicy({ scripts: ["'sha256-abc='"], styles: [] })
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))

  it('allows our own scripts and the page hashes, never unsafe-inline or eval', () => {
    expect(directive('script-src')).toBe("script-src 'self' 'sha256-abc='")
    expect(policy).not.toMatch(/unsafe-eval/)
    expect(directive('script-src')).not.toMatch(/unsafe-inline/)
    expect(directive('default-src')).toBe("default-src 'none'")
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'")
  })

  it('connects only to our origin when the site is built without analytics', () => {
    expect(CONNECT_ORIGINS).toEqual([])
    expect(directive('connect-src')).toBe("connect-src 'self'")
    // The policy of a build without analytics, byte for byte as before analytics existed.
    expect(policy).toBe(
      `default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; manifest-src 'self'; frame-src ${FRAME_ORIGINS[0]}; form-action 'self'; frame-ancestors 'none'; base-uri 'none'; object-src 'none'`,
    )
  })

  it('adds the analytics origin to connect-src, and changes nothing else', () => {
    const withAnalytics = pageContentSecurityPolicy({ scripts: ["'sha256-abc='"], styles: [] }, { connectOrigins: ['https://plausible.example.com'] })
    expect(withAnalytics).toBe(policy.replace("connect-src 'self'", "connect-src 'self' https://plausible.example.com"))
  })

  it('frames only the map origin of the brand facts', () => {
    expect(FRAME_ORIGINS).toEqual([new URL(brand.mapEmbedUrl).origin])
    expect(directive('frame-src')).toBe(`frame-src ${new URL(brand.mapEmbedUrl).origin}`)
  })

  it('lists a hash shared by several pages once', () => {
    const merged = pageContentSecurityPolicy({
      scripts: ["'sha256-a='", "'sha256-b='", "'sha256-a='"],
      styles: ["'sha256-c='", "'sha256-c='"],
    })
    expect(merged).toContain("script-src 'self' 'sha256-a=' 'sha256-b=';")
    expect(merged).toContain("style-src 'self' 'sha256-c=';")
  })

  it('adds the nonce of a per-request render to scripts and styles', () => {
    const withNonce = pageContentSecurityPolicy({ scripts: [], styles: [], nonce: 'bm9uY2U=' })
    expect(withNonce).toContain("script-src 'self' 'nonce-bm9uY2U='")
    expect(withNonce).toContain("style-src 'self' 'nonce-bm9uY2U='")
  })
})

describe('WebAssembly compilation', () => {
  const allowance = { scripts: ["'sha256-abc='"], styles: [] }

  it('is allowed on /start-a-project only, in script-src, and nothing else changes', () => {
    expect(WASM_ROUTES).toEqual(['/start-a-project'])
    const brief = pageContentSecurityPolicy(allowance, { route: '/start-a-project' })
    const plain = pageContentSecurityPolicy(allowance)
    expect(brief).toBe(plain.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'"))
    expect(brief).not.toMatch(/worker-src|'unsafe-eval'/)
  })

  it('is refused on every other page, on the error pages and on look-alike paths', () => {
    for (const route of [undefined, '/', '/contact', '/start-a-project/', '/start-a-project/x', '/Start-a-project', '/services/bim-services']) {
      expect(pageContentSecurityPolicy(allowance, { route })).not.toContain('wasm')
    }
    expect(pageContentSecurityPolicy({ ...allowance, nonce: 'bm9uY2U=' })).not.toContain('wasm')
  })
})
