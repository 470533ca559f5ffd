// The queue's lanes after a mail outage, on `npm start` (docs/forms.md, "Lanes"): with the mail
// server down, four briefs each carrying a 13 MB IFC model are accepted, then four contact
// enquiries; when the mail server is back and the backlog is due, no contact waits behind the big
// briefs: each contact's mail arrives within 5 s of the backlog's first mail. Each mail arrives once.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { multipart, validContact } from '../fixtures/forms'
import { post } from '../support/form-answers'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startNextServer, type NextServer } from '../support/next-server'
import { expect, test } from '../support/test'
import { parseReadyName } from '../../lib/mail/queue/names.mjs'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { generatedFrame } from '../../scripts/test-models/generated-frame.mjs'

const ports = HARDENING_PORTS.lanes
/** IPE 300 beams for a model of about 13 MB (under the brief's 15 MiB). */
const MEMBERS = 19_200
let sink: SmtpTestServer
let site: NextServer
let queueDir: string

const briefFields = (tag: string): [string, string][] => [
  ...Object.entries({
    lod: '400',
    size: '12,000 m², 1,900 t of steel',
    location: 'Pune, India',
    description: `Logistics hall, 20,000 members in the model (${tag}).`,
    timeline: 'flexible',
    budget: '20k-50k',
    drawingsMode: 'upload',
    name: 'Meera Iyer',
    company: 'Iyer Fabricators',
    email: `meera.${tag}@iyerfab.example`,
    phone: '+91 98260 12345',
    contactMethod: 'email',
  }),
  ['services', 'steel-detailing'],
  ['inputs', 'model'],
  ['deliverables', 'shop-drawings'],
  ['codes', 'is'],
]

test.beforeAll(async () => {
  test.setTimeout(120_000)
  queueDir = mkdtempSync(join(tmpdir(), 'lanes-drill-'))
  sink = await startSmtpServer({ port: ports.smtp })
  site = await startNextServer(ports.site, { SMTP_URL: sink.url, MAIL_TO: 'sales@stratum-bim.example', FORM_RATE_LIMIT: '0', MAIL_QUEUE_DIR: queueDir })
})

test.afterAll(async () => {
  await site?.stop()
  await sink?.close()
  rmSync(queueDir, { recursive: true, force: true })
})

test('after an outage, four contacts queued behind four briefs with 13 MB models each arrive within 5 s of the first mail', async () => {
  // Four takeoffs of 13 MB models, one at a time, and 52 MB through SMTP: a slow machine gets three times the time.
  test.setTimeout(600_000)
  await sink.stop()
  const model = Buffer.from(generatedFrame(MEMBERS))
  expect(model.length).toBeGreaterThan(12.5e6)
  const origin = { Origin: site.url, Accept: 'application/json' }
  const briefs: string[] = []
  for (let index = 0; index < 4; index += 1) {
    const form = multipart(briefFields(`lanes${index}`), [{ field: 'drawings', filename: `hall-${index}.ifc`, content: model }])
    const answer = await post(`${site.url}/api/brief`, form.body, { 'Content-Type': form.contentType, ...origin })
    expect(answer.status, answer.text).toBe(200)
    briefs.push(JSON.parse(answer.text).reference)
  }
  const contacts: string[] = []
  for (let index = 0; index < 4; index += 1) {
    const answer = await post(`${site.url}/api/contact`, JSON.stringify(validContact(`lanes${index}`)), { 'Content-Type': 'application/json', ...origin })
    expect(answer.status, answer.text).toBe(200)
    contacts.push(JSON.parse(answer.text).reference)
  }
  // A backlog: every one of the eight has failed its first attempt (each brief's after its takeoff).
  const waiting = () => (existsSync(join(queueDir, 'ready')) ? readdirSync(join(queueDir, 'ready')) : [])
  await expect
    .poll(() => waiting().filter((name) => (parseReadyName(name)?.attempts ?? 0) >= 1), { timeout: 420_000, intervals: [1_000] })
    .toHaveLength(8)

  // The mail server is back, and the operator makes the whole backlog due at once (the retries'
  // own times differ per job; a restarted server tries everything waiting at once the same way).
  const backAt = Date.now()
  await sink.start()
  execFileSync(process.execPath, ['scripts/operations/mail-queue.mjs', '--retry'], { env: { ...process.env, MAIL_QUEUE_DIR: queueDir }, stdio: 'ignore' })
  await expect.poll(() => sink.mails.length, { timeout: 240_000, intervals: [250] }).toBe(8)
  const arrival = (reference: string) => {
    const copies = sink.mails.filter((mail) => mail.parsed.messageId?.startsWith(`<${reference}@`))
    expect(copies, reference).toHaveLength(1)
    return copies[0]!.receivedAt
  }
  const first = Math.min(...sink.mails.map((mail) => mail.receivedAt))
  const contactsAfter = contacts.map((reference) => (arrival(reference) - first) / 1000)
  const briefsAfter = briefs.map((reference) => (arrival(reference) - first) / 1000)
  console.log(
    `Lanes after an outage (4 briefs with ${(model.length / 1e6).toFixed(1)} MB models, then 4 contacts): first mail ${((first - backAt) / 1000).toFixed(1)} s after SMTP was back; ` +
      `contacts at +${contactsAfter.map((seconds) => seconds.toFixed(2)).join(', +')} s; briefs at +${briefsAfter.map((seconds) => seconds.toFixed(2)).join(', +')} s`,
  )
  for (const seconds of contactsAfter) expect(seconds).toBeLessThan(5)
  // Every brief's mail carries its model and the takeoff.
  for (const reference of briefs) {
    const mail = sink.mails.find((each) => each.parsed.messageId?.startsWith(`<${reference}@`))!
    expect(mail.parsed.attachments.map((file) => file.filename)).toEqual(expect.arrayContaining([expect.stringMatching(/^hall-\d\.ifc$/), `takeoff-${reference}.json`]))
  }
})
