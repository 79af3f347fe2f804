import { defineSlotRecipe } from '@pandacss/dev'
import { numberInputAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'
import { controlBox } from '../../lib/recipe-parts.ts'

const stepper = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '1',
  w: '8',
  color: 'fg.muted',
  cursor: 'pointer',
  borderStartWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.emphasized',
  _hover: { bg: 'bg.muted', color: 'fg' },
  _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
  '& svg': { width: '3.5', height: '3.5' },
} as const

export const numberInputRecipe = defineSlotRecipe({
  className: 'number-input',
  description: 'A numeric input with stepper buttons, formatting and min/max.',
  slots: numberInputAnatomy.keys(),
  base: {
    root: { colorPalette: 'primary', display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg', _disabled: { opacity: 'disabled' } },
    control: {
      ...controlBox,
      position: 'relative',
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      gridTemplateRows: '1fr 1fr',
      overflow: 'hidden',
      _focusWithin: {
        borderColor: 'colorPalette.focusRing',
        boxShadow: '0 0 0 1px var(--colors-color-palette-focus-ring)',
      },
    },
    input: {
      gridRow: 'span 2',
      minW: '0',
      bg: 'transparent',
      color: 'fg',
      outline: 'none',
      fontVariantNumeric: 'tabular-nums',
    },
    incrementTrigger: { ...stepper },
    decrementTrigger: { ...stepper, borderTopWidth: 'thin' },
    scrubber: {},
    valueText: {},
  },
  variants: {
    size: {
      sm: { control: { h: '8' }, input: { px: '2.5', textStyle: 'sm' } },
      md: { control: { h: '10' }, input: { px: '3', textStyle: 'md' } },
      lg: { control: { h: '12' }, input: { px: '4', textStyle: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const numberInputContrastPairs: ContrastPair[] = [
  { usage: 'Number input value', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Number input stepper', fg: 'fg.muted', bg: 'bg', kind: 'ui' },
  { usage: 'Number input stepper hover', fg: 'fg', bg: 'bg.muted', kind: 'ui' },
]
