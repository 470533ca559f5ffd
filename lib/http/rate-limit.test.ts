import { visitorKey } from './rate-limit'

describe('rate-limit keys', () => {
  it('IPv4 as is, IPv6 per /64, mapped IPv4 as IPv4, anything else one shared key', () => {
    expect(visitorKey('203.0.113.7')).toBe('203.0.113.7')
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(visitorKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64')
    expect(visitorKey('2001:0db8:0001:0002::9')).toBe('2001:db8:1:2::/64')
    expect(visitorKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(visitorKey('::1')).toBe('0:0:0:0::/64')
    expect(visitorKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(visitorKey(undefined)).toBe('unknown')
    expect(visitorKey('not-an-address')).toBe('unknown')
  })
})
