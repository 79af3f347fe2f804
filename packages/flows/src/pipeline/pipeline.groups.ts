// Pure, no XState: pipeline columns are a function of the status, so no machine adds anything here.
import {
  allowedTransitions,
  type ApplicationActor,
  type ApplicationStatus,
  type TransitionOptions,
} from '../application-status/application-status.rules.ts'

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

/**
 * What dropping a card of status `from` on the column `group` offers `actor`: the statuses of that group the table
 * lets them move to (several when the group holds more than one, e.g. Decision pending: Waiting or Offer made).
 * Empty when the drop is refused; a drop on the card's own column offers the moves inside it.
 */
export function movesIntoGroup(
  from: ApplicationStatus,
  group: PipelineGroup,
  actor: ApplicationActor,
  options: TransitionOptions = {},
): ApplicationStatus[] {
  return allowedTransitions(from, actor, options).filter((to) => pipelineGroupOf(to) === group)
}

/** Whether a move leaves the card's pipeline group: only then does its time in stage start again. */
export function changesGroup(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return pipelineGroupOf(from) !== pipelineGroupOf(to)
}

/** A card is stalled after this many days in its group without moving to another (issue 13, docs/product.md §4). */
export const STALLED_AFTER_DAYS = 7

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

const elapsed = (stageEnteredAt: string | Date, now: Date) => now.getTime() - new Date(stageEnteredAt).getTime()

/** Whether an application has sat in its pipeline group for `STALLED_AFTER_DAYS` days or more. */
export function isStalled(stageEnteredAt: string | Date, now: Date = new Date()): boolean {
  return elapsed(stageEnteredAt, now) >= STALLED_AFTER_DAYS * DAY_MS
}

/** How long an application has been in its group: whole days, and the words a card shows ("3 days", "5 hours"). */
export function timeInStage(stageEnteredAt: string | Date, now: Date = new Date()): { days: number; label: string } {
  const ms = Math.max(elapsed(stageEnteredAt, now), 0)
  const days = Math.floor(ms / DAY_MS)
  if (days > 0) return { days, label: days === 1 ? '1 day' : `${days} days` }
  const hours = Math.floor(ms / HOUR_MS)
  if (hours > 0) return { days, label: hours === 1 ? '1 hour' : `${hours} hours` }
  return { days, label: 'Less than an hour' }
}
