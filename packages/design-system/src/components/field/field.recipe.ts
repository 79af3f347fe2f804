import { defineSlotRecipe } from '@pandacss/dev'
import { fieldAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

export const fieldRecipe = defineSlotRecipe({
  className: 'field',
  description: 'A form field: label, control, helper and error text.',
  slots: fieldAnatomy.keys(),
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '0.5',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'fg',
      userSelect: 'none',
      _disabled: { opacity: 'disabled' },
    },
    requiredIndicator: { color: 'danger.fg' },
    helperText: { textStyle: 'sm', color: 'fg.muted' },
    errorText: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      textStyle: 'sm',
      fontWeight: 'medium',
      color: 'danger.fg',
      '& svg': { width: '1em', height: '1em', flexShrink: '0' },
    },
  },
})

export const fieldContrastPairs: ContrastPair[] = [
  { usage: 'Field label', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Field helper text', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Field error text', fg: 'danger.fg', bg: 'bg', kind: 'text' },
  { usage: 'Field label on tinted area', fg: 'fg', bg: 'bg.subtle', kind: 'text' },
  { usage: 'Field helper text on tinted area', fg: 'fg.muted', bg: 'bg.subtle', kind: 'text' },
  { usage: 'Field error text on tinted area', fg: 'danger.fg', bg: 'bg.subtle', kind: 'text' },
]
