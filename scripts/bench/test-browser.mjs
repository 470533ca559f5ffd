import { chromium as playwrightChromium } from '@playwright/test'

/**
 * Chromium as the Playwright tests start it (playwright.config.ts): headless, no GPU, so WebGL
 * is drawn by SwiftShader; the 3D benches (LOD viewer, model preview) measure under the same flags.
 */
export function launchTestBrowser(chromium) {
  return playwrightChromium.launch({
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
}
