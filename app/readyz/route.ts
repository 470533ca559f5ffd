import { getServerEnv } from '@/lib/env'
import { readiness } from '@/lib/operations/readiness'

export const runtime = 'nodejs'
export const dynamic = 'force-dynamic'

/** GET /readyz: whether this instance can take a form now (docs/operations.md): 200, or 503 naming the failed check. */
export async function GET(): Promise<Response> {
  const { ready, checks } = await readiness(getServerEnv())
  return Response.json({ status: ready ? 'ready' : 'not_ready', checks }, { status: ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } })
}
