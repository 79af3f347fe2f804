import { definePreset } from '@pandacss/dev'
import { breakpoints } from './breakpoints.ts'
import { globalCss } from './global-css.ts'
import { keyframes } from './keyframes.ts'
import { recipes, slotRecipes } from './recipes.ts'
import { semanticTokens } from './semantic-tokens/index.ts'
import { textStyles } from './text-styles.ts'
import { tokens } from './tokens/index.ts'

/** Hireloop's Panda preset: base tokens -> semantic tokens -> recipes (ADR 0030). */
export const preset = definePreset({
  name: 'hireloop',
  globalCss,
  conditions: {
    extend: {
      // Dark theme: a `.dark` class or `data-theme="dark"` on any ancestor (Storybook's toolbar sets it on <html>).
      dark: '.dark &, [data-theme=dark] &',
      light: '.light &, [data-theme=light] &',
      // Forms validate with zod and mark fields through Ark (`data-invalid`, `aria-invalid`). The native `:invalid`
      // of Panda's default would paint every empty required field red before the user typed anything.
      invalid: '&:is([data-invalid], [aria-invalid=true])',
    },
  },
  theme: {
    extend: {
      breakpoints,
      tokens,
      semanticTokens,
      textStyles,
      keyframes,
      recipes,
      slotRecipes,
    },
  },
})

export {
  componentValues,
  neutralValues,
  paletteNames,
  paletteSlots,
  paletteValues,
  themeNames,
} from './semantic-tokens/colors.ts'
export type { PaletteName, PaletteSlot, ThemeName } from './semantic-tokens/colors.ts'
export { contrastPairs } from './contrast-pairs.ts'
export { contrastRatio, minimumContrast, relativeLuminance, resolveColor } from './contrast.ts'
export type { ContrastKind, ContrastPair } from './contrast.ts'
