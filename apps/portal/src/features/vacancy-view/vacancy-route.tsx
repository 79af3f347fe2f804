import { getVacancyQuery, isApiError } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData, useNavigate, useParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { ObjectHistory } from '../../lib/audit/object-history.tsx'
import { StoredAvatar } from '../../lib/files/stored-avatar.tsx'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { useVacancyActions } from '../../lib/vacancies/use-vacancy-actions.ts'
import { VacancyScreen } from './vacancy-screen.tsx'
import { VacancyUnavailable } from './vacancy-unavailable.tsx'

// What the server answers for a vacancy the reader may not see (a talent and a draft or an archived one, another
// company's) or for a mistyped id: the reader learns it is not available, never why.
const UNAVAILABLE = new Set([400, 403, 404])

export const loader = routeLoader(async ({ params, request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  const audience = user?.userType ?? 'talent'
  try {
    await queryClient.ensureQueryData(getVacancyQuery(api, { path: { id: params.id ?? '' } }))
  } catch (error) {
    if (isApiError(error) && error.status !== null && UNAVAILABLE.has(error.status)) {
      return { kind: 'unavailable' as const }
    }
    throw error
  }
  return { kind: 'found' as const, audience }
})

/** `/vacancy/:id`: a vacancy for every role; its company's employers and recruiters may edit, archive and delete. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  if (data.kind === 'unavailable') return <VacancyUnavailable />
  return <FoundVacancy audience={data.audience} />
}

function FoundVacancy({ audience }: { audience: 'talent' | 'employer' | 'recruiter' }) {
  const { api } = useServices()
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const { data: vacancy } = useSuspenseQuery(getVacancyQuery(api, { path: { id } }))
  const actions = useVacancyActions()
  if (audience === 'talent') return <VacancyScreen vacancy={vacancy} audience="talent" AvatarComponent={StoredAvatar} />
  return (
    <>
      <VacancyScreen
        vacancy={vacancy}
        audience={audience}
        AvatarComponent={StoredAvatar}
        onArchive={actions.archive}
        onDelete={async (target) => {
          const result = await actions.remove(target)
          // The vacancy is gone: back to the list it was in.
          if (result.ok)
            navigate(audience === 'recruiter' ? '/vacancy' : target.draft ? '/job-openings' : '/job-openings/archived')
          return result
        }}
      />
      {audience === 'recruiter' && <ObjectHistory objectType="vacancy" objectId={vacancy.id} />}
    </>
  )
}
