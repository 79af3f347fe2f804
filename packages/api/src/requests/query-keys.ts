import type { PageParams } from '../types.ts'

/**
 * Query keys of every request, under one root so `queryClient.removeQueries({ queryKey: apiKeys.all })`
 * forgets everything on sign-out.
 */
export const apiKeys = {
  all: ['api'] as const,
  me: () => [...apiKeys.all, 'me'] as const,
  notifications: (params: NotificationsParams = {}) => [...apiKeys.me(), 'notifications', params] as const,
  companies: () => [...apiKeys.all, 'company'] as const,
  company: (id: string) => [...apiKeys.companies(), id] as const,
}

export interface NotificationsParams extends PageParams {
  unread?: boolean
}

/**
 * Keys of the marketplace resources: `resource(name)` holds every list and detail of a resource, so
 * `queryClient.invalidateQueries({ queryKey: resourceKeys.resource('vacancy') })` after a mutation refreshes them.
 */
export const resourceKeys = {
  resource: (name: string) => [...apiKeys.all, name] as const,
  list: (name: string, params: object = {}) => [...apiKeys.all, name, 'list', params] as const,
  detail: (name: string, id: string | object) => [...apiKeys.all, name, 'detail', id] as const,
}
