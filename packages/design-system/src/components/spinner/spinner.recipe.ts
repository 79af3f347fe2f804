import { defineRecipe } from '@pandacss/dev'
import { forPalettes, type ContrastPair } from '../../preset/contrast.ts'

export const spinnerRecipe = defineRecipe({
  className: 'spinner',
  description: 'An indeterminate loading indicator.',
  jsx: ['Spinner'],
  base: {
    colorPalette: 'primary',
    display: 'inline-block',
    flexShrink: '0',
    borderRadius: 'full',
    borderStyle: 'solid',
    borderColor: 'colorPalette.solid',
    borderTopColor: 'transparent',
    borderRightColor: 'transparent',
    animationName: 'spin',
    animationDuration: 'spin',
    animationTimingFunction: 'linear',
    animationIterationCount: 'infinite',
    _motionReduce: { animationDuration: 'spinReduced' },
  },
  variants: {
    size: {
      inherit: { width: '1em', height: '1em', borderWidth: 'medium', borderColor: 'current' },
      sm: { width: '4', height: '4', borderWidth: 'medium' },
      md: { width: '6', height: '6', borderWidth: 'medium' },
      lg: { width: '10', height: '10', borderWidth: 'thick' },
    },
  },
  compoundVariants: [{ size: 'inherit', css: { borderTopColor: 'transparent', borderRightColor: 'transparent' } }],
  defaultVariants: { size: 'md' },
})

export const spinnerContrastPairs: ContrastPair[] = forPalettes(
  { usage: 'Spinner ring', fg: 'colorPalette.solid', bg: 'bg', kind: 'ui' },
  ['primary', 'danger', 'neutral'],
)
