import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { buildProjectCopy } from './support/analytics-build'
import { startAnalyticsReceiver, type AnalyticsReceiver, type PlausibleEvent } from './support/analytics-receiver'
import { E2E_PORT } from './support/ports'
import { HARDENING_PORTS } from './support/hardening-ports'
import { startServerProcess, type ServerProcess } from '../scripts/local-servers/server-process.mjs'
import { expect, test } from './support/test'

// The analytics end to end (docs/analytics.md), with Plausible's format. The provider is fixed at
// build time (the pages' CSP names it, their HTML carries it), so this spec builds a copy of
// the project with ANALYTICS_* pointing at a stand-in of Plausible on loopback and serves that copy;
// the rest of the suite keeps running against the default build, which has no analytics
// (e2e/analytics-off.desktop.spec.ts). The build takes minutes on a loaded machine, once per change of the
// sources (support/analytics-build.ts).

const { site: SITE_PORT, receiver: RECEIVER_PORT } = HARDENING_PORTS.analytics
const SITE = `http://127.0.0.1:${SITE_PORT}`
const DOMAIN = 'stratum-bim.example'
const BUILD_DIR = join(tmpdir(), `site-analytics-build-${E2E_PORT}`)

let receiver: AnalyticsReceiver
let server: ServerProcess
let runDir: string

test.describe.configure({ mode: 'default' })
test.use({ baseURL: SITE })

test.beforeAll(async () => {
  test.setTimeout(25 * 60_000)
  receiver = await startAnalyticsReceiver(RECEIVER_PORT)
  await buildProjectCopy(BUILD_DIR, { ANALYTICS_PROVIDER: 'plausible', ANALYTICS_HOST: receiver.url, ANALYTICS_SITE: DOMAIN })
  runDir = mkdtempSync(join(tmpdir(), 'analytics-site-'))
  server = await startServerProcess({
    name: 'analytics build',
    command: [process.execPath, join(BUILD_DIR, 'server.mjs'), '-H', '127.0.0.1', '-p', String(SITE_PORT)],
    cwd: BUILD_DIR,
    port: SITE_PORT,
    ready: '/robots.txt',
    env: {
      NODE_ENV: 'production',
      // No SMTP: accepted forms go to the outbox, delivered by the same queue. One accepted
      // submission per form, so a second one is refused by the server itself (429).
      MAIL_QUEUE_DIR: join(runDir, 'queue'),
      MAIL_OUTBOX_DIR: join(runDir, 'outbox'),
      FORM_RATE_LIMIT: '1',
    },
  })
})

test.afterAll(async () => {
  await server?.stop()
  await receiver?.close()
  if (runDir) rmSync(runDir, { recursive: true, force: true })
})

test.beforeEach(() => {
  receiver.requests.length = 0
})

// The events as the provider recorded them, one line each, for whoever reads the run's log.
test.afterEach(({}, testInfo) => {
  const lines = receiver.events().map((event) => `  ${event.name} ${new URL(event.url).pathname}${new URL(event.url).search} ${JSON.stringify(event.props ?? {})}`)
  console.log(`provider received for "${testInfo.title}":\n${lines.join('\n') || '  nothing'}`)
})

const named = (name: string) => receiver.events().filter((event) => event.name === name)
const pageViews = () => named('pageview').map((event) => event.url)
/** The Web Vitals reported for one page (the page of the test before, closed meanwhile, may still be reporting). */
const vitalsOf = (path: string) => named('Web Vitals').filter((event) => event.url === `${SITE}${path}`).map((event) => event.props ?? {})
const banner = (page: Page) => page.getByTestId('cookie-consent')
const headerLink = (page: Page, name: string) => page.getByRole('banner').getByRole('link', { name, exact: true })

/** A client-side navigation whose page view marks that everything sent before it has arrived. */
async function navigateAndWaitForPageView(page: Page, linkName: string, path: string) {
  await headerLink(page, linkName).click()
  await expect(page).toHaveURL(`${SITE}${path}`)
  await expect.poll(pageViews).toContain(`${SITE}${path}`)
}

/** What web-vitals waits for to report: the page being hidden (a tab switch, leaving). */
async function hidePage(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }))
  })
}

/**
 * Clicks stay on the page (no new tab, no tel: handler, no client-side navigation): cancelled on
 * the window before the page's own handlers see them, the tracker's document listener still runs.
 */
async function keepClicksOnThePage(page: Page) {
  await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { capture: true }))
}

function expectNothingTyped(typed: string[]) {
  expect(receiver.requests.length).toBeGreaterThan(0)
  for (const request of receiver.requests) for (const text of typed) expect(request.body.toLowerCase(), `a request body holds "${text}"`).not.toContain(text.toLowerCase())
}

test.describe('before a choice and after Reject', () => {
  test.use({ consent: 'unset' })

  test('not one request reaches the provider, and the CSP allows exactly its origin', async ({ page }) => {
    const response = await page.goto('/?utm_source=newsletter')
    const csp = response?.headers()['content-security-policy'] ?? ''
    expect(csp).toContain(`connect-src 'self' ${receiver.url};`)
    // The answers proxy.ts gives its policy (an unknown path) name the provider too.
    const missing = await page.request.get('/no-such-page')
    expect(missing.status()).toBe(404)
    expect(missing.headers()['content-security-policy']).toContain(`connect-src 'self' ${receiver.url};`)
    await expect(banner(page)).toBeVisible()
    await headerLink(page, 'About Us').click()
    await expect(page).toHaveURL(`${SITE}/about`)
    await page.waitForLoadState('networkidle')
    expect(receiver.requests).toEqual([])

    await banner(page).getByRole('button', { name: 'Reject' }).click()
    await headerLink(page, 'Contact Us').click()
    await expect(page).toHaveURL(`${SITE}/contact`)
    await keepClicksOnThePage(page)
    await page.locator('main a[href^="tel:"]').first().click()
    await page.reload()
    await hidePage(page)
    await page.waitForLoadState('networkidle')
    expect(receiver.requests).toEqual([])
  })
})

test.describe('after Accept', () => {
  test.use({ consent: 'unset' })

  test('a page view for the page (campaign tags kept, other parameters dropped), another on each client-side navigation; nothing stored', async ({ page, context }) => {
    const scripts: { url: string; bytes: number; text: string }[] = []
    page.on('requestfinished', async (request) => {
      if (request.resourceType() !== 'script') return
      const [sizes, response] = await Promise.all([request.sizes(), request.response()])
      scripts.push({ url: request.url(), bytes: sizes.responseBodySize, text: (await response?.text()) ?? '' })
    })
    await page.goto('/?utm_source=newsletter&utm_campaign=autumn&q=asha')
    await page.waitForLoadState('networkidle')
    const beforeConsent = scripts.length
    expect(scripts.filter((script) => script.text.includes('/api/event')), 'no analytics code before Accept').toEqual([])

    await banner(page).getByRole('button', { name: 'Accept' }).click()
    await expect.poll(pageViews).toEqual([`${SITE}/?utm_source=newsletter&utm_campaign=autumn`])
    await navigateAndWaitForPageView(page, 'About Us', '/about')
    await navigateAndWaitForPageView(page, 'Projects', '/project')
    expect(pageViews()).toEqual([`${SITE}/?utm_source=newsletter&utm_campaign=autumn`, `${SITE}/about`, `${SITE}/project`])

    const first = receiver.events()[0]!
    expect(first).toEqual({ name: 'pageview', url: `${SITE}/?utm_source=newsletter&utm_campaign=autumn`, domain: DOMAIN, referrer: null })
    for (const request of receiver.requests) {
      // Sent as Plausible's own script sends it: text/plain needs no preflight; no cookie goes along.
      expect(request).toMatchObject({ method: 'POST', path: '/api/event', contentType: 'text/plain', cookie: undefined, origin: SITE })
    }
    expect(await context.cookies()).toEqual([])
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual(['cookieConsent'])
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([])

    // The tracker and web-vitals arrive after Accept, each as a chunk of its own.
    await page.waitForLoadState('networkidle')
    const loadedAfter = scripts.slice(beforeConsent)
    const tracker = loadedAfter.filter((script) => script.text.includes('/api/event'))
    const vitals = loadedAfter.filter((script) => script.text.includes('largest-contentful-paint'))
    expect(tracker).toHaveLength(1)
    expect(vitals).toHaveLength(1)
    expect(vitals[0]!.url).not.toBe(tracker[0]!.url)
    console.log(`analytics chunks, gzipped: tracker ${tracker[0]!.bytes} B, web-vitals ${vitals[0]!.bytes} B`)
    expect(tracker[0]!.bytes, 'the tracker chunk, gzipped').toBeLessThanOrEqual(4096)
  })
})

test.describe('with consent given', () => {
  test.use({ consent: 'accepted' })

  test('Web Vitals of the page load, once each, with the route pattern, when the page is hidden', async ({ page }) => {
    const vitals = () => vitalsOf('/projects/1')
    await page.goto('/projects/1')
    await expect.poll(pageViews).toEqual([`${SITE}/projects/1`])
    // web-vitals is a chunk of its own, loaded after the page view, and reports FCP as soon as it
    // runs. A page hidden before then counts, for the library, as loaded in the background: no
    // paint is reported (nor is it for a visitor who leaves that early). So hide it only after.
    await expect.poll(() => vitals().map((props) => props.metric)).toContain('FCP')
    await page.getByRole('heading', { level: 1 }).click()
    await hidePage(page)
    await expect.poll(() => vitals().map((props) => props.metric).sort()).toEqual(expect.arrayContaining(['CLS', 'FCP', 'LCP', 'TTFB']))
    for (const props of vitals()) {
      expect(props.route).toBe('/projects/[id]')
      expect(Number(props.value)).toBeGreaterThanOrEqual(0)
      expect(['good', 'needs-improvement', 'poor']).toContain(props.rating)
    }
    // Shown and hidden again, then a navigation: still one report per metric.
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
      document.dispatchEvent(new Event('visibilitychange'))
    })
    await hidePage(page)
    await navigateAndWaitForPageView(page, 'About Us', '/about')
    const metrics = vitals().map((props) => props.metric)
    expect(new Set(metrics).size).toBe(metrics.length)
  })

  test('Lead: contact after the server accepted the message, none after a refused one, and nothing typed in any request', async ({ page }) => {
    await page.goto('/contact')
    await expect.poll(pageViews).toEqual([`${SITE}/contact`])
    const form = page.locator('form[aria-label="Contact form"]')
    const fill = async () => {
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha Verma')
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@builders.example')
      await page.getByRole('textbox', { name: 'Company name', exact: true }).fill('Verma Builders & Sons')
      await page.getByRole('textbox', { name: 'Phone number', exact: true }).fill('9826012345')
      await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('PEB shed quotation')
      await page.getByRole('textbox', { name: 'Message (optional)', exact: true }).fill('Connection design for a 40 m span shed')
      await page.getByRole('checkbox', { name: /I agree that the firm stores/ }).check()
      await page.getByRole('button', { name: 'Send message' }).click()
    }
    await fill()
    await expect(form.getByText('Your message has been submitted successfully!')).toBeVisible()
    await expect.poll(() => named('Lead: contact').map((event) => event.url)).toEqual([`${SITE}/contact`])

    // The same visitor again: over this server's limit of one, refused with a 429.
    await fill()
    await expect(form.getByRole('alert')).toBeVisible()
    await navigateAndWaitForPageView(page, 'About Us', '/about')
    expect(named('Lead: contact')).toHaveLength(1)
    expectNothingTyped(['Asha', 'builders.example', '9826012345', 'Verma', 'PEB shed', '40 m span'])
  })

  test('the brief: each step reached, then Lead: brief once the server accepted it', async ({ page }) => {
    const brief = page.getByRole('form', { name: 'Project brief' })
    const next = () => brief.getByRole('button', { name: 'Next' }).click()
    await page.goto('/start-a-project?service=rebar-detailing')
    await expect(brief.getByText('Step 1 of 7')).toBeVisible()
    await next()
    await page.getByLabel('Sketches only').check()
    await next()
    await page.getByLabel(/LOD 300/).check()
    await page.getByLabel('Bar bending schedules').check()
    await next()
    await page.getByLabel('IS (India)').check()
    await page.getByLabel('Project size').fill('G+12 residential tower')
    await page.getByLabel('Site location').fill('Pune, Koregaon Park')
    await page.getByLabel('Flexible').check()
    await next()
    await page.getByLabel('Share a link to a folder').check()
    await page.getByLabel('Link to the shared folder').fill('https://drive.example.com/folders/pune-tower')
    await next()
    await page.getByLabel('Your name').fill('Meera Kulkarni')
    await brief.getByLabel('Company').fill('Kulkarni Infra')
    await brief.getByRole('textbox', { name: 'Email', exact: true }).fill('meera@kulkarni-infra.example')
    await brief.getByRole('textbox', { name: 'Phone' }).fill('+91 98220 12345')
    await page.getByLabel('Phone call').check()
    await next()
    await expect(page.getByTestId('brief-summary')).toBeVisible()
    await brief.getByRole('button', { name: 'Send brief' }).click()
    await expect(page.getByTestId('form-success')).toBeVisible()

    const funnel = () => receiver.events().filter((event) => event.name.startsWith('Brief step') || event.name === 'Lead: brief')
    await expect
      .poll(() => funnel().map((event) => event.name))
      .toEqual([
        'Brief step 1: services',
        'Brief step 2: inputs',
        'Brief step 3: scope',
        'Brief step 4: project',
        'Brief step 5: drawings',
        'Brief step 6: contact',
        'Brief step 7: summary',
        'Lead: brief',
      ])
    // The address with its ?service= dropped: only campaign tags are kept.
    expect(funnel().every((event: PlausibleEvent) => event.url === `${SITE}/start-a-project`)).toBe(true)
    expectNothingTyped(['Meera', 'Kulkarni', '98220', 'Pune', 'G+12', 'pune-tower', 'rebar'])
  })

  test('clicks on Start a project, the blog and social links, tel: and mailto: links, and any data-analytics element', async ({ page }) => {
    await page.goto('/contact')
    await expect.poll(pageViews).toEqual([`${SITE}/contact`])
    await keepClicksOnThePage(page)
    await page.evaluate(() => {
      const button = document.createElement('button')
      button.type = 'button'
      button.textContent = 'View the 3D model'
      button.dataset.analytics = 'View the 3D model'
      document.querySelector('main')?.append(button)
    })
    const footer = page.getByRole('contentinfo')
    await page.getByRole('banner').getByRole('link', { name: 'Start a project' }).click()
    await footer.getByRole('link', { name: /^Blog/ }).click()
    await footer.getByRole('link', { name: /^LinkedIn/ }).click()
    await page.locator('main a[href^="tel:"]').first().click()
    await page.locator('main a[href^="mailto:"]').first().click()
    await page.getByRole('button', { name: 'View the 3D model' }).click()
    const clicks = () => receiver.events().filter((event) => event.name !== 'pageview' && event.name !== 'Web Vitals')
    await expect
      .poll(() => clicks().map((event) => event.name))
      .toEqual(['Start a project', 'Blog', 'Social: LinkedIn', 'Phone link', 'Email link', 'View the 3D model'])
    expect(clicks().every((event) => event.url === `${SITE}/contact` && event.props === undefined)).toBe(true)
  })

  test('withdrawing consent in the footer stops all sending at once', async ({ page }) => {
    await page.goto('/about')
    await expect.poll(pageViews).toEqual([`${SITE}/about`])
    // Web Vitals observed before the withdrawal: hiding the page below would report LCP and CLS, were they not stopped.
    await expect.poll(() => vitalsOf('/about').map((props) => props.metric)).toContain('FCP')
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click()
    await banner(page).getByRole('button', { name: 'Reject' }).click()
    await expect(banner(page)).toBeHidden()
    // What this page sends from now on (the page of the test before may still be reporting).
    const sentAfterReject: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(receiver.url)) sentAfterReject.push(request.postData() ?? request.url())
    })

    await headerLink(page, 'Contact Us').click()
    await expect(page).toHaveURL(`${SITE}/contact`)
    await keepClicksOnThePage(page)
    await page.locator('main a[href^="tel:"]').first().click()
    await hidePage(page)
    // A request the page starts after hiding: a report sent on hiding would have been requested before it.
    await Promise.all([page.waitForRequest(`${SITE}/robots.txt`), page.evaluate(() => fetch('/robots.txt'))])
    expect(sentAfterReject).toEqual([])
  })
})
