import { defineSlotRecipe } from '@pandacss/dev'
import { radioGroupAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const radioGroupRecipe = defineSlotRecipe({
  className: 'radio-group',
  description: 'One choice out of a few visible options.',
  slots: radioGroupAnatomy.keys(),
  base: {
    root: {
      colorPalette: 'primary',
      display: 'flex',
      gap: '3',
      _vertical: { flexDirection: 'column' },
      _horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: '6' },
    },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg', width: 'full' },
    item: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 'disabled' },
    },
    itemControl: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      bg: 'bg',
      borderWidth: 'medium',
      borderStyle: 'solid',
      borderColor: 'border.emphasized',
      borderRadius: 'full',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineOffset: '0.5',
      outlineColor: 'colorPalette.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _hover: { borderColor: 'colorPalette.solid' },
      _invalid: { borderColor: 'danger.fg' },
      _checked: {
        borderColor: 'colorPalette.solid',
        _after: { content: '""', w: '2', h: '2', borderRadius: 'full', bg: 'colorPalette.solid' },
      },
    },
    itemText: { color: 'fg', userSelect: 'none' },
    indicator: {},
  },
  variants: {
    size: {
      sm: { itemControl: { w: '4', h: '4' }, itemText: { textStyle: 'sm' } },
      md: { itemControl: { w: '5', h: '5' }, itemText: { textStyle: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const radioGroupContrastPairs: ContrastPair[] = [
  { usage: 'Radio label', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Radio circle', fg: 'border.emphasized', bg: 'bg', kind: 'ui' },
  { usage: 'Radio checked dot', fg: 'primary.solid', bg: 'bg', kind: 'ui' },
]
