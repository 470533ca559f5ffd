import { createHash, timingSafeEqual } from 'node:crypto'
import { isIP } from 'node:net'
import { plainAddress } from '@/lib/server/visitor-address.mjs'

// Who may read GET /status (docs/operations.md, "The status view"): a loopback client, or one that
// sends STATUS_TOKEN as a bearer token. The client's address is the one `npm start` (server.mjs)
// determined and wrote into X-Forwarded-For, past TRUSTED_PROXIES, and server.mjs says so by a
// flag on globalThis; under another server (`next start`, `next dev`) a visitor's own
// X-Forwarded-For could reach here unchecked, so there only the token opens it.

const SERVER_MARK = Symbol.for('site.server.visitorAddress')

/** True when the request came through server.mjs, which replaces X-Forwarded-For with the visitor's address. */
export const visitorAddressKnown = () => (globalThis as { [key: symbol]: unknown })[SERVER_MARK] === true

export function isLoopback(address: string): boolean {
  const plain = plainAddress(address)
  if (isIP(plain) === 4) return plain.startsWith('127.')
  return plain === '::1'
}

/** Compares in constant time (hashes of equal length), so the answer's timing tells nothing of the token. */
function sameToken(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}

export function mayReadStatus(request: Request, statusToken: string | undefined): boolean {
  const [scheme, token] = (request.headers.get('authorization') ?? '').trim().split(/\s+/, 2)
  if (statusToken && scheme?.toLowerCase() === 'bearer' && token && sameToken(token, statusToken)) return true
  return visitorAddressKnown() && isLoopback(request.headers.get('x-forwarded-for') ?? '')
}
