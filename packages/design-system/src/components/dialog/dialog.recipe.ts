import { defineSlotRecipe } from '@pandacss/dev'
import { dialogAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const dialogRecipe = defineSlotRecipe({
  className: 'dialog',
  description: 'A modal dialog, at most 700px wide (docs/product.md §9); focus is trapped and returns to the trigger.',
  slots: [...dialogAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    backdrop: {
      position: 'fixed',
      inset: '0',
      zIndex: 'overlay',
      bg: 'bg.backdrop',
      _open: { animationName: 'fade-in', animationDuration: 'normal' },
      _closed: { animationName: 'fade-out', animationDuration: 'fast' },
    },
    positioner: {
      position: 'fixed',
      inset: '0',
      zIndex: 'modal',
      display: 'flex',
      alignItems: 'flex-start',
      justifyContent: 'center',
      overflowY: 'auto',
      px: '4',
      py: '16',
    },
    content: {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: 'full',
      maxW: 'dialog',
      bg: 'bg.panel',
      color: 'fg',
      borderRadius: 'xl',
      boxShadow: 'xl',
      outline: 'none',
      _open: { animationName: 'scale-in', animationDuration: 'normal', animationTimingFunction: 'out' },
      _closed: { animationName: 'scale-out', animationDuration: 'fast', animationTimingFunction: 'in' },
    },
    header: { display: 'flex', flexDirection: 'column', gap: '1', px: '6', pt: '6', pe: '14' },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '4', px: '6', py: '4' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '3', px: '6', pb: '6' },
    closeTrigger: { position: 'absolute', top: '4', insetEnd: '4' },
    trigger: {},
  },
  variants: {
    size: {
      sm: { content: { width: 'md' } },
      md: { content: { width: 'xl' } },
      lg: { content: { width: 'dialog' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const dialogContrastPairs: ContrastPair[] = [
  { usage: 'Dialog title', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Dialog description', fg: 'fg.muted', bg: 'bg.panel', kind: 'text' },
]
