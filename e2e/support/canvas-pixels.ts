import type { Locator, Page } from '@playwright/test'

// What a WebGL canvas shows, read from screenshots: headless Chromium draws WebGL in software
// (SwiftShader), so a drawn model and its views can be compared (the LOD viewer, the brief's preview).

/** A PNG's RGBA bytes, decoded in a blank page of the same browser. */
export async function pixelsOf(page: Page, png: Buffer): Promise<Uint8Array> {
  const scratch = await page.context().newPage()
  try {
    const base64 = await scratch.evaluate(async (source) => {
      const image = new Image()
      image.src = `data:image/png;base64,${source}`
      await image.decode()
      const surface = document.createElement('canvas')
      surface.width = image.naturalWidth
      surface.height = image.naturalHeight
      const context = surface.getContext('2d')!
      context.drawImage(image, 0, 0)
      const { data } = context.getImageData(0, 0, surface.width, surface.height)
      let binary = ''
      for (let index = 0; index < data.length; index += 0x8000) binary += String.fromCharCode(...data.subarray(index, index + 0x8000))
      return btoa(binary)
    }, png.toString('base64'))
    return new Uint8Array(Buffer.from(base64, 'base64'))
  } finally {
    await scratch.close()
  }
}

/** How many distinct colours a PNG holds. */
export async function distinctColours(page: Page, png: Buffer): Promise<number> {
  const data = await pixelsOf(page, png)
  const colours = new Set<number>()
  for (let index = 0; index < data.length; index += 4) colours.add((data[index]! << 16) | (data[index + 1]! << 8) | data[index + 2]!)
  return colours.size
}

/** The share of pixels that differ between two PNGs of one size (by more than 8 in a channel). */
export async function differingShare(page: Page, first: Buffer, second: Buffer): Promise<number> {
  const [one, two] = [await pixelsOf(page, first), await pixelsOf(page, second)]
  if (one.length !== two.length) return 1
  let differing = 0
  for (let index = 0; index < one.length; index += 4) {
    if ([0, 1, 2].some((channel) => Math.abs(one[index + channel]! - two[index + channel]!) > 8)) differing += 1
  }
  return differing / (one.length / 4)
}

// An element screenshot is a clip of the page, so the fixed header (taller or shorter with the
// scroll, with its shadow) and the consent banner would be in it wherever they cover the canvas.
// They are hidden through the CSSOM (the screenshot's own `style` option adds a <style> element,
// which the site's CSP rightly refuses), so the clip holds only what the canvas draws.
export async function shot(locator: Locator): Promise<Buffer> {
  await locator.page().evaluate(() => {
    for (const element of document.querySelectorAll<HTMLElement>('header, [data-testid="cookie-consent"]')) element.style.setProperty('visibility', 'hidden', 'important')
  })
  return locator.screenshot({ animations: 'disabled', caret: 'hide' })
}
