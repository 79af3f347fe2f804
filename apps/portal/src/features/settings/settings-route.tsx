import { getMeQuery } from '@hireloop/api'
import { routeLoader } from '../../lib/data/route-module.ts'
import { SettingsScreen } from './settings-screen.tsx'
import { useSettingsActions } from './use-settings-actions.ts'

/** The signed-in user, fresh: the settings edit what the session may have read a while ago. */
export const loader = routeLoader(({ services: { api, queryClient } }) => queryClient.ensureQueryData(getMeQuery(api)))

/** `/settings`: every section (ADR 0062). */
export function Component() {
  return <SettingsScreen scope="all" {...useSettingsActions()} />
}
