import { legalDocuments } from '../content/legal'
import { visitorStatistics } from '../lib/analytics/visitor-statistics'
import { brand } from '../content/site'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

// The policies as the shared build (made with this environment) states them.
const documents = Object.values(legalDocuments(visitorStatistics))

for (const document of documents) {
  test.describe(`/${document.slug}`, () => {
    test('answers 200 with its heading, date, contents and metadata', async ({ page }) => {
      const response = await page.goto(`/${document.slug}`)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title)
      await expect(page.getByText('Last updated June 23, 2025')).toBeVisible()
      await expect(page).toHaveTitle(`${document.title} | ${brand.name}`)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${document.slug}$`))

      const contents = page.getByRole('navigation', { name: 'On this page' })
      const entries = contents.getByRole('link')
      await expect(entries).toHaveCount(document.sections.length + 1)
      for (const [index, section] of document.sections.entries()) {
        await expect(page.getByRole('heading', { level: 2, name: `${index + 1}. ${section.heading}` })).toBeAttached()
      }
      // Every entry points at a section that exists on the page.
      for (const href of await entries.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
        expect(href).toMatch(/^#[a-z0-9-]+$/)
        await expect(page.locator(href ?? '#missing')).toHaveCount(1)
      }
    })

    test('has the contact block from the brand facts and passes axe', async ({ page }) => {
      await page.goto(`/${document.slug}`)
      const contact = page.locator('#contact-us')
      await expect(contact.getByRole('heading', { name: /Contact us/ })).toBeVisible()
      await expect(contact.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`)
      for (const phone of brand.phones) {
        await expect(contact.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^+\d]/g, '')}`)
      }
      await expect(contact.locator('address')).toContainText(brand.address.streetAddress)
      await expect(contact.locator('address')).toContainText(`${brand.address.locality}, ${brand.address.region}`)
      await expect(contact.locator('address')).toContainText('India')
      await expect(contact.getByRole('link', { name: 'contact page' })).toHaveAttribute('href', '/contact')
      await expectNoSeriousA11yViolations(page)
    })
  })
}

test('the contents list jumps to its section below the fixed header', async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: "Children's privacy" }).click()
  await expect(page).toHaveURL(/#childrens-privacy$/)
  const heading = page.getByRole('heading', { level: 2, name: /Children's privacy/ })
  await expect(heading).toBeInViewport()
  const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom)
  const headingTop = await heading.evaluate((element) => element.getBoundingClientRect().top)
  expect(headingTop).toBeGreaterThanOrEqual(headerBottom)
})

test('terms state the minimum age, the liability cap and the notice period', async ({ page }) => {
  await page.goto('/terms-condition')
  const main = page.getByRole('main')
  await expect(main).toContainText('You must be at least 18 years old to use this website')
  await expect(main).toContainText('if you have not purchased anything from us, 100 USD')
  await expect(main).toContainText("For material changes we give at least 30 days' notice")
  await expect(main).toContainText('no user accounts, no sign-in')
  await expect(main).not.toContainText(/delete your account|sign in with/i)
})

test('the privacy policy excludes children under 13, names the rights and links to /contact', async ({ page }) => {
  await page.goto('/privacy-policy')
  const main = page.getByRole('main')
  await expect(main).toContainText('it is not intended for children under 13')
  for (const right of ['access', 'rectification', 'erasure', 'objection', 'portability']) {
    await expect(main.getByRole('listitem').filter({ hasText: new RegExp(`^${right}: `) })).toHaveCount(1)
  }
  await expect(main).toContainText('CCPA/CPRA')
  await expect(main).toContainText('Submissions caught by the spam trap: 30 days, without attachments.')
  const article = page.getByRole('article')
  const contactLinks = article.locator('a[href="/contact"]')
  expect(await contactLinks.count()).toBeGreaterThanOrEqual(2)
  await expect(article.getByRole('link', { name: 'contact page' }).first()).toHaveAttribute('href', '/contact')
})

test('the cookie policy lists every storage item in a table', async ({ page }) => {
  await page.goto('/cookie-policy')
  const table = page.getByRole('table', { name: 'Cookies and browser storage used by this website' })
  await expect(table).toBeVisible()
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Type and provider', 'Purpose', 'Duration', 'Category'])
  await expect(table.getByRole('rowheader')).toHaveText(['cookieConsent', 'contactFormData', 'careerFormData', 'Google cookies, e.g. NID, AEC, SOCS'])
  await expect(table.getByRole('row').filter({ hasText: 'Google cookies' })).toContainText('only after you accept')
  // The wide table scrolls inside its own box; the page itself never scrolls sideways.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
})

test('the site stores nothing but the documented items while reading the legal pages', async ({ page }) => {
  await page.goto('/cookie-policy')
  await page.getByRole('link', { name: 'Privacy Policy' }).first().click()
  await expect(page).toHaveURL(/\/privacy-policy$/)
  const stored = await page.evaluate(() => ({
    local: Object.keys(window.localStorage),
    session: Object.keys(window.sessionStorage),
    cookies: document.cookie,
  }))
  expect(stored).toEqual({ local: ['cookieConsent'], session: [], cookies: '' })
})

for (const [from, to] of [
  ['/Terms-condition', '/terms-condition'],
  ['/Privacy-policy', '/privacy-policy'],
  ['/Cookie-policy', '/cookie-policy'],
] as const) {
  test(`${from} answers 308 to ${to}`, async ({ page, request }) => {
    const response = await request.get(from, { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe(to)
    const landed = await page.goto(from)
    expect(landed?.status()).toBe(200)
    await expect(page).toHaveURL(new RegExp(`${to}$`))
  })
}
