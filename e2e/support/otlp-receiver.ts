import { createServer, type Server } from 'node:http'

// An OpenTelemetry collector's OTLP/HTTP trace endpoint on loopback, as the site's exporter reaches
// one with OTEL_EXPORTER_OTLP_PROTOCOL=http/json: it keeps every span it is sent.

export type ReceivedSpan = { traceId: string; spanId: string; parentSpanId?: string; name: string; attributes: Record<string, unknown> }

export type OtlpReceiver = { url: string; spans: ReceivedSpan[]; stop: () => Promise<void> }

type AnyValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number }
type ExportRequest = { resourceSpans?: { scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes'> & { attributes?: { key: string; value: AnyValue }[] })[] }[] }[] }

const valueOf = (value: AnyValue) => value.stringValue ?? (value.intValue !== undefined ? Number(value.intValue) : (value.boolValue ?? value.doubleValue))

export async function startOtlpReceiver(port: number): Promise<OtlpReceiver> {
  const spans: ReceivedSpan[] = []
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (request.url === '/v1/traces') {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as ExportRequest
        for (const resource of body.resourceSpans ?? [])
          for (const scope of resource.scopeSpans ?? [])
            for (const span of scope.spans ?? [])
              spans.push({ ...span, parentSpanId: span.parentSpanId || undefined, attributes: Object.fromEntries((span.attributes ?? []).map(({ key, value }) => [key, valueOf(value)])) })
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return { url: `http://127.0.0.1:${port}`, spans, stop: () => new Promise((resolve) => server.close(() => resolve())) }
}
