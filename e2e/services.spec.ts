import { services } from '../content/services'
import { brand } from '../content/site'
import { expect, expectNoSeriousA11yViolations, isMobileProject, test } from './support/test'

/** Text as React writes it into HTML, so raw responses can be searched for content. */
function asHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

function jsonLdBlocks(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  return blocks.flatMap((match) => {
    const data: unknown = JSON.parse(match[1]!)
    return Array.isArray(data) ? data : [data]
  })
}

type LdNode = { '@type'?: string; name?: string; provider?: { '@id'?: string }; itemListElement?: { name: string; item: string }[] }

for (const service of services) {
  const path = `/services/${service.id}`
  const tabCount = service.advantages.features.length

  test.describe(`service page ${service.id}`, () => {
    test('answers 200 with its title, banner, breadcrumb, sections and contact link', async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page).toHaveTitle(`${service.metaTitle ?? service.title} | ${brand.name}`)
      // The banner keeps 'Services' as its label; the h1 names the service.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(service.title)
      // Its drawing is hidden markup inside the banner, covering it, not an image of its own.
      const banner = page.locator('section', { has: page.getByRole('heading', { level: 1 }) })
      const backdrop = banner.locator('svg[aria-hidden="true"]')
      await expect(backdrop).toHaveCount(1)
      const [bannerBox, backdropBox] = await Promise.all([banner.boundingBox(), backdrop.boundingBox()])
      expect(backdropBox).toEqual(bannerBox)
      expect(await banner.evaluate((element) => getComputedStyle(element).backgroundImage)).not.toContain('url(')

      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' })
      await expect(breadcrumb.getByRole('listitem')).toHaveText(['Home', 'Services', service.title])
      await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
      await expect(breadcrumb.getByRole('link', { name: 'Services' })).toHaveAttribute('href', '/services')
      await expect(breadcrumb.getByText(service.title)).toHaveAttribute('aria-current', 'page')

      await expect(page.getByRole('heading', { level: 2, name: service.heading })).toBeVisible()
      await expect(page.getByText(service.description[0]!)).toBeVisible()
      await expect(page.getByRole('img', { name: service.image.alt })).toBeVisible()

      const bimHeading = page.getByRole('heading', { name: 'Our BIM services', exact: true })
      if (service.bimServices.length > 0) {
        await expect(bimHeading).toBeVisible()
        await expect(page.locator('section', { has: bimHeading }).getByRole('listitem')).toHaveCount(12)
      } else {
        await expect(bimHeading).toHaveCount(0)
      }

      await expect(page.getByRole('heading', { level: 2, name: service.name })).toBeVisible()
      await expect(page.getByText(service.intro!)).toBeVisible()

      const contact = page.locator('section', { has: page.getByRole('heading', { name: service.contactSection.heading }) })
      await expect(contact.getByRole('heading', { level: 3 })).toHaveText(service.contactSection.points.map((point) => point.title))
      await expect(contact.getByRole('link', { name: 'Request a proposal' })).toHaveAttribute('href', '/contact')
      await expect(contact.getByRole('img', { name: service.contactImage.alt })).toBeVisible()
    })

    test(`has ${tabCount} numbered why-us tabs that switch by click and keyboard`, async ({ page }) => {
      await page.goto(path)
      const tablist = page.getByRole('tablist', { name: service.name })
      const tabs = tablist.getByRole('tab')
      await expect(tabs).toHaveCount(tabCount)
      for (let index = 0; index < tabCount; index++) {
        await expect(tabs.nth(index)).toContainText(`${String(index + 1).padStart(2, '0')}/`)
      }
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      const visiblePanel = page.getByRole('tabpanel')
      await expect(visiblePanel).toHaveCount(1)
      await expect(visiblePanel.getByRole('heading', { level: 3 })).toHaveText(service.advantages.features[0]!.title)

      await tabs.nth(1).click()
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'false')
      await expect(visiblePanel.getByRole('heading', { level: 3 })).toHaveText(service.advantages.features[1]!.title)
      await expect(visiblePanel.getByRole('img')).toHaveAttribute('alt', service.advantages.features[1]!.image.alt)

      await page.keyboard.press('ArrowDown')
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.nth(2)).toBeFocused()
      await page.keyboard.press('End')
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true')
      await expect(visiblePanel.getByRole('heading', { level: 3 })).toHaveText(service.advantages.features[tabCount - 1]!.title)
      await page.keyboard.press('ArrowRight')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('ArrowUp')
      await expect(tabs.last()).toHaveAttribute('aria-selected', 'true')
      await page.keyboard.press('Home')
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true')
      await expect(tabs.first()).toBeFocused()
    })

    test('shows five industry cards in the carousel, with its controls for the width', async ({ page }) => {
      await page.goto(path)
      const carousel = page.getByRole('region', { name: 'Industry cards', exact: true })
      const cards = carousel.locator('[data-industry-card]')
      await expect(cards).toHaveCount(5)
      await expect(cards.getByRole('heading', { level: 3 })).toHaveText(service.industries.map((industry) => industry.title))
      const withoutImage = service.industries.filter((industry) => !industry.image).length
      await expect(carousel.locator('img[src$="/industries/default.svg"]')).toHaveCount(withoutImage)
      await expect(page.getByText(service.industriesBottomline)).toBeVisible()

      await expect(carousel.getByRole('button', { name: /^(Pause|Play) / })).toBeVisible()
      // Swiper (and with it the dots) takes over as the carousel nears the viewport.
      await carousel.scrollIntoViewIfNeeded()
      if (isMobileProject(page)) {
        await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeHidden()
        await expect(carousel.getByRole('button', { name: 'Go to slide 1', exact: true })).toBeVisible()
      } else {
        await expect(carousel.getByRole('button', { name: 'Next slide' })).toBeVisible()
        await expect(carousel.getByRole('button', { name: 'Previous slide' })).toBeVisible()
      }
    })

    test('pre-renders every tab panel, JSON-LD and an Open Graph image into the HTML', async ({ request }) => {
      const response = await request.get(path)
      expect(response.status()).toBe(200)
      const html = await response.text()

      for (const feature of service.advantages.features) {
        expect(html).toContain(asHtmlText(feature.title))
        expect(html).toContain(asHtmlText(feature.description))
        for (const paragraph of feature.subtext) expect(html).toContain(asHtmlText(paragraph))
      }
      for (const industry of service.industries) expect(html).toContain(asHtmlText(industry.description))
      expect(html.match(/role="tabpanel"/g)).toHaveLength(tabCount)

      const nodes = jsonLdBlocks(html) as LdNode[]
      const serviceLd = nodes.find((node) => node['@type'] === 'Service')
      expect(serviceLd?.name).toBe(service.title)
      expect(serviceLd?.provider?.['@id']).toMatch(/\/#organization$/)
      expect(nodes.some((node) => node['@type'] === 'Organization')).toBe(true)
      const breadcrumb = nodes.find((node) => node['@type'] === 'BreadcrumbList')
      expect(breadcrumb?.itemListElement?.map((item) => item.name)).toEqual(['Home', 'Services', service.title])

      expect(html).toContain(`<link rel="canonical" href="`)
      expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`))
      const ogImage = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1]
      expect(ogImage).toContain(`${path}/opengraph-image`)
      const image = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search)
      expect(image.status()).toBe(200)
      expect(image.headers()['content-type']).toBe('image/png')
      expect(html).toContain(`<meta name="description" content="${asHtmlText(service.metaDescription!)}"`)
      expect(html).toMatch(/<meta name="keywords" content="[^"]+"/)
    })

    test('has no serious accessibility violations', async ({ page }) => {
      await page.goto(path)
      await expectNoSeriousA11yViolations(page)
      // The hidden panels are part of the page too: check one of them once it is shown.
      await page.getByRole('tab').last().click()
      // The panel is shown in the frame after the tab's.
      await expect(page.getByRole('tabpanel').getByRole('heading', { level: 3 })).toHaveText(service.advantages.features.at(-1)!.title)
      // The swap fades the panel in for 0.4 s: a check mid-fade would measure half-transparent text.
      await page.evaluate(() =>
        Promise.all(document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity).map((animation) => animation.finished.catch(() => undefined))),
      )
      await expectNoSeriousA11yViolations(page)
    })
  })
}

test.describe('service routes', () => {
  test('old service ids answer 308 redirects to the real pages', async ({ request }) => {
    for (const [from, to] of [
      ['/services/structural-designs', '/services/structural-design'],
      ['/services/bim-modeling', '/services/bim-services'],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 })
      expect(response.status()).toBe(308)
      expect(new URL(response.headers()['location']!, 'http://x').pathname).toBe(to)
    }
  })

  test("an unknown service id answers 404 with 'Service not found'", async ({ page, request }) => {
    const raw = await request.get('/services/tower-cranes')
    expect(raw.status()).toBe(404)
    const html = await raw.text()
    expect(html).toContain(`<title>Service not found | ${asHtmlText(brand.name)}</title>`)
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect((await request.get('/services/structural-design/extra')).status()).toBe(404)

    const response = await page.goto('/services/tower-cranes')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service not found')
    await expect(page.getByRole('main').getByRole('link', { name: services[0]!.title })).toHaveAttribute('href', `/services/${services[0]!.id}`)
    await expectNoSeriousA11yViolations(page)
  })

  test('the services index links to all six pages', async ({ page }) => {
    const response = await page.goto('/services')
    expect(response?.status()).toBe(200)
    expect(await response!.text()).toMatch(/<meta property="og:image" content="[^"]*\/opengraph-image/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Services')
    const main = page.getByRole('main')
    for (const service of services) {
      await expect(main.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', `/services/${service.id}`)
    }
    await expectNoSeriousA11yViolations(page)
  })

  test('the header and the footer link to every service id', async ({ page }) => {
    await page.goto('/')
    for (const service of services) {
      await expect(page.locator(`header a[href="/services/${service.id}"]`).first()).toBeAttached()
      await expect(page.getByRole('contentinfo').locator(`a[href="/services/${service.id}"]`)).toHaveCount(1)
    }
  })

  test('the sitemap lists all six services', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const service of services) expect(xml).toContain(`/services/${service.id}</loc>`)
  })

  test('the tab swap animates for 0.4 s, and not at all under reduced motion', async ({ page }) => {
    await page.goto('/services/structural-design')
    const panel = page.getByRole('tabpanel')
    await page.getByRole('tab').nth(1).click()
    await expect(panel).toHaveCSS('animation-duration', '0.4s')
    await expect(panel).not.toHaveCSS('animation-name', 'none')

    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.getByRole('tab').nth(2).click()
    await expect(panel).toHaveCSS('animation-name', 'none')
  })
})
