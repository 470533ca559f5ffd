import { randomBytes } from 'node:crypto'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { post, type FormAnswer } from '../support/form-answers'
import { validContact } from '../fixtures/forms'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startNextServer, type NextServer } from '../support/next-server'
import { expect, test } from '../support/test'

// The bounded queue (docs/forms.md, "Bounded queue"): with the relay down, an instance with a small
// MAIL_QUEUE_MAX_BYTES accepts until the queue is full, then answers the contract's 503 (JSON for a
// script, the answer page for a plain post), naming the firm's e-mail; it logs queue_full once,
// keeps serving pages, and once the relay is back delivers what waited and accepts again.

test.describe.configure({ mode: 'default' })

const ports = HARDENING_PORTS.queueBound
const MAX_BYTES = 24 * 1024
const FIRM_EMAIL = 'info@stratum-bim.example'
let sink: SmtpTestServer
let site: NextServer

test.beforeAll(async () => {
  test.setTimeout(120_000)
  sink = await startSmtpServer({ port: ports.smtp })
  site = await startNextServer(ports.site, {
    SMTP_URL: sink.url,
    MAIL_TO: 'sales@stratum-bim.example',
    FORM_RATE_LIMIT: '0',
    MAIL_QUEUE_MAX_BYTES: String(MAX_BYTES),
  })
})

test.afterAll(async () => {
  await site?.stop()
  await sink?.close()
})

const sameOrigin = () => ({ Origin: site.url, 'Sec-Fetch-Site': 'same-origin' })
const sendContact = (tag: string) =>
  post(`${site.url}/api/contact`, JSON.stringify(validContact(tag)), { 'Content-Type': 'application/json', Accept: 'application/json', ...sameOrigin() })

test('with the relay down the queue fills to its bound, then refuses with 503 while pages are served; the relay back, it delivers and accepts', async () => {
  test.setTimeout(240_000)
  const run = randomBytes(3).toString('hex')
  await sink.stop()
  const accepted: string[] = []
  let refusal: FormAnswer | undefined
  for (let index = 0; index < 100 && !refusal; index += 1) {
    const answer = await sendContact(`bound-${run}-${index}`)
    if (answer.status === 200) accepted.push(`bound-${run}-${index}`)
    else refusal = answer
  }
  console.log(`queue bound ${MAX_BYTES} bytes, relay down: ${accepted.length} accepted, then ${refusal?.status}`)
  expect(accepted.length).toBeGreaterThanOrEqual(2)
  expect(refusal?.status).toBe(503)
  expect(JSON.parse(refusal!.text)).toMatchObject({ success: false, message: expect.stringMatching(new RegExp(`could not store.*${FIRM_EMAIL}`)) })

  // Still full: more refusals, one log line for all of them.
  for (let index = 0; index < 3; index += 1) expect((await sendContact(`bound-${run}-more-${index}`)).status).toBe(503)
  // A plain post without JavaScript: the answer page, with the firm's e-mail.
  const plain = await fetch(`${site.url}/api/contact`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', ...sameOrigin() },
    body: new URLSearchParams({ ...(validContact(`bound-${run}-plain`) as Record<string, string>), consent: 'on' }).toString(),
  })
  expect(plain.status).toBe(303)
  const location = plain.headers.get('location') ?? ''
  expect(location).toMatch(/^\/form-problem\?.*status=503/)
  const problem = await fetch(`${site.url}${location}`)
  expect(problem.status).toBe(200)
  expect(await problem.text()).toContain(FIRM_EMAIL)
  expect(site.output().match(/"event":"queue_full"/g) ?? []).toHaveLength(1)
  // Pages are served meanwhile.
  for (const path of ['/', '/contact', '/career']) expect((await fetch(`${site.url}${path}`)).status).toBe(200)

  // The relay is back: what waited is delivered (first retry 30 s after the failed attempt), and
  // the queue takes submissions again.
  await sink.start()
  const firmCopies = () => sink.mails.filter((mail) => accepted.some((tag) => mail.raw.includes(tag))).length
  await expect.poll(firmCopies, { timeout: 150_000, intervals: [1_000] }).toBe(accepted.length)
  await expect.poll(async () => (await sendContact(`bound-${run}-after`)).status, { timeout: 30_000, intervals: [1_000] }).toBe(200)
  expect(site.output()).toMatch(/"event":"queue_room"/)
  console.log(`relay back: ${firmCopies()} of ${accepted.length} waiting messages delivered, new submissions accepted again`)
})
