import type { Page } from '@playwright/test'
import { GENERAL_APPLICATION, roles } from '../content/career'
import { SITE_URL } from '../content/site'
import { openRoles } from '../lib/careers'
import { makePdf } from './fixtures/forms'
import { mailsWithReference, readReference, uniqueTag } from './fixtures/form-helpers'
import { expect, expectCanonical, expectNoSeriousA11yViolations, test, waitForHydratedHead } from './support/test'

// The open roles as the build saw them (the build ran moments before these tests).
const open = openRoles(new Date())
const closedRole = roles.find((role) => !open.includes(role))!
const role = (slug: string) => open.find((candidate) => candidate.slug === slug)!
const tekla = role('senior-tekla-steel-detailer-noida')

const roleCards = (page: Page) => page.locator('#open-roles').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) })
const filters = (page: Page) => page.getByRole('navigation', { name: 'Filter open roles' })

async function jsonLd(page: Page, type: string) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
  return blocks.map((block) => JSON.parse(block)).find((data) => data['@type'] === type)
}

test.describe('open roles on /career', () => {
  test('lists every open role with its office, type and date posted, and no closed one', async ({ page }) => {
    await page.goto('/career')
    await expect(roleCards(page)).toHaveCount(open.length)
    const first = roleCards(page).filter({ hasText: tekla.title })
    await expect(first.getByRole('link', { name: tekla.title })).toHaveAttribute('href', `/career/${tekla.slug}`)
    await expect(first).toContainText('Noida')
    await expect(first).toContainText('Full time')
    await expect(first.locator(`time[datetime="${tekla.datePosted}"]`)).toHaveText('November 2, 2026')
    await expect(page.locator('#open-roles')).not.toContainText(closedRole.title)
    await expect(page.getByRole('heading', { level: 3, name: 'Career growth' })).toBeVisible()
  })

  test('filters by office and by discipline through plain links, each to its own page', async ({ page }) => {
    await page.goto('/career')
    await waitForHydratedHead(page)
    await filters(page).getByRole('link', { name: /^Noida/ }).click()
    await expect(page).toHaveURL(/\/career\/office\/noida#open-roles$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers in Noida')
    await expect(filters(page).getByRole('link', { name: /^Noida/ })).toHaveAttribute('aria-current', 'page')
    await expect(roleCards(page)).toHaveCount(open.filter((candidate) => candidate.offices.includes('noida')).length)
    await expectCanonical(page, `${SITE_URL}/career/office/noida`)
    await expect(roleCards(page).filter({ hasText: 'Mumbai' })).toHaveCount(0)

    await filters(page).getByRole('link', { name: /^BIM/ }).click()
    await expect(page).toHaveURL(/\/career\/discipline\/bim#open-roles$/)
    const bimTitles = open.filter((candidate) => candidate.discipline === 'bim').map((candidate) => candidate.title)
    await expect(roleCards(page).getByRole('heading', { level: 3 })).toHaveText(bimTitles)

    await page.getByRole('link', { name: 'Show all open roles' }).click()
    await expect(page).toHaveURL(/\/career#open-roles$/)
    await expect(roleCards(page)).toHaveCount(open.length)
  })

  test('an office or discipline without open roles has no page', async ({ request }) => {
    expect((await request.get('/career/office/delhi')).status()).toBe(404)
    expect((await request.get('/career/discipline/marketing')).status()).toBe(404)
    expect((await request.get(`/career/${closedRole.slug}`)).status()).toBe(404)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the filter links still lead to the filtered lists', async ({ page }) => {
      await page.goto('/career')
      await filters(page).getByRole('link', { name: /^Mumbai/ }).click()
      await expect(page).toHaveURL(/\/career\/office\/mumbai#open-roles$/)
      await expect(roleCards(page).getByRole('heading', { level: 3 })).toHaveText(['Structural design engineer (RCC)'])
      await filters(page).getByRole('link', { name: /^Project management/ }).click()
      await expect(roleCards(page).getByRole('heading', { level: 3 })).toHaveText([role('project-manager-new-york').title])
    })
  })

  test('the list, a filter page and a role page pass axe', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    for (const path of ['/career', '/career/discipline/bim', `/career/${tekla.slug}`]) {
      await page.goto(path)
      await expectNoSeriousA11yViolations(page)
    }
  })
})

test.describe('a role page', () => {
  test('has its heading, details, own title, description and canonical', async ({ page }) => {
    await page.goto(`/career/${tekla.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tekla.title)
    await expect(page).toHaveTitle(`${tekla.title}, Noida | Stratum Structural & BIM Consultants`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^Senior Tekla steel detailer, Noida\. Lead the Tekla models/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/career/${tekla.slug}`)
    for (const heading of ['What you will do', 'What you bring', 'What we offer']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible()
    }
    const facts = page.getByRole('complementary', { name: 'At a glance' })
    await expect(facts).toContainText('Tower B, Sector 62, Noida, Uttar Pradesh 201309, India')
    await expect(facts).toContainText('₹7,50,000 to ₹11,00,000 a year')
    await expect(facts).toContainText('January 31, 2027')
  })

  test("JobPosting JSON-LD has Google's required and recommended fields, matching the page", async ({ page }) => {
    for (const current of open) {
      await page.goto(`/career/${current.slug}`)
      const posting = await jsonLd(page, 'JobPosting')
      expect(posting['@context']).toBe('https://schema.org')
      // Required: title, description, datePosted, hiringOrganization, jobLocation (with addressCountry).
      expect(posting.title).toBe(current.title)
      expect(posting.description).toMatch(/^<p>[^<]+<\/p>(<p>[^<]+<\/p><ul>(<li>[^<]+<\/li>)+<\/ul>){3}$/)
      expect(posting.description).not.toBe(posting.title)
      expect(posting.datePosted).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'Stratum Structural & BIM Consultants', sameAs: SITE_URL })
      expect(posting.jobLocation).toHaveLength(current.offices.length)
      for (const place of posting.jobLocation) {
        expect(place['@type']).toBe('Place')
        expect(place.address['@type']).toBe('PostalAddress')
        for (const field of ['streetAddress', 'addressLocality', 'addressRegion', 'postalCode']) expect(place.address[field]).toMatch(/\S/)
        expect(place.address.addressCountry).toMatch(/^(IN|US)$/)
        await expect(page.getByRole('complementary', { name: 'At a glance' })).toContainText(place.address.streetAddress)
      }
      // Recommended: validThrough, employmentType, baseSalary (when published), directApply, identifier.
      expect(Date.parse(posting.validThrough)).toBeGreaterThan(Date.now())
      expect(posting.validThrough).toMatch(/T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/)
      expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN']).toContain(posting.employmentType)
      expect(posting.directApply).toBe(true)
      expect(posting.identifier).toEqual({ '@type': 'PropertyValue', name: 'Stratum Structural & BIM Consultants', value: current.slug })
      if (current.salary) {
        expect(posting.baseSalary).toEqual({
          '@type': 'MonetaryAmount',
          currency: current.salary.currency,
          value: { '@type': 'QuantitativeValue', minValue: current.salary.min, maxValue: current.salary.max, unitText: 'YEAR' },
        })
      } else {
        expect(posting.baseSalary).toBeUndefined()
      }
      // What the markup says is on the page: the summary and every list item.
      const main = page.getByRole('main')
      await expect(main).toContainText(current.summary)
      for (const item of Object.values(current.sections).flat()) await expect(main).toContainText(item)

      const breadcrumb = await jsonLd(page, 'BreadcrumbList')
      expect(breadcrumb.itemListElement.map((item: { name: string; item: string }) => [item.name, item.item])).toEqual([
        ['Home', `${SITE_URL}/`],
        ['Career', `${SITE_URL}/career`],
        [current.title, `${SITE_URL}/career/${current.slug}`],
      ])
    }
  })

  test('the sitemap lists every open role and filter page, and not the closed role', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    for (const current of open) expect(urls).toContain(`${SITE_URL}/career/${current.slug}`)
    expect(urls).toContain(`${SITE_URL}/career/office/noida`)
    expect(urls).toContain(`${SITE_URL}/career/discipline/project-management`)
    expect(urls).not.toContain(`${SITE_URL}/career/${closedRole.slug}`)
  })

  test('offers the open roles and a general application, with this role already chosen', async ({ page }) => {
    await page.goto(`/career/${tekla.slug}`)
    const jobRole = page.getByRole('combobox', { name: 'Job role', exact: true })
    await expect(jobRole).toHaveValue(tekla.title)
    await expect(jobRole.locator('option')).toHaveText(['Select job role', ...open.map((current) => current.title), GENERAL_APPLICATION])
  })

  test('an application sent from the role page names the role and office, with the CV byte for byte', async ({ page }, testInfo) => {
    const fullName = `Kavya Nair ${uniqueTag(testInfo)}`
    const cv = makePdf(30_000)
    await page.goto(`/career/${tekla.slug}`)
    await page.getByRole('link', { name: 'Apply for this role' }).click()
    await expect(page).toHaveURL(/#apply$/)
    await page.getByRole('textbox', { name: 'Full name', exact: true }).fill(fullName)
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('kavya@mail.example')
    await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9826054321')
    await page.getByRole('combobox', { name: 'Education', exact: true }).selectOption('Diploma')
    await page.getByRole('combobox', { name: 'Experience', exact: true }).selectOption('3+ years')
    await page.locator('#career-cv').setInputFiles({ name: 'kavya-cv.pdf', mimeType: 'application/pdf', buffer: cv })
    await page.getByRole('button', { name: 'Submit application' }).click()
    const reference = await readReference(page)
    const [mail, ...extra] = await mailsWithReference(reference)
    expect(extra).toHaveLength(0)
    expect(mail!.subject).toBe(`Application: ${tekla.title} (Noida) – ${fullName} [${reference}]`)
    expect(mail!.text).toContain(`Job role: ${tekla.title}\nOffice: Noida\n`)
    expect(mail!.attachments).toHaveLength(1)
    expect(Buffer.from(mail!.attachments[0]!.content as ArrayBuffer).equals(cv)).toBe(true)
    // The form is ready for the next application, for the same role.
    await expect(page.getByRole('combobox', { name: 'Job role', exact: true })).toHaveValue(tekla.title)
  })

  test('once its closing moment has passed, the page says the role is closed instead of inviting applications', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install({ time: new Date(Date.parse(tekla.validThrough) + 60_000) })
    await page.goto(`/career/${tekla.slug}`)
    const notice = page.getByTestId('role-closed')
    await expect(notice.getByRole('heading', { level: 2 })).toHaveText('This role has closed')
    await expect(notice).toContainText('Applications for this role closed on January 31, 2027.')
    await expect(notice.getByRole('link', { name: 'See the roles that are open now' })).toHaveAttribute('href', '/career#open-roles')
    await expect(page.getByRole('form', { name: 'Job application form' })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Apply for this role' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  test('a page left open across the closing moment closes itself', async ({ page }) => {
    await page.clock.install({ time: new Date(Date.parse(tekla.validThrough) - 5_000) })
    await page.goto(`/career/${tekla.slug}`)
    await expect(page.getByRole('form', { name: 'Job application form' })).toBeVisible()
    await page.clock.runFor(10_000)
    await expect(page.getByTestId('role-closed')).toBeVisible()
    await expect(page.getByRole('form', { name: 'Job application form' })).toHaveCount(0)
  })
})
