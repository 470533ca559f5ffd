// Full-page screenshots of the given paths at 390 px and 1440 px, for looking at pages as a
// visitor would. Usage: node scripts/operations/screenshots.mjs http://127.0.0.1:3000 / /about ...
// Writes to screenshots/ (git-ignored). Uses Debian's Chromium (or CHROMIUM_PATH).
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [base = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2)
const outDir = 'screenshots'
mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: width < 1024 ? 844 : 900 }, reducedMotion: 'reduce', bypassCSP: true })
  await context.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'))
  const page = await context.newPage()
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(base + path, { waitUntil: 'load' })
    // A full-page shot draws beyond the viewport, where the browser skips sections with
    // content-visibility: auto (they render as a visitor scrolls to them): draw them all.
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
    await page.waitForTimeout(800)
    const name = `${outDir}/${path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_')}-${width}.png`
    await page.screenshot({ path: name, fullPage: true })
    console.log(name)
  }
  await context.close()
}
await browser.close()
