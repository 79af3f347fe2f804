import type { Schema } from '@hireloop/api'
import {
  changesGroup,
  PIPELINE_LABELS,
  pipelineGroupOf,
  pipelineGroups,
  type ApplicationStatus,
  type PipelineGroup,
} from '@hireloop/flows/rules'

type Application = Schema<'ApplicationListItem'>

/** A tab of the Jobs page: one of the four pipeline groups, or the closed applications (withdrawn, declined, rejected). */
export type JobsTab = PipelineGroup | 'closed'

export const jobsTabs = [...pipelineGroups, 'closed'] as const satisfies readonly JobsTab[]

/** The talent's words for the groups (docs/product.md §4), and "Closed" for the applications that left them. */
export const JOBS_TAB_LABELS: Record<JobsTab, string> = { ...PIPELINE_LABELS.talent, closed: 'Closed' }

/** The search parameter that holds the tab: `/application?group=interview`. */
export const GROUP_PARAM = 'group'

export function isJobsTab(value: unknown): value is JobsTab {
  return (jobsTabs as readonly unknown[]).includes(value)
}

export function tabOf(status: ApplicationStatus): JobsTab {
  return pipelineGroupOf(status) ?? 'closed'
}

/** The jobs of each tab, in tab order, keeping the order they came in. */
export function jobsByTab<T extends { status: ApplicationStatus }>(jobs: readonly T[]): Record<JobsTab, T[]> {
  const byTab = Object.fromEntries(jobsTabs.map((tab) => [tab, [] as T[]])) as Record<JobsTab, T[]>
  for (const job of jobs) byTab[tabOf(job.status)].push(job)
  return byTab
}

/** The tab to show: the one the URL names, else the first that has jobs (the open groups before Closed). */
export function selectedTab(requested: string | null, byTab: Record<JobsTab, readonly unknown[]>): JobsTab {
  if (isJobsTab(requested)) return requested
  return jobsTabs.find((tab) => byTab[tab].length > 0) ?? jobsTabs[0]
}

/** What a job looks like right after a move, before the list is read again: a new group starts its time in stage. */
export function movedJob(job: Application, to: ApplicationStatus, at: Date): Application {
  return {
    ...job,
    status: to,
    hiringPipelineGroup: pipelineGroupOf(to),
    stageEnteredAt: changesGroup(job.status, to) ? at.toISOString() : job.stageEnteredAt,
  }
}
