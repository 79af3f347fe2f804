// Pure, no XState: pipeline columns are a function of the status, so no machine adds anything here.
import type { ApplicationStatus } from '../application-status/application-status.rules.ts'

/** The hiring pipeline groups of docs/product.md §4, in column order. */
export const pipelineGroups = ['matched', 'interested', 'interview', 'decision'] as const
export type PipelineGroup = (typeof pipelineGroups)[number]

/** Who looks at the pipeline: the talent (their jobs) or the company (its talents). Recruiters see the company view. */
export type PipelineSide = 'talent' | 'company'

/** Column titles of docs/product.md §4, per side. */
export const PIPELINE_LABELS = {
  talent: {
    matched: 'Prequalified jobs',
    interested: 'Matched jobs',
    interview: 'Interview',
    decision: 'Decision pending',
  },
  company: {
    matched: 'Prequalified talents',
    interested: 'Qualification',
    interview: 'Interview',
    decision: 'Decision pending',
  },
} as const satisfies Record<PipelineSide, Record<PipelineGroup, string>>

/** Which statuses each group holds. Closed statuses (rejected, *_rejected) are in none. */
export const PIPELINE_STATUSES = {
  matched: ['matched', 'applied'],
  interested: ['talent_interested', 'employer_interested', 'talent_accepted', 'employer_accepted'],
  interview: ['interview_requested', 'interview_scheduled'],
  decision: ['waiting', 'offer_made', 'offer_accepted'],
} as const satisfies Record<PipelineGroup, readonly ApplicationStatus[]>

/** The group of a status (`hiringPipelineGroup` of docs/product.md §3), null for a closed application. */
export function pipelineGroupOf(status: ApplicationStatus): PipelineGroup | null {
  return pipelineGroups.find((group) => (PIPELINE_STATUSES[group] as readonly string[]).includes(status)) ?? null
}

export function pipelineLabel(group: PipelineGroup, side: PipelineSide): string {
  return PIPELINE_LABELS[side][group]
}

export interface PipelineColumn<T> {
  group: PipelineGroup
  label: string
  items: T[]
}

/**
 * Sorts applications into the four columns, in order, with the side's labels; closed applications are left out.
 * Keeps the input order inside a column.
 */
export function pipelineColumns<T extends { status: ApplicationStatus }>(
  applications: readonly T[],
  side: PipelineSide,
): PipelineColumn<T>[] {
  return pipelineGroups.map((group) => ({
    group,
    label: pipelineLabel(group, side),
    items: applications.filter((a) => pipelineGroupOf(a.status) === group),
  }))
}
