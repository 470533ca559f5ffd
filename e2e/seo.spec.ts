import { SITE_URL } from '../content/site'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

test.describe('search engine base', () => {
  test('robots.txt allows crawling and names the sitemap', async ({ request }) => {
    const response = await request.get('/robots.txt')
    expect(response.status()).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/User-Agent: \*/i)
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  })

  test('sitemap.xml lists every page with absolute URLs', async ({ request }) => {
    const response = await request.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    const xml = await response.text()
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    for (const path of ['', '/about', '/project', '/career', '/contact', '/terms-condition', '/privacy-policy', '/cookie-policy']) {
      expect(urls).toContain(`${SITE_URL}${path}`)
    }
    for (const id of ['bim-services', 'pre-engineering', 'steel-detailing', 'structural-design', 'steel-connection-design', 'rebar-detailing']) {
      expect(urls).toContain(`${SITE_URL}/services/${id}`)
    }
    for (let id = 1; id <= 45; id++) expect(urls).toContain(`${SITE_URL}/projects/${id}`)
    for (const url of urls) expect(url).toMatch(/^https?:\/\//)
  })

  test('every page has a title with the brand, a description, a canonical URL and social cards', async ({ page }) => {
    for (const path of ['/', '/about', '/project', '/career', '/contact', '/privacy-policy']) {
      await page.goto(path)
      await expect(page).toHaveTitle(/Stratum Structural & BIM Consultants/)
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}${path === '/' ? '' : path}`)
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//)
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
    }
  })

  test('JSON-LD names the organisation and its four offices', async ({ page }) => {
    await page.goto('/')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const items = blocks.flatMap((block) => {
      const data = JSON.parse(block)
      return Array.isArray(data) ? data : [data]
    })
    const organization = items.find((item) => item['@type'] === 'Organization')
    expect(organization?.name).toBe('Stratum Structural & BIM Consultants')
    const offices = items.filter((item) => item['@type'] === 'LocalBusiness').map((item) => item.address.addressLocality)
    expect(offices.sort()).toEqual(['Indore', 'Mumbai', 'New York', 'Noida'])
  })

  test('the default Open Graph image is a PNG', async ({ request }) => {
    const response = await request.get('/opengraph-image')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  })

  test('an unknown page answers 404 in the site style and passes axe', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute('href', '/contact')
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('route changes', () => {
  test('start at the top and play the page transition', async ({ page }) => {
    await page.goto('/')
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click()
    await expect(page).toHaveURL(/\/contact$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(page.locator('.page-transition')).toHaveCSS('animation-name', 'page-enter')
    await expect(page.locator('.page-transition')).toHaveCSS('animation-duration', '0.4s')
  })

  test('skip the page transition under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click()
    await expect(page).toHaveURL(/\/about$/)
    await expect(page.locator('.page-transition')).toHaveCSS('animation-name', 'none')
  })
})
