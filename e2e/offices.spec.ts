import { expect, expectNoSeriousA11yViolations, test } from './support/test'

// The office cards under a fixed clock and time zone: local time and open state come from the
// browser; the visitor's time-zone region decides which offices come first. Both wait until the
// list is within a screen of the viewport, so a visitor who stays at the form never pays for them.

const card = (page: import('@playwright/test').Page, id: string) => page.locator(`[data-office="${id}"]`)
const order = (page: import('@playwright/test').Page) => page.locator('[data-office]').evaluateAll((items) => items.map((item) => item.getAttribute('data-office')))

test.describe('a visitor in New York on a Tuesday morning', () => {
  test.use({ timezoneId: 'America/New_York' })

  test('New York comes first and is open; the Indian offices are closed until tomorrow', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-24T15:00:00Z')) // Tue 10:00 ET, 20:30 IST
    await page.goto('/contact')
    // Hydrated, and the observer has had two frames to report: still no clock, the old order.
    await expect.poll(() => card(page, 'indore').evaluate((item) => Object.keys(item).some((key) => key.startsWith('__reactFiber$')))).toBe(true)
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    await expect(page.getByTestId('office-status')).toHaveCount(0)
    expect(await order(page)).toEqual(['indore', 'noida', 'mumbai', 'new-york'])
    await page.locator('#offices-heading').scrollIntoViewIfNeeded()
    await expect.poll(() => order(page)).toEqual(['new-york', 'indore', 'noida', 'mumbai'])
    await expect(card(page, 'new-york')).toContainText('Suggested for your time zone')
    await expect(card(page, 'new-york').getByTestId('office-status')).toHaveText('Open nowuntil 17:30 · local time 10:00')
    await expect(card(page, 'indore').getByTestId('office-status')).toHaveText('Closedopens tomorrow at 09:30 · local time 20:30')
    await expect(card(page, 'mumbai').getByTestId('office-status')).toHaveText('Closedopens tomorrow at 10:00 · local time 20:30')
    await expect(card(page, 'new-york').getByRole('link', { name: '+1 212 555 0100' })).toHaveAttribute('href', 'tel:+12125550100')
    await expect(card(page, 'indore').getByRole('link', { name: /WhatsApp Indore/ })).toHaveAttribute('href', 'https://wa.me/919826000000')
    await expect(card(page, 'mumbai').getByRole('link', { name: /WhatsApp/ })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('a visitor in India on a Saturday', () => {
  test.use({ timezoneId: 'Asia/Kolkata' })

  test('the Indian offices come first; only Indore opens on Saturdays', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-28T06:00:00Z')) // Sat 11:30 IST, 01:00 ET
    await page.goto('/contact')
    await page.locator('#offices-heading').scrollIntoViewIfNeeded()
    await expect.poll(() => order(page)).toEqual(['indore', 'noida', 'mumbai', 'new-york'])
    await expect(card(page, 'indore').getByTestId('office-status')).toHaveText('Open nowuntil 14:00 · local time 11:30')
    await expect(card(page, 'noida').getByTestId('office-status')).toHaveText('Closedopens Monday at 09:30 · local time 11:30')
    await expect(card(page, 'new-york').getByTestId('office-status')).toHaveText('Closedopens Monday at 08:30 · local time 01:00')
    await expect(card(page, 'new-york')).not.toContainText('Suggested')
  })
})

test('the server HTML shows every office with its fixed hours and LocalBusiness opening hours, no clock', async ({ request }) => {
  const html = await (await request.get('/contact')).text()
  for (const text of ['Mon–Fri 09:30–18:30', 'Sat 10:00–14:00', 'Mon–Fri 08:30–17:30', 'Mon–Fri 10:00–19:00', 'mumbai@stratum-bim.example']) {
    expect(html).toContain(text)
  }
  expect(html).not.toContain('Open now')
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((match) => [JSON.parse(match[1]!)].flat())
  const offices = blocks.filter((block) => block['@type'] === 'LocalBusiness')
  expect(offices).toHaveLength(4)
  const indore = offices.find((office) => office.address.addressLocality === 'Indore')
  expect(indore.openingHoursSpecification).toEqual([
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:30', closes: '18:30' },
    { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '10:00', closes: '14:00' },
  ])
  expect(indore.email).toBe('indore@stratum-bim.example')
})
