import { defineRecipe } from '@pandacss/dev'

export const loadingScreenRecipe = defineRecipe({
  className: 'loading-screen',
  description: 'Fills its area (or the viewport) with a centred spinner while something loads.',
  jsx: ['LoadingScreen'],
  base: {
    display: 'flex',
    flex: '1',
    alignItems: 'center',
    justifyContent: 'center',
    width: 'full',
    bg: 'bg',
  },
  variants: {
    fill: {
      container: { minH: 'full' },
      viewport: { minH: 'dvh' },
    },
  },
  defaultVariants: { fill: 'container' },
})
