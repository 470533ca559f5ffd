import { metrics } from '@opentelemetry/api'
import { queueStatus } from './queue-status'

const LANES = ['mail', 'webhook', 'takeoff'] as const

/**
 * The queue's gauges per lane (docs/operations.md): waiting, the oldest waiting one's age in
 * seconds, failed. Read from the folders when the metrics are collected (a Prometheus scrape, an
 * OTLP export), never on a timer of their own.
 */
export function registerQueueGauges(root: string): void {
  const meter = metrics.getMeter('site')
  const waiting = meter.createObservableGauge('site.queue.waiting', { description: 'Jobs waiting in the queue (ready or being delivered), by lane' })
  const oldest = meter.createObservableGauge('site.queue.oldest_age_seconds', { unit: 's', description: 'Age of the oldest waiting job, by lane; 0 when none waits' })
  const failed = meter.createObservableGauge('site.queue.failed', { description: 'Jobs given up in failed/ (kept 30 days), by lane' })
  meter.addBatchObservableCallback(
    async (result) => {
      const status = await queueStatus(root)
      for (const lane of LANES) {
        result.observe(waiting, status[lane].waiting, { lane })
        result.observe(oldest, status[lane].oldestWaitingSeconds, { lane })
        result.observe(failed, status[lane].failed, { lane })
      }
    },
    [waiting, oldest, failed],
  )
}
