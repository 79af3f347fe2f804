import { defineSlotRecipe } from '@pandacss/dev'
import { popoverAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const popoverRecipe = defineSlotRecipe({
  className: 'popover',
  description: 'Non-modal floating content anchored to a trigger (e.g. the notification menu).',
  slots: [...popoverAnatomy.keys(), 'header', 'body', 'footer'],
  base: {
    positioner: { zIndex: 'popover' },
    content: {
      display: 'flex',
      flexDirection: 'column',
      maxW: '[calc(100vw - 1rem)]',
      bg: 'bg.panel',
      color: 'fg',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border',
      borderRadius: 'lg',
      boxShadow: 'lg',
      outline: 'none',
      _open: { animationName: 'scale-in', animationDuration: 'fast', animationTimingFunction: 'out' },
      _closed: { animationName: 'scale-out', animationDuration: 'faster', animationTimingFunction: 'in' },
    },
    header: { display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2', px: '4', pt: '4' },
    title: { textStyle: 'md', fontWeight: 'semibold', color: 'fg' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    body: { display: 'flex', flexDirection: 'column', gap: '2', p: '4' },
    footer: { display: 'flex', justifyContent: 'flex-end', gap: '2', px: '4', pb: '4' },
    closeTrigger: {},
    arrow: { '--arrow-size': 'sizes.3', '--arrow-background': 'colors.bg.panel' },
    arrowTip: { borderTopWidth: 'thin', borderInlineStartWidth: 'thin', borderColor: 'border' },
  },
  variants: {
    width: {
      auto: { content: { width: 'auto', minW: '2xs' } },
      sm: { content: { width: 'xs' } },
      notification: { content: { width: 'notificationMenu' } },
    },
  },
  defaultVariants: { width: 'sm' },
})

export const popoverContrastPairs: ContrastPair[] = [
  { usage: 'Popover title', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Popover description', fg: 'fg.muted', bg: 'bg.panel', kind: 'text' },
]
