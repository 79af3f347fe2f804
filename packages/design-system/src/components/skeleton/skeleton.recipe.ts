import { defineRecipe } from '@pandacss/dev'

export const skeletonRecipe = defineRecipe({
  className: 'skeleton',
  description: 'A placeholder block that pulses while content loads.',
  base: {
    display: 'block',
    bg: 'bg.emphasized',
    borderRadius: 'md',
    animationName: 'pulse',
    animationDuration: 'slowest',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'inOut',
    animationDirection: 'alternate',
    color: 'transparent',
    userSelect: 'none',
    pointerEvents: 'none',
    '& *': { visibility: 'hidden' },
  },
  variants: {
    shape: {
      rect: {},
      text: { h: '4', borderRadius: 'sm', _last: { maxW: 'xs' } },
      circle: { borderRadius: 'full', flexShrink: '0' },
    },
  },
  defaultVariants: { shape: 'rect' },
})
