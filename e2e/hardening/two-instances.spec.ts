import { randomBytes } from 'node:crypto'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { post, type FormAnswer } from '../support/form-answers'
import { careerUpload, makePdf, multipart, validContact } from '../fixtures/forms'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startNextServer, type NextServer } from '../support/next-server'
import { startRedis, type RedisProcess } from '../support/redis-server'
import { expect, test } from '../support/test'

// Two instances behind a balancer (docs/forms.md, "Several instances"): two server.mjs processes,
// each with a mail queue of its own, share one redis-server and one SMTP server. A double submit
// split between them is stored once and answered with one reference, and one mailbox gets at
// most one acknowledgement per hour whichever instance and form it used, +tags and letter case
// notwithstanding.

test.describe.configure({ mode: 'default' })

const ports = HARDENING_PORTS.twoInstances
const MAIL_TO = 'sales@stratum-bim.example'
let redis: RedisProcess
let sink: SmtpTestServer
let siteA: NextServer
let siteB: NextServer
const figures: string[] = []

test.beforeAll(async () => {
  test.setTimeout(120_000)
  redis = await startRedis(ports.redis)
  sink = await startSmtpServer({ port: ports.smtp })
  const env = { SMTP_URL: sink.url, MAIL_TO, FORM_RATE_LIMIT: '0', REDIS_URL: redis.url }
  ;[siteA, siteB] = await Promise.all([startNextServer(ports.siteA, env), startNextServer(ports.siteB, env)])
})

test.afterAll(async () => {
  for (const line of figures) console.log(line)
  await Promise.all([siteA?.stop(), siteB?.stop()])
  await redis?.stop()
  await sink?.close()
})

const sameOrigin = (site: NextServer) => ({ Origin: site.url, 'Sec-Fetch-Site': 'same-origin', Accept: 'application/json' })
const referenceOf = (answer: FormAnswer) => (JSON.parse(answer.text) as { reference?: string }).reference
const firmCopies = (tag: string) => sink.mails.filter((mail) => mail.raw.includes(tag))
const acknowledgementsTo = (mailbox: RegExp) => sink.acknowledgements.filter((mail) => mail.envelope.to.some((to) => mailbox.test(to)))

/** Waits until `count()` reaches `expected`, then a few seconds more so that a surplus would show. */
async function settle(count: () => number, expected: number) {
  await expect.poll(count, { timeout: 60_000, intervals: [250] }).toBeGreaterThanOrEqual(expected)
  await new Promise((resolve) => setTimeout(resolve, 5_000))
}

test('a double submit split between the two instances gives one mail and one reference', async () => {
  test.setTimeout(120_000)
  const tag = `split-${randomBytes(4).toString('hex')}`
  const id = `draft-${randomBytes(8).toString('hex')}`
  const body = JSON.stringify(validContact(tag))
  const send = (site: NextServer) => post(`${site.url}/api/contact`, body, { 'Content-Type': 'application/json', 'X-Submission-Id': id, ...sameOrigin(site) })
  const [onA, onB] = await Promise.all([send(siteA), send(siteB)])
  expect([onA.status, onB.status]).toEqual([200, 200])
  expect(referenceOf(onA)).toMatch(/^C-/)
  expect(referenceOf(onB)).toBe(referenceOf(onA))
  // A retry after a lost answer, on either instance: the same reference again, nothing stored.
  const [retryA, retryB] = [await send(siteA), await send(siteB)]
  expect([referenceOf(retryA), referenceOf(retryB)]).toEqual([referenceOf(onA), referenceOf(onA)])
  await settle(() => firmCopies(tag).length, 1)
  figures.push(`double submit split across 2 instances (+2 retries): 4 answers, 1 reference, ${firmCopies(tag).length} mail delivered to the firm`)
  expect(firmCopies(tag)).toHaveLength(1)
})

test('one mailbox gets at most one acknowledgement an hour across both instances and all forms', async () => {
  test.setTimeout(180_000)
  const domain = `target-${randomBytes(3).toString('hex')}.example`
  const tag = `throttle-${randomBytes(4).toString('hex')}`
  const addresses = [`victim+1@${domain}`, `Victim+2@${domain.toUpperCase()}`, `VICTIM+3@${domain}`, `victim@${domain}`, `victim+news@${domain}`, `ViCtIm+6@${domain}`, `victim+7@${domain}`, `victim+8@${domain}`]
  const briefFields = (email: string): [string, string][] => [
    ...Object.entries({
      lod: '400',
      size: '3,200 m², 450 t of steel',
      location: 'Houston, TX',
      description: `Warehouse with a 10 t crane; erection in two phases (${tag}).`,
      timeline: 'flexible',
      budget: '20k-50k',
      drawingsMode: 'upload',
      name: 'Dana Reyes',
      company: 'Gulf Steel & Sons',
      email,
      phone: '+1 713 555 0142',
      contactMethod: 'email',
    }),
    ['services', 'steel-detailing'],
    ['inputs', 'drawings'],
    ['deliverables', 'shop-drawings'],
    ['codes', 'aisc'],
  ]
  // The four forms, each on both instances.
  const submissions: ((site: NextServer, email: string) => Promise<FormAnswer>)[] = [
    (site, email) => post(`${site.url}/api/contact`, JSON.stringify(validContact(tag, { email })), { 'Content-Type': 'application/json', ...sameOrigin(site) }),
    (site, email) => post(`${site.url}/api/newsletter`, JSON.stringify({ email }), { 'Content-Type': 'application/json', ...sameOrigin(site) }),
    (site, email) => {
      const form = careerUpload(tag, { filename: 'cv.pdf', content: makePdf(2_000), contentType: 'application/pdf' }, { email })
      return post(`${site.url}/api/career`, form.body, { 'Content-Type': form.contentType, ...sameOrigin(site) })
    },
    (site, email) => {
      const form = multipart(briefFields(email), [{ field: 'drawings', filename: 'general-arrangement.pdf', content: makePdf(4_000), contentType: 'application/pdf' }])
      return post(`${site.url}/api/brief`, form.body, { 'Content-Type': form.contentType, ...sameOrigin(site) })
    },
  ]
  const before = sink.mails.length
  const answers: FormAnswer[] = []
  for (const [index, address] of addresses.entries()) {
    const submit = submissions[index % submissions.length]!
    answers.push(await submit(index % 2 ? siteB : siteA, address))
  }
  expect(answers.map((answer) => answer.status)).toEqual(Array(addresses.length).fill(200))
  const mailbox = new RegExp(`^victim(\\+[^@]*)?@${domain.replace(/\./g, '\\.')}$`, 'i')
  const delivered = () => sink.mails.length - before
  await settle(() => delivered() + acknowledgementsTo(mailbox).length, addresses.length + 1)
  figures.push(
    `one mailbox, ${addresses.length} submissions (4 forms x 2 instances, +tags and mixed case): ${answers.length} accepted, ` +
      `${delivered()} firm copies delivered, ${acknowledgementsTo(mailbox).length} acknowledgement(s)`,
  )
  expect(delivered()).toBe(addresses.length)
  expect(acknowledgementsTo(mailbox)).toHaveLength(1)
})
