import { defineTokens } from '@pandacss/dev'

export const shadows = defineTokens.shadows({
  xs: { value: '0 1px 2px 0 rgb(17 24 39 / 0.05)' },
  sm: { value: '0 1px 3px 0 rgb(17 24 39 / 0.1), 0 1px 2px -1px rgb(17 24 39 / 0.1)' },
  md: { value: '0 4px 6px -1px rgb(17 24 39 / 0.1), 0 2px 4px -2px rgb(17 24 39 / 0.1)', description: 'Cards' },
  lg: {
    value: '0 10px 15px -3px rgb(17 24 39 / 0.1), 0 4px 6px -4px rgb(17 24 39 / 0.1)',
    description: 'Menus, popovers, toasts',
  },
  xl: { value: '0 20px 25px -5px rgb(17 24 39 / 0.1), 0 8px 10px -6px rgb(17 24 39 / 0.1)', description: 'Dialogs' },
})
