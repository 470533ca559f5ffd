// Desktop navigation (1440 px project only, see playwright.config.ts).
import { isHydrated } from './support/csp'
import { expect, test } from './support/test'

test.describe('header on desktop', () => {
  const currentCases: [string, string][] = [
    ['/', 'Home'],
    ['/about', 'About Us'],
    ['/project', 'Projects'],
    ['/projects/1', 'Projects'],
    ['/career', 'Career'],
    ['/contact', 'Contact Us'],
  ]
  for (const [path, label] of currentCases) {
    test(`marks ${label} as the current page on ${path} in orange`, async ({ page }) => {
      await page.goto(path)
      const nav = page.getByRole('navigation', { name: 'Main' })
      const current = nav.locator('[aria-current="page"]')
      await expect(current).toHaveCount(1)
      await expect(current).toHaveText(label)
      await expect(current).toHaveCSS('color', 'rgb(251, 146, 60)')
      const other = nav.getByRole('link', { name: label === 'Home' ? 'Career' : 'Home' })
      await expect(other).not.toHaveAttribute('aria-current', 'page')
    })
  }

  test('highlights Services on a service page', async ({ page }) => {
    await page.goto('/services/steel-detailing')
    const button = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' })
    await expect(button).toHaveCSS('color', 'rgb(251, 146, 60)')
  })

  test('opens the Services dropdown on hover and closes it on leave', async ({ page }) => {
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Services' })
    const menu = nav.getByRole('link', { name: 'Steel Detailing' })
    await expect(menu).toBeHidden()
    await button.hover()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(menu).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Rebar Detailing' })).toHaveAttribute('href', '/services/rebar-detailing')
    await page.mouse.move(5, 600)
    await expect(menu).toBeHidden()
  })

  test('drives the Services dropdown from the keyboard', async ({ page }) => {
    await page.goto('/')
    await expect.poll(() => isHydrated(page)).toBe(true)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Services' })
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'BIM Services' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(nav.getByRole('link', { name: 'Pre-Engineering' })).toBeFocused()
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(nav.getByRole('link', { name: 'Rebar Detailing' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toBeFocused()
    await page.keyboard.press(' ')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: 'BIM Services' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/services\/bim-services$/)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  test('closes the dropdown when focus leaves it', async ({ page }) => {
    await page.goto('/')
    await expect.poll(() => isHydrated(page)).toBe(true)
    const nav = page.getByRole('navigation', { name: 'Main' })
    const button = nav.getByRole('button', { name: 'Services' })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    // The list takes focus a frame after it opens (as a visitor sees it); keys pressed within that
    // frame would still land on the button.
    await expect(nav.getByRole('link', { name: 'BIM Services' })).toBeFocused()
    await page.keyboard.press('End')
    await expect(nav.getByRole('link', { name: 'Rebar Detailing' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  })
})
