import { defineSlotRecipe } from '@pandacss/dev'
import { dialogAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const drawerRecipe = defineSlotRecipe({
  className: 'drawer',
  description: 'A side sheet: a modal panel sliding in from the start or end edge (filters, details, edit forms).',
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
    positioner: { position: 'fixed', top: '0', bottom: '0', zIndex: 'modal', display: 'flex', maxW: 'full' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      height: 'full',
      bg: 'bg.panel',
      color: 'fg',
      boxShadow: 'xl',
      outline: 'none',
      overflow: 'hidden',
    },
    header: {
      display: 'flex',
      flexDirection: 'column',
      gap: '1',
      px: '6',
      pt: '6',
      pb: '4',
      pe: '14',
      borderBottomWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border',
    },
    title: { textStyle: 'lg', fontWeight: 'semibold', color: 'fg' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { flex: '1', overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: '4', px: '6', py: '4' },
    footer: {
      display: 'flex',
      justifyContent: 'flex-end',
      gap: '3',
      px: '6',
      py: '4',
      borderTopWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border',
    },
    closeTrigger: { position: 'absolute', top: '4', insetEnd: '4' },
    trigger: {},
  },
  variants: {
    placement: {
      start: {
        positioner: { insetStart: '0' },
        content: {
          _open: { animationName: 'slide-in-start', animationDuration: 'slow', animationTimingFunction: 'out' },
          _closed: { animationName: 'slide-out-start', animationDuration: 'normal', animationTimingFunction: 'in' },
        },
      },
      end: {
        positioner: { insetEnd: '0' },
        content: {
          _open: { animationName: 'slide-in-end', animationDuration: 'slow', animationTimingFunction: 'out' },
          _closed: { animationName: 'slide-out-end', animationDuration: 'normal', animationTimingFunction: 'in' },
        },
      },
    },
    size: {
      sm: { content: { width: 'xs' } },
      md: { content: { width: 'md' } },
      lg: { content: { width: 'dialog' } },
    },
  },
  defaultVariants: { placement: 'end', size: 'md' },
})

export const drawerContrastPairs: ContrastPair[] = [
  { usage: 'Drawer title', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Drawer description', fg: 'fg.muted', bg: 'bg.panel', kind: 'text' },
]
