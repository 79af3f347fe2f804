import { defineSemanticTokens } from '@pandacss/dev'

/** The two colour themes. Light is the base; dark applies under `.dark` / `[data-theme=dark]` (the `_dark` condition). */
export const themeNames = ['light', 'dark'] as const
export type ThemeName = (typeof themeNames)[number]

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

/** [light, dark] base colours of a slot. */
type Themed = readonly [light: string, dark: string]

/** Per palette and slot, the base-token references for the light and the dark theme. */
export const paletteValues: Record<PaletteName, Record<PaletteSlot, Themed>> = {
  primary: {
    solid: ['teal.700', 'teal.400'],
    contrast: ['white', 'teal.950'],
    fg: ['teal.700', 'teal.300'],
    subtle: ['teal.50', 'teal.950'],
    muted: ['teal.100', 'teal.900'],
    emphasized: ['teal.200', 'teal.800'],
    border: ['teal.300', 'teal.600'],
    focusRing: ['teal.600', 'teal.400'],
  },
  secondary: {
    solid: ['yellow.400', 'yellow.400'],
    contrast: ['yellow.950', 'yellow.950'],
    fg: ['yellow.800', 'yellow.300'],
    subtle: ['yellow.50', 'yellow.950'],
    muted: ['yellow.100', 'yellow.900'],
    emphasized: ['yellow.200', 'yellow.800'],
    border: ['yellow.500', 'yellow.600'],
    focusRing: ['yellow.700', 'yellow.400'],
  },
  success: {
    solid: ['green.800', 'green.500'],
    contrast: ['white', 'green.950'],
    fg: ['green.800', 'green.300'],
    subtle: ['green.50', 'green.950'],
    muted: ['green.100', 'green.900'],
    emphasized: ['green.200', 'green.800'],
    border: ['green.300', 'green.600'],
    focusRing: ['green.700', 'green.400'],
  },
  warning: {
    solid: ['amber.400', 'amber.400'],
    contrast: ['amber.950', 'amber.950'],
    fg: ['amber.800', 'amber.300'],
    subtle: ['amber.50', 'amber.950'],
    muted: ['amber.100', 'amber.900'],
    emphasized: ['amber.200', 'amber.800'],
    border: ['amber.400', 'amber.600'],
    focusRing: ['amber.700', 'amber.400'],
  },
  danger: {
    solid: ['red.700', 'red.400'],
    contrast: ['white', 'red.950'],
    fg: ['red.800', 'red.200'],
    subtle: ['red.50', 'red.950'],
    muted: ['red.100', 'red.900'],
    emphasized: ['red.200', 'red.800'],
    border: ['red.300', 'red.600'],
    focusRing: ['red.600', 'red.400'],
  },
  neutral: {
    solid: ['gray.800', 'gray.100'],
    contrast: ['white', 'gray.900'],
    fg: ['gray.800', 'gray.100'],
    subtle: ['gray.100', 'gray.900'],
    muted: ['gray.200', 'gray.800'],
    emphasized: ['gray.300', 'gray.700'],
    border: ['gray.300', 'gray.600'],
    focusRing: ['gray.600', 'gray.300'],
  },
}

/** Surfaces, text and borders that do not belong to a palette: [light, dark, description]. */
export const neutralValues = {
  bg: {
    DEFAULT: ['white', 'gray.950', 'Page and control background'],
    subtle: ['gray.50', 'gray.900', 'Slightly tinted areas (app background, auth screens, read-only inputs)'],
    muted: ['gray.100', 'gray.800', 'Hovered rows and menu items, tracks'],
    emphasized: ['gray.200', 'gray.700', 'Pressed rows, skeletons, progress tracks'],
    panel: ['white', 'gray.900', 'Cards, menus, popovers, dialogs, toasts'],
    inverted: ['gray.900', 'gray.100', 'Inverted surfaces (tooltips)'],
  },
  fg: {
    DEFAULT: ['gray.900', 'gray.50', 'Primary text'],
    muted: ['gray.600', 'gray.300', 'Secondary text (helper text, descriptions)'],
    subtle: ['gray.500', 'gray.400', 'Tertiary text (placeholders, captions); still 4.5:1 on `bg`'],
    inverted: ['white', 'gray.900', 'Text on `bg.inverted`'],
  },
  border: {
    DEFAULT: ['gray.200', 'gray.800', 'Decorative dividers and card edges'],
    muted: ['gray.100', 'gray.900', 'Faint dividers'],
    emphasized: ['gray.500', 'gray.500', 'Boundaries of controls (inputs); at least 3:1 against `bg`'],
  },
} as const satisfies Record<string, Record<string, readonly [string, string, string]>>

/** Component-tier colours: a name for a role one component plays, resolved to base colours per theme. */
export const componentValues = {
  rating: {
    filled: ['yellow.700', 'yellow.400', 'Rating: a filled star (3:1 against `bg`)'],
    empty: ['gray.500', 'gray.500', 'Rating: an empty star outline (3:1 against `bg`)'],
  },
  chat: {
    own: ['teal.700', 'teal.800', 'Chat: background of the current user’s bubbles'],
    ownFg: ['white', 'teal.50', 'Chat: text on `chat.own`'],
    other: ['gray.100', 'gray.800', 'Chat: background of other people’s bubbles'],
  },
  chart: {
    1: ['teal.700', 'teal.400', 'Chart series 1 (3:1 against `bg`)'],
    2: ['yellow.700', 'yellow.400', 'Chart series 2'],
    3: ['gray.600', 'gray.400', 'Chart series 3'],
    grid: ['gray.200', 'gray.800', 'Chart grid lines (decorative)'],
  },
  calendar: {
    event: ['teal.100', 'teal.900', 'Calendar: background of an event chip'],
    eventFg: ['teal.900', 'teal.100', 'Calendar: text of an event chip'],
  },
} as const satisfies Record<string, Record<string, readonly [string, string, string]>>

const ref = (path: string) => `{colors.${path}}`
const themed = ([light, dark]: readonly [string, string, ...string[]]) => ({ base: ref(light), _dark: ref(dark) })

const tree = (values: Record<string, Record<string, readonly [string, string, string]>>) =>
  Object.fromEntries(
    Object.entries(values).map(([group, entries]) => [
      group,
      Object.fromEntries(
        Object.entries(entries).map(([key, entry]) => [key, { value: themed(entry), description: entry[2] }]),
      ),
    ]),
  )

const neutralTree = tree(neutralValues)

export const semanticColors = defineSemanticTokens.colors({
  ...neutralTree,
  bg: {
    ...neutralTree.bg,
    // Translucent, so it is not a base colour (and carries no text, so the contrast test skips it).
    backdrop: {
      value: { base: 'rgb(3 7 18 / 0.5)', _dark: 'rgb(0 0 0 / 0.7)' },
      description: 'Scrim behind modal dialogs and drawers',
    },
  },
  ...tree(componentValues),
  ...Object.fromEntries(
    paletteNames.map((palette) => [
      palette,
      Object.fromEntries(
        paletteSlots.map((slot) => [
          slot,
          { value: themed(paletteValues[palette][slot]), description: `${palette}: ${slotDescriptions[slot]}` },
        ]),
      ),
    ]),
  ),
})
