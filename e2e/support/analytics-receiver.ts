import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'

/** One request as the provider received it. */
export type ReceivedRequest = { method: string; path: string; contentType: string; cookie: string | undefined; origin: string | undefined; body: string }

/** A Plausible page view or event body (POST /api/event), as documented at plausible.io/docs/events-api. */
export type PlausibleEvent = { name: string; url: string; domain: string; referrer: string | null; props?: Record<string, string> }

export type AnalyticsReceiver = {
  url: string
  /** Every request that reached the receiver, preflights included, in order. */
  requests: ReceivedRequest[]
  /** The bodies of the accepted Plausible events, parsed. */
  events: () => PlausibleEvent[]
  close: () => Promise<void>
}

// What the hosted services answer to a browser: any origin may send, without credentials.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
  'Access-Control-Max-Age': '86400',
}

/**
 * The provider's collection endpoints on loopback: Plausible's POST /api/event (202, a JSON body
 * sent as application/json or, like Plausible's own script, as text/plain) and Umami's
 * POST /api/send ({ type: 'event', payload }); a CORS preflight is answered as the services do.
 * Records every request it gets, so a test can also see that none came.
 */
export async function startAnalyticsReceiver(port: number): Promise<AnalyticsReceiver> {
  const requests: ReceivedRequest[] = []
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const path = new URL(request.url ?? '/', 'http://receiver').pathname
      requests.push({
        method: request.method ?? '',
        path,
        contentType: request.headers['content-type'] ?? '',
        cookie: request.headers.cookie,
        origin: request.headers.origin,
        body,
      })
      if (request.method === 'OPTIONS') return void response.writeHead(204, CORS).end()
      if (request.method !== 'POST' || (path !== '/api/event' && path !== '/api/send')) return void response.writeHead(404, CORS).end()
      const parsed = parse(body)
      if (path === '/api/event') {
        const valid = parsed && typeof parsed.name === 'string' && typeof parsed.url === 'string' && typeof parsed.domain === 'string'
        return void response.writeHead(valid ? 202 : 400, { ...CORS, 'Content-Type': 'text/plain' }).end(valid ? 'ok' : 'bad request')
      }
      const payload = parsed?.payload as Record<string, unknown> | undefined
      const valid = parsed?.type === 'event' && typeof payload?.website === 'string' && typeof payload?.url === 'string'
      return void response.writeHead(valid ? 202 : 400, { ...CORS, 'Content-Type': 'application/json' }).end(valid ? '{}' : '{"error":"bad request"}')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    events: () =>
      requests
        .filter((request) => request.method === 'POST' && request.path === '/api/event')
        .map((request) => parse(request.body) as PlausibleEvent | null)
        .filter((event): event is PlausibleEvent => event !== null),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

function parse(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body)
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}
