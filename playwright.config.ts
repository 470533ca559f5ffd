import { defineConfig, devices } from '@playwright/test'
import { E2E_PORT, MAIL_SINK_PORT } from './e2e/support/ports'

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
const launchOptions = { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs }

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Sized for a slow 2-core machine (CI machines differ up to 3x in speed); a passing test never waits for them.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-reports/playwright.json' }]],
  globalSetup: './e2e/support/global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      // *.mobile.spec.ts run only at 390 px, *.desktop.spec.ts only at 1440 px; the rest at both.
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions },
    },
    {
      name: 'mobile',
      // Width-specific specs (*.desktop.spec.ts) and the width-independent hardening specs (headers,
      // CSP, bad-input catalogue, fault drills, shared rate limits), which start their own servers,
      // run once, in the desktop project.
      testIgnore: [/\.desktop\.spec\.ts$/, /[\\/]hardening[\\/]/],
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    // What `npm start` runs (server.mjs); its whole log goes to a file that the global set-up's
    // teardown checks (e2e/support/global-setup.ts).
    command: `mkdir -p test-reports && exec node server.mjs -p ${E2E_PORT} -H 127.0.0.1 > test-reports/e2e-server-${E2E_PORT}.log 2>&1`,
    url: `http://127.0.0.1:${E2E_PORT}`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      SMTP_URL: `smtp://127.0.0.1:${MAIL_SINK_PORT}`,
      MAIL_TO: 'sales@stratum-bim.example',
      FORM_RATE_LIMIT: '0',
      MAIL_QUEUE_DIR: `var/e2e-mail-queue-${E2E_PORT}`,
    },
  },
})
