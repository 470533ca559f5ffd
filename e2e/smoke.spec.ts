import { expect, test } from './support/test'

test('home answers with the site chrome', async ({ page }) => {
  const response = await page.goto('/')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('banner')).toBeVisible()
  await expect(page.getByRole('contentinfo')).toBeVisible()
})

// `next start` re-encodes a page holding any character outside ASCII on every request; the build
// escapes them (lib/performance/ascii-html.mjs), and the browser still shows the characters.
test('pre-rendered pages are served as ASCII and still show their typography', async ({ page, request }) => {
  for (const path of ['/', '/about', '/services/bim-services', '/project', '/projects/1', '/career', '/contact', '/privacy-policy']) {
    const body = await (await request.get(path)).body()
    expect(body.findIndex((byte) => byte > 0x7f), `${path}: first byte outside ASCII`).toBe(-1)
  }
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText('©')
})
