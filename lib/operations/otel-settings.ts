// Whether OpenTelemetry is wanted, from its standard variables (docs/operations.md, "Metrics and
// traces"), decided before anything of its SDK is loaded: without OTEL_TRACES_EXPORTER,
// OTEL_METRICS_EXPORTER (other than `none`) or OTEL_EXPORTER_OTLP_ENDPOINT, nothing is.

type Env = Record<string, string | undefined>

const exporters = (value: string | undefined) => (value ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry && entry !== 'none')

export function telemetryWanted(env: Env = process.env): boolean {
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true') return false
  return exporters(env.OTEL_TRACES_EXPORTER).length > 0 || exporters(env.OTEL_METRICS_EXPORTER).length > 0 || Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim())
}

/**
 * The SDK's defaults where a variable is unset: the SDK's own default is `otlp` for traces,
 * metrics and logs alike; here a signal nobody chose is exported only when an OTLP endpoint is set,
 * logs never (they go to stdout as JSON lines: lib/log.mjs), and no span names a fetched URL.
 */
export function exporterDefaults(env: Env = process.env): Record<string, string> {
  const fallback = env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() ? 'otlp' : 'none'
  const defaults = {
    OTEL_TRACES_EXPORTER: fallback,
    OTEL_METRICS_EXPORTER: fallback,
    OTEL_LOGS_EXPORTER: 'none',
    OTEL_SERVICE_NAME: 'structural-bim-site',
    // Next's span of each fetch is named by its URL: the lead webhook's may hold the receiver's
    // secret path (a Zapier hook). The site's own `deliver webhook` span covers the attempt.
    NEXT_OTEL_FETCH_DISABLED: '1',
  }
  return Object.fromEntries(Object.entries(defaults).filter(([name]) => !env[name]?.trim()))
}
