// Runs once when the server starts, before it answers (Next's own start-up hook, in the server
// process): check the environment (a wrong value stops the start with a message naming it), start
// OpenTelemetry when an exporter is chosen (docs/operations.md), say which mail transport the forms
// use, and start the mail queue's delivery worker, which retries what is waiting, also what an
// earlier process left behind (docs/forms.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getServerEnv }, { describeMailTransport }, { log }] = await Promise.all([import('@/lib/env'), import('@/lib/mail/transport'), import('@/lib/log.mjs')])
  let env: ReturnType<typeof getServerEnv>
  try {
    env = getServerEnv()
  } catch (error) {
    // Next logs an error thrown here and serves on: a wrong setting must stop the start instead.
    log.fatal({ event: 'config_invalid' }, error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
  const { line, warning } = describeMailTransport(env)
  log.info({ event: 'mail_transport' }, line)
  if (warning) log.warn({ event: 'mail_transport' }, warning)
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { exporterDefaults, telemetryWanted } = await import('@/lib/operations/otel-settings')
  // The SDK is not even loaded unless an exporter is chosen: `npm start` stays as fast without it.
  if (telemetryWanted()) {
    Object.assign(process.env, exporterDefaults())
    const { startTelemetry } = await import('./instrumentation.node')
    startTelemetry(env.mailQueueDir)
    log.info({ event: 'telemetry_started', traces: process.env.OTEL_TRACES_EXPORTER, metrics: process.env.OTEL_METRICS_EXPORTER })
  }
  const { startMailQueueWorker } = await import('@/lib/mail/queue/worker')
  startMailQueueWorker(env)
  log.info({ event: 'mail_queue_started' }, `accepted submissions wait in ${env.mailQueueDir} until delivered`)
}
