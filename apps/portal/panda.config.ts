import { defineConfig } from '@pandacss/dev'
import { pandaConfig } from '../../packages/design-system/src/preset/panda-config.ts'

// The portal's CSS: the shared config over the design system and the portal's own sources.
export default defineConfig({
  ...pandaConfig,
  cwd: '../..',
  include: ['./packages/design-system/src/**/*.{ts,tsx}', './apps/portal/src/**/*.{ts,tsx}'],
  exclude: ['./**/*.stories.tsx', './**/*.test.ts'],
})
