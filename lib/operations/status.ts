import { version } from '@/package.json'
import type { ServerEnv } from '@/lib/env'
import { laneRecord, type LaneRecord } from './delivery-record'
import { queueStatus, type QueueStatus } from './queue-status'
import { redisAnswers } from './readiness'

// The operator's view at GET /status (docs/operations.md, "The status view"): the queue per lane,
// what the mail server, the lead webhook's receiver and Redis last said, the version and the
// start time. Counts, times and error codes only.

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString())

type PartyStatus = { lastSuccessAt: string | null; lastFailureAt: string | null; lastError: string | null; lastResponseCode: number | null }

const party = (record: Readonly<LaneRecord>): PartyStatus => ({
  lastSuccessAt: iso(record.lastSuccessAt),
  lastFailureAt: iso(record.lastFailureAt),
  lastError: record.lastError,
  lastResponseCode: record.lastResponseCode,
})

export type OperatorStatus = {
  version: string
  startedAt: string
  lanes: QueueStatus
  smtp: { transport: 'smtp' | 'outbox' } & PartyStatus
  webhookReceiver: { configured: false } | ({ configured: true } & PartyStatus)
  redis: { configured: false } | { configured: true; reachable: boolean }
}

const startedAt = new Date(Date.now() - process.uptime() * 1000).toISOString()

export async function operatorStatus(env: ServerEnv): Promise<OperatorStatus> {
  const [lanes, reachable] = await Promise.all([queueStatus(env.mailQueueDir), env.redisUrl ? redisAnswers(env.redisUrl) : undefined])
  return {
    version,
    startedAt,
    lanes,
    smtp: { transport: env.smtpUrl ? 'smtp' : 'outbox', ...party(laneRecord('mail')) },
    webhookReceiver: env.leadWebhook ? { configured: true, ...party(laneRecord('webhook')) } : { configured: false },
    redis: reachable === undefined ? { configured: false } : { configured: true, reachable },
  }
}
