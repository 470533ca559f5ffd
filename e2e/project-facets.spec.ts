import { projects } from '../content/projects'
import { SITE_URL } from '../content/site'
import { facetPath, getFacetPages, getFacetProjects, getFacetText } from '../lib/projects/facets'
import { expect, expectCanonical, expectNoSeriousA11yViolations, test, waitForHydratedHead } from './support/test'

const pages = getFacetPages()
const jsonLd = async (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap((match) => {
    const data = JSON.parse(match[1]!)
    return Array.isArray(data) ? data : [data]
  })

test.describe('facet pages', () => {
  test('every facet page answers 200 with its h1, canonical URL and list structured data', async ({ request }) => {
    expect(pages.length).toBeGreaterThan(30)
    for (const { kind, value, page } of pages) {
      const path = facetPath(kind, value, page)
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      const text = getFacetText(kind, value)!
      expect(html, path).toContain(`<h1 class="`)
      expect(html).toMatch(new RegExp(`<h1[^>]*>${text.heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`))
      expect(html).toContain(`<link rel="canonical" href="${SITE_URL}${path}"/>`)
      const items = await jsonLd(html)
      const collection = items.find((item) => item['@type'] === 'CollectionPage')
      const listed = getFacetProjects(kind, value).slice((page - 1) * 9, page * 9)
      expect(collection?.url).toBe(`${SITE_URL}${path}`)
      expect(collection?.mainEntity['@type']).toBe('ItemList')
      expect(collection?.mainEntity.itemListElement.map((item: { url: string }) => item.url)).toEqual(listed.map((project) => `${SITE_URL}/projects/${project.id}`))
      expect(collection?.mainEntity.itemListElement[0].position).toBe((page - 1) * 9 + 1)
      expect(items.find((item) => item['@type'] === 'BreadcrumbList')?.itemListElement.map((item: { name: string }) => item.name)).toEqual(
        ['Home', 'Projects', text.label, ...(page > 1 ? [`Page ${page}`] : [])],
      )
    }
  })

  test('a facet page shows its heading, intro, breadcrumb, cards and its own pages', async ({ page }) => {
    await page.goto('/project/service/steel-detailing')
    const text = getFacetText('service', 'steel-detailing')!
    await expect(page).toHaveTitle(/^Steel detailing projects \| Stratum/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Steel detailing projects')
    await expect(page.getByText(text.intro)).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{60,160}/)
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Projects', 'Steel detailing'])
    await expect(page.getByTestId('project-grid').locator('article')).toHaveCount(9)
    const nav = page.getByRole('navigation', { name: 'Project list pages' })
    await expect(nav.getByText('Page 1 of 3')).toBeVisible()
    await waitForHydratedHead(page)
    await nav.getByRole('link', { name: 'Next' }).click()
    await expect(page).toHaveURL(/\/project\/service\/steel-detailing\/page\/2$/)
    await expect(page).toHaveTitle(/^Steel detailing projects, page 2 of 3 \|/)
    await expectCanonical(page, `${SITE_URL}/project/service/steel-detailing/page/2`)
    await expect(nav.getByText('Page 2 of 3')).toBeVisible()
    // The filter bar takes over from here, with this facet chosen.
    await page.getByRole('link', { name: 'Narrow these down by sector and location' }).click()
    await expect(page).toHaveURL(/\/project\?service=steel-detailing$/)
    await expect(page.getByRole('combobox', { name: 'Service' })).toHaveValue('steel-detailing')
  })

  test('a location page lists the projects of the state or the whole country', async ({ page }) => {
    await page.goto('/project/location/texas')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in Texas')
    await expect(page.getByTestId('project-grid').locator('article h3')).toHaveText(['Refinery Pipe Rack Modules', 'Regional Distribution Center'])
    await page.getByRole('navigation', { name: 'Browse projects by' }).getByRole('link', { name: 'USA (6)' }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects in the USA')
    await expect(page.getByTestId('project-grid').locator('article')).toHaveCount(projects.filter((project) => project.location.endsWith('USA')).length)
  })

  test('unknown facets, values and pages answer 404', async ({ request }) => {
    for (const path of [
      '/project/service/plumbing',
      '/project/colour/red',
      '/project/sector/Industrial',
      '/project/service/steel-detailing/page/1',
      '/project/service/steel-detailing/page/4',
      '/project/service/steel-detailing/page/02',
      '/project/location/guyana/page/2',
    ]) {
      expect((await request.get(path)).status(), path).toBe(404)
    }
  })

  test('the sitemap lists every facet page', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    for (const { kind, value, page } of pages) expect(sitemap).toContain(`<loc>${SITE_URL}${facetPath(kind, value, page)}</loc>`)
  })

  // One test per page: each axe run takes seconds on a slow 2-core machine.
  for (const path of ['/project/service/bim-services', '/project/sector/healthcare', '/project/location/maharashtra', '/project/service/structural-design/page/2']) {
    test(`axe finds nothing serious on ${path}`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' })
      await page.goto(path)
      await expectNoSeriousA11yViolations(page)
    })
  }
})
