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
