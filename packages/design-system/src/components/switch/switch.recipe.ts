import { defineSlotRecipe } from '@pandacss/dev'
import { switchAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const switchRecipe = defineSlotRecipe({
  className: 'switch',
  // Its theme key is switchRecipe (`switch` is a keyword), so the default tag would be <SwitchRecipe>.
  jsx: ['Switch', /^Switch\./],
  description: 'An on/off switch (role="switch") for settings that apply at once.',
  slots: switchAnatomy.keys(),
  base: {
    root: {
      colorPalette: 'primary',
      display: 'inline-flex',
      alignItems: 'center',
      gap: '2',
      cursor: 'pointer',
      _disabled: { cursor: 'not-allowed', opacity: 'disabled' },
    },
    control: {
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: '0',
      p: '0.5',
      bg: 'border.emphasized',
      borderRadius: 'full',
      transitionProperty: 'background-color',
      transitionDuration: 'normal',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineOffset: '0.5',
      outlineColor: 'colorPalette.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _checked: { bg: 'colorPalette.solid' },
      _invalid: { outlineColor: 'danger.fg', outlineWidth: 'medium' },
    },
    thumb: {
      bg: 'bg',
      borderRadius: 'full',
      boxShadow: 'sm',
      transitionProperty: 'transform',
      transitionDuration: 'normal',
      transitionTimingFunction: 'default',
    },
    label: { color: 'fg', userSelect: 'none' },
  },
  variants: {
    size: {
      sm: {
        control: { w: '8', h: '4.5' },
        thumb: { w: '3.5', h: '3.5', _checked: { transform: 'translateX(0.875rem)' } },
        label: { textStyle: 'sm' },
      },
      md: {
        control: { w: '10', h: '6' },
        thumb: { w: '5', h: '5', _checked: { transform: 'translateX(1rem)' } },
        label: { textStyle: 'md' },
      },
    },
  },
  defaultVariants: { size: 'md' },
})

export const switchContrastPairs: ContrastPair[] = [
  { usage: 'Switch label', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Switch track off', fg: 'border.emphasized', bg: 'bg', kind: 'ui' },
  { usage: 'Switch track on', fg: 'primary.solid', bg: 'bg', kind: 'ui' },
  { usage: 'Switch thumb on track off', fg: 'bg', bg: 'border.emphasized', kind: 'ui' },
  { usage: 'Switch thumb on track on', fg: 'bg', bg: 'primary.solid', kind: 'ui' },
]
