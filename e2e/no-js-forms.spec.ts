// The three forms before (or without) their JavaScript: a plain browser POST to the endpoint,
// answered 303 to a confirmation page with the reference, or to a page that lists what to fix.
// Nothing the visitor typed ever appears in an address (docs/forms.md, "Without JavaScript").
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { openRoles } from '../lib/careers'
import { mailsWithReference, uniqueTag } from './fixtures/form-helpers'
import { makePdf } from './fixtures/forms'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

test.use({ javaScriptEnabled: false })

const SHOTS = join(__dirname, '..', 'test-results', 'no-js-screenshots')

/** Every address the page passed through holds none of `typed`. */
function trackUrls(page: Page): string[] {
  const urls: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url())
  })
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

function expectNothingTypedIn(urls: string[], typed: string[]) {
  for (const url of urls) {
    const decoded = decodeURIComponent(url).toLowerCase()
    for (const value of typed) expect(decoded, url).not.toContain(value.toLowerCase())
  }
}

async function landedOnConfirmation(page: Page, name: string) {
  await expect(page).toHaveURL(/\/form-sent\?/)
  await expect(page.getByTestId('form-sent')).toContainText(`We have received your ${name}`)
  const reference = (await page.getByTestId('form-reference').textContent()) ?? ''
  expect(reference).toMatch(/^[ACN]-[0-9A-Z]{7}$/)
  return reference
}

/** axe needs script: the same address, rendered the same by the server, in a page with JavaScript. */
async function expectAccessible(page: Page) {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() })
  try {
    const withScript = await context.newPage()
    await withScript.addInitScript(() => window.localStorage.setItem('cookieConsent', 'rejected'))
    await withScript.goto(page.url())
    await expectNoSeriousA11yViolations(withScript)
  } finally {
    await context.close()
  }
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: join(SHOTS, `${name}-${page.viewportSize()?.width}.png`), fullPage: true })
}

test('contact form: submits, lands on its confirmation page, the firm gets the mail', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo)
  const urls = trackUrls(page)
  await page.goto('/contact')
  const typed = { name: 'Kavya Nair', email: `kavya.${tag}@precast.example`, company: 'Nair Precast Works', phone: '9826011122', subject: `Hollow-core slab check ${tag}` }
  await page.locator('#contact-name').fill(typed.name)
  await page.locator('#contact-email').fill(typed.email)
  await page.locator('#contact-company').fill(typed.company)
  await page.locator('#contact-phone').fill(typed.phone)
  await page.locator('#contact-subject').fill(typed.subject)
  await page.locator('#contact-message').fill('Bearing details for 200 mm hollow-core planks on a steel frame.')
  await page.locator('#contact-consent').check({ force: true })
  await page.getByRole('button', { name: 'Send message' }).click()
  const reference = await landedOnConfirmation(page, 'message')
  expectNothingTypedIn(urls, Object.values(typed))
  const mails = await mailsWithReference(reference)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.text).toContain(typed.company)
  await expectAccessible(page)
  await shoot(page, 'form-sent')
})

test('contact form with mistakes: a page lists what to fix and links back; nothing is sent', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo)
  const urls = trackUrls(page)
  await page.goto('/contact')
  await page.locator('#contact-name').fill(`Kavya ${tag}`)
  await page.locator('#contact-email').fill(`kavya-${tag}-at-precast`)
  await page.locator('#contact-phone').fill('98260')
  await page.getByRole('button', { name: 'Send message' }).click()
  await expect(page).toHaveURL(/\/form-problem\?/)
  const list = page.getByTestId('form-problem-fields')
  await expect(list).toContainText('E-mail: Invalid email address')
  await expect(list).toContainText('Phone: Phone number must be exactly 10 digits')
  await expect(list).toContainText('Consent: You must agree to data collection')
  await expect(page.getByRole('link', { name: 'Go back to the form' })).toHaveAttribute('href', '/contact')
  expectNothingTypedIn(urls, [tag, '98260'])
  await expectAccessible(page)
  await shoot(page, 'form-problem')
})

test('career form: submits with its CV as multipart and lands on its confirmation page', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo)
  const urls = trackUrls(page)
  await page.goto('/career')
  await page.locator('#career-full-name').fill('Irfan Qureshi')
  await page.locator('#career-email').fill(`irfan.${tag}@mail.example`)
  await page.locator('#career-phone').fill('7310012345')
  await page.locator('#career-education').selectOption({ index: 1 })
  await page.locator('#career-experience').selectOption({ index: 2 })
  await page.locator('#career-job-role').selectOption({ index: 1 })
  await page.locator('#career-cv').setInputFiles({ name: 'irfan-cv.pdf', mimeType: 'application/pdf', buffer: makePdf(8_000) })
  await page.getByRole('button', { name: 'Submit application' }).click()
  const reference = await landedOnConfirmation(page, 'application')
  expectNothingTypedIn(urls, [tag, 'Irfan', '7310012345'])
  const mails = await mailsWithReference(reference)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.attachments).toHaveLength(1)
})

test('career form on a role page: that role is chosen in the HTML, and the application names it', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo)
  const role = openRoles(new Date())[0]!
  await page.goto(`/career/${role.slug}`)
  await expect(page.locator('#career-job-role')).toHaveValue(role.title)
  await page.locator('#career-full-name').fill('Meera Iyer')
  await page.locator('#career-email').fill(`meera.${tag}@mail.example`)
  await page.locator('#career-phone').fill('7310054321')
  await page.locator('#career-education').selectOption({ index: 1 })
  await page.locator('#career-experience').selectOption({ index: 2 })
  await page.locator('#career-cv').setInputFiles({ name: 'meera-cv.pdf', mimeType: 'application/pdf', buffer: makePdf(8_000) })
  await page.getByRole('button', { name: 'Submit application' }).click()
  const reference = await landedOnConfirmation(page, 'application')
  const mails = await mailsWithReference(reference)
  expect(mails).toHaveLength(1)
  expect(mails[0]!.text).toContain(role.title)
})

test('newsletter form in the footer: subscribes and links back to the page it was on', async ({ page }, testInfo) => {
  const tag = uniqueTag(testInfo)
  const urls = trackUrls(page)
  await page.goto('/about')
  await page.locator('#newsletter-email').fill(`reader.${tag}@firm.example`)
  await page.getByRole('button', { name: 'Subscribe Now!' }).click()
  const reference = await landedOnConfirmation(page, 'subscription')
  await expect(page.getByRole('link', { name: 'Back to the page you were on' })).toHaveAttribute('href', '/about')
  expectNothingTypedIn(urls, [tag])
  expect(await mailsWithReference(reference)).toHaveLength(1)
})
