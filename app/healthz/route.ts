export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** GET /healthz: liveness (docs/operations.md): the process answers; nothing is checked or touched. */
export function GET(): Response {
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } })
}
