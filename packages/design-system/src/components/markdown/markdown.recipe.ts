import { defineRecipe } from '@pandacss/dev'
import type { ContrastPair } from '../../preset/contrast.ts'

// Markdown arrives as bare elements (no classes of ours), so the recipe styles them from the root down.
export const markdownRecipe = defineRecipe({
  className: 'markdown',
  description: 'Rendered user Markdown: headings, paragraphs, lists, links, emphasis, quotes and code.',
  base: {
    colorPalette: 'primary',
    color: 'fg',
    textStyle: 'md',
    lineHeight: 'relaxed',
    overflowWrap: 'anywhere',
    '& > * + *': { mt: '3' },
    '& :is(h2, h3, h4, h5, h6)': { fontWeight: 'semibold', lineHeight: 'tight', mt: '5' },
    '& h2': { textStyle: 'xl' },
    '& h3': { textStyle: 'lg' },
    '& :is(h4, h5, h6)': { textStyle: 'md' },
    '& :is(ul, ol)': { ps: '6' },
    '& ul': { listStyleType: 'disc' },
    '& ol': { listStyleType: 'decimal' },
    '& li + li': { mt: '1' },
    '& li > :is(ul, ol)': { mt: '1' },
    '& a': {
      color: 'colorPalette.fg',
      fontWeight: 'medium',
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
      borderRadius: 'xs',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineOffset: '0.5',
      outlineColor: 'colorPalette.focusRing',
      _hover: { textDecorationThickness: '2px' },
      _focusVisible: { outlineWidth: 'medium' },
    },
    '& strong': { fontWeight: 'semibold' },
    '& em': { fontStyle: 'italic' },
    '& code': { fontFamily: 'mono', fontSize: '0.9em', bg: 'bg.muted', px: '1', borderRadius: 'xs' },
    '& pre': { bg: 'bg.muted', p: '3', borderRadius: 'md', overflowX: 'auto' },
    '& pre code': { bg: 'transparent', px: '0' },
    '& blockquote': {
      borderStartWidth: 'thick',
      borderStartStyle: 'solid',
      borderColor: 'border',
      ps: '4',
      color: 'fg.muted',
    },
    '& hr': { borderColor: 'border', my: '5' },
  },
  variants: {
    size: {
      sm: { textStyle: 'sm' },
      md: {},
    },
  },
  defaultVariants: { size: 'md' },
})

export const markdownContrastPairs: ContrastPair[] = [
  { usage: 'Markdown text', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Markdown link', fg: 'primary.fg', bg: 'bg', kind: 'text' },
  { usage: 'Markdown quote', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Markdown code', fg: 'fg', bg: 'bg.muted', kind: 'text' },
]
