import { listFeedbackQuery, listTalentsQuery, listVacanciesQuery, type Input } from '@hireloop/api'
import { RECOMMENDATIONS, type Recommendation } from '@hireloop/flows/rules'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData, useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { FEEDBACK_FILTERS, FeedbackScreen, type FeedbackFilter, type FeedbackViewer } from './feedback-screen.tsx'

const PAGE_SIZE = 20

type Filters = Partial<Record<FeedbackFilter, string>>

const pageOf = (search: URLSearchParams) => Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)

/** The recruiters' filters the URL names; a recommendation the contract does not know is no filter. */
function filtersOf(search: URLSearchParams): Filters {
  const filters: Filters = {}
  for (const name of FEEDBACK_FILTERS) {
    const value = search.get(name)
    if (value) filters[name] = value
  }
  if (filters.recommendation && !(RECOMMENDATIONS as readonly string[]).includes(filters.recommendation)) {
    delete filters.recommendation
  }
  return filters
}

/**
 * What the list asks: a recruiter all feedback, by the URL's filters; an employer the company's scorecards (the
 * server answers only those, ADR 0079).
 */
function feedbackInput(viewer: Exclude<FeedbackViewer, 'talent'>, search: URLSearchParams) {
  const paging = { page: pageOf(search), size: PAGE_SIZE }
  if (viewer === 'employer') return { query: { kind: 'scorecard', ...paging } } satisfies Input<'listFeedback'>
  const filters = filtersOf(search)
  return {
    query: {
      ...paging,
      ...(filters.talent_id ? { talentId: filters.talent_id } : {}),
      ...(filters.vacancy_id ? { vacancyId: filters.vacancy_id } : {}),
      ...(filters.recommendation ? { recommendation: filters.recommendation as Recommendation } : {}),
    },
  } satisfies Input<'listFeedback'>
}

// Whom and what the filters offer: the first hundred of each, what a recruiter picks from in a select.
const choicesInput = { query: { size: 100 } }

export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  const viewer: FeedbackViewer =
    user?.userType === 'recruiter' || user?.userType === 'employer' ? user.userType : 'talent'
  // A talent reads no scorecard: nothing to ask the server, which would refuse (ADR 0079).
  if (viewer !== 'talent') {
    await queryClient.ensureQueryData(listFeedbackQuery(api, feedbackInput(viewer, new URL(request.url).searchParams)))
  }
  return { viewer }
})

/** `/feedback`: all feedback for recruiters, filtered; the company's scorecards for employers; a sentence for talents. */
export function Component() {
  const { viewer } = useLoaderData<typeof loader>()
  if (viewer === 'talent') return <FeedbackScreen viewer="talent" feedback={null} onPageChange={() => {}} />
  if (viewer === 'employer') return <Scorecards />
  return <AllFeedback />
}

function Scorecards() {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const { data } = useSuspenseQuery(listFeedbackQuery(api, feedbackInput('employer', search)))
  return <FeedbackScreen viewer="employer" feedback={data} onPageChange={(page) => setSearch({ page: String(page) })} />
}

function AllFeedback() {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const { data } = useSuspenseQuery(listFeedbackQuery(api, feedbackInput('recruiter', search)))
  const talents = useQuery(listTalentsQuery(api, choicesInput))
  const vacancies = useQuery(listVacanciesQuery(api, choicesInput))
  const values = filtersOf(search)
  // A filter's change starts again at page 1; a page change keeps the filters (ADR 0088).
  const show = (filters: Filters, page = 1) => {
    const next = new URLSearchParams()
    for (const name of FEEDBACK_FILTERS) if (filters[name]) next.set(name, filters[name])
    if (page !== 1) next.set('page', String(page))
    setSearch(next)
  }
  return (
    <FeedbackScreen
      viewer="recruiter"
      feedback={data}
      filters={{
        values,
        talents: (talents.data?.results ?? [])
          .map((t) => ({ value: t.id, label: t.fullName || 'No name' }))
          .sort((a, b) => a.label.localeCompare(b.label)),
        vacancies: (vacancies.data?.results ?? [])
          .map((v) => ({ value: v.id, label: v.title }))
          .sort((a, b) => a.label.localeCompare(b.label)),
        onChange: (change) => show({ ...values, ...change }),
        onClear: () => show({}),
      }}
      onPageChange={(page) => show(values, page)}
    />
  )
}
