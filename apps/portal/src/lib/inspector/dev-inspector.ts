import { connectInspector, INSPECT_STORAGE_KEY, isInspectorEnabled } from '@hireloop/flows/inspector'

function storage(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Whether the machine inspector is switched on: development builds only (`localStorage.inspect`, ADR 0049). */
export const inspectorOn = (): boolean => import.meta.env.DEV && isInspectorEnabled(true, storage())

/**
 * The inspector connection of this page, made once at load when it is on. Behind `import.meta.env.DEV`, so a
 * production bundle holds neither it nor @statelyai/inspect.
 */
export const devInspector = import.meta.env.DEV && inspectorOn() ? connectInspector() : undefined

/** Switches the inspector for the next load, and reloads: actors are created with it, or without it, at start. */
export function setInspectorOn(on: boolean): void {
  const store = storage()
  if (!store) return
  if (on) store.setItem(INSPECT_STORAGE_KEY, 'true')
  else store.removeItem(INSPECT_STORAGE_KEY)
  window.location.reload()
}
