import type { Page, Request } from '@playwright/test'
import { serviceLods } from '../content/lod'
import lodModels from '../content/lod-models.json'
import type { LodModelManifest } from '../content/types'
import { differingShare, distinctColours, shot } from './support/canvas-pixels'
import { watchCsp } from './support/csp'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

// The LOD section of the service pages (docs/lod-explorer.md): the table, drawing and IFC link in
// the server HTML, and the 3D viewer that loads nothing until it is asked for. Headless Chromium
// draws WebGL in software (SwiftShader), so what the canvas shows can be compared between states.

const manifest: LodModelManifest = lodModels
const SERVICE = 'steel-detailing' as const
const PATH = `/services/${SERVICE}`
const lod = serviceLods.find((entry) => entry.serviceId === SERVICE)!
const levels = lod.levels.map((entry) => entry.level)
// Fetching three.js and drawing in software on a loaded machine: generous, never a speed check.
const DRAW_TIMEOUT = 30_000

test.describe.configure({ timeout: 90_000 })

/** Text as React writes it into HTML. */
function asHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
}

const isModel = (request: Request) => new URL(request.url()).pathname.endsWith('.glb')
// three.js keeps this name in its messages, minified or not: only the viewer chunk holds it.
const VIEWER_CODE_MARK = 'THREE.WebGLRenderer'

function viewerSection(page: Page) {
  return page.locator('section', { has: page.getByRole('heading', { level: 2, name: lod.heading }) })
}

function canvas(page: Page) {
  return page.getByRole('img', { name: new RegExp(`^${lod.modelName}, LOD \\d{3}$`) })
}

/** Opens the viewer and waits until the first level is drawn. */
async function openViewer(page: Page) {
  await page.getByRole('button', { name: 'View the 3D model' }).click()
  await expect(canvas(page)).toHaveAttribute('data-drawn-level', levels[0]!, { timeout: DRAW_TIMEOUT })
}

test.describe('LOD section in the server HTML', () => {
  for (const entry of serviceLods) {
    const models = manifest[entry.serviceId]

    test(`${entry.serviceId}: table, drawing, IFC and BIMForum links, and the IFC answers 200`, async ({ request }) => {
      const response = await request.get(`/services/${entry.serviceId}`)
      expect(response.status()).toBe(200)
      const html = await response.text()
      expect(html).toContain(asHtmlText(entry.heading))
      expect(html).toMatch(/<table[^>]*>\s*<caption/)
      for (const column of ['Level', 'Geometry', 'Information', 'Deliverables and formats', 'Software']) expect(html).toContain(`<th scope="col">${column}</th>`)
      for (const level of entry.levels) {
        expect(html).toContain(`<th scope="row">LOD ${level.level}</th>`)
        expect(html).toContain(asHtmlText(level.geometry))
        for (const deliverable of level.deliverables) expect(html).toContain(asHtmlText(deliverable))
      }
      expect(html).toContain(`src="${models.drawing.src}"`)
      const kb = Math.max(1, Math.round(models.ifc.bytes / 1024))
      const link = html.match(/<a [^>]*>Download the sample model \(IFC, (\d+) KB\)<\/a>/)
      expect(link, 'the download link is in the HTML').not.toBeNull()
      expect(link![0]).toContain(`href="${models.ifc.src}"`)
      expect(link![0]).toContain(`download="${models.ifc.fileName}"`)
      expect(Number(link![1])).toBe(kb)
      expect(html).toContain('href="https://bimforum.org/resource/lod-level-of-development-lod-specification/"')
      expect(html).toContain('View the 3D model')

      const ifc = await request.get(models.ifc.src)
      expect(ifc.status()).toBe(200)
      // Named without a content hash, like the artwork: a week fresh, then revalidated.
      expect(ifc.headers()['cache-control']).toBe('public, max-age=604800, stale-while-revalidate=2592000')
      expect((await ifc.body()).length).toBe(models.ifc.bytes)
      expect((await ifc.text()).startsWith('ISO-10303-21;')).toBe(true)
    })
  }
})

test.describe('LOD viewer', () => {
  test('loads no viewer code and no model before the click; the click draws the model with nothing blocked', async ({ page }) => {
    const violations = await watchCsp(page)
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const models: string[] = []
    page.on('request', (request) => {
      if (isModel(request)) models.push(request.url())
    })
    const loadTimeScripts: Promise<string>[] = []
    const onScript = (response: import('@playwright/test').Response) => {
      if (response.request().resourceType() === 'script') loadTimeScripts.push(response.text().catch(() => ''))
    }
    page.on('response', onScript)

    await page.goto(PATH, { waitUntil: 'load' })
    await viewerSection(page).getByRole('button', { name: 'View the 3D model' }).scrollIntoViewIfNeeded()
    await page.waitForLoadState('networkidle')
    page.off('response', onScript)
    const bodies = await Promise.all(loadTimeScripts)
    expect(bodies.length, 'the page loaded its scripts').toBeGreaterThan(0)
    expect(bodies.filter((body) => body.includes(VIEWER_CODE_MARK)), 'no load-time script holds three.js').toEqual([])
    expect(models).toEqual([])
    await expect(page.locator('canvas')).toHaveCount(0)

    const viewerChunk = page.waitForResponse(async (response) => response.request().resourceType() === 'script' && (await response.text()).includes(VIEWER_CODE_MARK))
    await openViewer(page)
    await viewerChunk
    expect(models.map((url) => new URL(url).pathname)).toEqual([manifest[SERVICE].levels[levels[0]!]!.src])

    const drawn = await shot(canvas(page))
    // An empty canvas is one flat colour; a lit, antialiased model is hundreds.
    expect(await distinctColours(page, drawn)).toBeGreaterThan(50)
    await expect(viewerSection(page).getByText(lod.levels[0]!.modelShows)).toBeVisible()
    expect(errors).toEqual([])
    expect(await violations()).toEqual([])
  })

  test('levels switch the drawing and load each model once; arrows, + and −, drag and Reset view move the camera', async ({ page }) => {
    const models: string[] = []
    page.on('request', (request) => {
      if (isModel(request)) models.push(new URL(request.url()).pathname)
    })
    await page.goto(PATH)
    await openViewer(page)
    const view = canvas(page)
    const first = await shot(view)

    const group = page.getByRole('radiogroup', { name: 'Level of development' })
    await expect(group.getByRole('radio')).toHaveCount(levels.length)
    const last = levels.at(-1)!
    await group.getByRole('radio', { name: `LOD ${last}` }).check()
    await expect(view).toHaveAttribute('data-drawn-level', last, { timeout: DRAW_TIMEOUT })
    await expect(page.getByRole('img', { name: `${lod.modelName}, LOD ${last}` })).toBeVisible()
    await expect(viewerSection(page).getByText(lod.levels.at(-1)!.modelShows)).toBeVisible()
    const lastLevel = await shot(view)
    expect(lastLevel.equals(first), 'another level draws another picture').toBe(false)

    // Back to the first level: drawn from the cache, the same picture as before.
    await group.getByRole('radio', { name: `LOD ${levels[0]}` }).check()
    await expect(view).toHaveAttribute('data-drawn-level', levels[0]!, { timeout: DRAW_TIMEOUT })
    expect(await differingShare(page, await shot(view), first), 'the first level again draws the first picture').toBeLessThan(0.005)
    expect(models).toEqual([manifest[SERVICE].levels[levels[0]!]!.src, manifest[SERVICE].levels[last]!.src])

    await view.focus()
    await page.keyboard.press('ArrowLeft')
    const turned = await shot(view)
    expect(turned.equals(first), 'ArrowLeft turns the model').toBe(false)
    await page.keyboard.press('+')
    const zoomed = await shot(view)
    expect(zoomed.equals(turned), '+ zooms in').toBe(false)
    await page.keyboard.press('-')
    await page.keyboard.press('-')
    expect((await shot(view)).equals(zoomed), '− zooms out').toBe(false)

    await page.getByRole('button', { name: 'Reset view' }).click()
    // The same view drawn again: equal but for single pixels of rasterisation (a turned, zoomed or
    // other level's view differs in a large share of the canvas).
    expect(await differingShare(page, await shot(view), first), 'Reset view restores the opening view').toBeLessThan(0.005)

    const box = (await view.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 10, { steps: 5 })
    await page.mouse.up()
    expect((await shot(view)).equals(first), 'a drag turns the model').toBe(false)
  })

  test('nothing moves on its own under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto(PATH)
    await openViewer(page)
    const view = canvas(page)
    const before = await shot(view)
    await page.waitForTimeout(1_000)
    expect((await shot(view)).equals(before)).toBe(true)
  })

  test('without WebGL the section says so, keeps the drawing and the download, and throws nothing', async ({ page }) => {
    await page.addInitScript(() => {
      const getContext = HTMLCanvasElement.prototype.getContext
      HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        if (/webgl/i.test(type)) return null
        return (getContext as (this: HTMLCanvasElement, ...args: unknown[]) => unknown).call(this, type, ...rest)
      } as typeof getContext
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const models: string[] = []
    page.on('request', (request) => {
      if (isModel(request)) models.push(request.url())
    })
    await page.goto(PATH)
    await page.getByRole('button', { name: 'View the 3D model' }).click()
    const section = viewerSection(page)
    await expect(section.getByRole('status')).toContainText('cannot draw 3D graphics')
    await expect(section.getByRole('img', { name: lod.drawingAlt })).toBeVisible()
    await expect(section.getByRole('link', { name: /^Download the sample model \(IFC, \d+ KB\)$/ })).toHaveAttribute('href', manifest[SERVICE].ifc.src)
    await expect(page.locator('canvas')).toHaveCount(0)
    expect(models).toEqual([])
    expect(errors).toEqual([])
  })

  test('has no serious accessibility violations with the viewer open', async ({ page }) => {
    await page.goto(PATH)
    await openViewer(page)
    await expectNoSeriousA11yViolations(page)
  })

  test('works by keyboard alone: Tab to the button, Enter opens, Tab to the levels, arrows switch', async ({ page }) => {
    await page.goto(PATH)
    const tableRegion = page.getByRole('region', { name: 'What our models hold at each level' })
    await tableRegion.focus()
    await page.keyboard.press('Tab')
    const button = page.getByRole('button', { name: 'View the 3D model' })
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(canvas(page)).toHaveAttribute('data-drawn-level', levels[0]!, { timeout: DRAW_TIMEOUT })
    await page.keyboard.press('Tab')
    const group = page.getByRole('radiogroup', { name: 'Level of development' })
    await expect(group.getByRole('radio', { name: `LOD ${levels[0]}` })).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(group.getByRole('radio', { name: `LOD ${levels[1]}` })).toBeChecked()
    await expect(canvas(page)).toHaveAttribute('data-drawn-level', levels[1]!, { timeout: DRAW_TIMEOUT })
    await page.keyboard.press('Tab')
    await expect(canvas(page)).toBeFocused()
  })

  test('the page does not scroll sideways: the table scrolls in its own region', async ({ page }) => {
    await page.goto(PATH)
    await openViewer(page)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
