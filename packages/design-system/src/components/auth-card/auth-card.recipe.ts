import { defineSlotRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'

export const authCardRecipe = defineSlotRecipe({
  className: 'auth-card',
  description: 'The centred card of sign-in, sign-up and password screens (docs/product.md §2).',
  slots: ['root', 'card', 'backLink', 'header', 'title', 'description', 'body'],
  base: {
    root: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      minH: 'dvh',
      width: 'full',
      px: '4',
      py: '10',
      bg: 'bg.subtle',
    },
    card: {
      display: 'flex',
      flexDirection: 'column',
      gap: '6',
      width: 'full',
      bg: 'bg.panel',
      borderRadius: 'xl',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border',
      boxShadow: 'md',
      px: { base: '5', sm: '8' },
      py: { base: '6', sm: '8' },
    },
    backLink: { alignSelf: 'flex-start', textStyle: 'sm' },
    header: { display: 'flex', flexDirection: 'column', gap: '2' },
    title: { textStyle: '2xl', fontWeight: 'bold', color: 'fg', letterSpacing: 'tight' },
    description: { textStyle: 'md', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '5' },
  },
  variants: {
    size: {
      md: { card: { maxW: 'md' } },
      lg: { card: { maxW: '2xl' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const authCardContrastPairs: ContrastPair[] = [
  { usage: 'Auth card title', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Auth card description', fg: 'fg.muted', bg: 'bg.panel', kind: 'text' },
  { usage: 'Auth card back link', fg: 'primary.fg', bg: 'bg.panel', kind: 'text' },
]
