import { brand } from '../content/site'
import { expect, test } from './support/test'

test.describe('footer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/')
  })

  test('links to the main pages, the services and the lower-case legal pages', async ({ page }) => {
    const footer = page.getByRole('contentinfo')
    const expected: [string, string][] = [
      ['Home', '/'],
      ['About Us', '/about'],
      ['Projects', '/project'],
      ['Career', '/career'],
      ['Contact Us', '/contact'],
      ['Pre-Engineered Buildings', '/services/pre-engineering'],
      ['Structural Design (RCC, Steel & wood)', '/services/structural-design'],
      ['privacy policy', '/privacy-policy'],
      ['terms & conditions', '/terms-condition'],
      ['cookie policy', '/cookie-policy'],
    ]
    for (const [name, href] of expected) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
    }
  })

  test('lists the specialities and the four offices with map links in new tabs', async ({ page }) => {
    const footer = page.getByRole('contentinfo')
    for (const item of ['BIM modelling', 'Clash detection', 'Scan to BIM', 'COBie and IFC compliance']) {
      await expect(footer.getByText(item, { exact: true })).toBeVisible()
    }
    for (const city of ['Indore', 'Noida', 'Mumbai', 'New York']) {
      const link = footer.getByRole('link', { name: new RegExp(`^${city} office on the map`) })
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\//)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
  })

  test('gives the contact block from the brand file as mailto and tel links', async ({ page }) => {
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: brand.email })).toHaveAttribute('href', `mailto:${brand.email}`)
    for (const phone of brand.phones) {
      await expect(footer.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/[^+\d]/g, '')}`)
    }
    await expect(footer.getByText(brand.address.streetAddress, { exact: false })).toBeVisible()
  })

  test('opens social links in new tabs without leaking the opener', async ({ page }) => {
    const socials = page.getByRole('list', { name: 'Social media' }).getByRole('link')
    await expect(socials).toHaveCount(3)
    for (const link of await socials.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    }
    await expect(page.getByRole('link', { name: /^LinkedIn/ })).toHaveAttribute('href', brand.socials[2]!.href)
  })

  test('shows the newsletter block and the 2025 copyright', async ({ page }) => {
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByPlaceholder('Enter your email')).toBeVisible()
    await expect(footer.getByRole('button', { name: 'Subscribe Now!' })).toBeVisible()
    await expect(footer.getByText(`© 2025 ${brand.name}`)).toBeVisible()
  })
})
