import { isTrusted, plainAddress, trustedProxies, visitorAddress } from './visitor-address.mjs'

describe('visitorAddress', () => {
  it('is the TCP peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(visitorAddress('127.0.0.1', '198.51.100.7', null)).toBe('127.0.0.1')
    expect(visitorAddress('::ffff:203.0.113.9', '198.51.100.7', null)).toBe('203.0.113.9')
  })

  it('behind a trusted proxy, walks X-Forwarded-For from the right past trusted hops only', () => {
    const trusted = trustedProxies({ TRUSTED_PROXIES: '10.0.0.0/8, loopback' })
    expect(visitorAddress('127.0.0.1', '198.51.100.1, 203.0.113.7', trusted)).toBe('203.0.113.7')
    expect(visitorAddress('127.0.0.1', '198.51.100.1, 203.0.113.7, 10.0.0.3', trusted)).toBe('203.0.113.7')
    // A peer that is not a proxy: its header is the visitor's own words.
    expect(visitorAddress('203.0.113.50', '198.51.100.1', trusted)).toBe('203.0.113.50')
    // An unreadable hop ends the walk at the proxy itself.
    expect(visitorAddress('127.0.0.1', 'nonsense', trusted)).toBe('127.0.0.1')
  })

  it('strips a port from a hop, and stops at the first hop it cannot read instead of stepping past it', () => {
    const trusted = trustedProxies({ TRUSTED_PROXIES: '10.0.0.5' })
    expect(visitorAddress('10.0.0.5', '6.6.6.6, 203.0.113.7:51234', trusted)).toBe('203.0.113.7')
    expect(visitorAddress('10.0.0.5', '6.6.6.6, [2001:db8::7]:443', trusted)).toBe('2001:db8::7')
    // Unreadable: the walk ends at the proxy itself, never at an entry the visitor wrote further left.
    expect(visitorAddress('10.0.0.5', '6.6.6.6, proxy.internal', trusted)).toBe('10.0.0.5')
    expect(visitorAddress('10.0.0.5', '6.6.6.6, , 10.0.0.5', trusted)).toBe('10.0.0.5')
  })

  it('no proxy without TRUSTED_PROXIES; a bad entry refuses to start', () => {
    expect(trustedProxies({})).toBeNull()
    expect(() => trustedProxies({ TRUSTED_PROXIES: 'proxy.example' })).toThrow(/TRUSTED_PROXIES/)
  })

  it('"private" is 10/8, 172.16/12, 192.168/16 and fc00::/7; other words are refused', () => {
    const trusted = trustedProxies({ TRUSTED_PROXIES: 'private' })
    for (const address of ['10.1.2.3', '172.31.0.1', '192.168.9.9', 'fd00::1']) expect(isTrusted(trusted, address)).toBe(true)
    for (const address of ['172.32.0.1', '169.254.1.1', '127.0.0.1', '2001:db8::1']) expect(isTrusted(trusted, address)).toBe(false)
    expect(() => trustedProxies({ TRUSTED_PROXIES: 'linklocal' })).toThrow(/TRUSTED_PROXIES: "linklocal"/)
    expect(() => trustedProxies({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33"/)
  })

  it('normalises addresses', () => {
    expect(plainAddress('[2001:db8::1]')).toBe('2001:db8::1')
    expect(plainAddress('fe80::1%eth0')).toBe('fe80::1')
    expect(plainAddress('not an address')).toBe('')
    expect(plainAddress('203.0.113.7:8080')).toBe('203.0.113.7')
    expect(plainAddress('[::ffff:203.0.113.7]:8080')).toBe('203.0.113.7')
  })
})
