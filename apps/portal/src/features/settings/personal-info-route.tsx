import { SettingsScreen } from './settings-screen.tsx'
import { useSettingsActions } from './use-settings-actions.ts'

export { loader } from './settings-route.tsx'

/** `/personal-info`: photo, name and email, the same sections as in Account settings (ADR 0062). */
export function Component() {
  return <SettingsScreen scope="personal" {...useSettingsActions()} />
}
