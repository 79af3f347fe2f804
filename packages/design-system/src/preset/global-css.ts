import { defineGlobalStyles } from '@pandacss/dev'

export const globalCss = defineGlobalStyles({
  'html, body': {
    fontFamily: 'body',
    color: 'fg',
    bg: 'bg',
    lineHeight: 'normal',
    WebkitFontSmoothing: 'antialiased',
    textRendering: 'optimizeLegibility',
  },
  '*, *::before, *::after': {
    borderColor: 'border',
  },
  // Native controls, scrollbars and form autofill follow the theme.
  ':root': { colorScheme: 'light' },
  ':root.dark, :root[data-theme=dark]': { colorScheme: 'dark' },
  // Motion respects the user's setting; spinners opt out (data-motion="essential") and only slow down.
  '@media (prefers-reduced-motion: reduce)': {
    '*:not([data-motion="essential"]), *::before, *::after': {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  },
})
