import { defineSlotRecipe } from '@pandacss/dev'
import { sliderAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const sliderRecipe = defineSlotRecipe({
  className: 'slider',
  description: 'A value or a range (two thumbs) on a track, e.g. a salary range.',
  slots: [...sliderAnatomy.keys(), 'header'],
  base: {
    root: { colorPalette: 'primary', display: 'flex', flexDirection: 'column', gap: '2', width: 'full' },
    header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '2' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg' },
    valueText: { textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    control: { position: 'relative', display: 'flex', alignItems: 'center', h: '6' },
    track: { flex: '1', h: '1.5', bg: 'bg.emphasized', borderRadius: 'full', overflow: 'hidden' },
    range: { h: 'full', bg: 'colorPalette.solid', _disabled: { bg: 'border.emphasized' } },
    thumb: {
      w: '5',
      h: '5',
      bg: 'bg',
      borderWidth: 'medium',
      borderStyle: 'solid',
      borderColor: 'colorPalette.solid',
      borderRadius: 'full',
      boxShadow: 'sm',
      cursor: 'grab',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineOffset: '0.5',
      outlineColor: 'colorPalette.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _dragging: { cursor: 'grabbing' },
      _disabled: { borderColor: 'border.emphasized', cursor: 'not-allowed' },
    },
    markerGroup: { position: 'relative', h: '4', mt: '1' },
    marker: { textStyle: 'xs', color: 'fg.muted' },
    draggingIndicator: {},
  },
})

export const sliderContrastPairs: ContrastPair[] = [
  { usage: 'Slider value text', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Slider range', fg: 'primary.solid', bg: 'bg', kind: 'ui' },
  { usage: 'Slider thumb border', fg: 'primary.solid', bg: 'bg', kind: 'ui' },
  { usage: 'Slider marker', fg: 'fg.muted', bg: 'bg', kind: 'text' },
]
