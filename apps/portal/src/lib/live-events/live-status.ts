import { createContext, useContext } from 'react'
import type { LiveStatus } from './live-events.ts'

/**
 * The shell's live event stream status, for screens that poll their own data while it is not live (ADR 0026):
 * `refetchInterval: notificationsPollInterval(useLiveStatus())`. Outside the shell nothing streams: `down`.
 */
export const LiveStatusContext = createContext<LiveStatus>('down')

export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext)
}
