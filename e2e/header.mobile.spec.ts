// The slide-in menu (390 px project only, see playwright.config.ts).
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

test.describe('header on small screens', () => {
  test('slide-in menu locks scroll, keeps focus off the page behind and closes on Escape', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
    // Tab far more times than there are controls: focus never reaches the page behind the modal
    // dialog. Past the last link it passes to the browser's own controls (here: the document
    // itself, nothing focusable) and the next Tab brings it back to the panel's first control.
    const focusIsInPanelOrBrowser = () =>
      dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)
    const visited = new Set<string>()
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab')
      expect(await focusIsInPanelOrBrowser()).toBe(true)
      visited.add(await page.evaluate(() => document.activeElement?.textContent ?? ''))
    }
    expect(visited).toContain('Close menu')
    expect(visited).toContain('Contact Us')
    await page.keyboard.press('Shift+Tab')
    expect(await focusIsInPanelOrBrowser()).toBe(true)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
    await expect(toggle).toBeFocused()
  })

  test('the closed menu prefetches nothing; opening it prefetches its pages', async ({ page }) => {
    const prefetched = new Set<string>()
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.searchParams.has('_rsc')) prefetched.add(url.pathname)
    })
    await page.goto('/privacy-policy')
    await page.waitForLoadState('networkidle')
    const menuOnly = ['/about', '/project', '/career', '/contact']
    // The header logo's link to / is on screen and is prefetched as usual.
    await expect.poll(() => prefetched.has('/')).toBe(true)
    expect(menuOnly.filter((path) => prefetched.has(path))).toEqual([])

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect.poll(() => menuOnly.filter((path) => prefetched.has(path))).toEqual(menuOnly)
  })

  test('closes on a tap outside', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    await expect(dialog).toBeVisible()
    await page.getByTestId('menu-backdrop').tap({ position: { x: 20, y: 400 } })
    await expect(dialog).toBeHidden()
  })

  test('opens Services on tap and closes the menu on a choice', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    const services = dialog.getByRole('button', { name: 'Services' })
    await services.tap()
    await expect(services).toHaveAttribute('aria-expanded', 'true')
    // The open menu, dropdown included, passes axe like any page.
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('link', { name: 'Steel Connection Design' }).tap()
    await expect(page).toHaveURL(/\/services\/steel-connection-design$/)
    await expect(dialog).toBeHidden()
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
  })

  test('marks the current page in the menu and closes on choosing it', async ({ page }) => {
    await page.goto('/contact')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Menu' })
    const current = dialog.locator('[aria-current="page"]')
    await expect(current).toHaveText('Contact Us')
    await dialog.getByRole('link', { name: 'About Us' }).tap()
    await expect(page).toHaveURL(/\/about$/)
    await expect(dialog).toBeHidden()
  })
})
