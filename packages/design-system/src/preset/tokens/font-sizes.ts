import { defineTokens } from '@pandacss/dev'

export const fontSizes = defineTokens.fontSizes({
  '2xs': { value: '0.625rem', description: '10px' },
  xs: { value: '0.75rem', description: '12px' },
  sm: { value: '0.875rem', description: '14px' },
  md: { value: '1rem', description: '16px, body text' },
  lg: { value: '1.125rem', description: '18px' },
  xl: { value: '1.25rem', description: '20px' },
  '2xl': { value: '1.5rem', description: '24px' },
  '3xl': { value: '1.875rem', description: '30px' },
  '4xl': { value: '2.25rem', description: '36px' },
  '5xl': { value: '3rem', description: '48px' },
})
