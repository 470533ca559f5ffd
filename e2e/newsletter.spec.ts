import { noMailArrives, uniqueTag } from './fixtures/form-helpers'
import { waitForMails } from './support/delivered-mails'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

const newsletter = (page: import('@playwright/test').Page) => page.getByRole('form', { name: 'Newsletter' })

test('the footer newsletter validates the address in place', async ({ page }) => {
  // axe judges the settled page: no reveal or fade half-way through.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const form = newsletter(page)
  const input = form.getByRole('textbox', { name: 'Email address' })
  await form.getByRole('button', { name: 'Subscribe Now!' }).click()
  await expect(input).toHaveAccessibleDescription('Email is required')
  await expect(input).toHaveAttribute('aria-invalid', 'true')
  await expect(input).toBeFocused()
  await input.fill('reader@firm')
  await form.getByRole('button', { name: 'Subscribe Now!' }).click()
  await expect(input).toHaveAccessibleDescription('Invalid email address')
  await expectNoSeriousA11yViolations(page)
})

test('a valid address is mailed to the firm once and confirmed in place', async ({ page }, testInfo) => {
  const address = `reader-${uniqueTag(testInfo)}@firm.example`
  await page.goto('/')
  const form = newsletter(page)
  await form.getByRole('textbox', { name: 'Email address' }).fill(address)
  await form.getByRole('button', { name: 'Subscribe Now!' }).click()
  await expect(form.getByTestId('newsletter-success')).toHaveText('Thank you for subscribing!')
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('')
  const mails = await waitForMails((mail) => (mail.subject ?? '').startsWith(`Newsletter subscription: ${address} [`))
  expect(mails).toHaveLength(1)
  expect(mails[0]!.replyTo?.[0]?.address).toBe(address)
})

test('a failure shows the server message and keeps the address', async ({ page }) => {
  await page.route('**/api/newsletter', (route) =>
    route.fulfill({ status: 502, json: { success: false, message: 'We could not send your subscription: our mail server did not accept it.' } }),
  )
  await page.goto('/')
  const form = newsletter(page)
  await form.getByRole('textbox', { name: 'Email address' }).fill('reader@firm.example')
  await form.getByRole('button', { name: 'Subscribe Now!' }).click()
  await expect(form.getByRole('alert')).toHaveText('We could not send your subscription: our mail server did not accept it.')
  await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('reader@firm.example')
  await expect(form.getByTestId('newsletter-success')).toHaveCount(0)
})

test('honeypot: answered like a success, nothing is mailed', async ({ page }, testInfo) => {
  const address = `bot-${uniqueTag(testInfo)}@spam.example`
  await page.goto('/')
  const form = newsletter(page)
  await form.getByRole('textbox', { name: 'Email address' }).fill(address)
  await page.locator('#newsletter-website').fill('http://spam.example', { force: true })
  await form.getByRole('button', { name: 'Subscribe Now!' }).click()
  await expect(form.getByTestId('newsletter-success')).toBeVisible()
  expect(await noMailArrives((mail) => (mail.subject ?? '').includes(address))).toBe(true)
})
