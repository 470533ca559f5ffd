import { getServerEnv } from '@/lib/env'
import { mayReadStatus } from '@/lib/operations/status-access'
import { operatorStatus } from '@/lib/operations/status'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/**
 * GET /status: the operator's view (docs/operations.md): the queue per lane, the mail server,
 * webhook receiver and Redis, version and start time. To a loopback client or with
 * `Authorization: Bearer <STATUS_TOKEN>`; anyone else gets a bare 404, nothing saying what is here.
 */
export async function GET(request: Request): Promise<Response> {
  const env = getServerEnv()
  if (!mayReadStatus(request, env.statusToken)) return new Response('Not Found\n', { status: 404, headers: { 'Cache-Control': 'no-store', 'Content-Type': 'text/plain; charset=utf-8' } })
  return Response.json(await operatorStatus(env), { headers: { 'Cache-Control': 'no-store' } })
}
