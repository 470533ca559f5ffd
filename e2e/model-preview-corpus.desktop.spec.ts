import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { takeoffOfFile } from '../lib/takeoff/runner'
import { HOSTILE_MODELS } from '../scripts/test-models/hostile-models'
import { briefForm, walkBriefToDrawings } from './fixtures/brief-walk'
import { expect, test } from './support/test'

// One takeoff, two hosts, on whole corpora (docs/model-preview.md): every real export of the
// tests' corpus previewed in the browser gives the JSON the server's runner gives for the same
// bytes, and every file of the hostile corpus ends the preview with the server's own refusal, in
// words, while the page goes on answering. One browser page per corpus; at 1440 px only (the
// reading is the same at every width, and the screens are tested at both in model-preview.spec.ts).

const EXPORTS = join(__dirname, '..', 'scripts', 'test-models', 'real-exports')
const corpus = (JSON.parse(readFileSync(join(EXPORTS, 'manifest.json'), 'utf8')) as { file: string }[]).map((entry) => entry.file)
// Each file: a fresh worker that loads web-ifc and reads the model; a slow machine is three times slower.
const PER_FILE_MS = 3 * 15_000

const preview = (page: Page, name: string) => page.getByRole('region', { name: `Preview of ${name}` })

async function previewOf(page: Page, name: string, buffer: Buffer) {
  await page.locator('#brief-drawings').setInputFiles([{ name, mimeType: 'application/octet-stream', buffer }])
  await briefForm(page).getByRole('button', { name: `Preview ${name}` }).click()
  const region = preview(page, name)
  await expect(region.getByRole('status')).toHaveText(/We read|could not be previewed|too large to preview here/, { timeout: PER_FILE_MS })
  return region
}

async function closePreview(page: Page, name: string) {
  await preview(page, name).getByRole('button', { name: 'Close the preview' }).click()
  await expect(preview(page, name)).toBeHidden()
}

test('every real export of the corpus: the preview in the browser gives the JSON the server gives', async ({ page }) => {
  test.setTimeout(corpus.length * 2 * PER_FILE_MS)
  await walkBriefToDrawings(page)
  for (const file of corpus) {
    const bytes = readFileSync(join(EXPORTS, file))
    const region = await previewOf(page, file, bytes)
    const [download] = await Promise.all([page.waitForEvent('download'), region.getByRole('link', { name: 'Save this summary (JSON)' }).click()])
    const previewed = JSON.parse(readFileSync((await download.path())!, 'utf8'))
    // The mail attaches the server's takeoff as JSON: compared as JSON.
    const served = JSON.parse(JSON.stringify(await takeoffOfFile(file, new Uint8Array(bytes))))
    expect({ ...previewed, seconds: 0 }, file).toEqual({ ...served, seconds: 0 })
    await closePreview(page, file)
  }
})

test('every file of the hostile corpus: the preview ends with the refusal in words, and the page goes on answering', async ({ page }) => {
  test.setTimeout(HOSTILE_MODELS.length * 2 * PER_FILE_MS)
  await walkBriefToDrawings(page)
  for (const model of HOSTILE_MODELS) {
    const region = await previewOf(page, model.file, Buffer.from(model.bytes()))
    const status = (await region.getByRole('status').textContent()) ?? ''
    expect(status, model.name).toMatch(model.reason)
    expect(status, model.name).toMatch(/(could not be previewed: .*\. You can still send it; our team will look at it\.|is too large to preview here \(.*\): we will read it on our side when you send the brief\.)$/)
    // The page answers at once: a frame is drawn and the brief's own controls work.
    expect(await page.evaluate(() => new Promise<number>((resolve) => { const start = performance.now(); requestAnimationFrame(() => resolve(performance.now() - start)) }))).toBeLessThan(1_000)
    await closePreview(page, model.file)
    await expect(briefForm(page).getByRole('button', { name: `Preview ${model.file}` })).toBeFocused()
  }
})
