import type { InspectionEvent } from 'xstate'
import { plainContext } from '../shared/plain.ts'
import type { StorageLike } from '../session/session.types.ts'

/** The local storage flag that turns the inspector on (`localStorage.inspect = 'true'`). */
export const INSPECT_STORAGE_KEY = 'inspect'

/** The opt-in switch: a development build and `localStorage.inspect === 'true'`. */
export function isInspectorEnabled(dev: boolean, storage: Pick<StorageLike, 'getItem'> | undefined): boolean {
  if (!dev || !storage) return false
  try {
    return storage.getItem(INSPECT_STORAGE_KEY) === 'true'
  } catch {
    return false
  }
}

const MAX_BUFFERED = 500

export interface InspectorConnection {
  /** Pass to `createActor(machine, { inspect })`. Events before the inspector loaded are buffered. */
  inspect: (event: InspectionEvent) => void
  /** Resolves when the inspector window is connected (or rejects when @statelyai/inspect fails to load). */
  ready: Promise<void>
  stop(): void
}

export interface ConnectInspectorOptions {
  /** The inspector's address. @default Stately's hosted inspector (@statelyai/inspect's default) */
  url?: string
}

/**
 * Connects Stately's inspector (@statelyai/inspect) to the actors created with the returned `inspect`.
 * The package is loaded lazily, so a production bundle that only calls this behind `import.meta.env.DEV` never
 * contains it. It opens a window on the inspector's site, which needs the network; off by default (ADR 0049).
 */
export function connectInspector(options: ConnectInspectorOptions = {}): InspectorConnection {
  let target: { next?: (event: InspectionEvent) => void } | null = null
  let stopInspector: (() => void) | null = null
  let stopped = false
  const buffered: InspectionEvent[] = []

  const ready = import('@statelyai/inspect').then(({ createBrowserInspector }) => {
    if (stopped) return
    const inspector = createBrowserInspector({
      ...(options.url ? { url: options.url } : {}),
      // Schemas, storages and other class instances are not data: send plain JSON only.
      sanitizeContext: (context) => plainContext(context) as Record<string, unknown>,
    })
    target = inspector.inspect
    stopInspector = () => inspector.stop()
    for (const event of buffered.splice(0)) target.next?.(event)
  })

  return {
    inspect(event) {
      if (stopped) return
      if (target) target.next?.(event)
      // Bounded: a page that never connects must not grow without end.
      else if (buffered.push(event) > MAX_BUFFERED) buffered.shift()
    },
    ready,
    stop() {
      stopped = true
      buffered.length = 0
      stopInspector?.()
    },
  }
}
