import { defineConfig } from '@pandacss/dev'
import { pandaConfig } from './packages/design-system/src/preset/panda-config.ts'

// Storybook's Panda config: the shared config over every source that Storybook shows, with every recipe variant
// (a story's controls can pick any, which no extraction can see). The portal's config ships only what it uses.
export default defineConfig({
  ...pandaConfig,
  staticCss: { ...pandaConfig.staticCss, recipes: '*' },
  include: [
    './packages/design-system/src/**/*.{ts,tsx}',
    './apps/portal/src/**/*.{ts,tsx}',
    './packages/flows/src/**/*.stories.tsx',
    './packages/api/src/**/*.stories.tsx',
    './.storybook/**/*.{ts,tsx}',
  ],
})
