// Without JavaScript the brief's answer is a redirect to /form-sent, whose address carries nothing
// the visitor sent. The takeoff's line for the visitor rides along in a short-lived cookie for that
// page only, bound to the brief's reference: only the browser that sent the model sees it.

export const TAKEOFF_COOKIE = 'brief-takeoff'
const MAX_AGE_SECONDS = 600
const MAX_LINE = 1500

/** The Set-Cookie value carrying the visitor's line for the confirmation page of `reference`. */
export function takeoffCookie(reference: string, line: string): string {
  const value = encodeURIComponent(`${reference}|${line.slice(0, MAX_LINE)}`)
  return `${TAKEOFF_COOKIE}=${value}; Path=/form-sent; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax`
}

/** The line in the cookie's value when it belongs to `reference`. */
export function takeoffLineFrom(value: string | undefined, reference: string | undefined): string | undefined {
  if (!value || !reference) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return undefined
  }
  const separator = decoded.indexOf('|')
  return separator > 0 && decoded.slice(0, separator) === reference ? decoded.slice(separator + 1, separator + 1 + MAX_LINE) : undefined
}
