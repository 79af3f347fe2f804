/** The focus ring of the design system's controls, for the portal's own focusable elements. */
export const focusRing = {
  _focusVisible: {
    outlineStyle: 'solid',
    outlineWidth: 'medium',
    outlineColor: 'primary.focusRing',
    outlineOffset: '0.5',
  },
} as const
