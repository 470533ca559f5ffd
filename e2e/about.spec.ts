import { aboutLinks, missionVision, phasesIntro, servicePhases, whoWeAre, whyChooseUs } from '../content/about'
import { SITE_URL } from '../content/site'
import { serverHtmlText } from './support/html-text'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

test.describe('about page', () => {
  test('the served HTML holds every section’s text', async ({ request }) => {
    const text = await serverHtmlText(request, '/about')
    const expected = [
      'About Us',
      whoWeAre.heading,
      ...whoWeAre.paragraphs,
      phasesIntro.heading,
      ...servicePhases.flatMap((phase) => [phase.title, phase.summary, ...phase.items]),
      whyChooseUs.heading,
      ...whyChooseUs.points.flatMap((point) => [point.title, point.text]),
      missionVision.mission.text,
      missionVision.vision.text,
      aboutLinks.heading,
    ]
    for (const sentence of expected) expect(text, sentence).toContain(sentence)
  })

  test('has the banner and its sections in order', async ({ page }) => {
    await page.goto('/about')
    await expect(page).toHaveTitle(/^About Us \| /)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('About Us')
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('About Us')
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      whoWeAre.heading,
      phasesIntro.heading,
      whyChooseUs.heading,
      missionVision.heading,
      aboutLinks.heading,
    ])
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_URL}/about`)
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', `${SITE_URL}/opengraph-image`)
  })

  test('shows the three phases, the five reasons, mission and vision', async ({ page }) => {
    await page.goto('/about')
    const phases = page.locator('section[aria-labelledby="phases-heading"]')
    await expect(phases.getByRole('heading', { level: 3 })).toHaveText(['Design', 'Construction', 'Operations'])
    const reasons = page.locator('section[aria-labelledby="why-heading"]')
    await expect(reasons.getByRole('listitem')).toHaveCount(5)
    await expect(reasons.getByRole('heading', { level: 3 })).toHaveText(whyChooseUs.points.map((point) => point.title))
    const mission = page.locator('section[aria-labelledby="mission-heading"]')
    await expect(mission.getByRole('heading', { level: 3 })).toHaveText(['Our Mission', 'Our Vision'])
  })

  test('links to BIM modelling, contact and home', async ({ page }) => {
    await page.goto('/about')
    const cta = page.locator('section[aria-labelledby="about-cta-heading"]')
    await expect(cta.getByRole('link')).toHaveCount(3)
    for (const link of aboutLinks.links) {
      await expect(cta.getByRole('link', { name: link.text })).toHaveAttribute('href', link.href)
    }
    await cta.getByRole('link', { name: 'Back to home' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 2, name: 'Who We Are' })).toBeVisible()
  })

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/about')
    const height = await page.evaluate(() => document.body.scrollHeight)
    for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(1000)
    await expectNoSeriousA11yViolations(page)
  })
})
