import { assign, setup, type SnapshotFrom } from 'xstate'
import { needsOnboarding } from '../session/session.routes.ts'
import type { SessionUser } from '../session/session.types.ts'
import { effect, failTo } from '../shared/effects.ts'
import { failureOf } from '../shared/failure.ts'

/** The company types of the contract (`CompanyType` in openapi/openapi.yaml). */
export const companyTypes = ['startup', 'scaleup', 'enterprise', 'agency'] as const
export type CompanyType = (typeof companyTypes)[number]

/**
 * The company's checklist of GET /onboarding, in the server's order (onboarding.steps.ts): only "company" gates the
 * root redirect (docs/product.md §2); the others link to the screens that complete them.
 */
export const companyOnboardingSteps = ['company', 'vacancy', 'team', 'billing'] as const
export type CompanyOnboardingStep = (typeof companyOnboardingSteps)[number]
/** The step the company type completes. */
export const COMPANY_TYPE_STEP: CompanyOnboardingStep = 'company'

export interface CompanyOnboardingInput {
  user: SessionUser
  /** The company's checklist (GET /onboarding), whose "company" step the type completes; null before it exists. */
  onboardingId: string | null
}

export interface CompanyOnboardingContext {
  user: SessionUser
  onboardingId: string | null
  companyType: CompanyType | null
  error: string | null
  status: number | null
}

export type CompanyOnboardingEvent =
  { type: 'NEXT' } | { type: 'BACK' } | { type: 'SELECT_TYPE'; companyType: CompanyType } | { type: 'RETRY' }

export interface FinishCompanyOnboardingInput {
  user: SessionUser
  onboardingId: string | null
  companyType: CompanyType
}

export const companyOnboardingMachine = setup({
  types: {
    context: {} as CompanyOnboardingContext,
    events: {} as CompanyOnboardingEvent,
    input: {} as CompanyOnboardingInput,
    output: {} as SessionUser,
    tags: {} as 'busy',
  },
  actors: {
    /**
     * Saves the type (PUT /company/{id}), completes the "company" step of the checklist (POST /onboarding/{id}) and
     * re-reads the user (GET /me): resolves the updated user.
     */
    finishOnboarding: effect<SessionUser, FinishCompanyOnboardingInput>('companyOnboardingMachine', 'finishOnboarding'),
  },
  guards: {
    /** Nothing to do: the company has a type, so the root redirect leads to job openings (docs/product.md §2). */
    isOnboarded: ({ context }) => !needsOnboarding(context.user),
    hasType: ({ context }) => context.companyType !== null,
    isCompanyType: (_, params: { companyType: unknown }) =>
      (companyTypes as readonly unknown[]).includes(params.companyType),
  },
  actions: {
    select: assign((_, params: { companyType: CompanyType }) => ({ companyType: params.companyType })),
    clearError: assign({ error: null, status: null }),
    finished: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    fail: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'companyOnboarding',
  description:
    'Company onboarding (docs/product.md §2): welcome, then the company type step; done when the type is saved.',
  context: ({ input }) => ({
    user: input.user,
    onboardingId: input.onboardingId,
    companyType: null,
    error: null,
    status: null,
  }),
  initial: 'starting',
  output: ({ context }) => context.user,
  states: {
    starting: {
      always: [{ guard: 'isOnboarded', target: 'done' }, { target: 'welcome' }],
    },
    welcome: {
      on: { NEXT: 'companyType' },
    },
    companyType: {
      on: {
        SELECT_TYPE: {
          guard: { type: 'isCompanyType', params: ({ event }) => ({ companyType: event.companyType }) },
          actions: { type: 'select', params: ({ event }) => ({ companyType: event.companyType }) },
        },
        NEXT: { guard: 'hasType', target: 'finishing' },
        BACK: 'welcome',
      },
    },
    finishing: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'finishOnboarding',
        src: 'finishOnboarding',
        // NEXT enters only with a type (hasType).
        input: ({ context }) => ({
          user: context.user,
          onboardingId: context.onboardingId,
          companyType: context.companyType!,
        }),
        onDone: { target: 'done', actions: { type: 'finished', params: ({ event }) => ({ user: event.output }) } },
        onError: failTo('failed'),
      },
    },
    failed: {
      on: { RETRY: 'finishing', BACK: 'companyType' },
    },
    done: {
      type: 'final',
      description:
        'Output: the updated user; the portal sends USER_UPDATED to the session and follows the root redirect.',
    },
  },
})

export type CompanyOnboardingMachine = typeof companyOnboardingMachine
export type CompanyOnboardingSnapshot = SnapshotFrom<CompanyOnboardingMachine>
