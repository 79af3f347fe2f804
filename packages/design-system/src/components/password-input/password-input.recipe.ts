import { defineSlotRecipe } from '@pandacss/dev'
import { passwordInputAnatomy } from '@ark-ui/react/anatomy'
import type { ContrastPair } from '../../preset/contrast.ts'

/** The input itself is styled by the `input` recipe; this recipe places the visibility toggle inside it. */
export const passwordInputRecipe = defineSlotRecipe({
  className: 'password-input',
  description: 'Password input with a show/hide toggle.',
  slots: passwordInputAnatomy.keys(),
  base: {
    root: { width: 'full' },
    control: { position: 'relative', width: 'full' },
    input: {},
    visibilityTrigger: {
      colorPalette: 'neutral',
      position: 'absolute',
      top: '50%',
      insetInlineEnd: '1',
      transform: 'translateY(-50%)',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      w: '8',
      h: '8',
      borderRadius: 'sm',
      color: 'fg.muted',
      bg: 'transparent',
      cursor: 'pointer',
      outlineStyle: 'solid',
      outlineWidth: 'none',
      outlineColor: 'primary.focusRing',
      _hover: { bg: 'bg.muted', color: 'fg' },
      _focusVisible: { outlineWidth: 'medium' },
      _disabled: { cursor: 'not-allowed', opacity: 'disabled' },
      '& svg': { width: '4.5', height: '4.5' },
    },
    indicator: { display: 'contents' },
  },
})

export const passwordInputContrastPairs: ContrastPair[] = [
  { usage: 'Password toggle icon', fg: 'fg.muted', bg: 'bg', kind: 'ui' },
  { usage: 'Password toggle icon (hover)', fg: 'fg', bg: 'bg.muted', kind: 'ui' },
]
