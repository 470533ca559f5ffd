import { expect, test } from './support/test'

// The shared build is made without ANALYTICS_*: even a visitor who accepted sends nothing anywhere
// but the site, loads no analytics code, and every page's CSP connects to the site only
// (docs/analytics.md; the build with a provider is e2e/analytics.desktop.spec.ts).
test.use({ consent: 'accepted' })

test('built without analytics: no request leaves the site, no analytics code loads, connect-src is the site only', async ({ page, baseURL }) => {
  const elsewhere: string[] = []
  const scripts: Promise<string>[] = []
  // The page's own requests (a frame, like the map Accept loads on /contact, is not the page).
  page.on('request', (request) => {
    if (request.frame() !== page.mainFrame() || request.resourceType() === 'document') return
    if (!request.url().startsWith(baseURL ?? '') && !request.url().startsWith('data:')) elsewhere.push(request.url())
  })
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  const response = await page.goto('/?utm_source=newsletter')
  expect(response?.headers()['content-security-policy']).toMatch(/; connect-src 'self'; /)
  await page.getByRole('banner').getByRole('link', { name: 'About Us', exact: true }).click()
  await expect(page).toHaveURL(/\/about$/)
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
  })
  // A report sent as the page is hidden would have been requested by now: one more navigation marks it.
  await page.getByRole('banner').getByRole('link', { name: 'Projects', exact: true }).click()
  await expect(page).toHaveURL(/\/project$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(elsewhere).toEqual([])
  const texts = await Promise.all(scripts)
  expect(texts.length).toBeGreaterThan(0)
  expect(texts.filter((text) => text.includes('/api/event') || text.includes('largest-contentful-paint'))).toEqual([])
})
