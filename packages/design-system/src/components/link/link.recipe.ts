import { defineRecipe } from '@pandacss/dev'
import { forPalettes, type ContrastPair } from '../../preset/contrast.ts'

export const linkRecipe = defineRecipe({
  className: 'link',
  description: 'Inline and standalone text links.',
  jsx: ['Link'],
  base: {
    colorPalette: 'primary',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1.5',
    color: 'colorPalette.fg',
    fontWeight: 'medium',
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    cursor: 'pointer',
    borderRadius: 'xs',
    outlineStyle: 'solid',
    outlineWidth: 'none',
    outlineOffset: '0.5',
    outlineColor: 'colorPalette.focusRing',
    _hover: { textDecorationThickness: '2px' },
    _focusVisible: { outlineWidth: 'medium' },
    '& svg': { width: '1em', height: '1em', flexShrink: '0' },
  },
  variants: {
    variant: {
      underline: {},
      plain: { textDecoration: 'none', _hover: { textDecoration: 'underline' } },
    },
  },
  defaultVariants: { variant: 'underline' },
})

export const linkContrastPairs: ContrastPair[] = [
  ...forPalettes({ usage: 'Link text on page', fg: 'colorPalette.fg', bg: 'bg', kind: 'text' }),
  ...forPalettes({ usage: 'Link text on tinted area', fg: 'colorPalette.fg', bg: 'bg.subtle', kind: 'text' }, [
    'primary',
    'danger',
    'neutral',
  ]),
]
