import { appShellRecipe } from '../components/app-shell/app-shell.recipe.ts'
import { authCardRecipe } from '../components/auth-card/auth-card.recipe.ts'
import { avatarRecipe } from '../components/avatar/avatar.recipe.ts'
import { badgeRecipe } from '../components/badge/badge.recipe.ts'
import { buttonRecipe } from '../components/button/button.recipe.ts'
import { cardRecipe } from '../components/card/card.recipe.ts'
import { fieldRecipe } from '../components/field/field.recipe.ts'
import { inputRecipe } from '../components/input/input.recipe.ts'
import { linkRecipe } from '../components/link/link.recipe.ts'
import { loadingScreenRecipe } from '../components/loading-screen/loading-screen.recipe.ts'
import { menuRecipe } from '../components/menu/menu.recipe.ts'
import { passwordInputRecipe } from '../components/password-input/password-input.recipe.ts'
import { popoverRecipe } from '../components/popover/popover.recipe.ts'
import { spinnerRecipe } from '../components/spinner/spinner.recipe.ts'
import { toastRecipe } from '../components/toast/toast.recipe.ts'

/** Single-part recipes; the key is the name of the generated function in `@hireloop/styled-system/recipes`. */
export const recipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  input: inputRecipe,
  link: linkRecipe,
  loadingScreen: loadingScreenRecipe,
  spinner: spinnerRecipe,
}

/** Multi-part recipes, slots taken from Ark UI's anatomy where Ark has the component. */
export const slotRecipes = {
  appShell: appShellRecipe,
  authCard: authCardRecipe,
  avatar: avatarRecipe,
  card: cardRecipe,
  field: fieldRecipe,
  menu: menuRecipe,
  passwordInput: passwordInputRecipe,
  popover: popoverRecipe,
  toast: toastRecipe,
}
