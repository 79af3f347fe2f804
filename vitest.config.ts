import { defineConfig } from 'vitest/config'
import storybook from './.storybook/vitest.project.ts'

// One config, one project per kind of test; `pnpm test` runs them all (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: {
          name: 'unit',
          environment: 'node',
          // One worker for every file: a fresh process per file spent 4 times as long starting and importing as the
          // tests themselves ran (ADR 0107). The files that fake timers, stub globals or mock a module restore them.
          isolate: false,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/portal/src/**/*.test.ts',
            'eslint.config.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        extends: false,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      // Imported, not named by path: Vitest only accepts project files called vitest.config.* / vite.config.*.
      { extends: false, ...storybook },
    ],
  },
})
