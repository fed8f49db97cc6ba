import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/chromiumFlags.mjs'
import { SMTP_PORT } from './support/mailbox.ts'

const port = Number(process.env.E2E_PORT ?? 4317)

/**
 * Browser tests drive Debian's Chromium (no browser download) against the real app:
 * the gateway, both services and embedded PostgreSQL with fresh demo data.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: 'artifacts/results',
  workers: 1,
  // Each screen is scanned with axe's full rule set, seconds a scan on a busy two-core machine.
  // Under CI a screen may take twice as long to appear (the longest test took 96 s on a loaded
  // machine); a longer wait costs nothing when the screen is right.
  timeout: process.env.CI === 'true' ? 240_000 : 120_000,
  expect: { timeout: process.env.CI === 'true' ? 25_000 : 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
    },
  },
  webServer: [
    // First the mail server, so the notifier's first messages find it (support/smtpSink.ts).
    {
      command: 'node --import tsx support/smtpSink.ts',
      port: SMTP_PORT,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'pipe',
    },
    {
      command: 'node --import tsx ../gateway/src/main.ts',
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'provender-e2e-')),
        DEMO_DATA: 'true',
        // The specs set up the delivery days they test; the demo's week would reorder the
        // customer histories the audit specs read.
        DEMO_DELIVERY: 'false',
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        APP_URL: `http://localhost:${port}`,
      },
    },
  ],
})
