import { defineTokens } from '@pandacss/dev'

export const borderWidths = defineTokens.borderWidths({
  none: { value: '0' },
  thin: { value: '1px' },
  medium: { value: '2px', description: 'Focus rings, spinners' },
  thick: { value: '4px', description: 'Accent edges' },
})
