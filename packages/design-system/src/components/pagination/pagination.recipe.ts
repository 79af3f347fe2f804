import { defineSlotRecipe } from '@pandacss/dev'
import { paginationAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

const pageButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minW: '9',
  h: '9',
  px: '2',
  borderRadius: 'md',
  textStyle: 'sm',
  fontWeight: 'medium',
  color: 'fg',
  cursor: 'pointer',
  fontVariantNumeric: 'tabular-nums',
  outlineStyle: 'solid',
  outlineWidth: 'none',
  outlineOffset: '0.5',
  outlineColor: 'colorPalette.focusRing',
  _focusVisible: { outlineWidth: 'medium' },
  _hover: { bg: 'bg.muted' },
  _disabled: { opacity: 'disabled', cursor: 'not-allowed', _hover: { bg: 'transparent' } },
  '& svg': { width: '4', height: '4' },
} as const

export const paginationRecipe = defineSlotRecipe({
  className: 'pagination',
  description: 'Page navigation for lists (docs/product.md §3: page, size, total; default size 10).',
  slots: [...paginationAnatomy.keys(), 'summary', 'pages', 'pageSize'],
  base: {
    root: {
      colorPalette: 'primary',
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: '4',
      width: 'full',
    },
    summary: { textStyle: 'sm', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' },
    pages: { display: 'flex', alignItems: 'center', gap: '1', listStyle: 'none' },
    item: {
      ...pageButton,
      '&[aria-current=page]': {
        bg: 'colorPalette.solid',
        color: 'colorPalette.contrast',
        _hover: { bg: 'colorPalette.solid' },
      },
    },
    ellipsis: { display: 'inline-flex', justifyContent: 'center', minW: '9', color: 'fg.muted' },
    prevTrigger: pageButton,
    nextTrigger: pageButton,
    firstTrigger: pageButton,
    lastTrigger: pageButton,
    pageSize: {
      display: 'flex',
      alignItems: 'center',
      gap: '2',
      textStyle: 'sm',
      color: 'fg.muted',
      '& select': {
        h: '9',
        px: '2',
        color: 'fg',
        bg: 'bg',
        borderWidth: 'thin',
        borderStyle: 'solid',
        borderColor: 'border.emphasized',
        borderRadius: 'md',
        outlineStyle: 'solid',
        outlineWidth: 'none',
        outlineColor: 'colorPalette.focusRing',
        _focusVisible: { outlineWidth: 'medium' },
      },
    },
  },
})

export const paginationContrastPairs: ContrastPair[] = [
  { usage: 'Pagination page', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Pagination page hover', fg: 'fg', bg: 'bg.muted', kind: 'text' },
  { usage: 'Pagination current page', fg: 'primary.contrast', bg: 'primary.solid', kind: 'text' },
  { usage: 'Pagination summary', fg: 'fg.muted', bg: 'bg', kind: 'text' },
]
