import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { HIRE_CONFIRMED_MESSAGE } from '../application-status/application-status.rules.ts'
import { failureOf, notProvided } from '../shared/effects.ts'

/** The two sides that confirm a hire (`hireConfirmation[].confirmedBy.type` of spec 3). */
export type HireSide = 'talent' | 'employer'

export interface HireConfirmationInput {
  applicationId: string
  /** The sides that already confirmed (from the application's hireConfirmation list). */
  confirmedBy?: readonly HireSide[]
}

export interface HireConfirmationContext {
  applicationId: string
  talent: boolean
  employer: boolean
  /** The request being saved. */
  pending: { kind: 'confirm' | 'withdraw'; side: HireSide } | null
  message: string | null
  error: string | null
  status: number | null
}

export type HireConfirmationEvent =
  /** The side's user confirms the hire. */
  | { type: 'CONFIRM'; side: HireSide }
  /** The side's user takes its confirmation back (only before both confirmed). */
  | { type: 'WITHDRAW'; side: HireSide }

export interface HireRequestInput {
  applicationId: string
  side: HireSide
}

export const hireConfirmationMachine = setup({
  types: {
    context: {} as HireConfirmationContext,
    events: {} as HireConfirmationEvent,
    input: {} as HireConfirmationInput,
    tags: {} as 'busy',
  },
  actors: {
    /** PUT /application/{id}/hire: records the side's confirmation. */
    confirmHire: fromPromise<unknown, HireRequestInput>(notProvided('hireConfirmationMachine', 'confirmHire')),
    /** Takes the side's confirmation back (PUT /application/{id}/hire { confirmed: false }). */
    withdrawHire: fromPromise<unknown, HireRequestInput>(notProvided('hireConfirmationMachine', 'withdrawHire')),
  },
  guards: {
    bothConfirmed: ({ context }) => context.talent && context.employer,
    onlyTalentConfirmed: ({ context }) => context.talent && !context.employer,
    onlyEmployerConfirmed: ({ context }) => context.employer && !context.talent,
    /** The side being confirmed is the second one. */
    otherSideConfirmed: ({ context }) =>
      context.pending !== null && (context.pending.side === 'talent' ? context.employer : context.talent),
    isSide: (_, params: { side: HireSide; expected: HireSide }) => params.side === params.expected,
  },
  actions: {
    request: assign((_, params: { kind: 'confirm' | 'withdraw'; side: HireSide }) => ({
      pending: params,
      error: null,
      status: null,
      message: null,
    })),
    record: assign(({ context }) =>
      context.pending ? { [context.pending.side]: context.pending.kind === 'confirm', pending: null } : {},
    ),
    fail: assign((_, params: { error: unknown }) => ({ ...failureOf(params.error), pending: null })),
    announceHire: assign({ message: HIRE_CONFIRMED_MESSAGE }),
  },
}).createMachine({
  id: 'hireConfirmation',
  description: 'Hire confirmed by each side (spec 4): both must confirm; either may withdraw before both have.',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    talent: input.confirmedBy?.includes('talent') ?? false,
    employer: input.confirmedBy?.includes('employer') ?? false,
    pending: null,
    message: null,
    error: null,
    status: null,
  }),
  initial: 'routing',
  states: {
    // Goes to the state that matches who confirmed (after start and after each request).
    routing: {
      always: [
        { guard: 'bothConfirmed', target: 'hired' },
        { guard: 'onlyTalentConfirmed', target: 'awaitingEmployer' },
        { guard: 'onlyEmployerConfirmed', target: 'awaitingTalent' },
        { target: 'awaitingBoth' },
      ],
    },
    awaitingBoth: {
      on: {
        CONFIRM: {
          target: 'confirming',
          actions: { type: 'request', params: ({ event }) => ({ kind: 'confirm' as const, side: event.side }) },
        },
      },
    },
    awaitingEmployer: {
      description: 'The talent confirmed.',
      on: {
        CONFIRM: {
          guard: { type: 'isSide', params: ({ event }) => ({ side: event.side, expected: 'employer' as const }) },
          target: 'confirming',
          actions: { type: 'request', params: { kind: 'confirm', side: 'employer' } },
        },
        WITHDRAW: {
          guard: { type: 'isSide', params: ({ event }) => ({ side: event.side, expected: 'talent' as const }) },
          target: 'withdrawing',
          actions: { type: 'request', params: { kind: 'withdraw', side: 'talent' } },
        },
      },
    },
    awaitingTalent: {
      description: 'The employer confirmed.',
      on: {
        CONFIRM: {
          guard: { type: 'isSide', params: ({ event }) => ({ side: event.side, expected: 'talent' as const }) },
          target: 'confirming',
          actions: { type: 'request', params: { kind: 'confirm', side: 'talent' } },
        },
        WITHDRAW: {
          guard: { type: 'isSide', params: ({ event }) => ({ side: event.side, expected: 'employer' as const }) },
          target: 'withdrawing',
          actions: { type: 'request', params: { kind: 'withdraw', side: 'employer' } },
        },
      },
    },
    confirming: {
      tags: 'busy',
      invoke: {
        id: 'confirmHire',
        src: 'confirmHire',
        input: ({ context }) => ({ applicationId: context.applicationId, side: context.pending?.side ?? 'talent' }),
        onDone: [
          {
            guard: 'otherSideConfirmed',
            target: 'hired',
            actions: ['record', 'announceHire'],
          },
          { target: 'routing', actions: 'record' },
        ],
        onError: { target: 'routing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    withdrawing: {
      tags: 'busy',
      invoke: {
        id: 'withdrawHire',
        src: 'withdrawHire',
        input: ({ context }) => ({ applicationId: context.applicationId, side: context.pending?.side ?? 'talent' }),
        onDone: { target: 'routing', actions: 'record' },
        onError: { target: 'routing', actions: { type: 'fail', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    hired: {
      type: 'final',
      description: 'Both sides confirmed: "Hire was confirmed".',
    },
  },
})

export type HireConfirmationMachine = typeof hireConfirmationMachine
export type HireConfirmationSnapshot = SnapshotFrom<HireConfirmationMachine>
