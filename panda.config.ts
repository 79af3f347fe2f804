import { defineConfig } from '@pandacss/dev'
import { pandaConfig } from './packages/design-system/src/preset/panda-config.ts'

// Storybook's Panda config: the shared config over every source that Storybook shows.
export default defineConfig({
  ...pandaConfig,
  include: [
    './packages/design-system/src/**/*.{ts,tsx}',
    './apps/portal/src/**/*.{ts,tsx}',
    './packages/flows/src/**/*.stories.tsx',
    './packages/api/src/**/*.stories.tsx',
    './.storybook/**/*.{ts,tsx}',
  ],
})
