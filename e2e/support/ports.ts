/** Unusual loopback ports, so tests never talk to another app's server. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3123)
export const MAIL_SINK_PORT = Number(process.env.MAIL_SINK_PORT ?? 2526)
