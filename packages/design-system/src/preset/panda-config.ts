import type { Config } from '@pandacss/dev'
import { preset } from './index.ts'
import { paletteNames } from './semantic-tokens/colors.ts'

/** The one Panda config the workspace shares; Storybook and the portal add only their `include` globs. */
export const pandaConfig = {
  preflight: true,
  strictTokens: true,
  jsxFramework: 'react',
  // No Panda default theme: every token comes from our preset (preset-base still brings conditions and utilities).
  presets: [preset],
  outdir: 'packages/styled-system/generated',
  outExtension: 'mjs',
  forceConsistentTypeExtension: true,
  exclude: [],
  // Components pick variants and palettes at run time (e.g. the avatar colour from a name), so static
  // extraction cannot see them: ship every recipe variant and every palette class.
  staticCss: {
    recipes: '*',
    css: [{ properties: { colorPalette: [...paletteNames] } }],
  },
} satisfies Config
