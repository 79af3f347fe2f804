import { defineSlotRecipe } from '@pandacss/dev'
import { avatarAnatomy } from '@ark-ui/react/anatomy'
import { forPalettes, type ContrastPair } from '../../preset/contrast.ts'
import { avatarPalettes } from './avatar.utils.ts'

export const avatarRecipe = defineSlotRecipe({
  className: 'avatar',
  description: 'A person or company picture with initials as fallback.',
  slots: avatarAnatomy.keys(),
  base: {
    root: {
      position: 'relative',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      overflow: 'hidden',
      borderRadius: 'full',
      bg: 'colorPalette.muted',
      color: 'colorPalette.fg',
      fontWeight: 'semibold',
      userSelect: 'none',
      verticalAlign: 'middle',
    },
    image: { width: 'full', height: 'full', objectFit: 'cover' },
    fallback: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 'full',
      height: 'full',
      textTransform: 'uppercase',
      lineHeight: 'none',
      '& svg': { width: '60%', height: '60%' },
    },
  },
  variants: {
    size: {
      xs: { root: { width: '6', height: '6', fontSize: '2xs' } },
      sm: { root: { width: '8', height: '8', fontSize: 'xs' } },
      md: { root: { width: '10', height: '10', fontSize: 'sm' } },
      lg: { root: { width: '12', height: '12', fontSize: 'md' } },
      xl: { root: { width: '16', height: '16', fontSize: 'xl' } },
    },
    palette: Object.fromEntries(
      avatarPalettes.map((palette) => [palette, { root: { colorPalette: palette } }]),
    ) as Record<(typeof avatarPalettes)[number], { root: { colorPalette: string } }>,
  },
  defaultVariants: { size: 'md', palette: 'neutral' },
})

export const avatarContrastPairs: ContrastPair[] = forPalettes(
  { usage: 'Avatar initials', fg: 'colorPalette.fg', bg: 'colorPalette.muted', kind: 'text' },
  avatarPalettes,
)
