import { defineSlotRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'

export const tableRecipe = defineSlotRecipe({
  className: 'table',
  description: 'A data table with sortable columns and selectable rows.',
  slots: ['root', 'scroll', 'caption', 'head', 'body', 'row', 'header', 'cell', 'sortButton', 'selectCell', 'empty'],
  base: {
    scroll: { width: 'full', overflowX: 'auto' },
    root: { colorPalette: 'primary', width: 'full', borderCollapse: 'collapse', textStyle: 'sm', color: 'fg' },
    caption: { textAlign: 'start', pb: '3', textStyle: 'md', fontWeight: 'semibold', color: 'fg' },
    head: {},
    body: {},
    row: {
      borderBottomWidth: 'thin',
      borderStyle: 'solid',
      borderColor: 'border',
      '&[data-selected]': { bg: 'colorPalette.subtle' },
      '& tbody &': { _hover: { bg: 'bg.subtle' } },
    },
    header: {
      px: '3',
      py: '2.5',
      textAlign: 'start',
      fontWeight: 'semibold',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
      '&[data-align=end]': { textAlign: 'end' },
    },
    cell: {
      px: '3',
      py: '3',
      verticalAlign: 'middle',
      '&[data-align=end]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
    sortButton: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      mx: '-1',
      px: '1',
      borderRadius: 'sm',
      fontWeight: 'semibold',
      color: 'inherit',
      cursor: 'pointer',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineColor: 'colorPalette.focusRing',
      _focusVisible: { outlineWidth: 'medium' },
      _hover: { color: 'fg' },
      '& svg': { width: '3.5', height: '3.5' },
    },
    selectCell: { w: '10', px: '3' },
    empty: { py: '8', textAlign: 'center', color: 'fg.muted' },
  },
  variants: {
    size: {
      sm: { cell: { py: '1.5' }, header: { py: '1.5' } },
      md: {},
    },
  },
  defaultVariants: { size: 'md' },
})

export const tableContrastPairs: ContrastPair[] = [
  { usage: 'Table header', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Table cell', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Table hovered row', fg: 'fg', bg: 'bg.subtle', kind: 'text' },
  { usage: 'Table selected row', fg: 'fg', bg: 'primary.subtle', kind: 'text' },
  { usage: 'Table selected row, muted text', fg: 'fg.muted', bg: 'primary.subtle', kind: 'text' },
]
