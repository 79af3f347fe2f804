import { listFeedbackQuery, type Input } from '@hireloop/api'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useLoaderData, useSearchParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { useServices } from '../../lib/services/services.tsx'
import { settledUser } from '../../lib/services/settled-user.ts'
import { FeedbackScreen, type FeedbackViewer } from './feedback-screen.tsx'

const PAGE_SIZE = 20

const scorecardsInput = (page: number) =>
  ({ query: { kind: 'scorecard', page, size: PAGE_SIZE } }) satisfies Input<'listFeedback'>

const pageOf = (search: URLSearchParams) => Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1)

export const loader = routeLoader(async ({ request, services: { api, queryClient, session } }) => {
  const user = await settledUser(session, request.signal)
  const viewer: FeedbackViewer =
    user?.userType === 'recruiter' || user?.userType === 'employer' ? user.userType : 'talent'
  // A talent reads no scorecard: nothing to ask the server, which would refuse (ADR 0079).
  if (viewer !== 'talent') {
    await queryClient.ensureQueryData(
      listFeedbackQuery(api, scorecardsInput(pageOf(new URL(request.url).searchParams))),
    )
  }
  return { viewer }
})

/** `/feedback`: interview scorecards for recruiters and the company's employers; a sentence for talents. */
export function Component() {
  const { viewer } = useLoaderData<typeof loader>()
  if (viewer === 'talent') return <FeedbackScreen viewer="talent" scorecards={null} onPageChange={() => {}} />
  return <Scorecards viewer={viewer} />
}

function Scorecards({ viewer }: { viewer: Exclude<FeedbackViewer, 'talent'> }) {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const { data } = useSuspenseQuery(listFeedbackQuery(api, scorecardsInput(pageOf(search))))
  return <FeedbackScreen viewer={viewer} scorecards={data} onPageChange={(page) => setSearch({ page: String(page) })} />
}
