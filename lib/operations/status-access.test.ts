import { isLoopback, mayReadStatus } from './status-access'

// Who may read /status: the address server.mjs determined (X-Forwarded-For, rewritten by it) when
// it is loopback, or the bearer token; a request that did not come through server.mjs only with the token.

const TOKEN = 'f3a9c1d07b2e4c6a8d0e1f2a3b4c5d6e'
const MARK = Symbol.for('site.server.visitorAddress')
const request = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/status', { headers })

afterEach(() => {
  delete (globalThis as { [key: symbol]: unknown })[MARK]
})

describe('/status access', () => {
  it('knows loopback addresses, IPv4-mapped too, and nothing else', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].filter(isLoopback)).toHaveLength(4)
    expect(['10.0.0.5', '192.0.2.1', '::2', '', 'localhost', '0.0.0.0'].filter(isLoopback)).toEqual([])
  })

  it('behind server.mjs: a loopback visitor may read it, a forwarded outside visitor may not', () => {
    ;(globalThis as { [key: symbol]: unknown })[MARK] = true
    expect(mayReadStatus(request({ 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(true)
    expect(mayReadStatus(request({ 'x-forwarded-for': '::1' }), undefined)).toBe(true)
    expect(mayReadStatus(request({ 'x-forwarded-for': '203.0.113.9' }), TOKEN)).toBe(false)
    expect(mayReadStatus(request({}), TOKEN)).toBe(false)
  })

  it('without server.mjs a claimed loopback address counts for nothing', () => {
    expect(mayReadStatus(request({ 'x-forwarded-for': '127.0.0.1' }), undefined)).toBe(false)
  })

  it('the bearer token opens it from anywhere; a wrong, partial or other-scheme token does not, nor any token when none is set', () => {
    const from = (authorization: string) => request({ 'x-forwarded-for': '203.0.113.9', authorization })
    expect(mayReadStatus(from(`Bearer ${TOKEN}`), TOKEN)).toBe(true)
    expect(mayReadStatus(from(`bearer  ${TOKEN} `), TOKEN)).toBe(true)
    expect(mayReadStatus(from(`Bearer ${TOKEN.slice(0, -1)}`), TOKEN)).toBe(false)
    expect(mayReadStatus(from(`Bearer ${TOKEN}x`), TOKEN)).toBe(false)
    expect(mayReadStatus(from(`Basic ${TOKEN}`), TOKEN)).toBe(false)
    expect(mayReadStatus(from('Bearer '), TOKEN)).toBe(false)
    expect(mayReadStatus(from('Bearer undefined'), undefined)).toBe(false)
  })
})
