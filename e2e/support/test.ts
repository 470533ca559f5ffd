import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /** The cookie choice stored before the page loads; 'unset' shows the banner. */
  consent: 'accepted' | 'rejected' | 'unset'
}

/**
 * The project's test: by default the visitor has already rejected cookies, so the consent banner
 * does not sit over the content under test. Consent tests use `test.use({ consent: 'unset' })`.
 */
export const test = base.extend<Fixtures>({
  consent: ['rejected', { option: true }],
  page: async ({ page, consent }, use) => {
    if (consent !== 'unset') {
      await page.addInitScript((choice) => window.localStorage.setItem('cookieConsent', choice), consent)
    }
    await use(page)
  },
})

export { expect }

/** Fails on any serious or critical axe-core violation (WCAG 2.x A/AA rules). */
export async function expectNoSeriousA11yViolations(page: Page, exclude: string[] = []) {
  // Colours read mid-transition (a fading slide, a card changing state) are not the page's colours.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.getAnimations().filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity).length,
      ),
    )
    .toBe(0)
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  for (const selector of exclude) builder = builder.exclude(selector)
  const results = await builder.analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`),
  ).toEqual([])
}

/** True when the current Playwright project is the 390 px one. */
export function isMobileProject(page: Page) {
  return (page.viewportSize()?.width ?? 1440) < 1024
}

/**
 * Waits until React has hydrated the page's head (its canonical link carries React's fiber). Next
 * leaves the previous page's title, description and canonical link in the head when a link is
 * followed before then (docs/architecture.md, "Tests"); a test that follows a link and then
 * checks the head waits for this first, as no visitor clicks within milliseconds of the load.
 */
export async function waitForHydratedHead(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.querySelector('link[rel="canonical"]') ?? {}).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true)
}

/**
 * The page's one canonical link points at `href`. After a client-side navigation Next swaps the
 * head's tags, and for a moment both pages' canonical links are in it: the newest is checked
 * first, then that the old one has gone.
 */
export async function expectCanonical(page: Page, href: string | RegExp) {
  const canonical = page.locator('link[rel="canonical"]')
  await expect(canonical.last()).toHaveAttribute('href', href)
  await expect(canonical).toHaveCount(1)
}
