import { BlockList, isIPv4, isIPv6 } from 'node:net'

// The visitor's address for `npm start` (docs/forms.md, "Limits"): the TCP peer, or, when that
// peer is one of our reverse proxies (TRUSTED_PROXIES), the X-Forwarded-For entry left of the
// last trusted hop. Entries a visitor wrote themselves are never reached: the walk stops at the
// first address that is not a trusted proxy, and at the first entry it cannot read.

const NAMED_RANGES = {
  loopback: ['127.0.0.0/8', '::1/128'],
  private: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
}

/**
 * `::ffff:192.0.2.1` → `192.0.2.1`; a port (`192.0.2.1:8080`, `[2001:db8::1]:443`) and a zone id
 * (`fe80::1%eth0`) dropped; '' when not an address.
 */
export function plainAddress(raw) {
  const text = String(raw ?? '').trim()
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(text)
  const value = (bracketed ? bracketed[1] : text.replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')).replace(/%.*$/, '')
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(value)
  if (mapped) return mapped[1]
  return isIPv4(value) || isIPv6(value) ? value : ''
}

/**
 * The trusted proxies from TRUSTED_PROXIES ("10.0.0.5, 192.168.0.0/16, loopback") or the older
 * TRUST_PROXY=1 (loopback and private ranges). Returns null when no proxy is trusted.
 */
export function trustedProxies(env = process.env, warn = console.warn) {
  const entries = (env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  if (entries.length === 0 && env.TRUST_PROXY === '1') {
    entries.push('loopback', 'private')
    warn('[server] TRUST_PROXY=1 trusts every private address as a proxy: a visitor on the same network can choose their own address. Name your proxies in TRUSTED_PROXIES instead.')
  }
  if (entries.length === 0) return null
  const list = new BlockList()
  for (const entry of entries) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) {
      const [address, bits] = range.split('/')
      const plain = plainAddress(address)
      if (!plain) throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range, "loopback" or "private"`)
      const type = isIPv6(plain) ? 'ipv6' : 'ipv4'
      if (bits === undefined) list.addAddress(plain, type)
      else list.addSubnet(plain, Number(bits), type)
    }
  }
  return list
}

/** True when `address` is one of the trusted proxies. */
export function isTrusted(trusted, address) {
  return Boolean(trusted && address && trusted.check(address, isIPv6(address) ? 'ipv6' : 'ipv4'))
}

/** The visitor's address from the socket's peer and the X-Forwarded-For header (string or undefined). */
export function visitorAddress(peer, forwardedFor, trusted) {
  let address = plainAddress(peer)
  const hops = String(forwardedFor ?? '').split(',')
  while (isTrusted(trusted, address) && hops.length > 0) {
    const hop = plainAddress(hops.pop())
    if (!hop) break
    address = hop
  }
  return address
}
