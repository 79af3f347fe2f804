import { getMeQuery } from '@hireloop/api'
import type { Services } from './services.tsx'

/**
 * Reads /me again and hands it to the session, after a change the root redirect and the navigation depend on (a
 * resume saved or published changes `user.resume`, docs/product.md §2).
 */
export async function refreshUser({ api, queryClient, session }: Pick<Services, 'api' | 'queryClient' | 'session'>) {
  const user = await queryClient.fetchQuery({ ...getMeQuery(api), staleTime: 0 })
  session.send({ type: 'USER_UPDATED', user })
  return user
}
