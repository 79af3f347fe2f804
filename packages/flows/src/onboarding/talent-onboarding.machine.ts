import { assign, setup, type SnapshotFrom } from 'xstate'
import { needsOnboarding } from '../session/session.routes.ts'
import type { SessionUser } from '../session/session.types.ts'
import { effect, failTo } from '../shared/effects.ts'
import { failureOf } from '../shared/failure.ts'

export type ResumeMethod = 'upload' | 'build'

export interface TalentOnboardingInput {
  user: SessionUser
}

export interface TalentOnboardingContext {
  user: SessionUser
  method: ResumeMethod | null
  /** The resume saved during the resume step (`{ id, draft }`). */
  resume: { id: string; draft: boolean } | null
  error: string | null
  status: number | null
}

export type TalentOnboardingEvent =
  | { type: 'NEXT' }
  | { type: 'BACK' }
  /** Upload a file or build the resume by hand (the step renders the resume machine in that mode). */
  | { type: 'CHOOSE'; method: ResumeMethod }
  /** The resume machine saved: a draft keeps the talent here, a published resume finishes onboarding. */
  | { type: 'RESUME_SAVED'; resume: { id: string; draft: boolean } }
  /** Finishing failed: try again. */
  | { type: 'RETRY' }

export interface FinishTalentOnboardingInput {
  user: SessionUser
  resume: { id: string; draft: boolean } | null
}

export const talentOnboardingMachine = setup({
  types: {
    context: {} as TalentOnboardingContext,
    events: {} as TalentOnboardingEvent,
    input: {} as TalentOnboardingInput,
    output: {} as SessionUser,
    tags: {} as 'busy',
  },
  actors: {
    /** Records the onboarding (PUT /onboarding/{id} { talentId }) and re-reads the user (GET /me). */
    finishOnboarding: effect<SessionUser, FinishTalentOnboardingInput>('talentOnboardingMachine', 'finishOnboarding'),
  },
  guards: {
    /** Nothing to do: the root redirect no longer leads to /onboarding (docs/product.md §2). */
    isOnboarded: ({ context }) => !needsOnboarding(context.user),
    isUpload: (_, params: { method: ResumeMethod }) => params.method === 'upload',
    isPublished: (_, params: { draft: boolean }) => !params.draft,
  },
  actions: {
    choose: assign((_, params: { method: ResumeMethod }) => ({ method: params.method })),
    keepResume: assign((_, params: { resume: { id: string; draft: boolean } }) => ({ resume: params.resume })),
    clearError: assign({ error: null, status: null }),
    finished: assign((_, params: { user: SessionUser }) => ({ user: params.user })),
    fail: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'talentOnboarding',
  description:
    'Talent onboarding (docs/product.md §2): welcome, then the resume step (upload or build); done when published.',
  context: ({ input }) => ({
    user: input.user,
    method: null,
    resume: input.user.resume ?? null,
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
      on: { NEXT: 'resume' },
    },
    resume: {
      initial: 'choosing',
      states: {
        choosing: {
          on: {
            CHOOSE: [
              {
                guard: { type: 'isUpload', params: ({ event }) => ({ method: event.method }) },
                target: 'upload',
                actions: { type: 'choose', params: { method: 'upload' } },
              },
              { target: 'build', actions: { type: 'choose', params: { method: 'build' } } },
            ],
            BACK: '#talentOnboarding.welcome',
          },
        },
        upload: { on: { BACK: 'choosing' } },
        build: { on: { BACK: 'choosing' } },
      },
      on: {
        RESUME_SAVED: [
          {
            guard: { type: 'isPublished', params: ({ event }) => ({ draft: event.resume.draft }) },
            target: 'finishing',
            actions: { type: 'keepResume', params: ({ event }) => ({ resume: event.resume }) },
          },
          // A draft: saved ("Resume draft saved" by the resume machine), onboarding goes on (docs/product.md §2).
          { actions: { type: 'keepResume', params: ({ event }) => ({ resume: event.resume }) } },
        ],
      },
    },
    finishing: {
      tags: 'busy',
      entry: 'clearError',
      invoke: {
        id: 'finishOnboarding',
        src: 'finishOnboarding',
        input: ({ context }) => ({ user: context.user, resume: context.resume }),
        onDone: { target: 'done', actions: { type: 'finished', params: ({ event }) => ({ user: event.output }) } },
        onError: failTo('failed'),
      },
    },
    failed: {
      on: { RETRY: 'finishing' },
    },
    done: {
      type: 'final',
      description:
        'Output: the updated user; the portal sends USER_UPDATED to the session and follows the root redirect.',
    },
  },
})

export type TalentOnboardingMachine = typeof talentOnboardingMachine
export type TalentOnboardingSnapshot = SnapshotFrom<TalentOnboardingMachine>
