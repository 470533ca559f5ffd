import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page, Request } from '@playwright/test'
import { briefForm, finishBrief, walkBriefToDrawings } from './fixtures/brief-walk'
import { mailsWithReference, readReference, uniqueTag } from './fixtures/form-helpers'
import { HOSTILE_MODELS } from '../scripts/test-models/hostile-models'
import { differingShare, distinctColours, pixelsOf, shot } from './support/canvas-pixels'
import { watchCsp } from './support/csp'
import { expect, expectNoSeriousA11yViolations, test } from './support/test'

// The buyer's preview of his own model on the brief's drawings step (docs/model-preview.md), with
// real exports of the tests' corpus: read in a Web Worker by the server's takeoff modules, drawn
// in 3D, nothing fetched for it before it is asked for, nothing of the file sent before the brief
// is, and the JSON it offers equal to the one the firm's mail attaches. At 390 and 1440 px.

const EXPORTS = join(__dirname, '..', 'scripts', 'test-models', 'real-exports')
const TEKLA = readFileSync(join(EXPORTS, 'tekla-20-uk-steel-frame.ifc'))
const FILE = 'tekla-frame.ifc'
const SENTENCE = `We read ${FILE}: 12 beams, 9 columns and 9.0 t of steel; connections are not modelled.`
// web-ifc's 4 MB of script and 1.6 MB of WebAssembly, compiled and run in software-drawn WebGL on a loaded machine.
const READ_TIMEOUT = 60_000

test.describe.configure({ timeout: 180_000 })

const attach = (page: Page, name: string, buffer: Buffer) => page.locator('#brief-drawings').setInputFiles([{ name, mimeType: 'application/octet-stream', buffer }])
const preview = (page: Page, name: string) => page.getByRole('region', { name: `Preview of ${name}` })
const canvasOf = (region: Locator) => region.getByRole('img', { name: /^3D model of / })

/** Opens the preview of a chosen file and waits for its summary and, with 3D, its first drawing. */
async function openPreview(page: Page, name: string, { drawn = true } = {}) {
  await briefForm(page).getByRole('button', { name: `Preview ${name}` }).click()
  const region = preview(page, name)
  await expect(region.getByRole('heading', { name: `Preview of ${name}` })).toBeFocused()
  await expect(region.getByRole('status')).toContainText('We read', { timeout: READ_TIMEOUT })
  if (drawn) await expect(canvasOf(region)).toHaveAttribute('data-drawn', 'true', { timeout: READ_TIMEOUT })
  return region
}

/** The JSON the preview offers to save. */
async function savedJson(page: Page, region: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), region.getByRole('link', { name: 'Save this summary (JSON)' }).click()])
  return JSON.parse(readFileSync((await download.path())!, 'utf8'))
}

/** The middle of a patch of a colour the test picks on the canvas (CSS pixels), from a screenshot of it. */
async function pointWhere(page: Page, canvas: Locator, wanted: (red: number, green: number, blue: number) => boolean) {
  const png = await shot(canvas)
  const data = await pixelsOf(page, png)
  const box = (await canvas.boundingBox())!
  // A PNG's width is the first field of its IHDR chunk.
  const width = png.readUInt32BE(16)
  const height = data.length / 4 / width
  const isWanted = (x: number, y: number) => {
    const at = (y * width + x) * 4
    return wanted(data[at]!, data[at + 1]!, data[at + 2]!)
  }
  // A patch, not an edge: a thin member one pixel wide is easy to miss with a tap (and so with a ray).
  const reach = Math.round(width / box.width) * 3
  for (let y = reach; y < height - reach; y += 2) {
    for (let x = reach; x < width - reach; x += 2) {
      if ([[0, 0], [reach, 0], [-reach, 0], [0, reach], [0, -reach]].every(([dx, dy]) => isWanted(x + dx!, y + dy!))) return { x: (x / width) * box.width, y: (y / height) * box.height }
    }
  }
  throw new Error('no patch of that colour on the canvas')
}

test('a real Tekla export is previewed in the browser: drawn, named by a tap, summed as the mail sums it, and not sent until the brief is', async ({ page }, testInfo) => {
  const cspViolations = await watchCsp(page)
  const consoleErrors: string[] = []
  page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())))
  const requests: Request[] = []
  page.on('request', (request) => void requests.push(request))

  await walkBriefToDrawings(page)
  await attach(page, FILE, TEKLA)
  // Nothing of the preview is fetched with the page or the step: not its code, web-ifc, its WebAssembly or three.js.
  const beforePreview = requests.length
  const scripts = await Promise.all(requests.filter((request) => request.resourceType() === 'script').map(async (request) => (await (await request.response())?.text()) ?? ''))
  expect(scripts.filter((body) => /StreamAllMeshes|THREE\.WebGLRenderer|Save this summary/.test(body))).toEqual([])
  expect(requests.filter((request) => /\.wasm$/.test(request.url()))).toEqual([])

  const region = await openPreview(page, FILE)
  await expect(region.getByRole('status')).toHaveText(SENTENCE)
  await expect(region).toContainText('nothing of this file leaves your device until you send the brief')
  // web-ifc's WebAssembly: once, from the site, cached for a year under its hashed name.
  const wasm = requests.slice(beforePreview).filter((request) => /\.wasm$/.test(request.url()))
  expect(wasm).toHaveLength(1)
  expect(new URL(wasm[0]!.url()).pathname).toMatch(/^\/_next\/static\/media\/web-ifc\.[\w-]+\.wasm$/)
  expect((await wasm[0]!.response())?.headers()['cache-control']).toContain('max-age=31536000')

  // The canvas draws the model (not an empty scene), and a turn by key draws another view.
  const canvas = canvasOf(region)
  const first = await shot(canvas)
  expect(await distinctColours(page, first)).toBeGreaterThan(50)
  await canvas.focus()
  await page.keyboard.press('ArrowLeft')
  await page.keyboard.press('ArrowLeft')
  expect(await differingShare(page, first, await shot(canvas))).toBeGreaterThan(0.005)
  await region.getByRole('button', { name: 'Reset view' }).click()
  expect(await differingShare(page, first, await shot(canvas))).toBeLessThan(0.002)

  // A tap on a blue (steel) pixel names the member as the takeoff counted it.
  const point = await pointWhere(page, canvas, (red, green, blue) => blue > red + 80 && blue > green + 40)
  await canvas.click({ position: point })
  await expect(region.getByText(/^Steel members, U[BC]\d+\*\d+\*\d+, S275J0, [\d,.]+ kg, Undefined$/)).toBeVisible()
  // The named member is marked in the site's orange (#f97316), which no kind is drawn in.
  const marked = await pixelsOf(page, await shot(canvas))
  let orange = 0
  for (let index = 0; index < marked.length; index += 4) if (marked[index]! > marked[index + 1]! + 50 && marked[index + 1]! > marked[index + 2]! + 30) orange += 1
  expect(orange).toBeGreaterThan(50)
  await expect(region.getByRole('list', { name: 'Colours' })).toContainText('Steel members: 21')

  // The summary: the mail's findings, facts and table rows.
  await expect(region.getByRole('listitem').filter({ hasText: 'lengths in mm, areas in m², volumes in m³ (converted)' })).toBeVisible()
  await expect(region.getByRole('table', { name: 'Steel members by profile and grade' }).getByRole('row')).toHaveCount(8)
  await expectNoSeriousA11yViolations(page)

  const previewJson = await savedJson(page, region)
  expect(previewJson).toMatchObject({ file: FILE, status: 'read', counts: { IfcBeam: 12, IfcColumn: 9 } })

  // Until "Send brief", every request was a GET: no byte of the model left the browser.
  const company = `Model Preview ${uniqueTag(testInfo)}`
  const beforeSend = requests.length
  expect(requests.filter((request) => request.method() !== 'GET').map((request) => `${request.method()} ${request.url()}`)).toEqual([])
  await finishBrief(page, company)
  await expect(page.getByTestId('form-success')).toContainText('your brief has reached our sales team')
  expect(requests.slice(beforeSend).filter((request) => request.method() === 'POST')).toHaveLength(1)

  // One takeoff, two hosts: the preview's JSON is the model's entry in the mail's takeoff JSON.
  const [mail] = await mailsWithReference(await readReference(page))
  const attached = mail!.attachments.find((attachment) => /^takeoff-.*\.json$/.test(attachment.filename ?? ''))!
  const mailed = JSON.parse(Buffer.from(attached.content as ArrayBuffer).toString('utf8')).models[0]
  expect({ ...previewJson, seconds: 0 }).toEqual({ ...mailed, seconds: 0 })

  expect(await cspViolations()).toEqual([])
  expect(consoleErrors).toEqual([])
})

test('storeys can be hidden and shown, by keyboard too, and closing returns to the file', async ({ page }) => {
  const name = 'duplex.ifc'
  await walkBriefToDrawings(page)
  await attach(page, name, readFileSync(join(EXPORTS, 'revit-2011-duplex.ifc')))
  const region = await openPreview(page, name)
  const storeys = region.getByRole('group', { name: 'Storeys shown' })
  expect(await storeys.getByRole('checkbox').count()).toBe(5)
  const canvas = canvasOf(region)
  const whole = await shot(canvas)
  for (const storey of ['Level 2', 'Roof']) {
    await storeys.getByRole('checkbox', { name: storey }).focus()
    await page.keyboard.press('Space')
    await expect(storeys.getByRole('checkbox', { name: storey })).not.toBeChecked()
  }
  expect(await differingShare(page, whole, await shot(canvas))).toBeGreaterThan(0.01)
  await storeys.getByRole('checkbox', { name: 'Level 2' }).check()
  await storeys.getByRole('checkbox', { name: 'Roof' }).check()
  expect(await differingShare(page, whole, await shot(canvas))).toBeLessThan(0.002)
  await expectNoSeriousA11yViolations(page)

  await region.getByRole('button', { name: 'Close the preview' }).click()
  await expect(region).toBeHidden()
  await expect(briefForm(page).getByRole('button', { name: `Preview ${name}` })).toBeFocused()
})

test('a phone that reports little memory gets the takeoff without the 3D view', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'deviceMemory', { get: () => 1 }))
  await walkBriefToDrawings(page)
  await attach(page, FILE, TEKLA)
  const region = await openPreview(page, FILE, { drawn: false })
  await expect(region.getByRole('status')).toHaveText(`${SENTENCE} This device reports little memory, so the 3D view is left out; the summary is complete.`)
  await expect(canvasOf(region)).toHaveCount(0)
  await expect(region.getByRole('table', { name: 'Steel members by profile and grade' })).toBeVisible()
})

test('a hostile file ends the preview with a plain message, the page answering meanwhile, and the brief goes on', async ({ page }) => {
  const cycle = HOSTILE_MODELS.find((model) => model.name === 'a placement cycle')!
  await walkBriefToDrawings(page)
  await attach(page, cycle.file, Buffer.from(cycle.bytes()))
  await briefForm(page).getByRole('button', { name: `Preview ${cycle.file}` }).click()
  const region = preview(page, cycle.file)
  // While the worker reads, the page draws frames and answers taps.
  expect(await page.evaluate(() => new Promise<number>((resolve) => { const start = performance.now(); requestAnimationFrame(() => resolve(performance.now() - start)) }))).toBeLessThan(1_000)
  await expect(region.getByRole('status')).toHaveText(/^hostile\.ifc could not be previewed: the placement #90000\d refers to itself\. You can still send it; our team will look at it\.$/, { timeout: READ_TIMEOUT })
  await expect(canvasOf(region)).toHaveCount(0)
  await expectNoSeriousA11yViolations(page)
  await region.getByRole('button', { name: 'Close the preview' }).click()
  await briefForm(page).getByRole('button', { name: 'Next' }).click()
  await expect(page.getByLabel('Your name')).toBeVisible()
})

test('at the wall clock the page ends the worker and says the model is too large to preview here', async ({ page }) => {
  // The page's clock is the test's (the worker's is not): 20 s pass at once, while web-ifc is still loading.
  await page.clock.install()
  await walkBriefToDrawings(page)
  const name = 'duplex.ifc'
  await attach(page, name, readFileSync(join(EXPORTS, 'revit-2011-duplex.ifc')))
  const started = page.waitForEvent('worker')
  await briefForm(page).getByRole('button', { name: `Preview ${name}` }).click()
  const region = preview(page, name)
  await expect(region.getByRole('status')).toHaveText(`Reading ${name} in your browser…`)
  const worker = await started
  const ended = new Promise<void>((resolve) => worker.once('close', () => resolve()))
  await page.clock.runFor(20_001)
  await expect(region.getByRole('status')).toHaveText(`${name} is too large to preview here (it took longer than 20 s to read): we will read it on our side when you send the brief.`)
  await ended
  await expect(canvasOf(region)).toHaveCount(0)
})
