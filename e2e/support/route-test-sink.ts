import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resetRateLimits } from '@/lib/http/rate-limit'
import { quietLog } from './log-spy'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'

// The jest set-up of the route handler tests around the one test SMTP server (smtp-server.mjs).

/**
 * The shared set-up of the route handler tests: one sink per test file, and before each test an
 * empty sink that accepts, an empty mail queue folder, fresh rate limits, mail env pointing at the sink (plus `env`, where
 * `undefined` removes a variable) and a quiet console and log (e2e/support/log-spy.ts). Returns a handle that reads like the server.
 */
export function smtpTestSinkForRouteTests(env: Record<string, string | undefined> = {}): Pick<SmtpTestServer, 'mails' | 'setMode' | 'stop' | 'start'> & { queueDir: string } {
  let current: SmtpTestServer | undefined
  const sink = () => {
    if (!current) throw new Error('the SMTP test sink is used before beforeAll started it')
    return current
  }
  const savedEnv = { ...process.env }
  beforeAll(async () => {
    current = await startSmtpServer()
  })
  afterAll(async () => {
    await current?.close()
    process.env = savedEnv
  })
  let queueDir = ''
  beforeEach(async () => {
    queueDir = mkdtempSync(join(tmpdir(), 'mail-queue-test-'))
    sink().mails.length = 0
    sink().acknowledgements.length = 0
    await sink().setMode('accept')
    resetRateLimits()
    const settings: Record<string, string | undefined> = { SMTP_URL: sink().url, MAIL_QUEUE_DIR: queueDir, MAIL_TO: 'sales@stratum-bim.example', FORM_RATE_LIMIT: '0', ...env }
    for (const [name, value] of Object.entries(settings)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    jest.spyOn(console, 'info').mockImplementation(() => undefined)
    jest.spyOn(console, 'error').mockImplementation(() => undefined)
    quietLog()
  })
  afterEach(() => {
    jest.restoreAllMocks()
    rmSync(queueDir, { recursive: true, force: true })
  })
  return {
    get mails() {
      return sink().mails
    },
    get queueDir() {
      return queueDir
    },
    setMode: (mode) => sink().setMode(mode),
    stop: () => sink().stop(),
    start: () => sink().start(),
  }
}
