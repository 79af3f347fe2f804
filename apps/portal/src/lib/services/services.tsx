import type { QueryClient } from '@tanstack/react-query'
import type { ApiClient } from '@hireloop/api'
import type { SessionMachine, SessionSnapshot } from '@hireloop/flows'
import { useSelector } from '@xstate/react'
import { createContext, useContext, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { Identity } from '../auth/identity.ts'
import type { PortalConfig } from '../config/portal-config.ts'

/** Everything a route needs from outside React, made once at boot (or by a story with mocks). */
export interface Services {
  config: PortalConfig
  identity: Identity
  api: ApiClient
  session: ActorRefFrom<SessionMachine>
  queryClient: QueryClient
}

const ServicesContext = createContext<Services | null>(null)

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>
}

export function useServices(): Services {
  const services = useContext(ServicesContext)
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>')
  return services
}

export function useSession<T>(selector: (snapshot: SessionSnapshot) => T): T {
  return useSelector(useServices().session, selector)
}
