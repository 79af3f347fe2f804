import { defineSlotRecipe } from '@pandacss/dev'
import { checkboxAnatomy } from '@ark-ui/react/anatomy'
import { forPalettes, type ContrastPair } from '../../preset/contrast.ts'

export const checkboxRecipe = defineSlotRecipe({
  className: 'checkbox',
  description:
    'A checkbox with its label; checked, indeterminate, invalid and disabled states come from Ark data attributes.',
  slots: checkboxAnatomy.keys(),
  base: {
    root: {
      colorPalette: 'primary',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      verticalAlign: 'top',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 'disabled' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      bg: 'bg',
      color: 'colorPalette.contrast',
      borderWidth: 'medium',
      borderStyle: 'solid',
      borderColor: 'border.emphasized',
      borderRadius: 'sm',
      transitionProperty: 'background-color, border-color',
      transitionDuration: 'fast',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineOffset: '0.5',
      outlineColor: 'colorPalette.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _hover: { borderColor: 'colorPalette.solid' },
      '&:is([data-state=checked], [data-state=indeterminate])': {
        bg: 'colorPalette.solid',
        borderColor: 'colorPalette.solid',
      },
      _invalid: { borderColor: 'danger.fg' },
      '& svg': { width: 'full', height: 'full' },
    },
    indicator: { display: 'inline-flex' },
    label: { color: 'fg', fontWeight: 'normal', userSelect: 'none' },
  },
  variants: {
    size: {
      sm: { control: { w: '4', h: '4', p: '0' }, label: { textStyle: 'sm' } },
      md: { control: { w: '5', h: '5', p: '0.5' }, label: { textStyle: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const checkboxContrastPairs: ContrastPair[] = [
  { usage: 'Checkbox label', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Checkbox unchecked box', fg: 'border.emphasized', bg: 'bg', kind: 'ui' },
  { usage: 'Checkbox invalid box', fg: 'danger.fg', bg: 'bg', kind: 'ui' },
  ...forPalettes({ usage: 'Checkbox checked box', fg: 'colorPalette.solid', bg: 'bg', kind: 'ui' }, ['primary']),
  ...forPalettes({ usage: 'Checkbox tick', fg: 'colorPalette.contrast', bg: 'colorPalette.solid', kind: 'ui' }, [
    'primary',
  ]),
  ...forPalettes({ usage: 'Checkbox focus ring', fg: 'colorPalette.focusRing', bg: 'bg', kind: 'ui' }, ['primary']),
]
