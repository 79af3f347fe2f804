import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate'
import { failureOf, notProvided } from '../shared/effects.ts'
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

export interface VacancyContext {
  companyId: string
  vacancy: VacancyRecord | null
  /** The fields of the last save request. */
  fields: VacancyFields
  message: string | null
  error: string | null
  status: number | null
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

const actorsOf = {
  /** POST /vacancy/draft { companyId, ...fields }: resolves the new vacancy `{ id }`. */
  saveDraft: fromPromise<{ id: string }, VacancySaveInput>(notProvided('vacancyMachine', 'saveDraft')),
  /** POST /vacancy { companyId, ...fields } (with the draft's id when publishing one): resolves `{ id }`. */
  createVacancy: fromPromise<{ id: string }, VacancySaveInput>(notProvided('vacancyMachine', 'createVacancy')),
  /** PUT /vacancy/{id}. */
  updateVacancy: fromPromise<unknown, VacancySaveInput>(notProvided('vacancyMachine', 'updateVacancy')),
  /** POST /vacancy/{id}/archive. */
  archiveVacancy: fromPromise<unknown, VacancyIdInput>(notProvided('vacancyMachine', 'archiveVacancy')),
  /** DELETE /vacancy/{id}. */
  deleteVacancy: fromPromise<unknown, VacancyIdInput>(notProvided('vacancyMachine', 'deleteVacancy')),
}

const fail = {
  actions: { type: 'fail' as const, params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) },
}

export const vacancyMachine = setup({
  types: {
    context: {} as VacancyContext,
    events: {} as VacancyEvent,
    input: {} as VacancyInput,
    tags: {} as 'busy',
  },
  actors: actorsOf,
  guards: {
    isStatus: ({ context }, params: { status: VacancyStatus }) => context.vacancy?.status === params.status,
  },
  actions: {
    setFields: assign((_, params: { fields: VacancyFields }) => ({
      fields: params.fields,
      message: null,
      error: null,
      status: null,
    })),
    clearMessages: assign({ message: null, error: null, status: null }),
    store: assign(({ context }, params: { id?: string; status: VacancyStatus; message: string }) => ({
      vacancy: { id: params.id ?? context.vacancy?.id ?? '', status: params.status },
      message: params.message,
    })),
    say: assign((_, params: { message: string }) => ({ message: params.message })),
    fail: assign((_, params: { error: unknown }) => failureOf(params.error)),
  },
}).createMachine({
  id: 'vacancy',
  description: 'Vacancy lifecycle (spec 4, 7, 8): draft, active, archived, deleted.',
  context: ({ input }) => ({
    companyId: input.companyId,
    vacancy: input.vacancy ?? null,
    fields: {},
    message: null,
    error: null,
    status: null,
  }),
  initial: 'routing',
  states: {
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
      initial: 'editing',
      states: {
        editing: {
          on: {
            SAVE_DRAFT: {
              target: 'savingDraft',
              actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) },
            },
            CREATE: {
              target: 'creating',
              actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) },
            },
          },
        },
        savingDraft: {
          tags: 'busy',
          invoke: {
            id: 'saveDraft',
            src: 'saveDraft',
            input: ({ context }) => ({ companyId: context.companyId, id: null, fields: context.fields }),
            onDone: {
              target: '#vacancy.draft',
              actions: {
                type: 'store',
                params: ({ event }) => ({
                  id: event.output.id,
                  status: 'draft' as const,
                  message: SUCCESS_MESSAGES.vacancyCreated,
                }),
              },
            },
            onError: { target: 'editing', ...fail },
          },
        },
        creating: {
          tags: 'busy',
          invoke: {
            id: 'createVacancy',
            src: 'createVacancy',
            input: ({ context }) => ({ companyId: context.companyId, id: null, fields: context.fields }),
            onDone: {
              target: '#vacancy.active',
              actions: {
                type: 'store',
                params: ({ event }) => ({
                  id: event.output.id,
                  status: 'active' as const,
                  message: SUCCESS_MESSAGES.vacancyCreated,
                }),
              },
            },
            onError: { target: 'editing', ...fail },
          },
        },
      },
    },
    draft: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            SAVE_DRAFT: {
              target: 'saving',
              actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) },
            },
            CREATE: {
              target: 'publishing',
              actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) },
            },
            DELETE: { target: 'deleting', actions: 'clearMessages' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateVacancy',
            src: 'updateVacancy',
            input: ({ context }) => ({
              companyId: context.companyId,
              id: context.vacancy?.id ?? null,
              fields: context.fields,
            }),
            onDone: { target: 'idle', actions: { type: 'say', params: { message: SUCCESS_MESSAGES.vacancyUpdated } } },
            onError: { target: 'idle', ...fail },
          },
        },
        publishing: {
          tags: 'busy',
          invoke: {
            id: 'createVacancy',
            src: 'createVacancy',
            input: ({ context }) => ({
              companyId: context.companyId,
              id: context.vacancy?.id ?? null,
              fields: context.fields,
            }),
            onDone: {
              target: '#vacancy.active',
              actions: {
                type: 'store',
                params: ({ event }) => ({
                  id: event.output.id,
                  status: 'active' as const,
                  message: SUCCESS_MESSAGES.vacancyCreated,
                }),
              },
            },
            onError: { target: 'idle', ...fail },
          },
        },
        deleting: {
          tags: 'busy',
          invoke: {
            id: 'deleteVacancy',
            src: 'deleteVacancy',
            input: ({ context }) => ({ id: context.vacancy?.id ?? '' }),
            onDone: { target: '#vacancy.deleted' },
            onError: { target: 'idle', ...fail },
          },
        },
      },
    },
    active: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            UPDATE: {
              target: 'saving',
              actions: { type: 'setFields', params: ({ event }) => ({ fields: event.fields }) },
            },
            ARCHIVE: { target: 'archiving', actions: 'clearMessages' },
            DELETE: { target: 'deleting', actions: 'clearMessages' },
          },
        },
        saving: {
          tags: 'busy',
          invoke: {
            id: 'updateVacancy',
            src: 'updateVacancy',
            input: ({ context }) => ({
              companyId: context.companyId,
              id: context.vacancy?.id ?? null,
              fields: context.fields,
            }),
            onDone: { target: 'idle', actions: { type: 'say', params: { message: SUCCESS_MESSAGES.vacancyUpdated } } },
            onError: { target: 'idle', ...fail },
          },
        },
        archiving: {
          tags: 'busy',
          invoke: {
            id: 'archiveVacancy',
            src: 'archiveVacancy',
            input: ({ context }) => ({ id: context.vacancy?.id ?? '' }),
            onDone: {
              target: '#vacancy.archived',
              actions: {
                type: 'store',
                params: { status: 'archived' as const, message: SUCCESS_MESSAGES.vacancyArchived },
              },
            },
            onError: { target: 'idle', ...fail },
          },
        },
        deleting: {
          tags: 'busy',
          invoke: {
            id: 'deleteVacancy',
            src: 'deleteVacancy',
            input: ({ context }) => ({ id: context.vacancy?.id ?? '' }),
            onDone: { target: '#vacancy.deleted' },
            onError: { target: 'idle', ...fail },
          },
        },
      },
    },
    archived: {
      description: 'Read only (spec 7 has no unarchive call); it can still be deleted.',
      initial: 'idle',
      states: {
        idle: { on: { DELETE: { target: 'deleting', actions: 'clearMessages' } } },
        deleting: {
          tags: 'busy',
          invoke: {
            id: 'deleteVacancy',
            src: 'deleteVacancy',
            input: ({ context }) => ({ id: context.vacancy?.id ?? '' }),
            onDone: { target: '#vacancy.deleted' },
            onError: { target: 'idle', ...fail },
          },
        },
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
