import { defineConfig } from 'vitest/config'

// One config, one project per kind of test; `pnpm test` runs them all (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/portal/src/**/*.test.ts'],
        },
      },
      {
        extends: false,
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      './.storybook/vitest.project.ts',
    ],
  },
})
