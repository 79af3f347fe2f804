import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

// One started product (built portal + API + identity provider on a fresh embedded database) for all end-to-end tests.
const port = Number(process.env.E2E_PORT ?? 3210)
const baseURL = `http://localhost:${port}`
const dataDir = process.env.E2E_DATA_DIR ?? ownDataDir()

/**
 * The product's data directory for this run, made once: Playwright evaluates this file again in each worker, which
 * inherits the path through the environment. The run that made it removes it when it exits (after its web server).
 */
function ownDataDir() {
  const dir = mkdtempSync(join(tmpdir(), 'hireloop-e2e-'))
  process.env.E2E_DATA_DIR = dir
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  return dir
}

export default defineConfig({
  testDir: './e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  // Landing after sign-in (code exchange, /me, the route's chunks and data) took over 10 s on a two-core machine at
  // load 12-15 (ci56 and a rerun: pages still on /auth/callback). A real failure still fails, 10 s later.
  expect: { timeout: 20_000 },
  forbidOnly: true,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
    },
  },
  webServer: {
    // The README's start: development mode (developer mailbox) with the demo marketplace.
    command: 'pnpm --filter @hireloop/server run demo',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { PORT: String(port), PUBLIC_URL: baseURL, DATA_DIR: dataDir },
  },
})
