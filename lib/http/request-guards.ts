import { HttpError } from './responses'

/** The media type of the request without parameters, lower case ('' when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

/** 415 unless the body has the expected media type and no content coding (never decompressed). */
export function requireMediaType(request: Request, expected: 'application/json' | 'multipart/form-data'): void {
  const encoding = (request.headers.get('content-encoding') ?? 'identity').trim().toLowerCase()
  if (encoding !== 'identity' && encoding !== '') {
    throw new HttpError(415, 'Compressed form submissions are not accepted.')
  }
  if (mediaType(request) !== expected) {
    throw new HttpError(
      415,
      expected === 'application/json' ? 'Send this form as application/json.' : 'Send this form as multipart/form-data.',
    )
  }
}

/**
 * 403 for a request another site made the browser send: an `Origin` from another host (or the
 * opaque `null`), or no Origin but `Sec-Fetch-Site: cross-site`. Requests with neither header
 * (curl, server-to-server) pass and stay subject to the rate limit. X-Forwarded-Host counts: `npm
 * start` (server.mjs) removes it unless one of the TRUSTED_PROXIES wrote it.
 */
export function requireSameOrigin(request: Request, siteUrl?: string): void {
  const origin = request.headers.get('origin')
  if (origin === null) {
    if ((request.headers.get('sec-fetch-site') ?? '').toLowerCase() === 'cross-site') throw forbidden()
    return
  }
  let originHost: string
  try {
    originHost = new URL(origin).host.toLowerCase()
  } catch {
    throw forbidden()
  }
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim()
  const allowedHosts = [forwardedHost, request.headers.get('host'), safeHost(siteUrl)]
    .filter((host): host is string => Boolean(host))
    .map((host) => host.toLowerCase())
  if (!allowedHosts.includes(originHost)) throw forbidden()
}

function safeHost(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).host
  } catch {
    return undefined
  }
}

function forbidden() {
  return new HttpError(403, 'This form can only be sent from our own website.')
}
