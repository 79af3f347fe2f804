import { getInsightsQuery, toastForError } from '@hireloop/api'
import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useServices } from '../../lib/services/services.tsx'
import { choiceOf, periodOfChoice, searchOfChoice } from './insights-period.ts'
import { InsightsScreen, type InsightsResult } from './insights-screen.tsx'

/** `/insights` for recruiters and admins: the period in the URL, the figures from GET /admin/insights. */
export function Component() {
  const { api } = useServices()
  const [search, setSearch] = useSearchParams()
  const choice = choiceOf(search)
  const period = periodOfChoice(choice, new Date())
  const insights = useQuery(getInsightsQuery(api, { query: period }))
  const result: InsightsResult = insights.data
    ? { kind: 'ready', insights: insights.data }
    : insights.isError
      ? {
          kind: 'error',
          message: toastForError(insights.error)?.description ?? 'Try again in a moment.',
          retry: () => void insights.refetch(),
        }
      : { kind: 'loading' }
  return (
    <InsightsScreen
      choice={choice}
      period={period}
      result={result}
      onPeriodChange={(next) => setSearch(searchOfChoice(next))}
    />
  )
}
