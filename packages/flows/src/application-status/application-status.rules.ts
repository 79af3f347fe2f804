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

/** Statuses only creation puts an application in (`creationStatus`): no move leads into them. */
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

/** Human names of the statuses (docs/product.md §4), for badges, menus and refusals. */
export const APPLICATION_STATUS_LABELS = {
  matched: 'Matched',
  applied: 'Applied',
  talent_interested: 'Talent interested',
  employer_interested: 'Employer interested',
  talent_accepted: 'Talent accepted',
  employer_accepted: 'Employer accepted',
  interview_requested: 'Interview requested',
  interview_scheduled: 'Interview scheduled',
  waiting: 'Waiting for decision',
  offer_made: 'Offer made',
  offer_accepted: 'Offer accepted',
  rejected: 'Rejected',
  talent_rejected: 'Withdrawn by talent',
  employer_rejected: 'Declined by company',
} as const satisfies Record<ApplicationStatus, string>

/**
 * The words of the button that makes a move, by target status and by who presses it: the talent says "I'm
 * interested", a recruiter acting for them says whose interest it records. Every (to, by) of the table has one.
 */
export const STATUS_ACTION_LABELS = {
  matched: {},
  applied: {},
  talent_interested: { talent: 'I’m interested', recruiter: 'Mark the talent interested' },
  employer_interested: { employer: 'I’m interested', recruiter: 'Mark the company interested' },
  talent_accepted: { talent: 'Accept', recruiter: 'Accept for the talent' },
  employer_accepted: { employer: 'Accept', recruiter: 'Accept for the company' },
  interview_requested: { employer: 'Request interview', recruiter: 'Request interview' },
  interview_scheduled: { employer: 'Interview scheduled', recruiter: 'Interview scheduled' },
  waiting: { employer: 'Interview done', recruiter: 'Interview done' },
  offer_made: { employer: 'Make an offer', recruiter: 'Make an offer' },
  offer_accepted: { talent: 'Accept offer' },
  rejected: { recruiter: 'Reject' },
  talent_rejected: { talent: 'Withdraw' },
  employer_rejected: { employer: 'Decline' },
} as const satisfies Record<ApplicationStatus, Partial<Record<ApplicationActor, string>>>

/** The button words for `actor` moving an application to `to`; undefined when no row lets that role do it. */
export function statusActionLabel(to: ApplicationStatus, actor: ApplicationActor): string | undefined {
  return (STATUS_ACTION_LABELS[to] as Partial<Record<ApplicationActor, string>>)[actor]
}

/** What a move to each status does, in the words of a refusal: "Only the talent can accept an offer.". */
const MOVE_PHRASES = {
  matched: 'match a talent',
  applied: 'apply',
  talent_interested: 'say the talent is interested',
  employer_interested: 'say the company is interested',
  talent_accepted: 'accept the company’s interest',
  employer_accepted: 'accept the talent',
  interview_requested: 'request an interview',
  interview_scheduled: 'mark the interview as scheduled',
  waiting: 'mark the interview as done',
  offer_made: 'make an offer',
  offer_accepted: 'accept an offer',
  rejected: 'reject the application',
  talent_rejected: 'withdraw the application',
  employer_rejected: 'decline the talent',
} as const satisfies Record<ApplicationStatus, string>

const ACTOR_NAMES = {
  talent: 'the talent',
  employer: 'the company',
  recruiter: 'a recruiter',
} as const satisfies Record<ApplicationActor, string>

/** The refusal of any move once both sides confirmed the hire. */
export const HIRED_REFUSAL = 'This hire is confirmed: the application does not move any more.'

/**
 * Why `actor` may not move an application from `from` to `to`, as the sentence of the 409 (and of a kanban drop
 * that snaps back); null when the table allows the move. The same table as `canTransition`, worded.
 */
export function transitionRefusal(
  from: ApplicationStatus,
  to: ApplicationStatus,
  actor: ApplicationActor,
  options: TransitionOptions = {},
): string | null {
  if (options.hired) return HIRED_REFUSAL
  if (from === to) return `The application is already in ${APPLICATION_STATUS_LABELS[to]}.`
  if ((closedStatuses as readonly ApplicationStatus[]).includes(from)) {
    return `This application is closed (${APPLICATION_STATUS_LABELS[from]}): it does not move any more.`
  }
  const transition = findTransition(from, to)
  if (!transition) {
    return `An application in ${APPLICATION_STATUS_LABELS[from]} cannot move to ${APPLICATION_STATUS_LABELS[to]}.`
  }
  if (transition.by.includes(actor)) return null
  const who = transition.by.map((by) => ACTOR_NAMES[by]).join(' or ')
  return `Only ${who} can ${MOVE_PHRASES[to]}.`
}

/** The statuses a new application may start in (POST /application): the caller's side decides which. */
export type CreationStatus = 'matched' | 'applied' | 'talent_interested' | 'employer_interested'

/**
 * The status of an application created by `actor` (ADR 0071): a talent applies, an employer proposes the talent
 * (its interest), a recruiter matches them, or records the talent's interest when the talent told them.
 * `talentInterested` is a recruiter's flag; the talent applying is interested anyway, and an employer cannot say it.
 */
export function creationStatus(actor: ApplicationActor, options: { talentInterested?: boolean } = {}): CreationStatus {
  if (actor === 'talent') return 'applied'
  if (actor === 'employer') return 'employer_interested'
  return options.talentInterested ? 'talent_interested' : 'matched'
}
