import { defineSlotRecipe } from '@pandacss/dev'
import { selectAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'
import { controlBox, floatingPanel, listItem } from '../../lib/recipe-parts.ts'

export const selectRecipe = defineSlotRecipe({
  className: 'select',
  description: 'Pick one (or several) values from a list that opens below a trigger.',
  slots: selectAnatomy.keys(),
  base: {
    root: { colorPalette: 'primary', display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg', _disabled: { opacity: 'disabled' } },
    control: { position: 'relative' },
    trigger: {
      ...controlBox,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '2',
      textAlign: 'start',
      cursor: 'pointer',
      _placeholderShown: { color: 'fg.subtle' },
      _open: { borderColor: 'colorPalette.focusRing' },
    },
    valueText: { flex: '1', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    indicator: {
      display: 'inline-flex',
      color: 'fg.muted',
      transitionProperty: 'transform',
      transitionDuration: 'fast',
      _open: { transform: 'rotate(180deg)' },
      '& svg': { width: '4', height: '4' },
    },
    clearTrigger: { color: 'fg.muted', cursor: 'pointer' },
    positioner: {},
    // On the content, not the positioner: Zag copies the content's z-index onto the positioner (`--z-index`, inline),
    // which overrides any class on it. `popover`, above `modal`: the options float over a Dialog that holds them.
    content: { ...floatingPanel, zIndex: 'popover', p: '1', maxH: 'xs', overflowY: 'auto' },
    list: {},
    item: listItem,
    itemText: {},
    itemIndicator: { display: 'inline-flex' },
    itemGroup: { display: 'flex', flexDirection: 'column' },
    itemGroupLabel: { px: '3', py: '1.5', textStyle: 'xs', fontWeight: 'semibold', color: 'fg.muted' },
  },
  variants: {
    size: {
      sm: { trigger: { h: '8', px: '2.5', textStyle: 'sm' } },
      md: { trigger: { h: '10', px: '3', textStyle: 'md' } },
      lg: { trigger: { h: '12', px: '4', textStyle: 'md' } },
    },
  },
  defaultVariants: { size: 'md' },
})

export const selectContrastPairs: ContrastPair[] = [
  { usage: 'Select value', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Select placeholder', fg: 'fg.subtle', bg: 'bg', kind: 'text' },
  { usage: 'Select chevron', fg: 'fg.muted', bg: 'bg', kind: 'ui' },
  { usage: 'Select option', fg: 'fg', bg: 'bg.panel', kind: 'text' },
  { usage: 'Select option highlighted', fg: 'fg', bg: 'bg.muted', kind: 'text' },
  { usage: 'Select option tick', fg: 'primary.fg', bg: 'bg.muted', kind: 'ui' },
  { usage: 'Select group label', fg: 'fg.muted', bg: 'bg.panel', kind: 'text' },
]
