import { brand } from '../content/site'
import { mailsWithReference, noMailArrives, readReference, uniqueTag } from './fixtures/form-helpers'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

const DRAFT_KEY = 'contactFormData'

test.beforeEach(async ({ page }) => {
  // The map frame never loads anything real in tests: we assert its src, not its contents.
  await page.route(/^https:\/\/(maps|www)\.google\.com\//, (route) => route.abort())
})

async function fillValid(page: import('@playwright/test').Page, subject: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Verma')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@builders.example')
  await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Verma Builders & Sons')
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9826012345')
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject)
  await page.getByRole('textbox', { name: 'Message (optional)', exact: true }).fill('Connection design to AISC 360 for a 40 m span PEB shed.\nAbout 120 t of steel.')
  await page.getByRole('checkbox', { name: /I agree that the firm stores/ }).check()
}

test('a valid message is delivered once, with every field, and the form is cleared', async ({ page }, testInfo) => {
  const subject = `PEB shed ${uniqueTag(testInfo)}`
  await page.goto('/contact')
  await fillValid(page, subject)
  await page.getByRole('button', { name: 'Send message' }).click()

  const form = page.locator('form[aria-label="Contact form"]')
  await expect(form.getByText('Your message has been submitted successfully!')).toBeVisible()
  const reference = await readReference(page)
  const mails = await mailsWithReference(reference)
  expect(mails).toHaveLength(1)
  const mail = mails[0]!
  expect(mail.subject).toBe(`Contact: ${subject} [${reference}]`)
  expect(mail.to?.[0]?.address).toBe('sales@stratum-bim.example')
  expect(mail.replyTo?.[0]?.address).toBe('asha@builders.example')
  for (const value of ['Asha Verma', 'asha@builders.example', 'Verma Builders & Sons', '9826012345', subject, 'About 120 t of steel.']) {
    expect(mail.text).toContain(value)
  }
  expect(mail.html).toContain('Verma Builders &amp; Sons')

  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('')
  await expect(page.getByRole('checkbox', { name: /I agree that the firm stores/ })).not.toBeChecked()
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull()
  // The confirmation clears after 5 s.
  await expect(form.getByText('Your message has been submitted successfully!')).toBeHidden({ timeout: 8000 })
})

test('every field message shows under its field, and focus goes to the first bad field', async ({ page }) => {
  // axe judges the settled page: no reveal or fade half-way through.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/contact')
  await page.getByRole('button', { name: 'Send message' }).click()
  const expected: [string | RegExp, string][] = [
    ['Name', 'Name is required'],
    ['Email', 'Email is required'],
    ['Company name', 'Company name is required'],
    ['Phone number', 'Phone number is required'],
    ['Subject', 'Subject is required'],
    [/I agree that the firm stores/, 'You must agree to data collection'],
  ]
  for (const [label, message] of expected) {
    const field = typeof label === 'string' ? page.getByRole('textbox', { name: label, exact: true }) : page.getByRole('checkbox', { name: label })
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(new RegExp(message))
  }
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('   ')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@builders')
  await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('98260 1234')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(/Name is required/)
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAccessibleDescription(/Invalid email address/)
  await expect(page.getByRole('textbox', { name: 'Phone number', exact: true })).toHaveAccessibleDescription(/Phone number must be exactly 10 digits/)

  // Fix the first fields: focus moves on to the first one still wrong.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Verma')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@builders.example')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('textbox', { name: 'Company name', exact: true })).toBeFocused()
})

test('the draft survives a reload and is gone after a successful send', async ({ page }, testInfo) => {
  const subject = `Draft check ${uniqueTag(testInfo)}`
  await page.goto('/contact')
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Verma')
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(subject)
  await page.getByRole('textbox', { name: 'Message (optional)', exact: true }).fill('Half-written enquiry')
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('Half-written enquiry')

  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Asha Verma')
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(subject)
  await expect(page.getByRole('textbox', { name: 'Message (optional)', exact: true })).toHaveValue('Half-written enquiry')

  await fillValid(page, subject)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByTestId('form-success')).toBeVisible()
  await mailsWithReference(await readReference(page))
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('')
})

test('a failed delivery shows the server message in red and keeps what was typed', async ({ page }, testInfo) => {
  // axe judges the settled page: no reveal or fade half-way through.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const serverMessage = `We could not send your message: our mail server did not accept it, so nothing was sent. Please try again in a few minutes or e-mail us at ${brand.email}.`
  let releaseAnswer = () => {}
  const answerReleased = new Promise<void>((resolve) => {
    releaseAnswer = resolve
  })
  await page.route('**/api/contact', async (route) => {
    // The answer waits until the test has seen the in-flight state.
    await answerReleased
    await route.fulfill({ status: 502, json: { success: false, message: serverMessage } })
  })
  const subject = `Failure ${uniqueTag(testInfo)}`
  await page.goto('/contact')
  await fillValid(page, subject)
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByRole('button', { name: 'Sending…' })).toBeDisabled()
  releaseAnswer()

  const alert = page.locator('form[aria-label="Contact form"]').getByRole('alert')
  await expect(alert).toContainText(serverMessage)
  await expect(alert.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`)
  await expect(page.getByTestId('form-success')).toHaveCount(0)
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue(subject)
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Asha Verma')
  await expect(page.getByRole('button', { name: 'Send message' })).toBeEnabled()
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain(subject)
  await expectNoSeriousA11yViolations(page)
})

test('a network failure is shown too, and the firm e-mail is offered', async ({ page }) => {
  await page.route('**/api/contact', (route) => route.abort('connectionrefused'))
  await page.goto('/contact')
  await fillValid(page, 'Offline check')
  await page.getByRole('button', { name: 'Send message' }).click()
  const alert = page.locator('form[aria-label="Contact form"]').getByRole('alert')
  await expect(alert).toContainText('We could not reach our server')
  await expect(alert.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`)
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('Asha Verma')
})

test('honeypot: a filled trap field is answered like a success and no mail is sent', async ({ page }, testInfo) => {
  const subject = `Trap ${uniqueTag(testInfo)}`
  await page.goto('/contact')
  await fillValid(page, subject)
  await page.locator('#contact-website').fill('http://spam.example', { force: true })
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByTestId('form-success')).toBeVisible()
  expect(await noMailArrives((mail) => (mail.subject ?? '').includes(subject))).toBe(true)
})

test('the phone, e-mail and address cards come from the brand file', async ({ page }) => {
  await page.goto('/contact')
  const cards = page.getByRole('complementary', { name: 'Reach us directly' })
  for (const phone of brand.phones) await expect(cards.getByRole('link', { name: phone })).toBeVisible()
  await expect(cards.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`)
  await expect(cards.getByText(brand.address.streetAddress)).toBeVisible()
})

test.describe('map before consent', () => {
  test('shows a placeholder with a link, and loads the frame on request without recording consent', async ({ page }) => {
    await page.goto('/contact')
    const placeholder = page.getByTestId('map-placeholder')
    await expect(placeholder).toBeVisible()
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(placeholder.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute('href', brand.offices[0]!.mapUrl)

    await placeholder.getByRole('button', { name: 'Load the map' }).click()
    const frame = page.locator('iframe')
    await expect(frame).toHaveAttribute('src', brand.mapEmbedUrl)
    await expect(frame).toHaveAttribute('title', /Indore/)
    await expect(frame).toHaveAttribute('loading', 'lazy')
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('rejected')
  })
})

test.describe('map with the banner still open', () => {
  test.use({ consent: 'unset' })
  test('Accept in the banner loads the frame', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.getByTestId('map-placeholder')).toBeVisible()
    await page.getByTestId('cookie-consent').getByRole('button', { name: 'Accept' }).click()
    await expect(page.locator('iframe')).toHaveAttribute('src', brand.mapEmbedUrl)
    await expect(page.getByTestId('map-placeholder')).toHaveCount(0)
  })
})

test.describe('map after consent', () => {
  test.use({ consent: 'accepted' })
  test('loads the frame straight away', async ({ page }) => {
    await page.goto('/contact')
    await expect(page.locator('iframe')).toHaveAttribute('src', brand.mapEmbedUrl)
  })
})

test('/contact has no serious accessibility violations', async ({ page }) => {
  // axe judges the settled page: no reveal or fade half-way through.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/contact')
  await expectNoSeriousA11yViolations(page)
})
