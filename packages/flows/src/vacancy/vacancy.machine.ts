import { assign, setup, type SnapshotFrom } from 'xstate'
import { effect, failTo } from '../shared/effects.ts'
import { failureOf, NO_FEEDBACK, type Feedback } from '../shared/failure.ts'
import { SUCCESS_MESSAGES } from '../shared/messages.ts'

/** The editable fields of a vacancy (the create-vacancy form's values; structural). */
export type VacancyFields = Record<string, unknown>

export type VacancyStatus = 'draft' | 'active' | 'archived'

export interface VacancyRecord {
  id: string
  status: VacancyStatus
}

export interface VacancyInput {
  companyId: string
  /** The vacancy being edited; absent on /create-vacancy without an id. */
  vacancy?: VacancyRecord | null
}

export interface VacancyContext extends Feedback {
  companyId: string
  vacancy: VacancyRecord | null
  /** The fields of the last save request. */
  fields: VacancyFields
}

export type VacancyEvent =
  /** Save without publishing (POST /vacancy/draft, then PUT /vacancy/{id}). */
  | { type: 'SAVE_DRAFT'; fields: VacancyFields }
  /** Publish: POST /vacancy (a new one, or the draft's fields). */
  | { type: 'CREATE'; fields: VacancyFields }
  /** Save an active vacancy (PUT /vacancy/{id}). */
  | { type: 'UPDATE'; fields: VacancyFields }
  | { type: 'ARCHIVE' }
  | { type: 'DELETE' }

export interface VacancySaveInput {
  companyId: string
  /** null when the vacancy does not exist yet. */
  id: string | null
  fields: VacancyFields
}
export interface VacancyIdInput {
  id: string
}

const saveInput = ({ context }: { context: VacancyContext }): VacancySaveInput => ({
  companyId: context.companyId,
  id: context.vacancy?.id ?? null,
  fields: context.fields,
})
// Only the states of an existing vacancy (draft, active, archived) start these requests.
const idInput = ({ context }: { context: VacancyContext }): VacancyIdInput => ({ id: context.vacancy!.id })

export const vacancyMachine = setup({
  types: {
    context: {} as VacancyContext,
    events: {} as VacancyEvent,
    input: {} as VacancyInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /vacancy/draft { companyId, ...fields }: resolves the new vacancy `{ id }`. */
    saveDraft: effect<{ id: string }, VacancySaveInput>('vacancyMachine', 'saveDraft'),
    /** POST /vacancy { companyId, ...fields } (with the draft's id when publishing one): resolves `{ id }`. */
    createVacancy: effect<{ id: string }, VacancySaveInput>('vacancyMachine', 'createVacancy'),
    /** PUT /vacancy/{id}. */
    updateVacancy: effect<unknown, VacancySaveInput>('vacancyMachine', 'updateVacancy'),
    /** POST /vacancy/{id}/archive. */
    archiveVacancy: effect<unknown, VacancyIdInput>('vacancyMachine', 'archiveVacancy'),
    /** DELETE /vacancy/{id}. */
    deleteVacancy: effect<unknown, VacancyIdInput>('vacancyMachine', 'deleteVacancy'),
  },
  guards: {
    isStatus: ({ context }, params: { status: VacancyStatus }) => context.vacancy?.status === params.status,
  },
  actions: {
    setFields: assign((_, params: { fields: VacancyFields }) => ({ fields: params.fields, ...NO_FEEDBACK })),
    clearFeedback: assign(NO_FEEDBACK),
    store: assign((_, params: { vacancy: VacancyRecord; message: string }) => ({
      vacancy: params.vacancy,
      message: params.message,
    })),
    say: assign((_, params: { message: string }) => ({ message: params.message })),
    fail: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'vacancy',
  description: 'Vacancy lifecycle (docs/product.md §4, §7, §8): draft, active, archived, deleted.',
  context: ({ input }) => ({
    companyId: input.companyId,
    vacancy: input.vacancy ?? null,
    fields: {},
    ...NO_FEEDBACK,
  }),
  initial: 'routing',
  states: {
    // The state of the vacancy's status: at start, and after every request (a failed one returns where it began).
    routing: {
      always: [
        { guard: { type: 'isStatus', params: { status: 'draft' } }, target: 'draft' },
        { guard: { type: 'isStatus', params: { status: 'active' } }, target: 'active' },
        { guard: { type: 'isStatus', params: { status: 'archived' } }, target: 'archived' },
        { target: 'new' },
      ],
    },
    new: {
      description: 'The create-vacancy form, nothing saved yet.',
      on: {
        SAVE_DRAFT: {
          target: 'savingDraft',
          actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) },
        },
        CREATE: {
          target: 'publishing',
          actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) },
        },
      },
    },
    draft: {
      on: {
        SAVE_DRAFT: {
          target: 'saving',
          actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) },
        },
        CREATE: {
          target: 'publishing',
          actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) },
        },
        DELETE: { target: 'deleting', actions: 'clearFeedback' },
      },
    },
    active: {
      on: {
        UPDATE: { target: 'saving', actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) } },
        ARCHIVE: { target: 'archiving', actions: 'clearFeedback' },
        DELETE: { target: 'deleting', actions: 'clearFeedback' },
      },
    },
    archived: {
      description: 'Read only (docs/product.md §7 has no unarchive call); it can still be deleted.',
      on: { DELETE: { target: 'deleting', actions: 'clearFeedback' } },
    },
    // One state per request, whichever status it starts from.
    savingDraft: {
      description: 'The first draft save creates the vacancy record.',
      tags: 'busy',
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: saveInput,
        onDone: {
          target: 'draft',
          actions: {
            type: 'store',
            params: ({ event }) => ({
              vacancy: { id: event.output.id, status: 'draft' as const },
              message: SUCCESS_MESSAGES.vacancyCreated,
            }),
          },
        },
        onError: failTo('routing'),
      },
    },
    saving: {
      tags: 'busy',
      invoke: {
        id: 'updateVacancy',
        src: 'updateVacancy',
        input: saveInput,
        onDone: { target: 'routing', actions: { type: 'say', params: { message: SUCCESS_MESSAGES.vacancyUpdated } } },
        onError: failTo('routing'),
      },
    },
    publishing: {
      description: 'A new vacancy, or the draft by its id.',
      tags: 'busy',
      invoke: {
        id: 'createVacancy',
        src: 'createVacancy',
        input: saveInput,
        onDone: {
          target: 'active',
          actions: {
            type: 'store',
            params: ({ event }) => ({
              vacancy: { id: event.output.id, status: 'active' as const },
              message: SUCCESS_MESSAGES.vacancyCreated,
            }),
          },
        },
        onError: failTo('routing'),
      },
    },
    archiving: {
      tags: 'busy',
      invoke: {
        id: 'archiveVacancy',
        src: 'archiveVacancy',
        input: idInput,
        onDone: {
          target: 'archived',
          actions: {
            type: 'store',
            params: ({ context }) => ({
              vacancy: { id: context.vacancy!.id, status: 'archived' as const },
              message: SUCCESS_MESSAGES.vacancyArchived,
            }),
          },
        },
        onError: failTo('routing'),
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        id: 'deleteVacancy',
        src: 'deleteVacancy',
        input: idInput,
        onDone: { target: 'deleted' },
        onError: failTo('routing'),
      },
    },
    deleted: {
      type: 'final',
      entry: { type: 'say', params: { message: SUCCESS_MESSAGES.vacancyRemoved } },
    },
  },
})

export type VacancyMachine = typeof vacancyMachine
export type VacancySnapshot = SnapshotFrom<VacancyMachine>

/** Spinner / disabled buttons while a request runs. */
export function isVacancyBusy(snapshot: VacancySnapshot): boolean {
  return snapshot.hasTag('busy')
}
