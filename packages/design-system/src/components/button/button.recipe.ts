import { defineRecipe } from '@pandacss/dev'
import { forPalettes, type ContrastPair } from '../../preset/contrast.ts'

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Buttons and icon buttons. Colour comes from `colorPalette` (default primary).',
  jsx: ['Button', 'IconButton'],
  base: {
    colorPalette: 'primary',
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    fontFamily: 'body',
    fontWeight: 'semibold',
    borderRadius: 'md',
    borderWidth: 'thin',
    borderStyle: 'solid',
    borderColor: 'transparent',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    userSelect: 'none',
    textDecoration: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow',
    transitionDuration: 'fast',
    transitionTimingFunction: 'default',
    outlineStyle: 'solid',
    outlineWidth: 'none',
    outlineOffset: '0.5',
    outlineColor: 'colorPalette.focusRing',
    _focusVisible: { outlineWidth: 'medium' },
    _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
    _loading: { cursor: 'progress' },
    '& svg': { flexShrink: '0', width: '1.25em', height: '1.25em' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        _hover: { _enabled: { bg: 'colorPalette.solid/90' } },
      },
      outline: {
        bg: 'bg',
        color: 'colorPalette.fg',
        borderColor: 'colorPalette.border',
        _hover: { _enabled: { bg: 'colorPalette.subtle' } },
      },
      ghost: {
        bg: 'transparent',
        color: 'colorPalette.fg',
        _hover: { _enabled: { bg: 'colorPalette.subtle' } },
        _expanded: { bg: 'colorPalette.subtle' },
      },
      link: {
        bg: 'transparent',
        color: 'colorPalette.fg',
        textDecoration: 'underline',
        textUnderlineOffset: '0.2em',
        px: '0',
        height: 'auto',
        _hover: { _enabled: { textDecorationThickness: '2px' } },
      },
    },
    size: {
      sm: { h: '8', minW: '8', px: '3', textStyle: 'sm' },
      md: { h: '10', minW: '10', px: '4', textStyle: 'sm' },
      lg: { h: '12', minW: '12', px: '5', textStyle: 'md' },
    },
    iconOnly: {
      true: { px: '0' },
    },
  },
  compoundVariants: [
    { variant: 'link', css: { h: 'auto', minW: '0', px: '0' } },
    { iconOnly: true, size: 'sm', css: { w: '8' } },
    { iconOnly: true, size: 'md', css: { w: '10' } },
    { iconOnly: true, size: 'lg', css: { w: '12' } },
  ],
  defaultVariants: { variant: 'solid', size: 'md' },
})

export const buttonContrastPairs: ContrastPair[] = [
  ...forPalettes({ usage: 'Button solid label', fg: 'colorPalette.contrast', bg: 'colorPalette.solid', kind: 'text' }),
  ...forPalettes({
    usage: 'Button solid hover label',
    fg: 'colorPalette.contrast',
    bg: 'colorPalette.solid/90',
    kind: 'text',
  }),
  ...forPalettes({ usage: 'Button outline/ghost/link label', fg: 'colorPalette.fg', bg: 'bg', kind: 'text' }),
  ...forPalettes({
    usage: 'Button ghost/outline hover label',
    fg: 'colorPalette.fg',
    bg: 'colorPalette.subtle',
    kind: 'text',
  }),
  ...forPalettes({ usage: 'Button focus ring', fg: 'colorPalette.focusRing', bg: 'bg', kind: 'ui' }),
]
