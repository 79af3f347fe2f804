// Pure rules, no XState: the server imports them (through `@hireloop/flows/rules`) to reject a status change
// that the machine would not allow.
import { SUCCESS_MESSAGES } from '../shared/messages.ts'

/** The 14 application statuses of docs/product.md §4, in pipeline order. */
export const applicationStatuses = [
  'matched',
  'applied',
  'talent_interested',
  'employer_interested',
  'talent_accepted',
  'employer_accepted',
  'interview_requested',
  'interview_scheduled',
  'waiting',
  'offer_made',
  'offer_accepted',
  'rejected',
  'talent_rejected',
  'employer_rejected',
] as const

export type ApplicationStatus = (typeof applicationStatuses)[number]

/** Who moves an application (docs/product.md §6 roles; an admin is a recruiter). */
export const applicationActors = ['talent', 'employer', 'recruiter'] as const
export type ApplicationActor = (typeof applicationActors)[number]

/** The success message a status change shows (docs/product.md §8). */
export type StatusEffect = 'matched' | 'status-updated'

export const STATUS_EFFECT_MESSAGES = {
  matched: SUCCESS_MESSAGES.matched,
  'status-updated': SUCCESS_MESSAGES.statusUpdated,
} as const satisfies Record<StatusEffect, string>

/** docs/product.md §8: shown when the second side confirms the hire of an `offer_accepted` application. */
export const HIRE_CONFIRMED_MESSAGE = SUCCESS_MESSAGES.hireConfirmed

export interface StatusTransition {
  from: ApplicationStatus
  to: ApplicationStatus
  by: readonly ApplicationActor[]
  effect: StatusEffect
  /** What the move means, for the docs page. */
  meaning: string
}

/** Statuses an application is created in (POST /application, matching refresh), never moved into. */
export const initialStatuses = ['matched', 'applied'] as const satisfies readonly ApplicationStatus[]
/** Closed statuses: nothing moves out of them. */
export const closedStatuses = [
  'rejected',
  'talent_rejected',
  'employer_rejected',
] as const satisfies readonly ApplicationStatus[]

const T = ['talent'] as const
const E = ['employer'] as const
const R = ['recruiter'] as const
const ER = ['employer', 'recruiter'] as const
const TR = ['talent', 'recruiter'] as const

type Row = readonly [ApplicationStatus, readonly ApplicationActor[], StatusEffect, string]

/** Every open status may be closed: the talent withdraws, the employer declines, a recruiter rejects. */
const closing = (who: string): Row[] => [
  ['talent_rejected', T, 'status-updated', `the talent withdraws (${who})`],
  ['employer_rejected', E, 'status-updated', `the employer declines (${who})`],
  ['rejected', R, 'status-updated', `a recruiter rejects (${who})`],
]

const rows: Record<ApplicationStatus, readonly Row[]> = {
  matched: [
    ['talent_interested', TR, 'status-updated', 'the talent is interested in a prequalified job'],
    ['employer_interested', ER, 'status-updated', 'the employer is interested in a prequalified talent'],
    ...closing('before any interest'),
  ],
  applied: [
    ['employer_accepted', ER, 'matched', 'the employer accepts the application: both sides agree'],
    ...closing('before any interest'),
  ],
  talent_interested: [
    ['employer_accepted', ER, 'matched', 'the employer accepts the interested talent: both sides agree'],
    ...closing('after the talent showed interest'),
  ],
  employer_interested: [
    ['talent_accepted', TR, 'matched', 'the talent accepts the employer’s interest: both sides agree'],
    ...closing('after the employer showed interest'),
  ],
  talent_accepted: [
    ['interview_requested', ER, 'status-updated', 'an interview is requested'],
    ...closing('after the match'),
  ],
  employer_accepted: [
    ['interview_requested', ER, 'status-updated', 'an interview is requested'],
    ...closing('after the match'),
  ],
  interview_requested: [
    ['interview_scheduled', ER, 'status-updated', 'the interview meeting is scheduled'],
    ...closing('before the interview'),
  ],
  interview_scheduled: [
    ['waiting', ER, 'status-updated', 'the interview took place; the decision is pending'],
    ['interview_requested', ER, 'status-updated', 'the interview is to be rescheduled'],
    ...closing('around the interview'),
  ],
  waiting: [
    ['offer_made', ER, 'status-updated', 'the employer makes an offer'],
    ['interview_requested', ER, 'status-updated', 'another interview round is requested'],
    ...closing('while the decision is pending'),
  ],
  offer_made: [
    ['offer_accepted', T, 'status-updated', 'the talent accepts the offer; the hire is then confirmed by both sides'],
    ['talent_rejected', T, 'status-updated', 'the talent declines the offer'],
    ['employer_rejected', E, 'status-updated', 'the employer withdraws the offer'],
    ['rejected', R, 'status-updated', 'a recruiter withdraws the offer'],
  ],
  offer_accepted: [['rejected', R, 'status-updated', 'the hire falls through (only before both sides confirmed it)']],
  rejected: [],
  talent_rejected: [],
  employer_rejected: [],
}

/** The transition table as data: one row per (from, to), with who may make the move and its effect. */
export const statusTransitions: readonly StatusTransition[] = applicationStatuses.flatMap((from) =>
  rows[from].map(([to, by, effect, meaning]) => ({ from, to, by, effect, meaning })),
)

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return (applicationStatuses as readonly unknown[]).includes(value)
}

export interface TransitionOptions {
  /** Both sides confirmed the hire: the application no longer moves. */
  hired?: boolean
}

export function findTransition(from: ApplicationStatus, to: ApplicationStatus): StatusTransition | undefined {
  return statusTransitions.find((t) => t.from === from && t.to === to)
}

/** Whether `actor` may move an application from `from` to `to`. The server answers 403/409 when not. */
export function canTransition(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: ApplicationActor,
  options: TransitionOptions = {},
): boolean {
  if (options.hired) return false
  return findTransition(from, to)?.by.includes(actor) ?? false
}

/** The statuses `actor` may move an application to from `from` (the options of a status menu). */
export function allowedTransitions(
  from: ApplicationStatus,
  actor: ApplicationActor,
  options: TransitionOptions = {},
): ApplicationStatus[] {
  if (options.hired) return []
  return statusTransitions.filter((t) => t.from === from && t.by.includes(actor)).map((t) => t.to)
}

/** The success message of a move (docs/product.md §8), undefined when the move is not in the table. */
export function transitionMessage(from: ApplicationStatus, to: ApplicationStatus): string | undefined {
  const transition = findTransition(from, to)
  return transition && STATUS_EFFECT_MESSAGES[transition.effect]
}

/** Hire confirmation (PUT /application/{id}/hire) is open once the talent accepted the offer. */
export function canConfirmHire(status: ApplicationStatus, actor: ApplicationActor): boolean {
  return status === 'offer_accepted' && (actor === 'talent' || actor === 'employer')
}

/** The table in Markdown, as on the docs page (a test keeps the page in sync). */
export function statusTableMarkdown(): string {
  const lines = ['| from | to | who | message | meaning |', '| --- | --- | --- | --- | --- |']
  for (const t of statusTransitions) {
    lines.push(
      `| \`${t.from}\` | \`${t.to}\` | ${t.by.join(', ')} | ${STATUS_EFFECT_MESSAGES[t.effect]} | ${t.meaning} |`,
    )
  }
  return lines.join('\n')
}
