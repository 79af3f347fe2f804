import { defineSlotRecipe } from '@pandacss/dev'
import { progressAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const progressRecipe = defineSlotRecipe({
  className: 'progress',
  description: 'Progress of a task (upload, profile completeness): a bar or a circle, determinate or not.',
  slots: [...progressAnatomy.keys(), 'header'],
  base: {
    root: { colorPalette: 'primary', display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    header: { display: 'flex', justifyContent: 'space-between', gap: '2' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg' },
    valueText: { textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    track: { overflow: 'hidden', bg: 'bg.emphasized', borderRadius: 'full' },
    range: {
      h: 'full',
      bg: 'colorPalette.solid',
      borderRadius: 'full',
      transitionProperty: 'width',
      transitionDuration: 'slow',
      '&[data-state=indeterminate]': {
        width: '[40%]',
        animationName: 'indeterminate',
        animationDuration: 'slowest',
        animationIterationCount: 'infinite',
        animationTimingFunction: 'inOut',
      },
    },
    circle: {},
    circleTrack: { stroke: 'bg.emphasized' },
    circleRange: { stroke: 'colorPalette.solid', transitionProperty: 'stroke-dashoffset', transitionDuration: 'slow' },
    view: {},
  },
  variants: {
    size: {
      sm: { track: { h: '1' } },
      md: { track: { h: '2' } },
      lg: { track: { h: '3' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const progressContrastPairs: ContrastPair[] = [
  { usage: 'Progress label', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Progress value', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Progress range', fg: 'primary.solid', bg: 'bg.emphasized', kind: 'ui' },
  { usage: 'Progress range (success)', fg: 'success.solid', bg: 'bg.emphasized', kind: 'ui' },
]
