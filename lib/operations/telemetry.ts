import { context, metrics, propagation, ROOT_CONTEXT, SpanStatusCode, trace, type Attributes, type Counter, type Histogram, type Span } from '@opentelemetry/api'

// The site's own metrics and spans (docs/operations.md, "Metrics and traces"), through the
// OpenTelemetry API: without an SDK (none of the OTEL_* exporters set, instrumentation.node.ts
// not loaded) every call here is the API's no-op, and nothing is exported or kept.

export type Lane = 'mail' | 'webhook' | 'takeoff'

const SCOPE = 'site'

type Instruments = {
  formSubmissions: Counter
  deliveryAttempts: Counter
  deliveryDuration: Histogram
  webhookAttempts: Counter
  takeoffDuration: Histogram
}

let instruments: Instruments | undefined

// Seconds. (The SDK's default buckets, 0 to 10 000, are made for milliseconds.) Names carry
// `_seconds` because the Prometheus exporter does not add the unit to a name itself.
const DELIVERY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20, 30, 60]
const TAKEOFF_BUCKETS = [0.25, 0.5, 1, 2, 5, 10, 20, 30, 60, 120]

// Made at first use, which comes after instrumentation.ts has registered the SDK: a meter taken
// before that would stay the no-op one.
function meter(): Instruments {
  if (instruments) return instruments
  const site = metrics.getMeter(SCOPE)
  instruments = {
    formSubmissions: site.createCounter('site.form.submissions', { description: 'Form posts answered, by form and outcome (queued, refused, not_stored …)' }),
    deliveryAttempts: site.createCounter('site.delivery.attempts', { description: 'Delivery attempts of queued mail and lead webhooks, by lane and outcome' }),
    deliveryDuration: site.createHistogram('site.delivery.duration_seconds', { unit: 's', description: 'Time of one delivery attempt, by lane and outcome', advice: { explicitBucketBoundaries: DELIVERY_BUCKETS } }),
    webhookAttempts: site.createCounter('site.webhook.attempts', { description: 'Lead webhook attempts by the receiver\'s status class (2xx, 4xx, 5xx, network)' }),
    takeoffDuration: site.createHistogram('site.takeoff.duration_seconds', { unit: 's', description: 'Takeoff of one IFC model, by outcome (read, unreadable)', advice: { explicitBucketBoundaries: TAKEOFF_BUCKETS } }),
  }
  return instruments
}

export function countFormSubmission(form: string, outcome: string): void {
  meter().formSubmissions.add(1, { form, outcome })
}

export function recordDeliveryAttempt(lane: 'mail' | 'webhook', outcome: 'delivered' | 'failed', seconds: number, statusClass?: string): void {
  const { deliveryAttempts, deliveryDuration, webhookAttempts } = meter()
  deliveryAttempts.add(1, { lane, outcome })
  deliveryDuration.record(seconds, { lane, outcome })
  if (lane === 'webhook' && statusClass) webhookAttempts.add(1, { status_class: statusClass })
}

export function recordTakeoff(outcome: string, seconds: number): void {
  meter().takeoffDuration.record(seconds, { outcome })
}

/** The W3C traceparent of the active span, to be stored with a queued job (undefined without a tracer). */
export function currentTraceparent(): string | undefined {
  const carrier: Record<string, string> = {}
  propagation.inject(context.active(), carrier)
  return carrier.traceparent
}

/**
 * Runs `work` in a span of its own: a child of the active span (the request's), or, in the
 * queue's worker, of the request that stored the job (`traceparent`), so a form post and every
 * later delivery of it are one trace. A failure sets the span's status to `errorText(error)`
 * only: an error's message may quote an address.
 */
export function inSpan<T>(name: string, attributes: Attributes, work: (span: Span) => Promise<T>, { traceparent, errorText }: { traceparent?: string; errorText?: (error: unknown) => string } = {}): Promise<T> {
  const active = context.active()
  const parent = trace.getSpan(active) || !traceparent ? active : propagation.extract(ROOT_CONTEXT, { traceparent })
  return trace.getTracer(SCOPE).startActiveSpan(name, { attributes }, parent, async (span) => {
    try {
      return await work(span)
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: errorText?.(error) ?? (error instanceof Error ? error.name : 'error') })
      throw error
    } finally {
      span.end()
    }
  })
}
