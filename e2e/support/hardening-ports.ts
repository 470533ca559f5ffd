import { E2E_PORT, MAIL_SINK_PORT } from './ports'

const REDIS_PORT = Number(process.env.REDIS_TEST_PORT ?? 6390)

/**
 * Extra loopback ports for the hardening specs, which start their own server processes (server.mjs),
 * SMTP sinks and redis-server next to the shared e2e server. Each spec file owns its own slots,
 * so specs running in parallel never share a server.
 */
export const HARDENING_PORTS = {
  catalogue: { site: E2E_PORT + 1, smtp: MAIL_SINK_PORT + 1 },
  faults: { site: E2E_PORT + 2, smtp: MAIL_SINK_PORT + 2 },
  rateLimit: { siteA: E2E_PORT + 3, siteB: E2E_PORT + 4, smtp: MAIL_SINK_PORT + 3 },
  // The TLS relay (and anything later) takes its ports from E2E_PORT + 5..8 and 10 on (+9 is the
  // outbox spec's).
  relay: { site: E2E_PORT + 5, smtp: E2E_PORT + 6 },
  load: { site: E2E_PORT + 7, smtp: E2E_PORT + 8 },
  shutdown: { site: E2E_PORT + 10 },
  mailQueue: { site: E2E_PORT + 11, smtp: MAIL_SINK_PORT + 4 },
  visitors: { site: E2E_PORT + 12, smtp: MAIL_SINK_PORT + 5 },
  twoInstances: { siteA: E2E_PORT + 13, siteB: E2E_PORT + 14, smtp: MAIL_SINK_PORT + 6, redis: REDIS_PORT + 1 },
  queueBound: { site: E2E_PORT + 15, smtp: MAIL_SINK_PORT + 7 },
  leadWebhook: { site: E2E_PORT + 16, receiver: E2E_PORT + 17, smtp: MAIL_SINK_PORT + 8 },
  lanes: { site: E2E_PORT + 18, smtp: E2E_PORT + 19 },
  environment: { site: E2E_PORT + 20 },
  // e2e/hardening/operations.spec.ts: the site, its lead webhook's receiver, its Prometheus
  // exporter, an OTLP/HTTP trace receiver, the SMTP server and Redis.
  operations: { site: E2E_PORT + 22, receiver: E2E_PORT + 23, prometheus: E2E_PORT + 24, otlp: E2E_PORT + 25, smtp: MAIL_SINK_PORT + 9, redis: REDIS_PORT + 2 },
  // e2e/csp-next-start.desktop.spec.ts: plain `next start` beside the others.
  cspNextStart: { site: E2E_PORT + 21 },
  nginx: { front: E2E_PORT + 30, site: E2E_PORT + 31, smtp: E2E_PORT + 32 },
  // e2e/analytics.desktop.spec.ts: a build made with the analytics provider set, and the provider's stand-in.
  analytics: { site: E2E_PORT + 41, receiver: E2E_PORT + 42 },
  redis: REDIS_PORT,
} as const
