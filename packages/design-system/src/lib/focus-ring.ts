import { css } from '@hireloop/styled-system/css'

/**
 * The focus ring of the design system's controls, for focusable elements a screen styles itself (a logo link, a card
 * that is a link): `css({ ... }, focusRing)`. `css.raw` lets Panda extract it here, once, for every file that uses it.
 */
export const focusRing = /* @__PURE__ */ css.raw({
  _focusVisible: {
    outlineStyle: 'solid',
    outlineWidth: 'medium',
    outlineColor: 'primary.focusRing',
    outlineOffset: '0.5',
  },
})
