import { defineTokens } from '@pandacss/dev'

export const opacity = defineTokens.opacity({
  0: { value: '0' },
  disabled: { value: '0.5', description: 'Disabled controls (exempt from contrast rules)' },
  1: { value: '1' },
})
