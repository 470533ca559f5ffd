import { spawn } from 'node:child_process'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { logMessages, parseLog } from '../support/server-log'
import { expect, test } from '../support/test'

// `npm start` (server.mjs) reads the environment through its one schema (lib/env.ts) before it
// answers anything: a wrong value ends the process with exit code 1 and a message naming the
// variable, rather than a limit that silently falls back.

/** Runs server.mjs with `env` until it exits (or 60 s pass): its exit code and everything it printed. */
function startServer(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  const { site } = HARDENING_PORTS.environment
  const child = spawn(process.execPath, ['server.mjs', '-p', String(site), '-H', '127.0.0.1'], {
    cwd: process.cwd(),
    env: { ...process.env, MAIL_QUEUE_DIR: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.on('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

test('a wrong FORM_RATE_LIMIT stops npm start with exit code 1 and a message naming it', async () => {
  test.setTimeout(90_000)
  const { code, output } = await startServer({ FORM_RATE_LIMIT: 'abc', CV_MAX_BYTES: '5MB' })
  expect(code).toBe(1)
  expect(parseLog(output).unparsed).toEqual([])
  expect(logMessages(output)).toContain('FORM_RATE_LIMIT="abc": must be a whole number, 0 or more')
  expect(logMessages(output)).toContain('CV_MAX_BYTES="5MB": must be a whole number above 0')
  expect(output).not.toContain('server_ready')
})

test('a wrong LEAD_WEBHOOK_SECRET stops npm start with exit code 1 and a message naming it, not its value', async () => {
  test.setTimeout(90_000)
  const { code, output } = await startServer({ LEAD_WEBHOOK_URL: 'https://hooks.example/leads', LEAD_WEBHOOK_SECRET: 'MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' })
  expect(code).toBe(1)
  expect(logMessages(output)).toContain('LEAD_WEBHOOK_SECRET=(hidden): must be a Standard Webhooks secret: whsec_ and 24 to 64 bytes in base64')
  expect(output).not.toContain('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw')
  expect(output).not.toContain('server_ready')
})
