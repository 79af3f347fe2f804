import { defineSlotRecipe } from '@pandacss/dev'
import { forPalettes, type ContrastPair } from '../../preset/contrast.ts'

export const tagRecipe = defineSlotRecipe({
  className: 'tag',
  description: 'A label for a value (skill, status filter), optionally removable.',
  slots: ['root', 'label', 'closeTrigger', 'startElement'],
  base: {
    root: {
      colorPalette: 'neutral',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      maxW: 'full',
      borderRadius: 'md',
      fontWeight: 'medium',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'transparent',
      verticalAlign: 'middle',
    },
    label: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    startElement: { display: 'inline-flex', '& svg': { width: '3.5', height: '3.5' } },
    closeTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      me: '-1',
      borderRadius: 'sm',
      color: 'currentColor',
      cursor: 'pointer',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineColor: 'colorPalette.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _hover: { bg: 'colorPalette.emphasized' },
      '& svg': { width: '3.5', height: '3.5' },
    },
  },
  variants: {
    variant: {
      subtle: { root: { bg: 'colorPalette.subtle', color: 'colorPalette.fg' } },
      solid: {
        root: { bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
        closeTrigger: { _hover: { bg: 'colorPalette.solid/80' } },
      },
      outline: { root: { bg: 'bg', color: 'colorPalette.fg', borderColor: 'colorPalette.border' } },
    },
    size: {
      sm: { root: { h: '6', px: '2', textStyle: 'xs' }, closeTrigger: { w: '4', h: '4' } },
      md: { root: { h: '7', px: '2.5', textStyle: 'sm' }, closeTrigger: { w: '5', h: '5' } },
    },
  },
  defaultVariants: { variant: 'subtle', size: 'md' },
})

export const tagContrastPairs: ContrastPair[] = [
  ...forPalettes({ usage: 'Tag subtle', fg: 'colorPalette.fg', bg: 'colorPalette.subtle', kind: 'text' }),
  ...forPalettes({ usage: 'Tag solid', fg: 'colorPalette.contrast', bg: 'colorPalette.solid', kind: 'text' }),
  ...forPalettes({ usage: 'Tag outline', fg: 'colorPalette.fg', bg: 'bg', kind: 'text' }),
  ...forPalettes({ usage: 'Tag remove hover', fg: 'colorPalette.fg', bg: 'colorPalette.emphasized', kind: 'ui' }),
]
