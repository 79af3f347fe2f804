import { defineRecipe } from '@pandacss/dev'
import { forPalettes, type ContrastPair } from '../../preset/contrast.ts'

export const badgeRecipe = defineRecipe({
  className: 'badge',
  description: 'Short status labels and counts.',
  jsx: ['Badge'],
  base: {
    colorPalette: 'neutral',
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    fontWeight: 'medium',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    borderRadius: 'full',
    userSelect: 'none',
  },
  variants: {
    variant: {
      solid: { bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
      subtle: { bg: 'colorPalette.muted', color: 'colorPalette.fg' },
      outline: {
        color: 'colorPalette.fg',
        borderWidth: 'thin',
        borderStyle: 'solid',
        borderColor: 'colorPalette.border',
      },
      status: {
        bg: 'colorPalette.muted',
        color: 'colorPalette.fg',
        _before: {
          content: '""',
          width: '1.5',
          height: '1.5',
          borderRadius: 'full',
          bg: 'colorPalette.fg',
        },
      },
      count: {
        colorPalette: 'danger',
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        justifyContent: 'center',
        fontWeight: 'semibold',
        lineHeight: 'none',
      },
    },
    size: {
      sm: { h: '5', px: '2', textStyle: 'xs' },
      md: { h: '6', px: '2.5', textStyle: 'sm' },
    },
  },
  compoundVariants: [
    { variant: 'count', size: 'sm', css: { minW: '5', px: '1', fontSize: '2xs' } },
    { variant: 'count', size: 'md', css: { minW: '6', px: '1.5', fontSize: 'xs' } },
  ],
  defaultVariants: { variant: 'subtle', size: 'sm' },
})

export const badgeContrastPairs: ContrastPair[] = [
  ...forPalettes({ usage: 'Badge solid/count', fg: 'colorPalette.contrast', bg: 'colorPalette.solid', kind: 'text' }),
  ...forPalettes({ usage: 'Badge subtle/status', fg: 'colorPalette.fg', bg: 'colorPalette.muted', kind: 'text' }),
  ...forPalettes({ usage: 'Badge outline', fg: 'colorPalette.fg', bg: 'bg', kind: 'text' }),
]
