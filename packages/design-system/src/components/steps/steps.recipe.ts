import { defineSlotRecipe } from '@pandacss/dev'
import { stepsAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const stepsRecipe = defineSlotRecipe({
  className: 'steps',
  description: 'The steps of a wizard (onboarding, create vacancy): where the user is and what is done.',
  slots: [...stepsAnatomy.keys(), 'title', 'description', 'footer'],
  base: {
    root: { colorPalette: 'primary', display: 'flex', flexDirection: 'column', gap: '6', width: 'full' },
    list: { display: 'flex', alignItems: 'flex-start', gap: '2' },
    item: { position: 'relative', display: 'flex', alignItems: 'center', gap: '2', flex: '1', _last: { flex: '0' } },
    trigger: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      textAlign: 'start',
      borderRadius: 'md',
      cursor: 'pointer',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineOffset: '0.5',
      outlineColor: 'colorPalette.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _disabled: { cursor: 'default' },
    },
    indicator: {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: '0',
      w: '8',
      h: '8',
      borderRadius: 'full',
      borderWidth: 'medium',
      borderStyle: 'solid',
      borderColor: 'border.emphasized',
      color: 'fg.muted',
      bg: 'bg',
      fontWeight: 'semibold',
      textStyle: 'sm',
      '&[data-current]': { borderColor: 'colorPalette.solid', color: 'colorPalette.fg' },
      '&[data-complete]': {
        bg: 'colorPalette.solid',
        borderColor: 'colorPalette.solid',
        color: 'colorPalette.contrast',
      },
      '& svg': { width: '4', height: '4' },
    },
    title: { textStyle: 'sm', fontWeight: 'medium', color: 'fg', whiteSpace: 'nowrap' },
    description: { textStyle: 'xs', color: 'fg.muted' },
    separator: {
      flex: '1',
      h: '0.5',
      minW: '4',
      bg: 'border',
      '&[data-complete]': { bg: 'colorPalette.solid' },
    },
    content: { outline: 'none' },
    footer: { display: 'flex', justifyContent: 'space-between', gap: '3' },
    nextTrigger: {},
    prevTrigger: {},
    progress: {},
  },
})

export const stepsContrastPairs: ContrastPair[] = [
  { usage: 'Step number', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Step circle', fg: 'border.emphasized', bg: 'bg', kind: 'ui' },
  { usage: 'Current step number', fg: 'primary.fg', bg: 'bg', kind: 'text' },
  { usage: 'Completed step tick', fg: 'primary.contrast', bg: 'primary.solid', kind: 'ui' },
  { usage: 'Step title', fg: 'fg', bg: 'bg', kind: 'text' },
]
