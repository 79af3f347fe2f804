import { appShellContrastPairs } from '../components/app-shell/app-shell.recipe.ts'
import { authCardContrastPairs } from '../components/auth-card/auth-card.recipe.ts'
import { avatarContrastPairs } from '../components/avatar/avatar.recipe.ts'
import { badgeContrastPairs } from '../components/badge/badge.recipe.ts'
import { buttonContrastPairs } from '../components/button/button.recipe.ts'
import { cardContrastPairs } from '../components/card/card.recipe.ts'
import { fieldContrastPairs } from '../components/field/field.recipe.ts'
import { inputContrastPairs } from '../components/input/input.recipe.ts'
import { linkContrastPairs } from '../components/link/link.recipe.ts'
import { menuContrastPairs } from '../components/menu/menu.recipe.ts'
import { passwordInputContrastPairs } from '../components/password-input/password-input.recipe.ts'
import { popoverContrastPairs } from '../components/popover/popover.recipe.ts'
import { spinnerContrastPairs } from '../components/spinner/spinner.recipe.ts'
import { toastContrastPairs } from '../components/toast/toast.recipe.ts'
import { forPalettes, type ContrastPair } from './contrast.ts'

/** Every foreground/background pair the recipes draw, each next to its recipe; contrast.test.ts checks them all. */
export const contrastPairs: ContrastPair[] = [
  { usage: 'Body text', fg: 'fg', bg: 'bg', kind: 'text' },
  { usage: 'Muted text', fg: 'fg.muted', bg: 'bg', kind: 'text' },
  { usage: 'Subtle text', fg: 'fg.subtle', bg: 'bg', kind: 'text' },
  // The palette contract: `fg` reads on every soft background of its palette.
  ...(['subtle', 'muted', 'emphasized'] as const).flatMap((slot) =>
    forPalettes({ usage: `Palette fg on ${slot}`, fg: 'colorPalette.fg', bg: `colorPalette.${slot}`, kind: 'text' }),
  ),
  ...appShellContrastPairs,
  ...authCardContrastPairs,
  ...avatarContrastPairs,
  ...badgeContrastPairs,
  ...buttonContrastPairs,
  ...cardContrastPairs,
  ...fieldContrastPairs,
  ...inputContrastPairs,
  ...linkContrastPairs,
  ...menuContrastPairs,
  ...passwordInputContrastPairs,
  ...popoverContrastPairs,
  ...spinnerContrastPairs,
  ...toastContrastPairs,
]
