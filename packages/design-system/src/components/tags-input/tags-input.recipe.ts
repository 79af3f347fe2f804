import { defineSlotRecipe } from '@pandacss/dev'
import { tagsInputAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'
import { controlBox } from '../../lib/recipe-parts.ts'

export const tagsInputRecipe = defineSlotRecipe({
  className: 'tags-input',
  description: 'Free-text values as removable tags (skills, keywords).',
  slots: tagsInputAnatomy.keys(),
  base: {
    root: { colorPalette: 'primary', display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    label: { textStyle: 'sm', fontWeight: 'medium', color: 'fg', _disabled: { opacity: 'disabled' } },
    control: {
      ...controlBox,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: '1.5',
      minH: '10',
      px: '2',
      py: '1.5',
      // Dimmed by a tint, not opacity: tags must keep their contrast.
      _disabled: { opacity: '1', bg: 'bg.subtle', cursor: 'not-allowed' },
      _focusWithin: {
        borderColor: 'colorPalette.focusRing',
        boxShadow: '0 0 0 1px var(--colors-color-palette-focus-ring)',
      },
    },
    input: {
      flex: '1',
      minW: '20',
      bg: 'transparent',
      color: 'fg',
      textStyle: 'sm',
      outline: 'none',
      _placeholder: { color: 'fg.subtle' },
    },
    item: { display: 'inline-flex' },
    itemPreview: {
      display: 'inline-flex',
      alignItems: 'center',
      gap: '1',
      h: '6',
      ps: '2',
      pe: '1',
      bg: 'colorPalette.subtle',
      color: 'colorPalette.fg',
      borderRadius: 'sm',
      textStyle: 'sm',
      fontWeight: 'medium',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineColor: 'colorPalette.focusRing',
      _highlighted: { outlineWidth: 'medium', bg: 'colorPalette.muted' },
    },
    itemText: {},
    itemInput: { textStyle: 'sm', outline: 'none', bg: 'transparent' },
    itemDeleteTrigger: {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '4',
      h: '4',
      borderRadius: 'xs',
      color: 'colorPalette.fg',
      cursor: 'pointer',
      _hover: { bg: 'colorPalette.emphasized' },
      '& svg': { width: '3', height: '3' },
    },
    clearTrigger: { color: 'fg.muted', cursor: 'pointer', '& svg': { width: '4', height: '4' } },
  },
})

export const tagsInputContrastPairs: ContrastPair[] = [
  { usage: 'Tags input tag', fg: 'primary.fg', bg: 'primary.subtle', kind: 'text' },
  { usage: 'Tags input highlighted tag', fg: 'primary.fg', bg: 'primary.muted', kind: 'text' },
  { usage: 'Tags input delete on hover', fg: 'primary.fg', bg: 'primary.emphasized', kind: 'ui' },
  { usage: 'Tags input placeholder', fg: 'fg.subtle', bg: 'bg', kind: 'text' },
  { usage: 'Tags input tag when disabled', fg: 'primary.fg', bg: 'primary.subtle', kind: 'text' },
]
