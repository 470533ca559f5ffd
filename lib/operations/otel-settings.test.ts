import { exporterDefaults, telemetryWanted } from './otel-settings'

describe('OpenTelemetry settings', () => {
  it('is wanted only when an exporter other than none, or an OTLP endpoint, is set', () => {
    expect(telemetryWanted({})).toBe(false)
    expect(telemetryWanted({ OTEL_TRACES_EXPORTER: 'none', OTEL_METRICS_EXPORTER: ' none ' })).toBe(false)
    expect(telemetryWanted({ OTEL_METRICS_EXPORTER: 'prometheus' })).toBe(true)
    expect(telemetryWanted({ OTEL_TRACES_EXPORTER: 'console' })).toBe(true)
    expect(telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318' })).toBe(true)
    expect(telemetryWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://127.0.0.1:4318', OTEL_SDK_DISABLED: 'true' })).toBe(false)
  })

  it('exports a signal nobody chose only to an OTLP endpoint, never logs through OTLP, and names no fetched URL in a span', () => {
    expect(exporterDefaults({ OTEL_METRICS_EXPORTER: 'prometheus' })).toEqual({
      OTEL_TRACES_EXPORTER: 'none',
      OTEL_LOGS_EXPORTER: 'none',
      OTEL_SERVICE_NAME: 'structural-bim-site',
      NEXT_OTEL_FETCH_DISABLED: '1',
    })
    expect(exporterDefaults({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_SERVICE_NAME: 'site-eu' })).toEqual({
      OTEL_TRACES_EXPORTER: 'otlp',
      OTEL_METRICS_EXPORTER: 'otlp',
      OTEL_LOGS_EXPORTER: 'none',
      NEXT_OTEL_FETCH_DISABLED: '1',
    })
  })
})
