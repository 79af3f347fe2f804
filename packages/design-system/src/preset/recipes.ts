import { markdownRecipe } from '../components/markdown/markdown.recipe.ts'
import { chartRecipe } from '../components/chart/chart.recipe.ts'
import { statRecipe } from '../components/stat/stat.recipe.ts'
import { calendarRecipe } from '../components/calendar/calendar.recipe.ts'
import { chatThreadRecipe } from '../components/chat-thread/chat-thread.recipe.ts'
import { kanbanRecipe } from '../components/kanban/kanban.recipe.ts'
import { tableRecipe } from '../components/table/table.recipe.ts'
import { datePickerRecipe } from '../components/date-picker/date-picker.recipe.ts'
import { fileUploadRecipe } from '../components/file-upload/file-upload.recipe.ts'
import { paginationRecipe } from '../components/pagination/pagination.recipe.ts'
import { stepsRecipe } from '../components/steps/steps.recipe.ts'
import { ratingRecipe } from '../components/rating/rating.recipe.ts'
import { progressRecipe } from '../components/progress/progress.recipe.ts'
import { emptyStateRecipe } from '../components/empty-state/empty-state.recipe.ts'
import { skeletonRecipe } from '../components/skeleton/skeleton.recipe.ts'
import { tagRecipe } from '../components/tag/tag.recipe.ts'
import { accordionRecipe } from '../components/accordion/accordion.recipe.ts'
import { tabsRecipe } from '../components/tabs/tabs.recipe.ts'
import { tooltipRecipe } from '../components/tooltip/tooltip.recipe.ts'
import { drawerRecipe } from '../components/drawer/drawer.recipe.ts'
import { dialogRecipe } from '../components/dialog/dialog.recipe.ts'
import { sliderRecipe } from '../components/slider/slider.recipe.ts'
import { imageCropperRecipe } from '../components/image-cropper/image-cropper.recipe.ts'
import { numberInputRecipe } from '../components/number-input/number-input.recipe.ts'
import { tagsInputRecipe } from '../components/tags-input/tags-input.recipe.ts'
import { comboboxRecipe } from '../components/combobox/combobox.recipe.ts'
import { selectRecipe } from '../components/select/select.recipe.ts'
import { segmentGroupRecipe } from '../components/segment-group/segment-group.recipe.ts'
import { radioGroupRecipe } from '../components/radio-group/radio-group.recipe.ts'
import { switchRecipe } from '../components/switch/switch.recipe.ts'
import { checkboxRecipe } from '../components/checkbox/checkbox.recipe.ts'
import { textareaRecipe } from '../components/textarea/textarea.recipe.ts'
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
  markdown: markdownRecipe,
  skeleton: skeletonRecipe,
  textarea: textareaRecipe,
  badge: badgeRecipe,
  button: buttonRecipe,
  input: inputRecipe,
  link: linkRecipe,
  loadingScreen: loadingScreenRecipe,
  spinner: spinnerRecipe,
}

/** Multi-part recipes, slots taken from Ark UI's anatomy where Ark has the component. */
export const slotRecipes = {
  chart: chartRecipe,
  stat: statRecipe,
  calendar: calendarRecipe,
  chatThread: chatThreadRecipe,
  kanban: kanbanRecipe,
  table: tableRecipe,
  datePicker: datePickerRecipe,
  fileUpload: fileUploadRecipe,
  pagination: paginationRecipe,
  steps: stepsRecipe,
  rating: ratingRecipe,
  progress: progressRecipe,
  emptyState: emptyStateRecipe,
  tag: tagRecipe,
  accordion: accordionRecipe,
  tabs: tabsRecipe,
  tooltip: tooltipRecipe,
  drawer: drawerRecipe,
  dialog: dialogRecipe,
  slider: sliderRecipe,
  imageCropper: imageCropperRecipe,
  numberInput: numberInputRecipe,
  tagsInput: tagsInputRecipe,
  combobox: comboboxRecipe,
  select: selectRecipe,
  segmentGroup: segmentGroupRecipe,
  radioGroup: radioGroupRecipe,
  switchRecipe: switchRecipe,
  checkbox: checkboxRecipe,
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
