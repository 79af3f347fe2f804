import { defineTokens } from '@pandacss/dev'
import { borderWidths } from './border-widths.ts'
import { colors } from './colors.ts'
import { durations } from './durations.ts'
import { easings } from './easings.ts'
import { fontSizes } from './font-sizes.ts'
import { fontWeights } from './font-weights.ts'
import { fonts } from './fonts.ts'
import { letterSpacings } from './letter-spacings.ts'
import { lineHeights } from './line-heights.ts'
import { opacity } from './opacity.ts'
import { radii } from './radii.ts'
import { shadows } from './shadows.ts'
import { sizes } from './sizes.ts'
import { spacing } from './spacing.ts'
import { zIndex } from './z-index.ts'

export const tokens = defineTokens({
  colors,
  fonts,
  fontSizes,
  fontWeights,
  lineHeights,
  letterSpacings,
  spacing,
  sizes,
  radii,
  borderWidths,
  shadows,
  zIndex,
  durations,
  easings,
  opacity,
})
