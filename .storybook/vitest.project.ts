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
    // Named too, so a component that starts using another Ark part does not trigger a re-optimisation mid-run.
    include: [
      '@ark-ui/react/accordion',
      '@ark-ui/react/checkbox',
      '@ark-ui/react/collection',
      '@ark-ui/react/combobox',
      '@ark-ui/react/date-picker',
      '@ark-ui/react/dialog',
      '@ark-ui/react/file-upload',
      '@ark-ui/react/locale',
      '@ark-ui/react/number-input',
      '@ark-ui/react/pagination',
      '@ark-ui/react/progress',
      '@ark-ui/react/radio-group',
      '@ark-ui/react/rating-group',
      '@ark-ui/react/segment-group',
      '@ark-ui/react/select',
      '@ark-ui/react/slider',
      '@ark-ui/react/steps',
      '@ark-ui/react/switch',
      '@ark-ui/react/tabs',
      '@ark-ui/react/tags-input',
      '@ark-ui/react/tooltip',
      'react-aria-components/GridList',
      'react-aria-components/useDragAndDrop',
      'react-aria/useDrop',
      // The mock marketplace's: found late otherwise, which reloads the first run on a fresh clone.
      '@faker-js/faker',
      'openapi-msw',
    ],
  },
  test: {
    name: 'storybook',
    // One page for every story file (ADR 0107): a fresh page per file fetched and ran the whole module graph again
    // (Storybook's runtime, React, Ark, the MSW worker, axe) before its first story. The preview (preview.tsx) clears
    // what a story leaves behind and makes each of user-event's pointer moves count as a move.
    isolate: false,
    // Portalled Ark parts (Menu) open on a timer; under full parallel load one story in a few hundred runs misses
    // it. One retry keeps CI honest about real failures (a broken story fails twice) without that noise.
    retry: 1,
    // The longest stories (the vacancy editor typing a form, the meetings route scheduling) take 5-10 s alone and ran
    // past Vitest's default on a loaded two-core machine (ci56, load 12-15), retry included. A story that hangs still
    // fails, after a minute.
    testTimeout: 60_000,
    setupFiles: ['.storybook/visual-regression.setup.ts', '.storybook/react-warnings.setup.ts'],
    browser: {
      enabled: true,
      headless: true,
      // The first session waits for Vite to optimise the dependencies; on a busy 2-core machine that took over the
      // 60 s default once and the whole project ran no story.
      connectTimeout: 180_000,
      provider: playwright({
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      expect: {
        toMatchScreenshot: {
          // One PNG per story, by file: packages/design-system/__visual__/<file>/<story>.png for components,
          // apps/portal/__visual__/<file>/<story>.png for portal screens.
          resolveScreenshotPath: ({ root, testFileDirectory, testFileName, arg, ext }) =>
            path.join(
              root,
              testFileDirectory.startsWith('apps/portal')
                ? 'apps/portal/__visual__'
                : 'packages/design-system/__visual__',
              testFileName.replace(/\.stories\.tsx$/, ''),
              `${arg}${ext}`,
            ),
        },
      },
    },
  },
})
