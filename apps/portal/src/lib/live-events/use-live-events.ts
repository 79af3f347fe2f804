import { useEffect, useEffectEvent, useState } from 'react'
import { useServices } from '../services/services.tsx'
import { connectLiveEvents, type LiveEvent, type LiveStatus } from './live-events.ts'

/**
 * The signed-in user's live event stream while the calling component is mounted (the shell): `onEvent` for each
 * event, and the stream's status, which decides whether the portal polls (ADR 0026).
 */
export function useLiveEvents(onEvent: (event: LiveEvent) => void): LiveStatus {
  const { config, session } = useServices()
  const [status, setStatus] = useState<LiveStatus>('connecting')
  const handle = useEffectEvent(onEvent)
  useEffect(() => {
    const connection = connectLiveEvents({
      url: `${config.apiBaseUrl.replace(/\/+$/, '')}/events`,
      getAccessToken: () => session.getSnapshot().context.accessToken,
      onEvent: (event) => handle(event),
      onStatus: setStatus,
    })
    return () => connection.close()
  }, [config.apiBaseUrl, session])
  return status
}
