import type { Locator, Page } from '@playwright/test'
import { projects } from '../content/projects'
import { expect, expectNoSeriousA11yViolations, isMobileProject, test } from './support/test'

const PAGE_COUNT = 5
const listPath = (n: number) => (n === 1 ? '/project' : `/project/page/${n}`)

const pagination = (page: Page) => page.getByRole('navigation', { name: 'Project list pages' })
const cards = (page: Page) => page.getByTestId('project-grid').locator('article')
const cardOf = (page: Page, title: string) => cards(page).filter({ has: page.getByRole('heading', { name: title, exact: true }) })
const detailButton = (page: Page, title: string) => cardOf(page, title).getByRole('button', { name: /^View Detail/ })

/** The fact a description list gives for a label (dt/dd pairs). */
const fact = (scope: Locator, label: string) => scope.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')

async function expectProjectsNavCurrent(page: Page) {
  await expect(page.locator('header a[href="/project"]').first()).toHaveAttribute('aria-current', 'page')
}

test.describe('projects list', () => {
  test('every list page shows 9 cards, its number, and disables Previous/Next at the ends', async ({ page }) => {
    for (let n = 1; n <= PAGE_COUNT; n++) {
      const response = await page.goto(listPath(n))
      expect(response?.status()).toBe(200)
      await expect(cards(page)).toHaveCount(9)
      // The first card of page n is project 9(n-1)+1.
      await expect(cards(page).first().getByRole('heading')).toHaveText(projects[(n - 1) * 9]!.title)
      const nav = pagination(page)
      await expect(nav.getByText(`Page ${n} of ${PAGE_COUNT}`)).toBeVisible()
      await expect(nav.getByRole('link', { name: `Page ${n}`, exact: true })).toHaveAttribute('aria-current', 'page')

      const previous = nav.getByRole('link', { name: 'Previous' })
      const next = nav.getByRole('link', { name: 'Next' })
      if (n === 1) {
        await expect(previous).toHaveAttribute('aria-disabled', 'true')
        await expect(previous).not.toHaveAttribute('href')
      } else {
        await expect(previous).not.toHaveAttribute('aria-disabled')
        await expect(previous).toHaveAttribute('href', listPath(n - 1))
      }
      if (n === PAGE_COUNT) {
        await expect(next).toHaveAttribute('aria-disabled', 'true')
        await expect(next).not.toHaveAttribute('href')
      } else {
        await expect(next).toHaveAttribute('href', listPath(n + 1))
      }
      await expectProjectsNavCurrent(page)
    }
  })

  test('the intro links the firm e-mail and the cards link their project pages', async ({ page }) => {
    await page.goto('/project')
    await expect(page.getByRole('heading', { level: 1, name: 'Our Projects' })).toBeVisible()
    await expect(page.locator('main a[href^="mailto:"]').first()).toHaveAttribute('href', /^mailto:.+@.+/)
    await expect(cardOf(page, projects[3]!.title).getByRole('link', { name: projects[3]!.title })).toHaveAttribute('href', '/projects/4')
    await expect(cardOf(page, projects[3]!.title)).toContainText(projects[3]!.location)
  })

  test('a numbered jump, Next, a reload and Back keep the page in the URL', async ({ page }) => {
    await page.goto('/project')
    await pagination(page).getByRole('link', { name: 'Page 3', exact: true }).click()
    await expect(page).toHaveURL(/\/project\/page\/3$/)
    await expect(pagination(page).getByText('Page 3 of 5')).toBeVisible()
    await expect(cards(page).first().getByRole('heading')).toHaveText(projects[18]!.title)

    await page.reload()
    await expect(page).toHaveURL(/\/project\/page\/3$/)
    await expect(pagination(page).getByText('Page 3 of 5')).toBeVisible()
    await expect(cards(page)).toHaveCount(9)

    await pagination(page).getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/project\/page\/4$/)
    await expect(pagination(page).getByText('Page 4 of 5')).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/\/project\/page\/3$/)
    await expect(pagination(page).getByText('Page 3 of 5')).toBeVisible()
    await page.goBack()
    await expect(page).toHaveURL(/\/project$/)
    await expect(pagination(page).getByText('Page 1 of 5')).toBeVisible()

    await pagination(page).getByRole('link', { name: 'Page 5', exact: true }).click()
    await expect(page).toHaveURL(/\/project\/page\/5$/)
    await pagination(page).getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\/project\/page\/4$/)
    await expectProjectsNavCurrent(page)
  })

  test('pages outside 1..5 answer 404', async ({ request }) => {
    for (const path of ['/project/page/0', '/project/page/6', '/project/page/03', '/project/page/two']) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('View Detail shows on touch screens, and with a mouse on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/project')
    const title = projects[1]!.title
    const button = detailButton(page, title)
    const overlayOpacity = () => button.evaluate((element) => Number(getComputedStyle(element.parentElement!).opacity))
    if (isMobileProject(page)) {
      await expect(button).toBeVisible()
      expect(await overlayOpacity()).toBe(1)
      return
    }
    await page.mouse.move(0, 0)
    await expect.poll(overlayOpacity).toBe(0)
    await cardOf(page, title).hover()
    await expect.poll(overlayOpacity).toBe(1)
    await page.mouse.move(0, 0)
    await expect.poll(overlayOpacity).toBe(0)
    // Tab from the previous card's title link reaches the button, which then shows.
    await cardOf(page, projects[0]!.title).getByRole('link').focus()
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await expect.poll(overlayOpacity).toBe(1)
  })
})

test.describe('project detail dialog', () => {
  test('shows the facts and closes by its X, by Escape and on the backdrop, returning focus', async ({ page }) => {
    await page.goto('/project')
    const full = projects[1]! // every optional field set
    const button = detailButton(page, full.title)
    await button.click()
    const dialog = page.getByRole('dialog', { name: full.title })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('img', { name: full.image.alt })).toBeVisible()
    await expect(fact(dialog, 'Client')).toHaveText(full.client!)
    await expect(fact(dialog, 'Area')).toHaveText(full.area!)
    await expect(fact(dialog, 'Location')).toHaveText(full.location)
    await expect(fact(dialog, 'Structure')).toHaveText(full.structure!)
    await expect(dialog.getByRole('link', { name: /Open project page/ })).toHaveAttribute('href', '/projects/2')
    await expect(page.locator('body')).toHaveClass(/scroll-locked/)

    // 1. The X.
    await dialog.getByRole('button', { name: 'Close project details' }).click()
    await expect(dialog).toBeHidden()
    await expect(button).toBeFocused()
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/)

    // 2. Escape, after opening from the keyboard; Tab stays inside while open.
    const sparse = projects[4]! // no client, area or structure
    const sparseButton = detailButton(page, sparse.title)
    await sparseButton.focus()
    await page.keyboard.press('Enter')
    const sparseDialog = page.getByRole('dialog', { name: sparse.title })
    await expect(sparseDialog).toBeVisible()
    await expect(fact(sparseDialog, 'Client')).toHaveText('---')
    await expect(fact(sparseDialog, 'Area')).toHaveText('---')
    await expect(fact(sparseDialog, 'Location')).toHaveText(sparse.location)
    await expect(fact(sparseDialog, 'Structure')).toHaveText('---')
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key)
      expect(await sparseDialog.evaluate((element) => element.contains(document.activeElement)), key).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(sparseDialog).toBeHidden()
    await expect(sparseButton).toBeFocused()

    // 3. A click on the backdrop (the corner of the viewport, outside the panel).
    await sparseButton.click()
    await expect(sparseDialog).toBeVisible()
    await sparseDialog.getByRole('heading', { name: sparse.title }).click() // inside: stays open
    await expect(sparseDialog).toBeVisible()
    await page.mouse.click(4, 4)
    await expect(sparseDialog).toBeHidden()
    await expect(sparseButton).toBeFocused()
  })

  test('uses the project name as the heading when there is one, and links to the full page', async ({ page }) => {
    await page.goto('/project')
    const named = projects[0]!
    await detailButton(page, named.title).click()
    const dialog = page.getByRole('dialog', { name: named.name! })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('link', { name: /Open project page/ }).click()
    await expect(page).toHaveURL(/\/projects\/1$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${named.title} (${named.area})`)
    await expect(page.locator('body')).not.toHaveClass(/scroll-locked/)
  })

  test('axe finds nothing serious on /project, with the dialog closed and open', async ({ page }) => {
    // axe judges the settled page: no reveal or fade half-way through.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/project')
    await expectNoSeriousA11yViolations(page)
    await detailButton(page, projects[1]!.title).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('project pages', () => {
  test('all 45 project pages answer 200 with their title', async ({ request }) => {
    for (const project of projects) {
      const response = await request.get(`/projects/${project.id}`)
      expect(response.status(), project.id).toBe(200)
      expect(await response.text()).toContain(project.title.replace(/&/g, '&amp;'))
    }
  })

  test('a project page shows the orange header, the facts, and Back to the list', async ({ page }) => {
    const project = projects[1]!
    await page.goto(`/projects/${project.id}`)
    const heading = page.getByRole('heading', { level: 1 })
    await expect(heading).toHaveText(`${project.title} (${project.area})`)
    // The orange header: the accent colour behind the title.
    const background = await heading.evaluate((element) => getComputedStyle(element.closest('section')!).backgroundImage)
    expect(background).toContain('rgb(249, 115, 22)')
    const facts = page.locator('main dl').first()
    await expect(fact(facts, 'Client')).toHaveText(project.client!)
    await expect(fact(facts, 'Area')).toHaveText(project.area!)
    await expect(fact(facts, 'Location')).toHaveText(project.location)
    await expect(fact(facts, 'Structure')).toHaveText(project.structure!)
    await expect(page.getByText(project.details)).toBeVisible()
    await expect(page.getByRole('img', { name: project.image.alt }).first()).toBeVisible()
    await expectProjectsNavCurrent(page)

    await page.getByRole('link', { name: 'Back to projects' }).click()
    await expect(page).toHaveURL(/\/project$/)
  })

  test('missing facts show "---" and the title has no brackets without an area', async ({ page }) => {
    const project = projects[4]!
    await page.goto(`/projects/${project.id}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title)
    const facts = page.locator('main dl').first()
    await expect(fact(facts, 'Client')).toHaveText('---')
    await expect(fact(facts, 'Area')).toHaveText('---')
    await expect(fact(facts, 'Structure')).toHaveText('---')
  })

  test('a project page has a canonical URL, a description and its own Open Graph image', async ({ page, request }) => {
    await page.goto('/projects/12')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/projects\/12$/)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Refinery Pipe Rack Modules/)
    const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content')
    expect(ogImage).toMatch(/\/projects\/12\/opengraph-image/)
    const image = await request.get(new URL(ogImage!).pathname)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    expect((await request.get('/projects/46/opengraph-image')).status()).toBe(404)
  })

  test('an unknown project answers 404 with "Project not found"', async ({ page, request }) => {
    for (const path of ['/projects/46', '/projects/0', '/projects/steel-plant', '/projects/1/extra']) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(404)
      expect(await response.text(), path).toContain('Project not found')
    }
    const response = await page.goto('/projects/99')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible()
    await page.getByRole('link', { name: 'See all projects' }).click()
    await expect(page).toHaveURL(/\/project$/)
  })

  test('/projects answers a 308 to /project', async ({ request }) => {
    const response = await request.get('/projects', { maxRedirects: 0 })
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/project')
  })

  test('the sitemap lists the list pages and every project', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (let n = 2; n <= PAGE_COUNT; n++) expect(sitemap).toContain(`/project/page/${n}</loc>`)
    for (const project of projects) expect(sitemap).toContain(`/projects/${project.id}</loc>`)
  })

  test('axe finds nothing serious on a project page', async ({ page }) => {
    // axe judges the settled page: no reveal or fade half-way through.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/projects/2')
    await expectNoSeriousA11yViolations(page)
    await page.goto('/projects/5')
    await expectNoSeriousA11yViolations(page)
  })
})
