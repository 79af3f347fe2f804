import { defineSemanticTokens } from '@pandacss/dev'
import { semanticColors } from './colors.ts'

export const semanticTokens = defineSemanticTokens({
  colors: semanticColors,
})
