import type { Page } from '@playwright/test'
import { projects } from '../content/projects'
import { services } from '../content/services'
import { SITE_URL } from '../content/site'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

const searchButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Search' })
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search the site' })
const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Services, projects, offices and pages' })
const options = (page: Page) => dialog(page).getByRole('option')

test.describe('site search dialog', () => {
  test('opens from the header, finds by prefix and typo, moves by arrow keys and closes on Escape', async ({ page }) => {
    const indexRequests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/search-index.json')) indexRequests.push(request.url())
    })
    await page.goto('/about')
    await expect(searchButton(page)).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(indexRequests, 'the index loads only when the dialog opens').toEqual([])

    await searchButton(page).click()
    await expect(dialog(page)).toBeVisible()
    await expect(input(page)).toBeFocused()
    await expect(input(page)).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.type('stel detai')
    await expect(options(page).first()).toContainText('Steel Detailing')
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true')
    const count = await options(page).count()
    await expect(dialog(page).getByRole('status')).toHaveText(`${count} ${count === 1 ? 'result' : 'results'}`)

    const first = await options(page).nth(0).getAttribute('id')
    await expect(input(page)).toHaveAttribute('aria-activedescendant', first!)
    await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'true')
    if (count > 1) {
      await page.keyboard.press('ArrowDown')
      await expect(input(page)).toHaveAttribute('aria-activedescendant', (await options(page).nth(1).getAttribute('id'))!)
      await expect(options(page).nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(options(page).nth(0)).toHaveAttribute('aria-selected', 'false')
      await page.keyboard.press('ArrowUp')
      await expect(input(page)).toHaveAttribute('aria-activedescendant', first!)
    }
    // Focus never leaves the input while the options change.
    await expect(input(page)).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(dialog(page)).toBeHidden()
    await expect(searchButton(page)).toBeFocused()
    expect(indexRequests).toHaveLength(1)
  })

  test('Ctrl-K opens it from anywhere, Enter opens the highlighted result', async ({ page }) => {
    await page.goto('/project')
    await expect(searchButton(page)).toBeVisible()
    const cardLink = page.getByTestId('project-grid').getByRole('link').first()
    await cardLink.focus()
    await page.keyboard.press('Control+K')
    await expect(input(page)).toBeFocused()
    await page.keyboard.type('hospitl')
    await expect(options(page)).toHaveCount(2)
    await expect(options(page)).toContainText(['Hospital', 'Hospital'])
    await page.keyboard.press('Escape')
    // Focus goes back where it was when the shortcut was pressed.
    await expect(cardLink).toBeFocused()

    await page.keyboard.press('Control+K')
    await expect(input(page)).toBeFocused()
    await page.keyboard.type('blast furnace')
    await expect(options(page).first()).toContainText('Blast Furnace Cast House')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/projects\/1$/)
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toContainText(projects[0]!.title)
  })

  test('Escape and Ctrl-K pressed back to back: the search opens again and stays open', async ({ page }) => {
    await page.goto('/project')
    await expect(searchButton(page)).toBeVisible()
    await page.keyboard.press('Control+K')
    await expect(input(page)).toBeFocused()
    // The four key events go to the browser at once, so Ctrl-K comes before the closed dialog's
    // close event (a task later), as it can on a busy machine or from a quick hand.
    const cdp = await page.context().newCDPSession(page)
    const key = (type: 'rawKeyDown' | 'keyUp', key: string, code: string, windowsVirtualKeyCode: number, modifiers = 0) =>
      cdp.send('Input.dispatchKeyEvent', { type, key, code, windowsVirtualKeyCode, modifiers })
    const CONTROL = 2
    await Promise.all([
      key('rawKeyDown', 'Escape', 'Escape', 27),
      key('keyUp', 'Escape', 'Escape', 27),
      key('rawKeyDown', 'k', 'KeyK', 75, CONTROL),
      key('keyUp', 'k', 'KeyK', 75, CONTROL),
    ])
    await expect(input(page)).toBeFocused()
    await page.keyboard.type('hospitl')
    await expect(options(page)).toHaveCount(2)
    await expect(input(page)).toHaveValue('hospitl')
  })

  test('says when nothing matches, keeps Tab inside, and closes by its button', async ({ page }) => {
    await page.goto('/')
    await searchButton(page).click()
    // The dialog's code loads on this first open; typing starts once the input has focus.
    await expect(input(page)).toBeFocused()
    await page.keyboard.type('qqxxzz')
    await expect(dialog(page).getByRole('status')).toHaveText('No results for qqxxzz')
    await expect(dialog(page).getByText('Nothing matches “qqxxzz”')).toBeVisible()
    await expect(dialog(page).getByRole('listbox')).toBeHidden()

    const close = dialog(page).getByRole('button', { name: 'Close search' })
    const azLink = dialog(page).getByRole('link', { name: 'A–Z index of services and projects' })
    await page.keyboard.press('Tab')
    await expect(azLink).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(close).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(azLink).toBeFocused()
    await close.click()
    await expect(dialog(page)).toBeHidden()
    await expect(searchButton(page)).toBeFocused()
  })

  test('axe finds nothing serious in the open dialog', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/services')
    await searchButton(page).click()
    await expect(input(page)).toBeFocused()
    await page.keyboard.type('rebar')
    await expect(options(page).first()).toContainText('Rebar Detailing')
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('A–Z index', () => {
  test('lists every service and project under its letter, with its own canonical URL', async ({ page }) => {
    await page.goto('/search')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A–Z index')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/search`)
    const main = page.getByRole('main')
    for (const service of services) await expect(main.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', `/services/${service.id}`)
    for (const project of projects) await expect(main.getByRole('link', { name: project.title, exact: true })).toHaveAttribute('href', `/projects/${project.id}`)
    await main.getByRole('navigation', { name: 'Letters' }).getByRole('link', { name: 'R', exact: true }).click()
    await expect(page.getByRole('heading', { level: 2, name: 'R', exact: true })).toBeInViewport()
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the header search is a link to the A–Z index', async ({ page }) => {
    await page.goto('/contact')
    const link = page.getByRole('banner').getByRole('link', { name: 'Search' })
    await expect(link).toHaveAttribute('href', '/search')
    await link.click()
    await expect(page).toHaveURL(/\/search$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('A–Z index')
  })
})
