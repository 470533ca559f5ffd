// Without SMTP_URL the mail queue delivers to the outbox as .eml files (docs/forms.md): the firm's
// copy, then the visitor's acknowledgement. Its own server (desktop project only: the width is
// irrelevant here).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import PostalMime from 'postal-mime'
import { startNextServer, type NextServer } from './support/next-server'
import { E2E_PORT } from './support/ports'
import { expect, test } from './support/test'

const OUTBOX_PORT = E2E_PORT + 9
let server: NextServer
let outbox: string

test.beforeAll(async () => {
  outbox = mkdtempSync(join(tmpdir(), 'outbox-e2e-'))
  server = await startNextServer(OUTBOX_PORT, { SMTP_URL: '', MAIL_OUTBOX_DIR: outbox, FORM_RATE_LIMIT: '0', MAIL_TO: 'sales@stratum-bim.example' })
})

test.afterAll(async () => {
  await server?.stop()
  rmSync(outbox, { recursive: true, force: true })
})

test('a contact message sent from the browser lands in the outbox, and the start-up line says so', async ({ page }) => {
  expect(server.output()).toMatch(/outbox/i)
  await page.goto(`${server.url}/contact`)
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ravi Joshi')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ravi@fabricators.example')
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Joshi Steel Fabricators')
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9826011111')
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Shop drawings for a G+4 steel frame')
  await page.getByRole('checkbox', { name: /I agree that the firm stores/ }).check()
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.locator('form[aria-label="Contact form"]').getByText('Your message has been submitted successfully!')).toBeVisible()

  const emls = () => readdirSync(outbox, { recursive: true }).map(String).filter((name) => name.endsWith('.eml'))
  await expect.poll(() => emls().length).toBe(2)
  const [firmCopy, acknowledgement] = [emls().find((name) => !name.endsWith('-ACK.eml')), emls().find((name) => name.endsWith('-ACK.eml'))]
  expect(readdirSync(join(server.queueDir, 'ready'))).toEqual([])
  const mail = await PostalMime.parse(readFileSync(join(outbox, firmCopy!)))
  expect(mail.subject).toMatch(/^Contact: Shop drawings for a G\+4 steel frame \[C-[A-Z0-9]{7}\]$/)
  expect(mail.replyTo?.[0]?.address).toBe('ravi@fabricators.example')
  expect(mail.text).toContain('Joshi Steel Fabricators')
  const ack = await PostalMime.parse(readFileSync(join(outbox, acknowledgement!)))
  expect(ack.to?.[0]?.address).toBe('ravi@fabricators.example')
  expect(ack.text).not.toContain('Joshi Steel Fabricators')
})
