import { activate, isApiError, type ApiClient } from '@hireloop/api'
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { redirect, useLoaderData } from 'react-router'
import { routeLoader } from '../../../lib/data/route-module.ts'
import { useServices } from '../../../lib/services/services.tsx'
import { toastError } from '../../../lib/toast.ts'
import { ActivateScreen, type ActivateScreenProps } from './activate-screen.tsx'

interface ActivationLink {
  userType: 'talent' | 'employer'
  id: string
  token: string
}

type Outcome = Exclude<ActivateScreenProps['state'], { status: 'pending' }>

/**
 * What the verification link answers. A token works once, so the answer is kept for the page's life
 * (`staleTime` and `gcTime` Infinity) and never retried: the loader, a revalidation and React's strict mode all
 * read it from the cache instead of posting the token again. A refused link (400, 404) is an answer the screen
 * shows; anything else (offline, 5xx) fails the route, whose error state offers to try again.
 */
export function activationQuery(api: ApiClient, link: ActivationLink) {
  return queryOptions({
    queryKey: ['api', 'register', 'activation', link],
    queryFn: async (): Promise<Outcome> => {
      try {
        await activate(api, link)
        return { status: 'activated' }
      } catch (error) {
        if (isApiError(error) && error.status === 400 && error.fieldErrors.password) {
          return { status: 'needsPassword', message: error.message }
        }
        if (isApiError(error) && (error.status === 400 || error.status === 404)) {
          return { status: 'failed', message: error.message }
        }
        throw error
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  })
}

/** `/activate/:type/:id?token=…`: activates the account before the page renders; a malformed link goes to login. */
export const loader = routeLoader(async ({ params, request, services: { api, queryClient } }) => {
  const userType = params.type === 'employer' || params.type === 'talent' ? params.type : null
  if (!userType || !params.id) throw redirect('/login')
  const link: ActivationLink = { userType, id: params.id, token: new URL(request.url).searchParams.get('token') ?? '' }
  await queryClient.ensureQueryData(activationQuery(api, link))
  return link
})

export function Component() {
  const { api } = useServices()
  const link = useLoaderData<typeof loader>()
  const { data } = useSuspenseQuery(activationQuery(api, link))
  // The answer after the invited colleague chose a password replaces the link's first answer.
  const [chosen, setChosen] = useState<Outcome | null>(null)
  const choosePassword = async (password: string) => {
    try {
      await activate(api, { ...link, password })
      setChosen({ status: 'activated' })
    } catch (error) {
      // The link stopped working meanwhile (expired, used): say so instead of the form.
      if (isApiError(error) && (error.status === 404 || (error.status === 400 && !error.fieldErrors.password))) {
        setChosen({ status: 'failed', message: error.message })
        return
      }
      toastError(error)
    }
  }
  return <ActivateScreen userType={link.userType} state={chosen ?? data} onChoosePassword={choosePassword} />
}
