import { definePreset } from '@pandacss/dev'

export const preset = definePreset({
  name: 'hireloop',
  theme: { extend: {} },
})
