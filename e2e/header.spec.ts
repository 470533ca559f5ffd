import { recordPayloadRequests } from './support/payload-requests'
import { expect, isMobileProject, test } from './support/test'

test.describe('header', () => {
  test('is fixed and turns compact once scrolled more than 50 px', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    await expect(header).toHaveCSS('position', 'fixed')
    await expect(header).toHaveAttribute('data-compact', 'false')
    // Make sure the page is scrollable whatever the content, then cross the threshold both ways.
    await page.evaluate(() => (document.body.style.minHeight = '3000px'))
    await page.evaluate(() => window.scrollTo(0, 40))
    await expect(header).toHaveAttribute('data-compact', 'false')
    await page.evaluate(() => window.scrollTo(0, 120))
    await expect(header).toHaveAttribute('data-compact', 'true')
    const compactHeight = await header.evaluate((el) => el.getBoundingClientRect().height)
    expect(compactHeight).toBeLessThan(76)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-compact', 'false')
  })

  test('does not prefetch the page on screen: the home page fetches no payload of its own', async ({ page }) => {
    const prefetched = recordPayloadRequests(page)
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    // Other links on screen (the hero's service page) are prefetched as usual; / never is.
    await expect.poll(() => prefetched.includes('/services/bim-services')).toBe(true)
    expect(prefetched.filter((path) => path === '/')).toEqual([])
  })

  test('blog is an external link in a new tab', async ({ page }) => {
    await page.goto('/')
    if (isMobileProject(page)) await page.getByRole('button', { name: 'Open menu' }).click()
    const nav = page.getByRole('navigation', { name: isMobileProject(page) ? 'Mobile' : 'Main' })
    const blog = nav.getByRole('link', { name: /Blog/ })
    await expect(blog).toHaveAttribute('target', '_blank')
    await expect(blog).toHaveAttribute('rel', 'noopener noreferrer')
    await expect(blog).toHaveAttribute('href', /^https:\/\//)
  })
})
