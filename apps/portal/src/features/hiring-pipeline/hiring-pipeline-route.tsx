import {
  callOperation,
  getVacancyQuery,
  listVacanciesQuery,
  queryKeyOf,
  setApplicationStatusMutation,
  type ApiClient,
  type Input,
  type Schema,
} from '@hireloop/api'
import {
  pipelineGroupOf,
  pipelineGroups,
  transitionMessage,
  type ApplicationStatus,
  type PipelineGroup,
} from '@hireloop/flows/rules'
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useSuspenseQuery,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query'
import { useParams } from 'react-router'
import { routeLoader } from '../../lib/data/route-module.ts'
import { StoredAvatar } from '../../lib/files/stored-avatar.tsx'
import { useServices } from '../../lib/services/services.tsx'
import { movedApplication } from './hiring-pipeline-moves.ts'
import { HiringPipelineScreen, type PipelineColumn, type PipelineVacancy } from './hiring-pipeline-screen.tsx'

type Application = Schema<'ApplicationListItem'>
type ApplicationPage = Schema<'ApplicationPage'>
type Vacancy = Schema<'Vacancy'>

/** As many vacancies as read well as chips; a company with more picks by searching (server-side `q`). */
const CHIPS = 12
/**
 * A column's page: about two screens of cards, the rest behind "Show more". Every card of a column's list renders again
 * whenever the list's focus or drag state changes (react-aria), so the page's size is what a key costs (ADR 0105).
 */
const COLUMN_PAGE = 10

const vacancyFilter = { status: 'Active', draft: false } as const
const vacanciesInput = { query: { ...vacancyFilter, size: CHIPS } } satisfies Input<'listVacancies'>

const pipelineVacancy = (v: Vacancy): PipelineVacancy => ({
  id: v.id,
  title: v.title,
  applicationsCount: v.applicationsCount,
})
const onBoard = (v: Vacancy | undefined) => v !== undefined && v.status === 'Active' && !v.draft

/** One column of a vacancy: its pages, through the list's `hiring_pipeline_group` filter. */
function columnQuery(api: ApiClient, vacancyId: string, group: PipelineGroup) {
  const input = {
    path: { id: vacancyId },
    query: { hiringPipelineGroup: group, size: COLUMN_PAGE },
  } satisfies Input<'listVacancyApplications'>
  return infiniteQueryOptions({
    // Under the operation's key, so a move's invalidation (the applications tag) refetches every loaded page.
    queryKey: [...queryKeyOf('listVacancyApplications', input), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      callOperation(
        api,
        'listVacancyApplications',
        { ...input, query: { ...input.query, page: pageParam } },
        { signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last: ApplicationPage) => last.next ?? undefined,
  })
}

/** The vacancy of the URL (looked up when it is not among the first ones), else the newest with applications. */
function choose(first: Vacancy[], vacancyId: string | undefined, looked: Vacancy | undefined) {
  const vacancies = first.map(pipelineVacancy)
  if (vacancyId) {
    const listed = vacancies.find((v) => v.id === vacancyId)
    return listed ?? (onBoard(looked) && looked!.id === vacancyId ? pipelineVacancy(looked!) : null)
  }
  return vacancies.find((v) => v.applicationsCount > 0) ?? vacancies[0] ?? null
}

export const loader = routeLoader(async ({ params, services: { api, queryClient } }) => {
  const vacancies = await queryClient.ensureQueryData(listVacanciesQuery(api, vacanciesInput))
  const { vacancyId } = params
  if (vacancyId && !vacancies.results.some((v) => v.id === vacancyId)) {
    // Not thrown: a vacancy gone or not the company's shows "Choose a vacancy", as one missing from the chips did.
    await queryClient.prefetchQuery({ ...getVacancyQuery(api, { path: { id: vacancyId } }), retry: false })
  }
  const looked = vacancyId
    ? queryClient.getQueryData(getVacancyQuery(api, { path: { id: vacancyId } }).queryKey)
    : undefined
  const selected = choose(vacancies.results, vacancyId, looked)
  if (selected) {
    await Promise.all(
      pipelineGroups.map((group) => queryClient.ensureInfiniteQueryData(columnQuery(api, selected.id, group))),
    )
  }
  return null
})

type Pages = InfiniteData<ApplicationPage, number>

/**
 * The optimistic move across columns: the card leaves its column (its total one less) and heads the one it enters
 * (one more), as the server lists it after the move (latest change first). A move out of the board only leaves.
 */
function moveAcrossColumns(
  queryClient: QueryClient,
  keyOf: (group: PipelineGroup) => readonly unknown[],
  application: Application,
  to: ApplicationStatus,
) {
  const moved = movedApplication(application, to, new Date())
  const from = application.hiringPipelineGroup
  const into = pipelineGroupOf(to)
  const update = (group: PipelineGroup, change: (page: ApplicationPage, index: number) => ApplicationPage) =>
    queryClient.setQueryData<Pages>(keyOf(group), (data) => data && { ...data, pages: data.pages.map(change) })
  if (from && from === into) {
    update(from, (page) => ({ ...page, results: page.results.map((a) => (a.id === moved.id ? moved : a)) }))
    return
  }
  if (from) {
    update(from, (page) => ({
      ...page,
      results: page.results.filter((a) => a.id !== moved.id),
      total: Math.max(page.total - 1, 0),
    }))
  }
  if (into) {
    update(into, (page, index) => ({
      ...page,
      results: index === 0 ? [moved, ...page.results] : page.results,
      total: page.total + 1,
    }))
  }
}

/** What the screen shows of a column: its cards so far, the server's total, and the next page when there is one. */
function columnOf(query: ReturnType<typeof useColumn>): PipelineColumn {
  const pages = query.data?.pages ?? []
  return {
    applications: pages.flatMap((p) => p.results),
    total: pages[0]?.total ?? 0,
    loadingMore: query.isFetchingNextPage,
    showMore: query.hasNextPage
      ? async () => {
          const result = await query.fetchNextPage()
          return result.data?.pages.at(-1)?.results.length ?? 0
        }
      : undefined,
  }
}

function useColumn(api: ApiClient, vacancyId: string | undefined, group: PipelineGroup) {
  return useInfiniteQuery({
    ...columnQuery(api, vacancyId ?? '', group),
    enabled: vacancyId !== undefined,
    throwOnError: true,
  })
}

/** `/job-openings/hiring-pipeline/:vacancyId?`: the board of one vacancy, moves optimistic and rolled back on refusal. */
export function Component() {
  const { api, queryClient } = useServices()
  const { vacancyId } = useParams()
  const { data: vacancies } = useSuspenseQuery(listVacanciesQuery(api, vacanciesInput))
  const lookUp = vacancyId !== undefined && !vacancies.results.some((v) => v.id === vacancyId)
  const looked = useQuery({ ...getVacancyQuery(api, { path: { id: vacancyId ?? '' } }), enabled: lookUp, retry: false })
  const selected = choose(vacancies.results, vacancyId, looked.data)
  const id = selected?.id
  // One query per column, in the board's order (pipelineGroups is fixed, so these are always the same hooks).
  const matched = useColumn(api, id, 'matched')
  const interested = useColumn(api, id, 'interested')
  const interview = useColumn(api, id, 'interview')
  const decision = useColumn(api, id, 'decision')
  const queries = { matched, interested, interview, decision } satisfies Record<PipelineGroup, unknown>
  const keyOf = (group: PipelineGroup) => columnQuery(api, id ?? '', group).queryKey

  const mutation = useMutation({
    ...setApplicationStatusMutation(api),
    onMutate: async ({ body }: Input<'setApplicationStatus'>) => {
      await Promise.all(pipelineGroups.map((group) => queryClient.cancelQueries({ queryKey: keyOf(group) })))
      const previous = pipelineGroups.map((group) => [group, queryClient.getQueryData<Pages>(keyOf(group))] as const)
      const application = pipelineGroups
        .flatMap((group) => queryClient.getQueryData<Pages>(keyOf(group))?.pages ?? [])
        .flatMap((p) => p.results)
        .find((a) => a.id === body.applicationId)
      if (application) moveAcrossColumns(queryClient, keyOf, application, body.status)
      return { previous }
    },
    onError: (_error, _input, result) => {
      for (const [group, data] of result?.previous ?? []) queryClient.setQueryData(keyOf(group), data)
    },
  })

  const onMove = async (application: Application, to: ApplicationStatus) => {
    await mutation.mutateAsync({ path: { id: application.id }, body: { status: to, applicationId: application.id } })
    return transitionMessage(application.status, to) ?? 'Status updated'
  }

  const loaded = pipelineGroups.every((group) => queries[group].data)
  const searchVacancies = async (q: string, signal: AbortSignal) => {
    const found = await callOperation(api, 'listVacancies', { query: { ...vacancyFilter, q, size: 20 } }, { signal })
    return found.results.map(pipelineVacancy)
  }

  return (
    <HiringPipelineScreen
      vacancies={vacancies.results.map(pipelineVacancy)}
      vacancySearch={
        vacancies.total > vacancies.results.length ? { total: vacancies.total, load: searchVacancies } : undefined
      }
      board={
        selected && loaded
          ? {
              vacancy: selected,
              columns: {
                matched: columnOf(matched),
                interested: columnOf(interested),
                interview: columnOf(interview),
                decision: columnOf(decision),
              },
            }
          : null
      }
      onMove={onMove}
      AvatarComponent={StoredAvatar}
    />
  )
}
