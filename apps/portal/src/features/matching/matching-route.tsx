import {
  createApplicationMutation,
  isApiError,
  listTalentMatchesQuery,
  listVacanciesQuery,
  listVacancyMatchesQuery,
  setApplicationStatusMutation,
  type Input,
} from '@hireloop/api'
import { SUCCESS_MESSAGES, transitionMessage, type SessionUser } from '@hireloop/flows'
import { useMutation, useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData, useNavigation, useSearchParams } from 'react-router'
import { referenceLookups } from '../../lib/data/reference-lookups.ts'
import { routeLoader } from '../../lib/data/route-module.ts'
import { StoredAvatar } from '../../lib/files/stored-avatar.tsx'
import { useServices, type Services } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { toastSuccess } from '../../lib/toast.ts'
import { EmployerMatchingScreen, MatchingNeedsVacancy } from './employer-matching-screen.tsx'
import { matchAction } from './match-action.ts'
import { filtersFrom, MATCH_PAGE_SIZE, searchOf, vacancyMatchesInput } from './match-filters.ts'
import { MatchingNeedsResume, TalentMatchingScreen } from './talent-matching-screen.tsx'
import { withTalentReasons } from './talent-matches.ts'

// The company's vacancies to rank talents for: every Active one on one page (drafts are left out below).
const companyVacancies = { query: { status: 'Active', size: 100 } } satisfies Input<'listVacancies'>

/** The employer's part of the URL: which vacancy, which page, whether the pipeline is left out. */
function employerSearch(search: URLSearchParams) {
  const page = Number(search.get('page'))
  return {
    vacancy: search.get('vacancy'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    withoutApplication: search.get('without_application') === 'true',
  }
}

function talentMatchesInput(vacancyId: string, { page, withoutApplication }: ReturnType<typeof employerSearch>) {
  return {
    path: { id: vacancyId },
    query: { page, size: MATCH_PAGE_SIZE, ...(withoutApplication && { withoutApplication }) },
  } satisfies Input<'listTalentMatches'>
}

async function loadTalent({ api, queryClient }: Services, user: SessionUser | null, search: URLSearchParams) {
  const resume = user?.resume
  if (!resume || resume.draft) return { kind: 'needs-resume' as const, draftId: resume?.id ?? null }
  const { filters, page } = filtersFrom(search)
  try {
    await queryClient.ensureQueryData(listVacancyMatchesQuery(api, vacancyMatchesInput(filters, page)))
  } catch (error) {
    // The resume went back to a draft since the session started: the server says so with 409.
    if (isApiError(error) && error.status === 409) return { kind: 'needs-resume' as const, draftId: resume.id }
    throw error
  }
  return { kind: 'talent' as const, resumeId: resume.id }
}

async function loadEmployer({ api, queryClient }: Services, search: URLSearchParams) {
  const vacancies = await queryClient.ensureQueryData(listVacanciesQuery(api, companyVacancies))
  const published = vacancies.results.filter((vacancy) => !vacancy.draft)
  if (published.length === 0) return { kind: 'needs-vacancy' as const }
  const wanted = employerSearch(search)
  // The newest published vacancy unless the URL names another of them.
  const vacancyId = published.find((v) => v.id === wanted.vacancy)?.id ?? published[0]!.id
  await queryClient.ensureQueryData(listTalentMatchesQuery(api, talentMatchesInput(vacancyId, wanted)))
  return { kind: 'employer' as const, vacancyId }
}

export const loader = routeLoader(async ({ request, services }) => {
  const user = await settledUser(services.session, request.signal)
  const search = new URL(request.url).searchParams
  return user?.userType === 'employer' ? loadEmployer(services, search) : loadTalent(services, user, search)
})

/** `/matching`: vacancies ranked for a talent's published resume, or talents ranked for one of a company's vacancies. */
export function Component() {
  const data = useLoaderData<typeof loader>()
  switch (data.kind) {
    case 'needs-resume':
      return <MatchingNeedsResume draftId={data.draftId} />
    case 'needs-vacancy':
      return <MatchingNeedsVacancy />
    case 'talent':
      return <TalentMatching resumeId={data.resumeId} />
    case 'employer':
      return <EmployerMatching vacancyId={data.vacancyId} />
  }
}

/** A new URL of this screen is loading (other filters, another page): the old results stay on screen meanwhile. */
function useUpdating() {
  const navigation = useNavigation()
  return navigation.state === 'loading' && navigation.location.pathname === '/matching'
}

function TalentMatching({ resumeId }: { resumeId: string }) {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const { filters, page } = filtersFrom(search)
  const { data: matches } = useSuspenseQuery(listVacancyMatchesQuery(api, vacancyMatchesInput(filters, page)))
  const apply = useMutation(createApplicationMutation(api))
  const move = useMutation(setApplicationStatusMutation(api))
  const updating = useUpdating()
  return (
    <TalentMatchingScreen
      matches={matches}
      filters={filters}
      onFiltersChange={(next) => setSearch(searchOf(next))}
      onPageChange={(next) => setSearch(searchOf(filters, next))}
      lookups={referenceLookups(api)}
      updating={updating}
      onApply={(match) =>
        matchAction(async () => {
          await apply.mutateAsync({ body: { vacancyId: match.vacancy.id, resumeId } })
          toastSuccess('Application sent', `${match.vacancy.company.name} can now see your resume.`)
        })
      }
      onInterested={(match) =>
        matchAction(async () => {
          const application = match.application!
          await move.mutateAsync({
            path: { id: application.id },
            body: { status: 'talent_interested', applicationId: application.id },
          })
          toastSuccess(transitionMessage(application.status, 'talent_interested') ?? SUCCESS_MESSAGES.statusUpdated)
        })
      }
    />
  )
}

function EmployerMatching({ vacancyId }: { vacancyId: string }) {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const wanted = employerSearch(search)
  const { data: vacancies } = useSuspenseQuery(listVacanciesQuery(api, companyVacancies))
  const { data: matches } = useSuspenseQuery({
    ...listTalentMatchesQuery(api, talentMatchesInput(vacancyId, wanted)),
    select: withTalentReasons,
  })
  const propose = useMutation(createApplicationMutation(api))
  const updating = useUpdating()
  const go = (next: { vacancy?: string; page?: number; withoutApplication?: boolean }) => {
    const params = new URLSearchParams({ vacancy: next.vacancy ?? vacancyId })
    if (next.withoutApplication ?? wanted.withoutApplication) params.set('without_application', 'true')
    if (next.page && next.page > 1) params.set('page', String(next.page))
    setSearch(params)
  }
  return (
    <EmployerMatchingScreen
      vacancies={vacancies.results.filter((v) => !v.draft).map(({ id, title }) => ({ id, title }))}
      vacancyId={vacancyId}
      onVacancyChange={(id) => go({ vacancy: id })}
      matches={matches}
      withoutApplication={wanted.withoutApplication}
      onWithoutApplicationChange={(value) => go({ withoutApplication: value })}
      onPageChange={(page) => go({ page })}
      updating={updating}
      AvatarComponent={StoredAvatar}
      onPropose={(match) =>
        matchAction(async () => {
          await propose.mutateAsync({ body: { vacancyId, resumeId: match.resume.id } })
          toastSuccess('Talent proposed', `${match.talent.fullName} now sees your interest in this job.`)
        })
      }
    />
  )
}
