// The lead webhook of `npm start` (docs/webhook.md), with a loopback receiver that checks every
// signature with `standardwebhooks`: an enquiry sent from the contact page arrives once, under the
// reference the page shows; a receiver that answers 503 gets the same lead again from the server's
// own queue worker, while the mail goes once.
import { randomBytes } from 'node:crypto'
import { validContact } from '../fixtures/forms'
import { readReference, uniqueTag } from '../fixtures/form-helpers'
import { post } from '../support/form-answers'
import { HARDENING_PORTS } from '../support/hardening-ports'
import { startNextServer, type NextServer } from '../support/next-server'
import { startSmtpServer, type SmtpTestServer } from '../../scripts/local-servers/smtp-server.mjs'
import { startWebhookReceiver, type WebhookReceiver } from '../support/webhook-receiver'
import { expect, test } from '../support/test'

test.describe.configure({ mode: 'serial' })

const ports = HARDENING_PORTS.leadWebhook
const SECRET = `whsec_${randomBytes(32).toString('base64')}`
let sink: SmtpTestServer
let receiver: WebhookReceiver
let site: NextServer

const deliveriesOf = (reference: string) => receiver.received.filter((delivery) => delivery.headers['webhook-id'] === reference)
const firmCopiesOf = (reference: string) => sink.mails.filter((mail) => (mail.parsed.subject ?? '').includes(reference))

test.beforeAll(async () => {
  test.setTimeout(90_000)
  sink = await startSmtpServer({ port: ports.smtp })
  receiver = await startWebhookReceiver(SECRET, ports.receiver)
  site = await startNextServer(ports.site, { SMTP_URL: sink.url, MAIL_TO: 'sales@stratum-bim.example', FORM_RATE_LIMIT: '0', LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET })
})

test.afterAll(async () => {
  await site?.stop()
  await receiver?.stop()
  await sink?.close()
})

test('an enquiry sent from the contact page reaches the receiver once, signed, under the reference the page shows', async ({ page }, testInfo) => {
  test.slow()
  await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) => route.abort())
  const subject = `Webhook ${uniqueTag(testInfo)}`
  await page.goto(`${site.url}/contact`)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Verma')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@builders.example')
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Verma Builders')
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9826012345')
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject)
  await page.getByRole('checkbox', { name: /I agree that the firm stores/ }).check()
  await page.getByRole('button', { name: 'Send message' }).click()
  const reference = await readReference(page)
  await expect.poll(() => deliveriesOf(reference).length, { timeout: 15_000 }).toBe(1)
  const { body } = deliveriesOf(reference)[0]!
  expect(body).toMatchObject({ type: 'lead.contact', data: { reference, name: 'Asha Verma', companyName: 'Verma Builders', subject, phone: '9826012345' } })
  expect(receiver.refused).toBe(0)
  expect(firmCopiesOf(reference)).toHaveLength(1)
})

test("a receiver answering 503 gets the same lead again from the server's queue worker; the mail goes once", async () => {
  test.setTimeout(120_000)
  receiver.answers.push(503)
  const answer = await post(`${site.url}/api/contact`, JSON.stringify(validContact('webhook-retry')), { 'Content-Type': 'application/json', Accept: 'application/json', Origin: site.url })
  expect(answer.status, answer.text).toBe(200)
  const { reference } = JSON.parse(answer.text) as { reference: string }
  // The first retry is due 1 to 30 s after the refused attempt (full jitter); the worker looks every 10 s.
  await expect.poll(() => deliveriesOf(reference).length, { timeout: 70_000, intervals: [500] }).toBe(2)
  const [first, second] = deliveriesOf(reference)
  expect(second!.raw).toBe(first!.raw)
  const waited = Number(second!.headers['webhook-timestamp']) - Number(first!.headers['webhook-timestamp'])
  expect(waited).toBeGreaterThanOrEqual(1)
  expect(waited).toBeLessThanOrEqual(45)
  expect(receiver.refused).toBe(0)
  expect(firmCopiesOf(reference)).toHaveLength(1)
})
