import { defineSlotRecipe } from '@pandacss/dev'
import { comboboxAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'
import { controlBox, floatingPanel, listItem } from '../../lib/recipe-parts.ts'

export const comboboxRecipe = defineSlotRecipe({
  className: 'combobox',
  // The portal renders it as <AsyncCombobox> or the <Combobox.*> parts: both names tell Panda to emit its CSS.
  jsx: ['AsyncCombobox', 'Combobox', /^Combobox\./],
  description: 'A text input with a list of suggestions (filtered locally or loaded as the user types).',
  slots: [...comboboxAnatomy.keys(), 'status'],
  base: {
    root: { colorPalette: 'primary', display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg', _disabled: { opacity: 'disabled' } },
    control: { position: 'relative', display: 'flex', alignItems: 'center' },
    input: { ...controlBox, pe: '16' },
    trigger: {
      position: 'absolute',
      insetEnd: '2',
      display: 'inline-flex',
      color: 'fg.muted',
      cursor: 'pointer',
      '& svg': { width: '4', height: '4' },
      _open: { transform: 'rotate(180deg)' },
    },
    clearTrigger: {
      position: 'absolute',
      insetEnd: '8',
      display: 'inline-flex',
      color: 'fg.muted',
      cursor: 'pointer',
      '& svg': { width: '4', height: '4' },
    },
    positioner: {},
    // On the content, not the positioner: Zag copies the content's z-index onto the positioner (`--z-index`, inline),
    // which overrides any class on it. `popover`, above `modal`: the options float over a Dialog that holds them.
    content: { ...floatingPanel, zIndex: 'popover', p: '1', maxH: 'xs', overflowY: 'auto' },
    list: { display: 'flex', flexDirection: 'column', _empty: { display: 'none' } },
    item: listItem,
    itemText: {},
    itemIndicator: { display: 'inline-flex' },
    itemGroup: { display: 'flex', flexDirection: 'column' },
    itemGroupLabel: { px: '3', py: '1.5', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
    empty: { px: '3', py: '2', textStyle: 'sm', color: 'fg.muted' },
    status: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      textStyle: 'sm',
      color: 'fg.muted',
      // Stays in the DOM (a live region must exist before it speaks) but takes no room while silent.
      _empty: { mt: '-1.5' },
      '&[data-status=error]': { color: 'danger.fg' },
    },
  },
  variants: {
    size: {
      sm: { input: { h: '8', ps: '2.5', textStyle: 'sm' } },
      md: { input: { h: '10', ps: '3', textStyle: 'md' } },
      lg: { input: { h: '12', ps: '4', textStyle: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const comboboxContrastPairs: ContrastPair[] = [
  { usage: 'Combobox value', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Combobox placeholder', fg: 'fg.subtle', bg: 'bg', kind: 'text' },
  { usage: 'Combobox option', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Combobox option highlighted', fg: 'fg', bg: 'bg.muted', kind: 'text' },
  { usage: 'Combobox status (loading, empty)', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Combobox status (error)', fg: 'danger.fg', bg: 'bg', kind: 'text' },
]
