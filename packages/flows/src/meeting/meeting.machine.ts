import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureOf, notProvided } from '../shared/effects.ts'
import { SUCCESS_MESSAGES } from '../shared/messages.ts'

/** Spec 9: the interview-type options. */
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

export interface MeetingContext {
  meeting: MeetingRecord | null
  about: Record<string, unknown>
  /** The request being saved. */
  draft: { status: MeetingStatus; type: MeetingType; startsAt: string | null; slots: readonly string[] } | null
  message: string | null
  error: string | null
  status: number | null
}

export type MeetingEvent =
  /** Offer time slots for the other side to pick (a new meeting). */
  | { type: 'PROPOSE'; meetingType: MeetingType; slots: readonly string[] }
  /** Fix the time: a new meeting at once, or one of a proposed meeting's slots. */
  | { type: 'SCHEDULE'; startsAt: string; meetingType?: MeetingType }
  /** Move or retype a scheduled meeting. */
  | { type: 'UPDATE'; startsAt?: string; meetingType?: MeetingType }
  | { type: 'CANCEL' }

export interface SaveMeetingInput {
  id: string | null
  about: Record<string, unknown>
  status: MeetingStatus
  type: MeetingType
  startsAt: string | null
  slots: readonly string[]
}

const isMeetingType = (value: unknown): value is MeetingType =>
  typeof value === 'string' && (meetingTypes as readonly string[]).includes(value)

const saveInput = ({ context }: { context: MeetingContext }): SaveMeetingInput => ({
  id: context.meeting?.id ?? null,
  about: context.about,
  status: context.draft?.status ?? 'scheduled',
  type: context.draft?.type ?? 'interview',
  startsAt: context.draft?.startsAt ?? null,
  slots: context.draft?.slots ?? [],
})

const failTo = (target: string) => ({
  target,
  actions: { type: 'fail' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
})

export const meetingMachine = setup({
  types: {
    context: {} as MeetingContext,
    events: {} as MeetingEvent,
    input: {} as MeetingInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /meeting: resolves `{ id }`. */
    createMeeting: fromPromise<{ id: string }, SaveMeetingInput>(notProvided('meetingMachine', 'createMeeting')),
    /** PUT /meeting/{id}. */
    updateMeeting: fromPromise<unknown, SaveMeetingInput>(notProvided('meetingMachine', 'updateMeeting')),
    /** DELETE /meeting/{id}. */
    cancelMeeting: fromPromise<unknown, { id: string }>(notProvided('meetingMachine', 'cancelMeeting')),
  },
  guards: {
    isStatus: ({ context }, params: { status: MeetingStatus }) => context.meeting?.status === params.status,
    canPropose: (_, params: { meetingType: unknown; slots: readonly string[] }) =>
      isMeetingType(params.meetingType) && params.slots.length > 0,
    canSchedule: ({ context }, params: { meetingType: unknown; startsAt: string }) =>
      isMeetingType(params.meetingType ?? context.meeting?.type) && params.startsAt.length > 0,
    /** A slot of the proposal (or any time when the proposal listed none). */
    isProposedSlot: ({ context }, params: { startsAt: string }) =>
      !context.meeting?.slots?.length || context.meeting.slots.includes(params.startsAt),
    changesSomething: ({ context }, params: { meetingType: unknown; startsAt: string | undefined }) =>
      (params.meetingType === undefined || isMeetingType(params.meetingType)) &&
      ((params.startsAt !== undefined && params.startsAt !== context.meeting?.startsAt) ||
        (params.meetingType !== undefined && params.meetingType !== context.meeting?.type)),
    willBeScheduled: ({ context }) => context.draft?.status === 'scheduled',
  },
  actions: {
    prepare: assign(
      (
        { context },
        params: { status: MeetingStatus; type?: MeetingType; startsAt?: string | null; slots?: readonly string[] },
      ) => ({
        draft: {
          status: params.status,
          type: params.type ?? context.meeting?.type ?? 'interview',
          startsAt: params.startsAt ?? context.meeting?.startsAt ?? null,
          slots: params.slots ?? [],
        },
        message: null,
        error: null,
        status: null,
      }),
    ),
    clearMessages: assign({ message: null, error: null, status: null }),
    saved: assign(({ context }, params: { id?: string; message: string }) => {
      const draft = context.draft
      if (!draft) return {}
      return {
        meeting: {
          id: params.id ?? context.meeting?.id ?? '',
          status: draft.status,
          type: draft.type,
          startsAt: draft.startsAt,
          slots: draft.slots,
        },
        draft: null,
        message: params.message,
      }
    }),
    canceled: assign(({ context }) => ({
      meeting: context.meeting ? { ...context.meeting, status: 'canceled' as const } : null,
      message: SUCCESS_MESSAGES.meetingCanceled,
    })),
    fail: assign((_, params: { error: unknown }) => ({ ...failureOf(params.error), draft: null })),
  },
}).createMachine({
  id: 'meeting',
  description: 'Meeting (spec 7, 8, 9): propose, schedule, update, cancel; types onboarding, intro, interview.',
  context: ({ input }) => ({
    meeting: input.meeting ?? null,
    about: input.about ?? {},
    draft: null,
    message: null,
    error: null,
    status: null,
  }),
  initial: 'routing',
  states: {
    routing: {
      always: [
        { guard: { type: 'isStatus', params: { status: 'proposed' } }, target: 'proposed' },
        { guard: { type: 'isStatus', params: { status: 'scheduled' } }, target: 'scheduled' },
        { guard: { type: 'isStatus', params: { status: 'canceled' } }, target: 'canceled' },
        { target: 'new' },
      ],
    },
    new: {
      initial: 'editing',
      states: {
        editing: {
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
                }),
              },
            },
          },
        },
        creating: {
          tags: 'busy',
          invoke: {
            id: 'createMeeting',
            src: 'createMeeting',
            input: saveInput,
            onDone: [
              {
                guard: 'willBeScheduled',
                target: '#meeting.scheduled',
                actions: {
                  type: 'saved',
                  params: ({ event }) => ({ id: event.output.id, message: SUCCESS_MESSAGES.meetingCreated }),
                },
              },
              {
                target: '#meeting.proposed',
                actions: {
                  type: 'saved',
                  params: ({ event }) => ({ id: event.output.id, message: SUCCESS_MESSAGES.meetingCreated }),
                },
              },
            ],
            onError: failTo('editing'),
          },
        },
      },
    },
    proposed: {
      description: 'Waiting for the other side to pick a slot.',
      initial: 'idle',
      states: {
        idle: {
          on: {
            SCHEDULE: {
              guard: { type: 'isProposedSlot', params: ({ event }) => ({ startsAt: event.startsAt }) },
              target: 'scheduling',
              actions: {
                type: 'prepare',
                params: ({ event }) => ({
                  status: 'scheduled' as const,
                  type: event.meetingType,
                  startsAt: event.startsAt,
                }),
              },
            },
            CANCEL: { target: 'canceling', actions: 'clearMessages' },
          },
        },
        scheduling: {
          tags: 'busy',
          invoke: {
            id: 'updateMeeting',
            src: 'updateMeeting',
            input: saveInput,
            onDone: {
              target: '#meeting.scheduled',
              actions: { type: 'saved', params: { message: SUCCESS_MESSAGES.meetingUpdated } },
            },
            onError: failTo('idle'),
          },
        },
        canceling: {
          tags: 'busy',
          invoke: {
            id: 'cancelMeeting',
            src: 'cancelMeeting',
            input: ({ context }) => ({ id: context.meeting?.id ?? '' }),
            onDone: { target: '#meeting.canceled', actions: 'canceled' },
            onError: failTo('idle'),
          },
        },
      },
    },
    scheduled: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            UPDATE: {
              guard: {
                type: 'changesSomething',
                params: ({ event }) => ({ meetingType: event.meetingType, startsAt: event.startsAt }),
              },
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
            CANCEL: { target: 'canceling', actions: 'clearMessages' },
          },
        },
        updating: {
          tags: 'busy',
          invoke: {
            id: 'updateMeeting',
            src: 'updateMeeting',
            input: saveInput,
            onDone: {
              target: 'idle',
              actions: { type: 'saved', params: { message: SUCCESS_MESSAGES.meetingUpdated } },
            },
            onError: failTo('idle'),
          },
        },
        canceling: {
          tags: 'busy',
          invoke: {
            id: 'cancelMeeting',
            src: 'cancelMeeting',
            input: ({ context }) => ({ id: context.meeting?.id ?? '' }),
            onDone: { target: '#meeting.canceled', actions: 'canceled' },
            onError: failTo('idle'),
          },
        },
      },
    },
    canceled: { type: 'final' },
  },
})

export type MeetingMachine = typeof meetingMachine
export type MeetingSnapshot = SnapshotFrom<MeetingMachine>
