import type { Config } from '@pandacss/dev'
import { preset } from './index.ts'

/** The one Panda config the workspace shares; Storybook and the portal add only their `include` globs. */
export const pandaConfig = {
  preflight: true,
  strictTokens: true,
  jsxFramework: 'react',
  presets: [preset],
  outdir: 'packages/styled-system/generated',
  outExtension: 'mjs',
  forceConsistentTypeExtension: true,
  exclude: [],
} satisfies Config
