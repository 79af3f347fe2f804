import { defineSlotRecipe } from '@pandacss/dev'
import { tabsAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const tabsRecipe = defineSlotRecipe({
  className: 'tabs',
  description: 'Tabs switch between panels of one page (e.g. a profile: Overview, Resume, Meetings).',
  slots: tabsAnatomy.keys(),
  base: {
    root: { colorPalette: 'primary', display: 'flex', flexDirection: 'column', width: 'full' },
    list: { position: 'relative', display: 'flex', gap: '1', overflowX: 'auto', flexShrink: '0' },
    trigger: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      h: '10',
      px: '3',
      color: 'fg.muted',
      fontWeight: 'medium',
      textStyle: 'sm',
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineOffset: '-2px',
      outlineColor: 'colorPalette.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _hover: { color: 'fg' },
      _selected: { color: 'colorPalette.fg' },
      _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
      '& svg': { width: '4', height: '4' },
    },
    content: { pt: '4', outline: 'none', _focusVisible: { outlineWidth: 'medium' } },
    indicator: {},
  },
  variants: {
    variant: {
      line: {
        list: { borderBottomWidth: 'thin', borderStyle: 'solid', borderColor: 'border' },
        indicator: { height: '0.5', bottom: '-1px', bg: 'colorPalette.solid', width: 'var(--width)' },
      },
      subtle: {
        list: { p: '1', bg: 'bg.muted', borderRadius: 'lg', alignSelf: 'flex-start' },
        trigger: { h: '8', borderRadius: 'md', zIndex: '1', _selected: { color: 'fg' } },
        indicator: {
          width: 'var(--width)',
          height: 'var(--height)',
          bg: 'bg',
          borderRadius: 'md',
          boxShadow: 'sm',
        },
      },
    },
  },
  defaultVariants: { variant: 'line' },
})

export const tabsContrastPairs: ContrastPair[] = [
  { usage: 'Tab label', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Tab label selected', fg: 'primary.fg', bg: 'bg', kind: 'text' },
  { usage: 'Tab indicator', fg: 'primary.solid', bg: 'bg', kind: 'ui' },
  { usage: 'Subtle tab label', fg: 'fg.muted', bg: 'bg.muted', kind: 'text' },
  { usage: 'Tab focus ring', fg: 'primary.focusRing', bg: 'bg', kind: 'ui' },
]
