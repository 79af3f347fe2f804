import { assign, setup, type SnapshotFrom } from 'xstate'
import { effect, failTo } from '../shared/effects.ts'
import { failureOf, NO_FEEDBACK, type Feedback } from '../shared/failure.ts'
import { SUCCESS_MESSAGES } from '../shared/messages.ts'
import {
  publishBlockers,
  REVIEW_MESSAGE,
  reviewAfterChange,
  reviewOf,
  type ParsedField,
  type PublishBlocker,
  type Review,
  type ReviewKey,
} from './resume.review.ts'
import { emptyResumeValues, resumeSchema, toResumeBody, type ResumeBody, type ResumeValues } from './resume.schemas.ts'

/** The talent's resume as /me names it: its id and whether it is the draft. */
export interface ResumeRecord {
  id: string
  draft: boolean
}

/** Quiet draft saves wait this long after the last change (ADR 0061). */
export const AUTOSAVE_DELAY_MS = 2000
export const SAVE_INCOMPLETE = 'Complete the marked fields to save your draft.'
export const PUBLISH_INCOMPLETE = 'Your resume is not ready to publish yet.'

export interface ResumeInput {
  talentId: string
  /** What the editor opens: the draft, else the published resume, else null (a new draft on the first save). */
  resume: ResumeRecord | null
  /** The talent has a published resume: publishing replaces it ("Resume updated") instead of going live first. */
  hasPublished: boolean
  /** The saved values. @default emptyResumeValues */
  values?: ResumeValues
  /** The fields the draft's parse job read (`parsedFieldsOf(job.result)`), each to be checked before publishing. */
  parsed?: ParsedField[]
  /** @default AUTOSAVE_DELAY_MS */
  autosaveMs?: number
}

export interface ResumeContext extends Feedback {
  talentId: string
  resume: ResumeRecord | null
  hasPublished: boolean
  values: ResumeValues
  parsed: ParsedField[]
  review: Review
  /** When the server last saved the draft (its `updatedAt`), for "Saved at 10:42". */
  savedAt: string | null
  /** Why the last PUBLISH was refused; empty otherwise. */
  blockers: PublishBlocker[]
  /** Set by the first publish: the portal then leaves for /matching. */
  firstPublish: boolean
  autosaveMs: number
}

export type ResumeEvent =
  /** The editor's values changed (the whole form). */
  | { type: 'CHANGE'; values: ResumeValues }
  /** "Looks right" on a field read from the file. */
  | { type: 'CONFIRM'; field: ReviewKey }
  | { type: 'SAVE_DRAFT' }
  | { type: 'PUBLISH' }

export interface SaveResumeInput {
  talentId: string
  body: ResumeBody
}

/** What a save answers (the saved Resume, as far as the machine reads it). */
export interface SavedResumeRecord {
  id: string
  updatedAt: string
}

const saveInput = ({ context }: { context: ResumeContext }): SaveResumeInput => ({
  talentId: context.talentId,
  body: toResumeBody(resumeSchema.parse(context.values)),
})

export const resumeMachine = setup({
  types: {
    context: {} as ResumeContext,
    events: {} as ResumeEvent,
    input: {} as ResumeInput,
    tags: {} as 'busy' | 'unsaved',
  },
  actors: {
    /** POST /resume/draft: creates or replaces the talent's draft ("Resume draft saved"). */
    saveDraft: effect<SavedResumeRecord, SaveResumeInput>('resumeMachine', 'saveDraft'),
    /** POST /resume: publishes (replacing the published resume's content, keeping its id) and drops the draft. */
    publishResume: effect<SavedResumeRecord, SaveResumeInput>('resumeMachine', 'publishResume'),
  },
  delays: {
    autosave: ({ context }) => context.autosaveMs,
  },
  guards: {
    isSavable: ({ context }) => resumeSchema.safeParse(context.values).success,
    isPublishable: ({ context }) =>
      resumeSchema.safeParse(context.values).success && publishBlockers(context.values, context.review).length === 0,
  },
  actions: {
    change: assign(({ context }, params: { values: ResumeValues }) => ({
      values: params.values,
      review: reviewAfterChange(context.review, context.values, params.values),
      blockers: [],
    })),
    confirm: assign(({ context }, params: { field: ReviewKey }) => {
      if (context.review[params.field] !== 'unchecked') return {}
      const review: Review = { ...context.review, [params.field]: 'confirmed' }
      return { review, blockers: context.blockers.filter((b) => b.field !== params.field || b.kind !== 'unchecked') }
    }),
    clearFeedback: assign({ ...NO_FEEDBACK, blockers: [] }),
    refuseSave: assign({ ...NO_FEEDBACK, error: SAVE_INCOMPLETE }),
    refusePublish: assign(({ context }) => {
      const blockers = publishBlockers(context.values, context.review)
      const reviewOnly = blockers.length > 0 && blockers.every((b) => b.kind === 'unchecked')
      return { ...NO_FEEDBACK, blockers, error: reviewOnly ? REVIEW_MESSAGE : PUBLISH_INCOMPLETE }
    }),
    savedDraft: assign((_, params: { saved: SavedResumeRecord; message: string | null }) => ({
      resume: { id: params.saved.id, draft: true },
      savedAt: params.saved.updatedAt,
      ...NO_FEEDBACK,
      message: params.message,
    })),
    published: assign(({ context }, params: { saved: SavedResumeRecord }) => ({
      resume: { id: params.saved.id, draft: false },
      savedAt: params.saved.updatedAt,
      firstPublish: !context.hasPublished,
      hasPublished: true,
      // Published: what was read from the file is now the talent's own, checked resume.
      parsed: [],
      review: {},
      ...NO_FEEDBACK,
      message: SUCCESS_MESSAGES.resumeUpdated,
    })),
    fail: assign((_, params: { error: unknown }) => ({ ...failureOf(params.error), message: null })),
  },
}).createMachine({
  id: 'resume',
  description:
    'Resume editor (docs/product.md §2, §4; ADR 0061): quiet draft saves after each pause, "Save draft", and publish once complete and every parsed field is checked.',
  context: ({ input }) => {
    const parsed = input.parsed ?? []
    return {
      talentId: input.talentId,
      resume: input.resume,
      hasPublished: input.hasPublished,
      values: input.values ?? emptyResumeValues,
      parsed,
      review: reviewOf(parsed),
      savedAt: null,
      blockers: [],
      firstPublish: false,
      autosaveMs: input.autosaveMs ?? AUTOSAVE_DELAY_MS,
      ...NO_FEEDBACK,
    }
  },
  initial: 'editing',
  on: {
    CONFIRM: { actions: { type: 'confirm', params: ({ event }) => ({ field: event.field }) } },
  },
  states: {
    editing: {
      initial: 'saved',
      on: {
        CHANGE: { target: '.changed', reenter: true, actions: { type: 'change', params: ({ event }) => event } },
        SAVE_DRAFT: [
          { guard: 'isSavable', target: 'savingDraft', actions: 'clearFeedback' },
          { target: '.incomplete', actions: 'refuseSave' },
        ],
        PUBLISH: [
          { guard: 'isPublishable', target: 'publishing', actions: 'clearFeedback' },
          { actions: 'refusePublish' },
        ],
      },
      states: {
        saved: { description: 'Nothing unsaved.' },
        changed: {
          tags: 'unsaved',
          description: 'Unsaved changes; saved quietly after a pause.',
          after: { autosave: [{ guard: 'isSavable', target: 'autosaving' }, { target: 'incomplete' }] },
        },
        autosaving: {
          tags: 'unsaved',
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: saveInput,
            onDone: {
              target: 'saved',
              actions: { type: 'savedDraft', params: ({ event }) => ({ saved: event.output, message: null }) },
            },
            onError: failTo('failed'),
          },
        },
        incomplete: { tags: 'unsaved', description: 'Unsaved: a field is not valid yet, so nothing is sent.' },
        failed: {
          tags: 'unsaved',
          description: 'Unsaved: the last save failed; the next change or "Save draft" tries again.',
        },
      },
    },
    savingDraft: {
      tags: ['busy', 'unsaved'],
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: saveInput,
        onDone: {
          target: 'editing.saved',
          actions: {
            type: 'savedDraft',
            params: ({ event }) => ({ saved: event.output, message: SUCCESS_MESSAGES.resumeDraftSaved }),
          },
        },
        onError: failTo('editing.failed'),
      },
    },
    publishing: {
      tags: ['busy', 'unsaved'],
      invoke: {
        id: 'publishResume',
        src: 'publishResume',
        input: saveInput,
        onDone: {
          target: 'published',
          actions: { type: 'published', params: ({ event }) => ({ saved: event.output }) },
        },
        onError: failTo('editing.failed'),
      },
    },
    published: {
      description: '"Resume updated". A first publish leaves for /matching; further changes start a new draft.',
      on: {
        CHANGE: {
          target: 'editing.changed',
          actions: ['clearFeedback', { type: 'change', params: ({ event }) => event }],
        },
      },
    },
  },
})

export type ResumeMachine = typeof resumeMachine
export type ResumeSnapshot = SnapshotFrom<ResumeMachine>

/** The delayed event that ends the pause before a quiet save (for diagrams and model tests). */
export const RESUME_AUTOSAVE_EVENT = 'xstate.after.autosave.resume.editing.changed'
