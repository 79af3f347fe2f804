import { defineSemanticTokens } from '@pandacss/dev'

/** Every colour palette offers the same slots (Chakra UI v3), so a recipe written against `colorPalette.*` works for all. */
export const paletteNames = ['primary', 'secondary', 'success', 'warning', 'danger', 'neutral'] as const
export type PaletteName = (typeof paletteNames)[number]

export const paletteSlots = ['solid', 'contrast', 'fg', 'subtle', 'muted', 'emphasized', 'border', 'focusRing'] as const
export type PaletteSlot = (typeof paletteSlots)[number]

const slotDescriptions: Record<PaletteSlot, string> = {
  solid: 'Background of solid (filled) elements',
  contrast: 'Text and icons on `solid`',
  fg: 'Text and icons in the palette colour on `bg`, `subtle` or `muted`',
  subtle: 'Faint background (hover of ghost elements, subtle badges)',
  muted: 'Soft background (selected items, avatars)',
  emphasized: 'Stronger soft background (pressed subtle elements)',
  border: 'Decorative border in the palette colour',
  focusRing: 'Focus outline; at least 3:1 against `bg`',
}

/** Light values, as base-token references. A `_dark` entry per slot is all dark mode needs. */
export const paletteValues: Record<PaletteName, Record<PaletteSlot, string>> = {
  primary: {
    solid: 'teal.700',
    contrast: 'white',
    fg: 'teal.700',
    subtle: 'teal.50',
    muted: 'teal.100',
    emphasized: 'teal.200',
    border: 'teal.300',
    focusRing: 'teal.600',
  },
  secondary: {
    solid: 'yellow.400',
    contrast: 'yellow.950',
    fg: 'yellow.800',
    subtle: 'yellow.50',
    muted: 'yellow.100',
    emphasized: 'yellow.200',
    border: 'yellow.500',
    focusRing: 'yellow.700',
  },
  success: {
    solid: 'green.800',
    contrast: 'white',
    fg: 'green.800',
    subtle: 'green.50',
    muted: 'green.100',
    emphasized: 'green.200',
    border: 'green.300',
    focusRing: 'green.700',
  },
  warning: {
    solid: 'amber.400',
    contrast: 'amber.950',
    fg: 'amber.800',
    subtle: 'amber.50',
    muted: 'amber.100',
    emphasized: 'amber.200',
    border: 'amber.400',
    focusRing: 'amber.700',
  },
  danger: {
    solid: 'red.700',
    contrast: 'white',
    fg: 'red.800',
    subtle: 'red.50',
    muted: 'red.100',
    emphasized: 'red.200',
    border: 'red.300',
    focusRing: 'red.600',
  },
  neutral: {
    solid: 'gray.800',
    contrast: 'white',
    fg: 'gray.800',
    subtle: 'gray.100',
    muted: 'gray.200',
    emphasized: 'gray.300',
    border: 'gray.300',
    focusRing: 'gray.600',
  },
}

/** Surfaces, text and borders that do not belong to a palette. */
export const neutralValues = {
  bg: {
    DEFAULT: ['white', 'Page and control background'],
    subtle: ['gray.50', 'Slightly tinted areas (app background, auth screens)'],
    muted: ['gray.100', 'Hovered rows and menu items'],
    emphasized: ['gray.200', 'Pressed rows'],
    panel: ['white', 'Cards, menus, popovers, toasts'],
  },
  fg: {
    DEFAULT: ['gray.900', 'Primary text'],
    muted: ['gray.600', 'Secondary text (helper text, descriptions)'],
    subtle: ['gray.500', 'Tertiary text (placeholders, captions); still 4.5:1 on `bg`'],
  },
  border: {
    DEFAULT: ['gray.200', 'Decorative dividers and card edges'],
    muted: ['gray.100', 'Faint dividers'],
    emphasized: ['gray.500', 'Boundaries of controls (inputs); at least 3:1 against `bg`'],
  },
} as const satisfies Record<string, Record<string, readonly [string, string]>>

const ref = (path: string) => `{colors.${path}}`

export const semanticColors = defineSemanticTokens.colors({
  ...Object.fromEntries(
    Object.entries(neutralValues).map(([group, entries]) => [
      group,
      Object.fromEntries(
        Object.entries(entries).map(([key, [value, description]]) => [
          key,
          { value: { base: ref(value) }, description },
        ]),
      ),
    ]),
  ),
  ...Object.fromEntries(
    paletteNames.map((palette) => [
      palette,
      Object.fromEntries(
        paletteSlots.map((slot) => [
          slot,
          { value: { base: ref(paletteValues[palette][slot]) }, description: `${palette}: ${slotDescriptions[slot]}` },
        ]),
      ),
    ]),
  ),
})
