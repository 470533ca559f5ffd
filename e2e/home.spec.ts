import type { Locator, Page } from '@playwright/test'
import {
  bimDimensionCards,
  blogTeasers,
  HERO_AUTOPLAY_MS,
  expertiseTopics,
  heroCards,
  heroSlides,
  homeSections,
  serviceSlides,
  statistics,
  testimonials,
  testimonialSummary,
} from '../content/home'
import { brand, SITE_URL } from '../content/site'
import { serverHtmlText } from './support/html-text'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

const heroRegion = (page: Page) => page.getByRole('region', { name: homeSections.hero.carouselLabel })
const activePanel = (page: Page) => page.locator('[data-hero-panel][data-active="true"]')
const heroCardItems = (page: Page) => page.locator('section[aria-labelledby="service-cards-heading"] ul').first().locator('> li')

async function activeHeroIndex(page: Page) {
  return Number(await activePanel(page).getAttribute('data-hero-panel'))
}

/** Moves focus and pointer off every carousel, so only the pause state decides autoplay. */
async function leaveCarousels(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())
  await page.mouse.move(2, 2)
}

/** Waits for a carousel's slide transition to end (Swiper ignores loop navigation mid-transition). */
async function settled(carousel: Locator) {
  await expect
    .poll(() => carousel.locator('.swiper').evaluate((element) => (element as HTMLElement & { swiper?: { animating: boolean } }).swiper?.animating))
    .toBe(false)
}

/** Scrolls through the page so every scroll reveal has run. */
async function revealAll(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight)
  for (let y = 0; y < height; y += 500) await page.evaluate((top) => window.scrollTo(0, top), y)
  await page.waitForTimeout(1000)
}

test.describe('home page', () => {
  test('the served HTML holds every section’s text before JavaScript runs', async ({ request }) => {
    const text = await serverHtmlText(request, '/')
    const expected = [
      brand.tagline,
      ...heroSlides.flatMap((slide) => [slide.title, ...slide.subtitle]),
      ...[...heroCards, ...bimDimensionCards].flatMap((card) => [card.title, card.description]),
      'Who We Are',
      'Our Vision',
      'Our Mission',
      ...serviceSlides.map((slide) => slide.title),
      ...statistics.flatMap((stat) => [`${stat.value}${stat.suffix}`, stat.label]),
      ...expertiseTopics.flatMap((topic) => [topic.title, topic.description, ...topic.subtext]),
      ...testimonials.flatMap((entry) => [entry.quote, entry.name]),
      testimonialSummary.satisfaction,
      testimonialSummary.reviews,
      testimonialSummary.completedProjects,
      ...blogTeasers.map((post) => post.title),
    ]
    for (const sentence of expected) expect(text, sentence).toContain(sentence)
  })

  test('has its sections in order under their headings', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.tagline)
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()
    expect(heroSlides.map((slide) => slide.title)).toContain(headings[0])
    expect(headings.slice(1)).toEqual([
      homeSections.serviceCards.title,
      'Who We Are',
      homeSections.services.title,
      homeSections.impact.title,
      homeSections.expertise.title,
      homeSections.testimonials.title,
      homeSections.news.title,
    ])
    // The four highlighted cards, then the static row of four.
    await expect(heroCardItems(page)).toHaveCount(4)
    const cardsSection = page.locator('section[aria-labelledby="service-cards-heading"]')
    await expect(cardsSection.getByRole('heading', { level: 3 })).toHaveText(
      [...heroCards, ...bimDimensionCards].map((card) => card.title),
    )
    const about = page.locator('section[aria-labelledby="about-heading"]')
    await expect(about.getByRole('link', { name: 'About us', exact: true })).toHaveAttribute('href', '/about')
    await expect(about.getByRole('link', { name: /BIM services/ })).toHaveAttribute('href', '/services/bim-services')
    await expect(about.getByRole('heading', { name: 'Our Vision' })).toBeVisible()
    await expect(about.getByRole('heading', { name: 'Our Mission' })).toBeVisible()
    await expect(about.getByRole('img')).toHaveCount(1)
  })

  test('hero advances on its own; text, button and highlighted card follow the slide', async ({ page }) => {
    await page.goto('/')
    await expect(activePanel(page)).toHaveCount(1)
    await expect(activePanel(page).getByRole('heading')).toHaveText(heroSlides[0]!.title)
    await expect(heroCardItems(page).nth(0)).toHaveAttribute('data-active', 'true')
    await expect(activePanel(page).getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/services/bim-services')

    // Autoplay (4 s) moves to the second slide without any interaction.
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', '1', { timeout: 9000 })
    await expect(activePanel(page).getByRole('heading')).toHaveText(heroSlides[1]!.title)
    await expect(activePanel(page)).toContainText(heroSlides[1]!.subtitle[1]!)
    await expect(heroCardItems(page).nth(1)).toHaveAttribute('data-active', 'true')
    await expect(heroCardItems(page).nth(0)).toHaveAttribute('data-active', 'false')
    await expect(page.locator('[data-hero-panel][data-active="false"]')).toHaveCount(3)

    // The next button moves one slide on; the highlighted card goes with it. Autoplay is paused
    // first so it cannot move the slide between reading the index and the click.
    await heroRegion(page).getByRole('button', { name: `Pause ${homeSections.hero.carouselLabel} carousel` }).click()
    const before = await activeHeroIndex(page)
    await heroRegion(page).getByRole('button', { name: 'Next slide' }).click()
    const after = (before + 1) % heroSlides.length
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', String(after))
    await expect(activePanel(page).getByRole('heading')).toHaveText(heroSlides[after]!.title)
    await expect(heroCardItems(page).nth(after)).toHaveAttribute('data-active', 'true')
    await expect(page.locator('[data-hero-panel]').nth(before)).toHaveAttribute('aria-hidden', 'true')
  })

  test('pause button stops the hero autoplay and play resumes it', async ({ page }) => {
    await page.goto('/')
    const hero = heroRegion(page)
    await hero.getByRole('button', { name: `Pause ${homeSections.hero.carouselLabel} carousel` }).click()
    await expect(hero.getByRole('button', { name: `Play ${homeSections.hero.carouselLabel} carousel` })).toBeVisible()
    await leaveCarousels(page)
    const paused = await activeHeroIndex(page)
    await page.waitForTimeout(5500)
    expect(await activeHeroIndex(page)).toBe(paused)

    await hero.getByRole('button', { name: `Play ${homeSections.hero.carouselLabel} carousel` }).click()
    await leaveCarousels(page)
    await expect(activePanel(page)).not.toHaveAttribute('data-hero-panel', String(paused), { timeout: 9000 })
  })

  test('the hero holds while a control has focus; previous and a swipe move it by hand', async ({ page }) => {
    await page.goto('/')
    const hero = heroRegion(page)
    await hero.getByRole('button', { name: 'Previous slide' }).focus()
    await page.waitForTimeout(5500)
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', '0')

    const last = heroSlides.length - 1
    await hero.getByRole('button', { name: 'Previous slide' }).click()
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', String(last))
    await expect(hero.locator('[aria-roledescription="slide"]:not([aria-hidden])')).toHaveAccessibleName(`${last + 1} / ${heroSlides.length}`)

    // A swipe to the left shows the next slide (here, round to the first); a short drag does nothing.
    const slides = hero.locator('[aria-roledescription="slide"]').first()
    const drag = async (from: number, to: number) => {
      await slides.dispatchEvent('pointerdown', { clientX: from, pointerType: 'touch' })
      await slides.dispatchEvent('pointerup', { clientX: to, pointerType: 'touch' })
    }
    await drag(300, 290)
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', String(last))
    await drag(300, 120)
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', '0')
  })

  test('a pointer resting anywhere over the hero, its changing text included, holds the slide', async ({ page }) => {
    await page.goto('/')
    await expect(heroRegion(page).getByRole('button', { name: 'Next slide' })).toBeEnabled()
    await activePanel(page).getByRole('heading').hover()
    await page.waitForTimeout(HERO_AUTOPLAY_MS + 1500)
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', '0')
    // Off the hero, autoplay picks up again.
    await leaveCarousels(page)
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', '1', { timeout: HERO_AUTOPLAY_MS + 5000 })
  })

  test('the hero holds for a pointer that was over it before the page hydrated', async ({ page }) => {
    // The page's scripts wait until the pointer rests on the hero text, which the browser marks :hover.
    let releaseScripts = () => {}
    const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve))
    await page.route('**/_next/static/chunks/**/*.js', async (route) => {
      await scriptsHeld
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const heading = (await activePanel(page).getByRole('heading').boundingBox())!
    await page.mouse.move(heading.x + 20, heading.y + heading.height / 2)
    releaseScripts()
    await page.waitForLoadState('load')
    await page.waitForTimeout(HERO_AUTOPLAY_MS + 1500)
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', '0')
    await leaveCarousels(page)
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', '1', { timeout: HERO_AUTOPLAY_MS + 5000 })
  })

  test('services carousel has seven slides linking to service pages, with working previous/next', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: homeSections.services.carouselLabel, exact: true })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.locator('.swiper-slide')).toHaveCount(7)
    await expect(carousel.getByRole('heading', { level: 3 })).toHaveCount(7)
    const hrefs = await carousel.getByRole('link', { name: /^Learn more about/ }).evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')),
    )
    expect(hrefs.sort()).toEqual(
      [
        '/services/bim-services',
        '/services/pre-engineering',
        '/services/rebar-detailing',
        '/services/steel-connection-design',
        '/services/steel-detailing',
        '/services/structural-design',
      ].sort(),
    )
    await expect(carousel.getByRole('link', { name: 'Learn more about Structural Design' })).toHaveAttribute(
      'href',
      '/services/structural-design',
    )

    // Focus inside the carousel pauses its autoplay, so only the buttons move it from here on.
    await carousel.getByRole('button', { name: 'Next slide' }).focus()
    const activeTitle = () => carousel.locator('.swiper-slide-active h3').textContent()
    const titles = serviceSlides.map((slide) => slide.title)
    const start = titles.indexOf((await activeTitle()) ?? '')
    expect(start).toBeGreaterThanOrEqual(0)
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(carousel.locator('.swiper-slide-active h3')).toHaveText(titles[(start + 1) % titles.length]!)
    await settled(carousel)
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(carousel.locator('.swiper-slide-active h3')).toHaveText(titles[start]!)
    await settled(carousel)
    await carousel.getByRole('button', { name: 'Previous slide' }).click()
    await expect(carousel.locator('.swiper-slide-active h3')).toHaveText(titles[(start + titles.length - 1) % titles.length]!)
  })

  test('a carousel arrow pressed as the carousel scrolls into view moves it exactly one slide', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: homeSections.services.carouselLabel, exact: true })
    // Swiper is fetched only now (the click scrolls the carousel in); the press must not be lost.
    await carousel.getByRole('button', { name: 'Next slide' }).click()
    await expect(carousel.locator('.swiper-slide-active h3')).toHaveText(serviceSlides[1]!.title)
  })

  test('Proven Impact shows the final figures', async ({ page }) => {
    await page.goto('/')
    const impact = page.locator('section[aria-labelledby="impact-heading"]')
    await impact.scrollIntoViewIfNeeded()
    for (const stat of statistics) {
      const figure = `${stat.value}${stat.suffix}`
      await expect(impact.getByText(figure, { exact: true }).first()).toBeAttached()
      await expect(impact.locator('[aria-hidden="true"]', { hasText: figure })).toBeVisible({ timeout: 5000 })
      await expect(impact.getByRole('heading', { name: stat.label })).toBeVisible()
    }
  })

  test('expertise topics are tabs: click and keyboard select them', async ({ page }) => {
    await page.goto('/')
    const tabs = page.getByRole('tablist', { name: homeSections.expertise.title }).getByRole('tab')
    await expect(tabs).toContainText(expertiseTopics.map((topic) => topic.title))
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    const panel = page.getByRole('tabpanel')
    await expect(panel).toHaveCount(1)
    await expect(panel.getByRole('heading')).toHaveText(expertiseTopics[0]!.description)
    // Every panel's text is in the DOM, hidden until chosen.
    await expect(page.locator('#expertise-panel-4')).toBeHidden()
    await expect(page.locator('#expertise-panel-4')).toContainText(expertiseTopics[4]!.subtext[0]!)

    await tabs.nth(2).click()
    await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'true')
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'false')
    await expect(page.getByRole('tabpanel').getByRole('heading')).toHaveText(expertiseTopics[2]!.description)
    await expect(page.getByRole('tabpanel').getByRole('img')).toBeVisible()

    await page.keyboard.press('ArrowDown')
    await expect(tabs.nth(3)).toBeFocused()
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('tabpanel').getByRole('heading')).toHaveText(expertiseTopics[3]!.description)
    await page.keyboard.press('End')
    await expect(tabs.nth(4)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowRight')
    await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(tabs.nth(4)).toBeFocused()
    await page.keyboard.press('Home')
    await expect(tabs.nth(0)).toBeFocused()
    await expect(page.getByRole('tabpanel').getByRole('heading')).toHaveText(expertiseTopics[0]!.description)
    // Only the selected tab is in the tab order.
    await expect(tabs.nth(1)).toHaveAttribute('tabindex', '-1')
  })

  test('testimonial dashes jump to an entry and the active one is wider', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: homeSections.testimonials.carouselLabel })
    await carousel.scrollIntoViewIfNeeded()
    await expect(carousel.locator('.swiper-slide')).toHaveCount(testimonials.length)
    const dashes = carousel.getByRole('group', { name: 'Choose a testimonial' }).getByRole('button')
    await expect(dashes).toHaveCount(6)

    await dashes.nth(3).click()
    await expect(dashes.nth(3)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.locator('.swiper-slide-active')).toContainText(testimonials[3]!.name)
    await expect(carousel.locator('.swiper-slide-active')).toContainText(testimonials[3]!.quote)
    await expect(dashes.nth(0)).not.toHaveAttribute('aria-current', 'true')
    await expect
      .poll(async () => ((await dashes.nth(3).boundingBox())?.width ?? 0) - ((await dashes.nth(0).boundingBox())?.width ?? 0))
      .toBeGreaterThan(10)

    await settled(carousel)
    await dashes.nth(5).click()
    await expect(dashes.nth(5)).toHaveAttribute('aria-current', 'true')
    await expect(carousel.locator('.swiper-slide-active')).toContainText(testimonials[5]!.name)

    const summary = page.locator('section[aria-labelledby="testimonials-heading"]')
    await expect(summary.getByText(testimonialSummary.satisfaction)).toBeVisible()
    await expect(summary.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible()
    await expect(summary.getByText(testimonialSummary.reviews)).toBeVisible()
    await expect(summary.getByText(testimonialSummary.completedProjects)).toBeVisible()
  })

  test('a testimonial dash pressed as the carousel scrolls into view jumps to that entry', async ({ page }) => {
    await page.goto('/')
    const carousel = page.getByRole('region', { name: homeSections.testimonials.carouselLabel })
    // As with the arrows: Swiper is fetched only as the click scrolls the carousel in.
    await carousel.getByRole('group', { name: 'Choose a testimonial' }).getByRole('button').nth(3).click()
    await expect(carousel.locator('.swiper-slide-active')).toContainText(testimonials[3]!.name)
  })

  test('Latest News cards open the blog in a new tab', async ({ page }) => {
    await page.goto('/')
    const news = page.locator('section[aria-labelledby="news-heading"]')
    await expect(news.getByRole('article')).toHaveCount(3)
    const links = news.getByRole('link', { name: /^Read more/ })
    await expect(links).toHaveCount(3)
    for (const [index, post] of blogTeasers.entries()) {
      const link = links.nth(index)
      await expect(link).toHaveAttribute('href', post.link)
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
      expect(post.link.startsWith(brand.blogUrl)).toBe(true)
      await expect(news.getByRole('heading', { name: post.title })).toBeVisible()
      await expect(news.getByText(post.category, { exact: true })).toBeVisible()
    }
    await expect(news.locator('time').first()).toHaveAttribute('datetime', blogTeasers[0]!.date)
  })

  test('no autoplay under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    const hero = heroRegion(page)
    await expect(hero.getByRole('button', { name: `Play ${homeSections.hero.carouselLabel} carousel` })).toBeVisible()
    await page.waitForTimeout(5000)
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', '0')
    // The visitor can still move the slides by hand.
    await hero.getByRole('button', { name: 'Next slide' }).click()
    await expect(activePanel(page)).toHaveAttribute('data-hero-panel', '1')
  })

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/')
    await revealAll(page)
    await page.evaluate(() => window.scrollTo(0, 0))
    // Paused, so axe never reads colours halfway through the 0.8 s slide fade.
    await heroRegion(page).getByRole('button', { name: `Pause ${homeSections.hero.carouselLabel} carousel` }).click()
    await expectNoSeriousA11yViolations(page)
  })

  test('has a description and a canonical URL', async ({ page }) => {
    await page.goto('/')
    await expect(page).toHaveTitle(`${brand.name} | Structural Engineering & BIM Services`)
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /AISC/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', SITE_URL)
    // The first hero drawing comes inside the HTML (no request before the first paint); the others wait.
    await expect(page.locator('section[aria-roledescription="carousel"] img').first()).toHaveAttribute('src', /^data:image\/svg\+xml,/)
    // The cards' icons are drawn inside the page: to Chromium each SVG image is a document of its own.
    await expect(page.locator('img[src^="data:image/svg+xml"]')).toHaveCount(1)
    await expect(page.locator('main li svg[aria-hidden="true"]')).toHaveCount(heroCards.length + bimDimensionCards.length)
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveCount(0)
    await expect(page.locator(`img[src="${heroSlides[1]!.backgroundImage.src}"]`)).toHaveAttribute('loading', 'lazy')
  })
})
