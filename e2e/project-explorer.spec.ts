import type { Page } from '@playwright/test'
import { projects } from '../content/projects'
import { filterProjects, type Filters } from '../lib/projects/filter'
import { getFilterData } from '../lib/projects/facets'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

const { projects: filterable } = getFilterData()
/** The titles a filter leaves, in portfolio order. */
const titlesFor = (filters: Omit<Filters, 'page'>) =>
  filterProjects(filterable, filters).map((entry) => projects.find((project) => project.id === entry.id)!.title)

const select = (page: Page, name: 'Service' | 'Sector' | 'Location') => page.getByRole('combobox', { name, exact: true })
const cardTitles = (page: Page) => page.getByTestId('project-grid').locator('article h3')
const status = (page: Page) => page.getByRole('status').filter({ hasText: /project/i })
const pagination = (page: Page) => page.getByRole('navigation', { name: 'Project list pages' })

/** Opens a list and waits for the filter island to replace the server-rendered links. */
async function openList(page: Page, path: string) {
  await page.goto(path)
  await expect(select(page, 'Service')).toBeVisible()
}

test.describe('project filter bar', () => {
  test('narrows the list at once, counts each choice and keeps the choices in the query', async ({ page }) => {
    await openList(page, '/project')
    await expect(status(page)).toHaveText('45 projects, page 1 of 5')
    await page.evaluate(() => Object.assign(window, { sameDocument: true }))

    const steel = titlesFor({ service: 'steel-detailing' })
    await expect(select(page, 'Service').locator('option', { hasText: 'Steel detailing' })).toHaveText(`Steel detailing (${steel.length})`)
    await select(page, 'Service').selectOption('steel-detailing')
    await expect(page).toHaveURL(/\/project\?service=steel-detailing$/)
    await expect(status(page)).toHaveText(`${steel.length} projects match, page 1 of 3`)
    await expect(cardTitles(page)).toHaveText(steel.slice(0, 9))

    // Counts beside the other facets follow the service chosen.
    const steelIndustrial = titlesFor({ service: 'steel-detailing', sector: 'industrial' })
    await expect(select(page, 'Sector').locator('option[value="industrial"]')).toHaveText(`Industrial (${steelIndustrial.length})`)
    await select(page, 'Sector').selectOption('industrial')
    await expect(page).toHaveURL(/\/project\?service=steel-detailing&sector=industrial$/)
    await expect(cardTitles(page)).toHaveText(steelIndustrial)
    await expect(pagination(page).getByText('Page 1 of 1')).toBeVisible()

    await page.getByRole('button', { name: 'Clear filters' }).click()
    await expect(page).toHaveURL(/\/project$/)
    await expect(cardTitles(page)).toHaveCount(9)
    // No request reloaded the page: the filters ran in the page the visitor opened.
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true)
  })

  test('a shared link, Back and a return from a project page restore the filters', async ({ page }) => {
    await openList(page, '/project?location=usa&service=steel-detailing')
    await expect(select(page, 'Service')).toHaveValue('steel-detailing')
    await expect(select(page, 'Location')).toHaveValue('usa')
    await expect(cardTitles(page)).toHaveText(titlesFor({ service: 'steel-detailing', location: 'usa' }))

    await select(page, 'Location').selectOption('new-york')
    await expect(cardTitles(page)).toHaveText(['24-Storey Office Tower'])
    await page.goBack()
    await expect(page).toHaveURL(/\/project\?location=usa&service=steel-detailing$/)
    await expect(select(page, 'Location')).toHaveValue('usa')
    await expect(cardTitles(page)).toHaveCount(4)

    await cardTitles(page).first().getByRole('link').click()
    await expect(page).toHaveURL(/\/projects\/12$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/project\?location=usa&service=steel-detailing$/)
    await expect(select(page, 'Location')).toHaveValue('usa')
    await expect(cardTitles(page)).toHaveCount(4)
  })

  test('pages a filtered list 9 at a time, with Previous, Next and Page X of Y', async ({ page }) => {
    const steel = titlesFor({ service: 'steel-detailing' })
    await openList(page, '/project?service=steel-detailing')
    const nav = pagination(page)
    await expect(nav.getByText('Page 1 of 3')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/project?service=steel-detailing&page=2')

    await nav.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\?service=steel-detailing&page=2$/)
    await expect(nav.getByText('Page 2 of 3')).toBeVisible()
    await expect(cardTitles(page)).toHaveText(steel.slice(9, 18))
    await nav.getByRole('link', { name: 'Page 3', exact: true }).click()
    await expect(cardTitles(page)).toHaveText(steel.slice(18))
    await expect(nav.getByRole('link', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true')

    await page.reload()
    await expect(nav.getByText('Page 3 of 3')).toBeVisible()
    await expect(cardTitles(page)).toHaveText(steel.slice(18))
    await page.goBack()
    await expect(nav.getByText('Page 2 of 3')).toBeVisible()
    await nav.getByRole('link', { name: 'Previous' }).click()
    await expect(page).toHaveURL(/\?service=steel-detailing$/)

    // A new choice starts again at page 1.
    await nav.getByRole('link', { name: 'Page 2', exact: true }).click()
    await select(page, 'Location').selectOption('india')
    await expect(page).toHaveURL(/\?service=steel-detailing&location=india$/)
    await expect(nav.getByText('Page 1 of 2')).toBeVisible()
  })

  test('an empty combination says so and offers a way back', async ({ page }) => {
    await openList(page, '/project?service=rebar-detailing&location=guyana')
    await expect(status(page)).toHaveText('No projects match these filters')
    await expect(page.getByRole('heading', { name: 'No project matches Rebar detailing + Guyana' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Remove location: Guyana' }).click()
    await expect(page).toHaveURL(/\/project\?service=rebar-detailing$/)
    await expect(cardTitles(page)).toHaveText(titlesFor({ service: 'rebar-detailing' }))
    await select(page, 'Location').selectOption('guyana')
    await page.getByRole('button', { name: 'Show all projects' }).click()
    await expect(page).toHaveURL(/\/project$/)
    await expect(status(page)).toHaveText('45 projects, page 1 of 5')
  })

  test('works by keyboard and announces the count politely', async ({ page }) => {
    await openList(page, '/project')
    await expect(status(page)).toHaveAttribute('role', 'status')
    await select(page, 'Sector').focus()
    await page.keyboard.press('ArrowDown')
    await expect(page).toHaveURL(/\?sector=industrial$/)
    await expect(status(page)).toHaveText(`${titlesFor({ sector: 'industrial' }).length} projects match`)
    await page.keyboard.press('Tab')
    await expect(select(page, 'Location')).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Clear filters' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/project$/)
  })

  test('axe finds nothing serious on a filtered list', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await openList(page, '/project?service=structural-design&sector=infrastructure')
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('project list without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the filter choices lead to the links to the facet pages', async ({ page }) => {
    await page.goto('/project?service=steel-detailing')
    // The query is for the filter island; the page itself is the unfiltered list.
    await expect(page.getByTestId('project-grid').locator('article')).toHaveCount(9)
    const bar = page.getByRole('group', { name: 'Browse projects by facet' })
    await bar.getByRole('link', { name: 'All services' }).click()
    await expect(page).toHaveURL(/#browse-service$/)
    const link = page.getByRole('navigation', { name: 'Browse projects by' }).locator('#browse-service').getByRole('link', { name: 'Steel detailing (23)' })
    await expect(link).toBeInViewport()
    await expect(link).toHaveAttribute('href', '/project/service/steel-detailing')
    await link.click()
    await expect(page).toHaveURL(/\/project\/service\/steel-detailing$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steel detailing projects')
  })
})
