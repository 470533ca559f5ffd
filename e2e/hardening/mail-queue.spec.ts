// The mail queue of `npm start` (docs/forms.md, "The mail queue"), with a real SMTP server on
// loopback that the tests stop and start: a message sent during an outage is answered 200 and
// arrives once the mail server is back; a server killed with SIGKILL while messages wait delivers
// each of them once after its restart; one submission id gives one mail; a queue that cannot be
// written gives 503; a CV waits owner-only and is gone once delivered; upload folders a crash
// left behind are removed at start.
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { post, type FormAnswer } from '../support/form-answers'
import { careerUpload, makePdf, validContact } from '../fixtures/forms'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { startNextServer, type NextServer } from '../support/next-server'
import { expect, test } from '../support/test'

test.describe.configure({ mode: 'serial' })

const ports = HARDENING_PORTS.mailQueue
let sink: SmtpTestServer
let site: NextServer
let queueDir: string
const figures: string[] = []

const env = () => ({ SMTP_URL: sink.url, MAIL_TO: 'sales@stratum-bim.example', FORM_RATE_LIMIT: '0', MAIL_QUEUE_DIR: queueDir })
const firmCopies = () => sink.mails
const acknowledgements = () => sink.acknowledgements
const files = (folder: string) => (existsSync(join(queueDir, folder)) ? readdirSync(join(queueDir, folder)) : [])

function sendContact(tag: string, headers: Record<string, string> = {}): Promise<FormAnswer> {
  return post(`${site.url}/api/contact`, JSON.stringify(validContact(tag)), { 'Content-Type': 'application/json', Accept: 'application/json', Origin: site.url, ...headers })
}
function sendApplication(tag: string): Promise<FormAnswer> {
  const { body, contentType } = careerUpload(tag, { filename: `${tag}.pdf`, content: makePdf(40_000), contentType: 'application/pdf' })
  return post(`${site.url}/api/career`, body, { 'Content-Type': contentType, Accept: 'application/json', Origin: site.url })
}
const referenceOf = (answer: FormAnswer) => JSON.parse(answer.text).reference as string

test.beforeAll(async () => {
  test.setTimeout(90_000)
  queueDir = mkdtempSync(join(tmpdir(), 'mail-queue-drill-'))
  sink = await startSmtpServer({ port: ports.smtp })
  site = await startNextServer(ports.site, env())
})

test.afterAll(async () => {
  for (const line of figures) console.log(line)
  await site?.stop()
  await sink?.close()
  rmSync(queueDir, { recursive: true, force: true })
})

test('mail server down: 200 with a reference, and the message arrives after the server is back', async () => {
  test.setTimeout(120_000)
  await sink.stop()
  const answer = await sendContact('outage')
  expect(answer.status, answer.text).toBe(200)
  const reference = referenceOf(answer)
  expect(files('ready')).toEqual([expect.stringMatching(new RegExp(`^${reference}~`))])
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  await sink.start()
  const backAt = Date.now()
  await expect.poll(() => firmCopies().filter((mail) => mail.parsed.messageId?.startsWith(`<${reference}@`)).length, { timeout: 70_000, intervals: [250] }).toBe(1)
  const seconds = (firmCopies().at(-1)!.receivedAt - backAt) / 1000
  figures.push(`SMTP back → delivered: ${seconds.toFixed(1)} s (first retry 30 s after the failed attempt, worker scans every 10 s)`)
  expect(seconds).toBeLessThan(60)
  // The visitor's acknowledgement follows the firm's copy; then nothing is left waiting.
  await expect.poll(() => acknowledgements().filter((mail) => mail.parsed.subject?.includes(reference)).length, { timeout: 15_000 }).toBe(1)
  await expect.poll(() => files('ready'), { timeout: 5_000 }).toEqual([])
})

test('SIGKILL with messages waiting: after the restart each is delivered once, CVs owner-only and then gone', async () => {
  test.setTimeout(120_000)
  await sink.stop()
  const answers = [await sendContact('crash1'), await sendApplication('crash2'), await sendContact('crash3'), await sendApplication('crash4'), await sendContact('crash5')]
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200])
  const references = answers.map(referenceOf)
  const cvFiles = files('attachments')
  expect(cvFiles).toHaveLength(2)
  for (const file of cvFiles) expect(statSync(join(queueDir, 'attachments', file)).mode & 0o777).toBe(0o600)

  await site.kill()
  await sink.start()
  site = await startNextServer(ports.site, env())
  await expect.poll(() => references.filter((reference) => firmCopies().some((mail) => mail.parsed.messageId === `<${reference}@localhost>`)).length, { timeout: 60_000 }).toBe(5)
  await new Promise((resolve) => setTimeout(resolve, 3_000))
  const counts = references.map((reference) => firmCopies().filter((mail) => mail.parsed.messageId === `<${reference}@localhost>`).length)
  const lost = counts.filter((count) => count === 0).length
  const duplicates = counts.reduce((sum, count) => sum + Math.max(0, count - 1), 0)
  figures.push(`Crash drill (SIGKILL with 5 waiting, 2 with CVs): ${lost} lost, ${duplicates} duplicates`)
  expect(lost).toBe(0)
  expect(duplicates).toBe(0)
  expect(files('attachments')).toEqual([])
  expect([...files('ready'), ...files('active')]).toEqual([])
})

test('two posts with one submission id (a double click, a retry after a lost answer): one reference, one mail', async () => {
  const before = firmCopies().length
  const id = 'drill-7c41d2a9e0b3'
  const [first, second] = await Promise.all([sendContact('double', { 'X-Submission-Id': id }), sendContact('double', { 'X-Submission-Id': id })])
  const retry = await sendContact('double', { 'X-Submission-Id': id })
  expect([first.status, second.status, retry.status]).toEqual([200, 200, 200])
  expect(new Set([referenceOf(first), referenceOf(second), referenceOf(retry)]).size).toBe(1)
  await new Promise((resolve) => setTimeout(resolve, 2_000))
  const duplicates = firmCopies().length - before - 1
  figures.push(`Double submit (3 posts, one submission id): ${firmCopies().length - before} mail, ${duplicates} duplicates`)
  expect(duplicates).toBe(0)
})

test('a filled honeypot is kept in spam/, never mailed', async () => {
  const before = sink.mails.length + sink.acknowledgements.length
  const answer = await post(`${site.url}/api/contact`, JSON.stringify(validContact('trap', { website: 'http://spam.example' })), { 'Content-Type': 'application/json', Origin: site.url })
  expect(answer.status).toBe(200)
  expect(files('spam')).toEqual([`${referenceOf(answer)}.json`])
  await new Promise((resolve) => setTimeout(resolve, 1_000))
  expect(sink.mails.length + sink.acknowledgements.length).toBe(before)
})

test('a queue that cannot be written: 503 with the firm e-mail, nothing claimed as received', async () => {
  renameSync(join(queueDir, 'ready'), join(queueDir, 'ready-aside'))
  writeFileSync(join(queueDir, 'ready'), 'not a folder')
  try {
    const answer = await sendContact('unwritable')
    expect(answer.status).toBe(503)
    expect(JSON.parse(answer.text)).toEqual({ success: false, message: expect.stringContaining('info@stratum-bim.example') })
    expect(site.output()).toMatch(/"outcome":"not_stored","status":503/)
  } finally {
    rmSync(join(queueDir, 'ready'))
    renameSync(join(queueDir, 'ready-aside'), join(queueDir, 'ready'))
  }
})
