import { projects } from '../content/projects'
import { services } from '../content/services'
import { getFacetProjects, getRelatedProjects } from '../lib/projects/facets'
import { expect, test } from './support/test'

test.describe('links between services, projects and facet pages', () => {
  for (const service of services) {
    test(`${service.id}: the h1 names the service, and three of its projects link to its facet page`, async ({ page }) => {
      await page.goto(`/services/${service.id}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
      const own = getFacetProjects('service', service.id)
      const section = page.locator('section', { has: page.getByRole('heading', { level: 2, name: /projects$/ }) }).last()
      await expect(section.locator('article h3')).toHaveText(own.slice(0, 3).map((project) => project.title))
      const all = section.getByRole('link', { name: `All ${own.length} ` })
      await expect(all).toHaveAttribute('href', `/project/service/${service.id}`)
    })
  }

  test('a project page links its facets and shows related projects', async ({ page }) => {
    const project = projects.find((entry) => entry.id === '12')!
    await page.goto('/projects/12')
    const chips = page.getByRole('heading', { name: 'Similar work' }).locator('xpath=following-sibling::ul[1]').getByRole('link')
    await expect(chips).toHaveText(['Steel detailing', 'Energy and process', 'Texas, USA', 'USA'])
    await chips.filter({ hasText: 'Energy and process' }).click()
    await expect(page).toHaveURL(/\/project\/sector\/energy$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Energy and process plant projects')

    await page.goto('/projects/12')
    const related = page.locator('section', { has: page.getByRole('heading', { name: 'Related projects' }) })
    await expect(related.locator('article h3')).toHaveText(getRelatedProjects(project).map((entry) => entry.title))
  })
})
