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
  // Panda writes the CSS of the recipe variants it finds in the included sources (JSX props, recipe calls), so an
  // app ships what it renders (ADR 0055). Listed here only what is chosen at run time and so cannot be found: the
  // avatar's palette (from a name), the toast's type, and the palette class a `colorPalette` prop becomes.
  // Storybook adds every variant of every recipe (panda.config.ts at the root): its controls can pick any.
  staticCss: {
    recipes: { avatar: [{ palette: ['*'] }], toast: [{ type: ['*'] }] },
    css: [{ properties: { colorPalette: [...paletteNames] } }],
  },
} satisfies Config
