import { defineTokens } from '@pandacss/dev'

export const radii = defineTokens.radii({
  none: { value: '0' },
  xs: { value: '0.125rem' },
  sm: { value: '0.25rem' },
  md: { value: '0.375rem', description: 'Controls (buttons, inputs)' },
  lg: { value: '0.5rem', description: 'Menus, popovers, toasts' },
  xl: { value: '0.75rem', description: 'Cards' },
  '2xl': { value: '1rem' },
  full: { value: '9999px' },
})
