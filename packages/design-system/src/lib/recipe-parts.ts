import type { SystemStyleObject } from '@pandacss/dev'

/** The box of every form control (input, textarea, select trigger, combobox control): one look, one focus ring. */
export const controlBox = {
  colorPalette: 'primary',
  appearance: 'none',
  width: 'full',
  minW: '0',
  fontFamily: 'body',
  color: 'fg',
  bg: 'bg',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border.emphasized',
  borderRadius: 'md',
  outline: 'none',
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: 'fast',
  transitionTimingFunction: 'default',
  _placeholder: { color: 'fg.subtle' },
  _focusVisible: {
    borderColor: 'colorPalette.focusRing',
    boxShadow: '0 0 0 1px var(--colors-color-palette-focus-ring)',
  },
  _invalid: {
    borderColor: 'danger.fg',
    _focusVisible: { boxShadow: '0 0 0 1px var(--colors-danger-fg)' },
  },
  _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
  _readOnly: { bg: 'bg.subtle' },
} satisfies SystemStyleObject

/** A 2px outline in the palette's focus colour, shown on keyboard focus only. */
export const focusRing = {
  outlineStyle: 'solid',
  outlineWidth: 'none',
  outlineOffset: '0.5',
  outlineColor: 'colorPalette.focusRing',
  _focusVisible: { outlineWidth: 'medium' },
} satisfies SystemStyleObject

/** The floating panel of selects, comboboxes, date pickers. */
export const floatingPanel = {
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg.panel',
  color: 'fg',
  borderWidth: 'thin',
  borderStyle: 'solid',
  borderColor: 'border',
  borderRadius: 'lg',
  boxShadow: 'lg',
  outline: 'none',
  zIndex: 'dropdown',
  _open: { animationName: 'scale-in', animationDuration: 'fast', animationTimingFunction: 'out' },
  _closed: { animationName: 'scale-out', animationDuration: 'faster', animationTimingFunction: 'in' },
} satisfies SystemStyleObject

/** An option row of a list (select, combobox). */
export const listItem = {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  minH: '9',
  px: '3',
  borderRadius: 'md',
  textStyle: 'sm',
  color: 'fg',
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  _highlighted: { bg: 'bg.muted' },
  _disabled: { opacity: 'disabled', cursor: 'not-allowed' },
  '& svg': { width: '4', height: '4', color: 'colorPalette.fg', flexShrink: '0' },
} satisfies SystemStyleObject
