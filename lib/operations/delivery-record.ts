import { inSpan, recordDeliveryAttempt, recordTakeoff, type Lane } from './telemetry'

// What this process's last attempts of each lane said (docs/operations.md, "The status view"):
// when one last succeeded and failed, and the last error as a code ('EAUTH/535', 'HTTP 404',
// 'ECONNREFUSED'), never an error's message, which may quote an address. Kept on globalThis: Next
// bundles the route handlers (first attempts, /status) and instrumentation.ts (the queue's worker)
// separately, each with its own copy of this module.

export type LaneRecord = { lastSuccessAt: number | null; lastFailureAt: number | null; lastError: string | null; lastResponseCode: number | null }

const records: Record<Lane, LaneRecord> = ((globalThis as { [key: symbol]: Record<Lane, LaneRecord> | undefined })[Symbol.for('site.operations.deliveries')] ??= {
  mail: { lastSuccessAt: null, lastFailureAt: null, lastError: null, lastResponseCode: null },
  webhook: { lastSuccessAt: null, lastFailureAt: null, lastError: null, lastResponseCode: null },
  takeoff: { lastSuccessAt: null, lastFailureAt: null, lastError: null, lastResponseCode: null },
})

export const laneRecord = (lane: Lane): Readonly<LaneRecord> => records[lane]

type ErrorShape = { name?: unknown; code?: unknown; responseCode?: unknown; message?: unknown }

/** An attempt's error as it may be shown and logged: the mail server's code and reply code, or the webhook's HTTP status or network code. */
export function deliveryErrorText(error: unknown): string {
  const { name, code, responseCode, message } = (error ?? {}) as ErrorShape
  if (name === 'MailDeliveryError') return [code, responseCode].filter(Boolean).join('/') || 'unknown'
  // lib/webhook/send.ts writes these messages itself: a status, a network code or a missing setting.
  if (name === 'WebhookDeliveryError' && typeof message === 'string') return message
  return typeof code === 'string' ? code : typeof name === 'string' ? name : 'unknown'
}

/** A webhook attempt's outcome as a status class: 2xx, 4xx, 5xx …, or `network` when no answer came. */
function statusClass(error: unknown): string {
  if (!error) return '2xx'
  const status = /^HTTP (\d)\d\d/.exec(deliveryErrorText(error))
  return status ? `${status[1]}xx` : 'network'
}

/**
 * One delivery attempt of a queued job: `send` runs in a span (`deliver mail` / `deliver webhook`),
 * a child of the request that stored it (`traceparent`), and its outcome and time go to the metrics
 * and to this lane's record. Whatever `send` throws is thrown on.
 */
export async function attemptDelivery<T>(lane: 'mail' | 'webhook', job: { reference: string; attempt: number; traceparent?: string }, send: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const record = records[lane]
  const attributes = { 'site.lane': lane, 'site.reference': job.reference, 'site.attempt': job.attempt }
  try {
    const result = await inSpan(`deliver ${lane}`, attributes, send, { traceparent: job.traceparent, errorText: deliveryErrorText })
    record.lastSuccessAt = Date.now()
    recordDeliveryAttempt(lane, 'delivered', (performance.now() - started) / 1000, statusClass(null))
    return result
  } catch (error) {
    record.lastFailureAt = Date.now()
    record.lastError = deliveryErrorText(error)
    const { responseCode } = (error ?? {}) as ErrorShape
    const status = /^HTTP (\d{3})/.exec(record.lastError)
    record.lastResponseCode = typeof responseCode === 'number' ? responseCode : status ? Number(status[1]) : null
    recordDeliveryAttempt(lane, 'failed', (performance.now() - started) / 1000, statusClass(error))
    throw error
  }
}

/** A finished takeoff: each model's time and outcome to the metrics, an unreadable one's reason (the takeoff's own words) to the record. */
export function noteTakeoff(models: readonly { status: string; seconds: number; reason: string | null }[]): void {
  const record = records.takeoff
  for (const model of models) {
    recordTakeoff(model.status, model.seconds)
    if (model.status === 'read') record.lastSuccessAt = Date.now()
    else {
      record.lastFailureAt = Date.now()
      record.lastError = model.reason
    }
  }
}
