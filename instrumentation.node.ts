import { NodeSDK } from '@opentelemetry/sdk-node'
import { registerQueueGauges } from '@/lib/operations/queue-gauges'

// OpenTelemetry's Node SDK, loaded by instrumentation.ts only when an exporter is chosen
// (docs/operations.md, "Metrics and traces"). The SDK reads the standard variables itself:
// OTEL_TRACES_EXPORTER, OTEL_METRICS_EXPORTER (otlp, prometheus, console, none),
// OTEL_EXPORTER_OTLP_ENDPOINT, OTEL_EXPORTER_PROMETHEUS_PORT (9464, serving /metrics) … Next's own
// spans (the request, the route) and the site's (lib/operations/telemetry.ts) go to the same tracer.

export function startTelemetry(queueDir: string): NodeSDK {
  const sdk = new NodeSDK()
  sdk.start()
  registerQueueGauges(queueDir)
  return sdk
}
