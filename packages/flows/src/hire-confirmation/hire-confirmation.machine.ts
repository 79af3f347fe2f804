import { assign, setup, type SnapshotFrom } from 'xstate'
import { HIRE_CONFIRMED_MESSAGE } from '../application-status/application-status.rules.ts'
import { effect, failTo } from '../shared/effects.ts'
import { failureOf, NO_FEEDBACK, type Feedback } from '../shared/failure.ts'

/** The two sides that confirm a hire (`hireConfirmation[].confirmedBy.type` of docs/product.md §3). */
export type HireSide = 'talent' | 'employer'

export interface HireConfirmationInput {
  applicationId: string
  /** The sides that already confirmed (from the application's hireConfirmation list). */
  confirmedBy?: readonly HireSide[]
}

export interface HireConfirmationContext extends Feedback {
  applicationId: string
  talent: boolean
  employer: boolean
  /** The request being saved. */
  pending: { kind: 'confirm' | 'withdraw'; side: HireSide } | null
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

// The confirming and withdrawing states run only with a request (set by `request`).
const requestInput = ({ context }: { context: HireConfirmationContext }): HireRequestInput => ({
  applicationId: context.applicationId,
  side: context.pending!.side,
})

export const hireConfirmationMachine = setup({
  types: {
    context: {} as HireConfirmationContext,
    events: {} as HireConfirmationEvent,
    input: {} as HireConfirmationInput,
    tags: {} as 'busy',
  },
  actors: {
    /** PUT /application/{id}/hire: records the side's confirmation. */
    confirmHire: effect<unknown, HireRequestInput>('hireConfirmationMachine', 'confirmHire'),
    /** Takes the side's confirmation back (PUT /application/{id}/hire { confirmed: false }). */
    withdrawHire: effect<unknown, HireRequestInput>('hireConfirmationMachine', 'withdrawHire'),
  },
  guards: {
    bothConfirmed: ({ context }) => context.talent && context.employer,
    onlyTalentConfirmed: ({ context }) => context.talent && !context.employer,
    onlyEmployerConfirmed: ({ context }) => context.employer && !context.talent,
    /** The side being confirmed is the second one. */
    otherSideConfirmed: ({ context }) => (context.pending!.side === 'talent' ? context.employer : context.talent),
    isSide: (_, params: { side: HireSide; expected: HireSide }) => params.side === params.expected,
  },
  actions: {
    request: assign((_, params: { kind: 'confirm' | 'withdraw'; side: HireSide }) => ({
      pending: params,
      ...NO_FEEDBACK,
    })),
    record: assign(({ context }) =>
      context.pending ? { [context.pending.side]: context.pending.kind === 'confirm', pending: null } : {},
    ),
    fail: assign((_, params: { error: unknown }) => ({ ...failureOf(params.error), pending: null })),
    announceHire: assign({ message: HIRE_CONFIRMED_MESSAGE }),
  },
}).createMachine({
  id: 'hireConfirmation',
  description:
    'Hire confirmed by each side (docs/product.md §4): both must confirm; either may withdraw before both have.',
  context: ({ input }) => ({
    applicationId: input.applicationId,
    talent: input.confirmedBy?.includes('talent') ?? false,
    employer: input.confirmedBy?.includes('employer') ?? false,
    pending: null,
    ...NO_FEEDBACK,
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
        input: requestInput,
        onDone: [
          {
            guard: 'otherSideConfirmed',
            target: 'hired',
            actions: ['record', 'announceHire'],
          },
          { target: 'routing', actions: 'record' },
        ],
        onError: failTo('routing'),
      },
    },
    withdrawing: {
      tags: 'busy',
      invoke: {
        id: 'withdrawHire',
        src: 'withdrawHire',
        input: requestInput,
        onDone: { target: 'routing', actions: 'record' },
        onError: failTo('routing'),
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
