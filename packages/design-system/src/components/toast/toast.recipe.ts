import { defineSlotRecipe } from '@pandacss/dev'
import { toastAnatomy } from '@ark-ui/react/anatomy'
import { forPalettes, type ContrastPair } from '../../preset/contrast.ts'

/** Ark positions and stacks toasts through CSS variables (--x, --y, --scale, ...), hence the escaped values. */
export const toastRecipe = defineSlotRecipe({
  className: 'toast',
  description: 'Transient notifications: success, warning, error.',
  slots: [...toastAnatomy.keys(), 'icon', 'content'],
  base: {
    root: {
      colorPalette: 'primary',
      display: 'flex',
      alignItems: 'flex-start',
      gap: '3',
      width: 'sm',
      maxW: '[calc(100vw - 2rem)]',
      p: '4',
      pe: '12',
      bg: 'bg.panel',
      color: 'fg',
      borderWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border',
      borderInlineStartWidth: 'thick',
      borderInlineStartColor: 'colorPalette.solid',
      borderRadius: 'lg',
      boxShadow: 'lg',
      position: 'relative',
      overflowWrap: 'anywhere',
      translate: 'var(--x) var(--y)',
      scale: 'var(--scale)',
      zIndex: '[var(--z-index)]',
      height: '[var(--height)]',
      opacity: '[var(--opacity)]',
      willChange: 'translate, opacity, scale',
      transitionProperty: 'translate, scale, opacity, height, box-shadow',
      transitionDuration: 'slower',
      transitionTimingFunction: 'emphasized',
      _closed: { transitionDuration: 'normal' },
    },
    icon: { color: 'colorPalette.fg', flexShrink: '0', mt: '0.5', '& svg': { width: '5', height: '5' } },
    content: { display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minW: '0' },
    title: { textStyle: 'sm', fontWeight: 'semibold', color: 'fg' },
    description: { textStyle: 'sm', color: 'fg.muted' },
    actionTrigger: { alignSelf: 'flex-start', mt: '2' },
    closeTrigger: { position: 'absolute', top: '2', insetInlineEnd: '2' },
  },
  variants: {
    type: {
      info: { root: { colorPalette: 'primary' } },
      success: { root: { colorPalette: 'success' } },
      warning: { root: { colorPalette: 'warning' } },
      error: { root: { colorPalette: 'danger' } },
      loading: { root: { colorPalette: 'neutral' } },
    },
  },
  defaultVariants: { type: 'info' },
})

export const toastContrastPairs: ContrastPair[] = [
  { usage: 'Toast title', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Toast description', fg: 'fg.muted', bg: 'bg.panel', kind: 'text' },
  ...forPalettes({ usage: 'Toast icon', fg: 'colorPalette.fg', bg: 'bg.panel', kind: 'ui' }, [
    'primary',
    'success',
    'warning',
    'danger',
    'neutral',
  ]),
]
