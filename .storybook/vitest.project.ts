import path from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineProject } from 'vitest/config'

const configDir = import.meta.dirname

// Every story is a test: rendered in Debian's Chromium, play functions run, a11y violations fail (ADR 0031).
export default defineProject({
  root: path.resolve(configDir, '..'),
  plugins: [storybookTest({ configDir })],
  // Pre-bundle every dependency the stories import before the first test; otherwise Vite finds them one by one
  // mid-run and reloads the page, which kills the running test file.
  optimizeDeps: {
    entries: ['.storybook/preview.tsx', 'packages/*/src/**/*.stories.tsx', 'apps/*/src/**/*.stories.tsx'],
  },
  test: {
    name: 'storybook',
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
})
