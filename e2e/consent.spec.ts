import { recordPayloadRequests } from './support/payload-requests'
import { expect, test } from './support/test'

test.describe('cookie consent', () => {
  test.use({ consent: 'unset' })

  test('shows on first visit with Accept and Reject of equal weight', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByTestId('cookie-consent')
    await expect(banner).toBeVisible()
    const accept = banner.getByRole('button', { name: 'Accept' })
    const reject = banner.getByRole('button', { name: 'Reject' })
    const style = (el: Element) => {
      const s = getComputedStyle(el)
      return [s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderColor, Math.round(el.getBoundingClientRect().height)]
    }
    expect(await accept.evaluate(style)).toEqual(await reject.evaluate(style))
    await expect(banner.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookie-policy')
  })

  test('a first visit does not prefetch the cookie policy behind the banner’s link', async ({ page }) => {
    const prefetched = recordPayloadRequests(page)
    await page.goto('/')
    await expect(page.getByTestId('cookie-consent').getByRole('link', { name: 'cookie policy' })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // Links on screen are still prefetched (the hero's service page); the policy is fetched on click.
    await expect.poll(() => prefetched.includes('/services/bim-services')).toBe(true)
    expect(prefetched.filter((path) => path === '/cookie-policy')).toEqual([])
  })

  test('before any bundle runs, the banner shows to a new visitor whole, and never to one who has chosen', async ({ page }) => {
    // No JavaScript bundle loads: what the visitor sees is the server HTML plus the inline script.
    await page.route('**/_next/static/**/*.js', (route) => route.abort())
    await page.goto('/privacy-policy')
    const banner = page.getByTestId('cookie-consent')
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Accept' })).toBeVisible()

    await page.evaluate(() => localStorage.setItem('cookieConsent', 'accepted'))
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.dataset.consent)).toBe('accepted')
  })

  for (const choice of ['Accept', 'Reject'] as const) {
    test(`remembers ${choice} across visits`, async ({ page }) => {
      await page.goto('/')
      await page.getByTestId('cookie-consent').getByRole('button', { name: choice }).click()
      await expect(page.getByTestId('cookie-consent')).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe(choice === 'Accept' ? 'accepted' : 'rejected')
      await page.goto('/about')
      await page.reload()
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('cookie-consent')).toBeHidden()
    })
  }

  test('Cookie settings in the footer reopens the banner and changes the choice', async ({ page }) => {
    await page.goto('/')
    await page.getByTestId('cookie-consent').getByRole('button', { name: 'Reject' }).click()
    await expect(page.getByTestId('cookie-consent')).toBeHidden()
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    const banner = page.getByTestId('cookie-consent')
    await expect(banner).toBeVisible()
    await expect(banner.getByRole('button', { name: 'Reject' })).toBeFocused()
    await banner.getByRole('button', { name: 'Accept' }).click()
    await expect(banner).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('accepted')
  })
})
