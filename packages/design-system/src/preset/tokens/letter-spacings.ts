import { defineTokens } from '@pandacss/dev'

export const letterSpacings = defineTokens.letterSpacings({
  tight: { value: '-0.01em' },
  normal: { value: '0' },
  wide: { value: '0.025em' },
})
