import { isIPv4, isIPv6 } from 'node:net'
import proxyAddr from 'proxy-addr'

// The visitor's address for `npm start` (docs/forms.md, "Limits"): the TCP peer, or, when that
// peer is one of our reverse proxies (TRUSTED_PROXIES), the X-Forwarded-For entry left of the
// last trusted hop. proxy-addr (Express's) walks the header; entries a visitor wrote themselves
// are never reached: the walk stops at the first address that is not a trusted proxy, and at the
// first entry that is not an address.

/** Our names for proxy-addr's ranges: `private` is its `uniquelocal` (10/8, 172.16/12, 192.168/16, fc00::/7). */
const NAMED_RANGES = { loopback: 'loopback', private: 'uniquelocal' }

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
 * The trusted proxies from TRUSTED_PROXIES ("10.0.0.5, 192.168.0.0/16, loopback"), as proxy-addr's
 * trust function; null when no proxy is trusted. Throws on an entry that is no address.
 */
export function trustedProxies(env = process.env) {
  const entries = (env.TRUSTED_PROXIES ?? '').split(',').map((entry) => entry.trim()).filter(Boolean)
  if (entries.length === 0) return null
  return proxyAddr.compile(
    entries.map((entry) => {
      if (Object.hasOwn(NAMED_RANGES, entry)) return NAMED_RANGES[entry]
      if (!/^[0-9a-f:.]+(\/\d+)?$/i.test(entry)) throw badEntry(entry)
      try {
        proxyAddr.compile(entry)
      } catch {
        throw badEntry(entry)
      }
      return entry
    }),
  )
}

const badEntry = (entry) => new Error(`TRUSTED_PROXIES: "${entry}" is not an address, a CIDR range, "loopback" or "private"`)

/** True when `address` is one of the trusted proxies. */
export function isTrusted(trusted, address) {
  return Boolean(trusted && address && trusted(address, 0))
}

/** The visitor's address from the socket's peer and the X-Forwarded-For header (string or undefined). */
export function visitorAddress(peer, forwardedFor, trusted) {
  // Each entry as a plain address (ports dropped), an unreadable or empty one as a word no
  // proxy trusts, so the walk ends there.
  const hops = String(forwardedFor ?? '').split(',').map((hop) => plainAddress(hop) || 'unreadable')
  const request = { socket: { remoteAddress: plainAddress(peer) }, headers: { 'x-forwarded-for': hops.join(',') } }
  const walked = proxyAddr.all(request, trusted ?? (() => false))
  const readable = walked.findIndex((hop) => !plainAddress(hop))
  return plainAddress(walked[readable < 0 ? walked.length - 1 : readable - 1])
}
