import { assign, setup, type SnapshotFrom } from 'xstate'
import { effect, failTo } from '../shared/effects.ts'
import { failureOf, NO_FEEDBACK, type Feedback } from '../shared/failure.ts'
import { SUCCESS_MESSAGES } from '../shared/messages.ts'

/** docs/product.md §9: the interview-type options. */
export const meetingTypes = ['onboarding', 'intro', 'interview'] as const
export type MeetingType = (typeof meetingTypes)[number]

export type MeetingStatus = 'proposed' | 'scheduled' | 'canceled'

export interface MeetingRecord {
  id: string
  status: MeetingStatus
  type: MeetingType
  /** ISO date-time once scheduled. */
  startsAt?: string | null
  /** Proposed ISO date-times while proposed. */
  slots?: readonly string[]
}

export interface MeetingInput {
  /** The existing meeting, or none for a new one (from an application, a talent or the calendar). */
  meeting?: MeetingRecord | null
  /** What the new meeting is about, passed to createMeeting as is (applicationId, talentId, participants...). */
  about?: Record<string, unknown>
}

/** What a form adds to a save besides type and time (title, duration, participants, link, notes...), merged into `about`. */
export type MeetingDetails = Record<string, unknown>

export interface MeetingContext extends Feedback {
  meeting: MeetingRecord | null
  about: Record<string, unknown>
  /** The request being saved. */
  draft: {
    status: MeetingStatus
    type: MeetingType
    startsAt: string | null
    slots: readonly string[]
    details?: MeetingDetails
  } | null
}

export type MeetingEvent =
  /** Offer time slots for the other side to pick (a new meeting). */
  | { type: 'PROPOSE'; meetingType: MeetingType; slots: readonly string[] }
  /** Fix the time: a new meeting at once, or one of a proposed meeting's slots. */
  | { type: 'SCHEDULE'; startsAt: string; meetingType?: MeetingType; details?: MeetingDetails }
  /** Move, retype or edit (`details`) a scheduled meeting. */
  | { type: 'UPDATE'; startsAt?: string; meetingType?: MeetingType; details?: MeetingDetails }
  | { type: 'CANCEL' }

export interface SaveMeetingInput {
  id: string | null
  about: Record<string, unknown>
  status: MeetingStatus
  type: MeetingType
  startsAt: string | null
  slots: readonly string[]
}

const isMeetingType = (value: unknown): value is MeetingType => (meetingTypes as readonly unknown[]).includes(value)

// The states that save run only with a draft (set by `prepare`), and cancel only an existing meeting.
const saveInput = ({ context }: { context: MeetingContext }): SaveMeetingInput => {
  const { details, ...draft } = context.draft!
  return { id: context.meeting?.id ?? null, about: aboutOf(context.about, details), ...draft }
}
// A save's details become part of what the meeting is about, so a later update sends them again.
const aboutOf = (about: Record<string, unknown>, details: MeetingDetails | undefined) =>
  details ? { ...about, ...details } : about
const idInput = ({ context }: { context: MeetingContext }) => ({ id: context.meeting!.id })

export const meetingMachine = setup({
  types: {
    context: {} as MeetingContext,
    events: {} as MeetingEvent,
    input: {} as MeetingInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /meeting: resolves `{ id }`. */
    createMeeting: effect<{ id: string }, SaveMeetingInput>('meetingMachine', 'createMeeting'),
    /** PUT /meeting/{id}. */
    updateMeeting: effect<unknown, SaveMeetingInput>('meetingMachine', 'updateMeeting'),
    /** DELETE /meeting/{id}. */
    cancelMeeting: effect<unknown, { id: string }>('meetingMachine', 'cancelMeeting'),
  },
  guards: {
    isStatus: ({ context }, params: { status: MeetingStatus }) => context.meeting?.status === params.status,
    canPropose: (_, params: { meetingType: unknown; slots: readonly string[] }) =>
      isMeetingType(params.meetingType) && params.slots.length > 0,
    canSchedule: ({ context }, params: { meetingType: unknown; startsAt: string }) =>
      isMeetingType(params.meetingType ?? context.meeting?.type) && params.startsAt.length > 0,
    /** A slot of the proposal (or any time when the proposal listed none). */
    // Asked in `proposed` and `scheduled`, which have a meeting.
    isProposedSlot: ({ context }, params: { startsAt: string }) =>
      !context.meeting!.slots?.length || context.meeting!.slots.includes(params.startsAt),
    changesSomething: (
      { context },
      params: { meetingType: unknown; startsAt: string | undefined; details: MeetingDetails | undefined },
    ) =>
      (params.meetingType === undefined || isMeetingType(params.meetingType)) &&
      ((params.startsAt !== undefined && params.startsAt !== context.meeting!.startsAt) ||
        (params.meetingType !== undefined && params.meetingType !== context.meeting!.type) ||
        params.details !== undefined),
  },
  actions: {
    prepare: assign(
      (
        { context },
        params: {
          status: MeetingStatus
          type?: MeetingType
          startsAt?: string | null
          slots?: readonly string[]
          details?: MeetingDetails
        },
      ) => ({
        draft: {
          status: params.status,
          // A new meeting always comes with its type (canPropose, canSchedule); later ones keep theirs.
          type: params.type ?? context.meeting!.type,
          startsAt: params.startsAt ?? context.meeting?.startsAt ?? null,
          slots: params.slots ?? [],
          ...(params.details && { details: params.details }),
        },
        ...NO_FEEDBACK,
      }),
    ),
    clearFeedback: assign(NO_FEEDBACK),
    saved: assign(({ context }, params: { id: string; message: string }) => {
      const { details, ...draft } = context.draft!
      return {
        meeting: { id: params.id, ...draft },
        about: aboutOf(context.about, details),
        draft: null,
        message: params.message,
      }
    }),
    canceled: assign(({ context }) => ({
      meeting: { ...context.meeting!, status: 'canceled' as const },
      message: SUCCESS_MESSAGES.meetingCanceled,
    })),
    fail: assign((_, params: { error: unknown }) => ({ ...failureOf(params.error), draft: null })),
  },
}).createMachine({
  id: 'meeting',
  description:
    'Meeting (docs/product.md §7, §8, §9): propose, schedule, update, cancel; types onboarding, intro, interview.',
  context: ({ input }) => ({
    meeting: input.meeting ?? null,
    about: input.about ?? {},
    draft: null,
    ...NO_FEEDBACK,
  }),
  initial: 'routing',
  states: {
    // The state of the meeting's status: at start, and after every request (a failed one returns where it began).
    routing: {
      always: [
        { guard: { type: 'isStatus', params: { status: 'proposed' } }, target: 'proposed' },
        { guard: { type: 'isStatus', params: { status: 'scheduled' } }, target: 'scheduled' },
        { guard: { type: 'isStatus', params: { status: 'canceled' } }, target: 'canceled' },
        { target: 'new' },
      ],
    },
    new: {
      on: {
        PROPOSE: {
          guard: {
            type: 'canPropose',
            params: ({ event }) => ({ meetingType: event.meetingType, slots: event.slots }),
          },
          target: 'creating',
          actions: {
            type: 'prepare',
            params: ({ event }) => ({ status: 'proposed' as const, type: event.meetingType, slots: event.slots }),
          },
        },
        SCHEDULE: {
          guard: {
            type: 'canSchedule',
            params: ({ event }) => ({ meetingType: event.meetingType, startsAt: event.startsAt }),
          },
          target: 'creating',
          actions: {
            type: 'prepare',
            params: ({ event }) => ({
              status: 'scheduled' as const,
              type: event.meetingType,
              startsAt: event.startsAt,
              details: event.details,
            }),
          },
        },
      },
    },
    proposed: {
      description: 'Waiting for the other side to pick a slot.',
      on: {
        SCHEDULE: {
          guard: { type: 'isProposedSlot', params: ({ event }) => ({ startsAt: event.startsAt }) },
          target: 'updating',
          actions: {
            type: 'prepare',
            params: ({ event }) => ({
              status: 'scheduled' as const,
              type: event.meetingType,
              startsAt: event.startsAt,
            }),
          },
        },
        CANCEL: { target: 'canceling', actions: 'clearFeedback' },
      },
    },
    scheduled: {
      on: {
        UPDATE: {
          guard: {
            type: 'changesSomething',
            params: ({ event }) => ({
              meetingType: event.meetingType,
              startsAt: event.startsAt,
              details: event.details,
            }),
          },
          target: 'updating',
          actions: {
            type: 'prepare',
            params: ({ event }) => ({
              status: 'scheduled' as const,
              type: event.meetingType,
              startsAt: event.startsAt,
              details: event.details,
            }),
          },
        },
        CANCEL: { target: 'canceling', actions: 'clearFeedback' },
      },
    },
    // One state per request, whichever status it starts from.
    creating: {
      tags: 'busy',
      invoke: {
        id: 'createMeeting',
        src: 'createMeeting',
        input: saveInput,
        onDone: {
          target: 'routing',
          actions: {
            type: 'saved',
            params: ({ event }) => ({ id: event.output.id, message: SUCCESS_MESSAGES.meetingCreated }),
          },
        },
        onError: failTo('routing'),
      },
    },
    updating: {
      description: 'A proposed meeting gets its slot, or a scheduled one a new time or type.',
      tags: 'busy',
      invoke: {
        id: 'updateMeeting',
        src: 'updateMeeting',
        input: saveInput,
        onDone: {
          target: 'routing',
          actions: {
            type: 'saved',
            params: ({ context }) => ({ id: context.meeting!.id, message: SUCCESS_MESSAGES.meetingUpdated }),
          },
        },
        onError: failTo('routing'),
      },
    },
    canceling: {
      tags: 'busy',
      invoke: {
        id: 'cancelMeeting',
        src: 'cancelMeeting',
        input: idInput,
        onDone: { target: 'canceled', actions: 'canceled' },
        onError: failTo('routing'),
      },
    },
    canceled: { type: 'final' },
  },
})

export type MeetingMachine = typeof meetingMachine
export type MeetingSnapshot = SnapshotFrom<MeetingMachine>
