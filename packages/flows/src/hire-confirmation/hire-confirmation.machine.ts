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
  /** The confirmation being saved. */
  pending: { side: HireSide } | null
}

/**
 * The side's user confirms the hire. A confirmation is not taken back (PUT /application/{id}/hire has no undo,
 * ADR 0071): the offer was accepted, so the hire waits only for the other side.
 */
export type HireConfirmationEvent = { type: 'CONFIRM'; side: HireSide }

export interface HireRequestInput {
  applicationId: string
  side: HireSide
}

// The confirming state runs only with a request (set by `request`).
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
    request: assign((_, params: { side: HireSide }) => ({ pending: params, ...NO_FEEDBACK })),
    record: assign(({ context }) => (context.pending ? { [context.pending.side]: true, pending: null } : {})),
    fail: assign((_, params: { error: unknown }) => ({ ...failureOf(params.error), pending: null })),
    announceHire: assign({ message: HIRE_CONFIRMED_MESSAGE }),
  },
}).createMachine({
  id: 'hireConfirmation',
  description: 'Hire confirmed by each side (docs/product.md §4): both must confirm; a confirmation is not taken back.',
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
          actions: { type: 'request', params: ({ event }) => ({ side: event.side }) },
        },
      },
    },
    awaitingEmployer: {
      description: 'The talent confirmed.',
      on: {
        CONFIRM: {
          guard: { type: 'isSide', params: ({ event }) => ({ side: event.side, expected: 'employer' as const }) },
          target: 'confirming',
          actions: { type: 'request', params: { side: 'employer' } },
        },
      },
    },
    awaitingTalent: {
      description: 'The employer confirmed.',
      on: {
        CONFIRM: {
          guard: { type: 'isSide', params: ({ event }) => ({ side: event.side, expected: 'talent' as const }) },
          target: 'confirming',
          actions: { type: 'request', params: { side: 'talent' } },
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
    hired: {
      type: 'final',
      description: 'Both sides confirmed: "Hire was confirmed".',
    },
  },
})

export type HireConfirmationMachine = typeof hireConfirmationMachine
export type HireConfirmationSnapshot = SnapshotFrom<HireConfirmationMachine>
