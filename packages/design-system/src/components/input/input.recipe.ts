import { defineRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'

export const inputRecipe = defineRecipe({
  className: 'input',
  description: 'Single-line text inputs.',
  jsx: ['Input', 'PasswordInput'],
  base: {
    colorPalette: 'primary',
    appearance: 'none',
    width: 'full',
    minW: '0',
    fontFamily: 'body',
    color: 'fg',
    bg: 'bg',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'border.emphasized',
    borderRadius: 'md',
    outline: 'none',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    _placeholder: { color: 'fg.subtle' },
    _focusVisible: {
      borderColor: 'colorPalette.focusRing',
      boxShadow: '0 0 0 1px var(--colors-color-palette-focus-ring)',
    },
    _invalid: {
      borderColor: 'danger.fg',
      _focusVisible: { boxShadow: '0 0 0 1px var(--colors-danger-fg)' },
    },
    _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    _readOnly: { bg: 'bg.subtle' },
  },
  variants: {
    size: {
      sm: { h: '8', px: '2.5', textStyle: 'sm' },
      md: { h: '10', px: '3', textStyle: 'md' },
      lg: { h: '12', px: '4', textStyle: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
})

export const inputContrastPairs: ContrastPair[] = [
  { usage: 'Input value', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Input placeholder', fg: 'fg.subtle', bg: 'bg', kind: 'text' },
  { usage: 'Read-only input value', fg: 'fg', bg: 'bg.subtle', kind: 'text' },
  { usage: 'Input border', fg: 'border.emphasized', bg: 'bg', kind: 'ui' },
  { usage: 'Input focus border', fg: 'primary.focusRing', bg: 'bg', kind: 'ui' },
  { usage: 'Invalid input border', fg: 'danger.fg', bg: 'bg', kind: 'ui' },
]
