import { markdownContrastPairs } from '../components/markdown/markdown.recipe.ts'
import { chartContrastPairs } from '../components/chart/chart.recipe.ts'
import { statContrastPairs } from '../components/stat/stat.recipe.ts'
import { calendarContrastPairs } from '../components/calendar/calendar.recipe.ts'
import { chatThreadContrastPairs } from '../components/chat-thread/chat-thread.recipe.ts'
import { kanbanContrastPairs } from '../components/kanban/kanban.recipe.ts'
import { tableContrastPairs } from '../components/table/table.recipe.ts'
import { datePickerContrastPairs } from '../components/date-picker/date-picker.recipe.ts'
import { fileUploadContrastPairs } from '../components/file-upload/file-upload.recipe.ts'
import { paginationContrastPairs } from '../components/pagination/pagination.recipe.ts'
import { stepsContrastPairs } from '../components/steps/steps.recipe.ts'
import { ratingContrastPairs } from '../components/rating/rating.recipe.ts'
import { progressContrastPairs } from '../components/progress/progress.recipe.ts'
import { emptyStateContrastPairs } from '../components/empty-state/empty-state.recipe.ts'
import { tagContrastPairs } from '../components/tag/tag.recipe.ts'
import { accordionContrastPairs } from '../components/accordion/accordion.recipe.ts'
import { tabsContrastPairs } from '../components/tabs/tabs.recipe.ts'
import { tooltipContrastPairs } from '../components/tooltip/tooltip.recipe.ts'
import { drawerContrastPairs } from '../components/drawer/drawer.recipe.ts'
import { dialogContrastPairs } from '../components/dialog/dialog.recipe.ts'
import { sliderContrastPairs } from '../components/slider/slider.recipe.ts'
import { numberInputContrastPairs } from '../components/number-input/number-input.recipe.ts'
import { tagsInputContrastPairs } from '../components/tags-input/tags-input.recipe.ts'
import { comboboxContrastPairs } from '../components/combobox/combobox.recipe.ts'
import { selectContrastPairs } from '../components/select/select.recipe.ts'
import { segmentGroupContrastPairs } from '../components/segment-group/segment-group.recipe.ts'
import { radioGroupContrastPairs } from '../components/radio-group/radio-group.recipe.ts'
import { switchContrastPairs } from '../components/switch/switch.recipe.ts'
import { checkboxContrastPairs } from '../components/checkbox/checkbox.recipe.ts'
import { textareaContrastPairs } from '../components/textarea/textarea.recipe.ts'
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
  ...markdownContrastPairs,
  ...chartContrastPairs,
  ...statContrastPairs,
  ...calendarContrastPairs,
  ...chatThreadContrastPairs,
  ...kanbanContrastPairs,
  ...tableContrastPairs,
  ...datePickerContrastPairs,
  ...fileUploadContrastPairs,
  ...paginationContrastPairs,
  ...stepsContrastPairs,
  ...ratingContrastPairs,
  ...progressContrastPairs,
  ...emptyStateContrastPairs,
  ...tagContrastPairs,
  ...accordionContrastPairs,
  ...tabsContrastPairs,
  ...tooltipContrastPairs,
  ...drawerContrastPairs,
  ...dialogContrastPairs,
  ...sliderContrastPairs,
  ...numberInputContrastPairs,
  ...tagsInputContrastPairs,
  ...comboboxContrastPairs,
  ...selectContrastPairs,
  ...segmentGroupContrastPairs,
  ...radioGroupContrastPairs,
  ...switchContrastPairs,
  ...checkboxContrastPairs,
  ...textareaContrastPairs,
]
