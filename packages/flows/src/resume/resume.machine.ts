import { assign, setup, type SnapshotFrom } from 'xstate'
import { effect, failTo } from '../shared/effects.ts'
import { failureOf, NO_FEEDBACK, type Feedback } from '../shared/failure.ts'
import { SUCCESS_MESSAGES } from '../shared/messages.ts'

/** The parsed or typed fields of a resume (structural; the resume form's values). */
export type ResumeFields = Record<string, unknown>

/** A file to upload: a browser `File` in the portal, `{ name }` in tests. */
export interface ResumeFile {
  name: string
}

export interface ResumeRecord {
  id: string
  draft: boolean
}

/** What GET /get_parse_job/{id} answers. */
export interface ParseJob {
  status: 'pending' | 'running' | 'done' | 'failed'
  /** The parsed fields, when done. */
  result?: ResumeFields
  error?: string
}

export const RESUME_POLL_INTERVAL_MS = 3000
export const RESUME_MAX_POLLS = 20
export const PARSE_TIMED_OUT = 'Resume parsing took too long. Try again.'
export const PARSE_FAILED = 'The resume could not be read.'

export interface ResumeInput {
  talentId: string
  /** The talent's resume (`user.resume`): absent, a draft or published. */
  resume?: ResumeRecord | null
  /** The saved fields, to edit. */
  fields?: ResumeFields
  /** @default RESUME_POLL_INTERVAL_MS */
  pollIntervalMs?: number
  /** Parse-job polls before giving up. @default RESUME_MAX_POLLS */
  maxPolls?: number
}

export interface ResumeContext extends Feedback {
  talentId: string
  resume: ResumeRecord | null
  fields: ResumeFields
  file: ResumeFile | null
  parseJobId: string | null
  /** Parse-job polls made for the current job. */
  polls: number
  pollIntervalMs: number
  maxPolls: number
}

export type ResumeEvent =
  /** A file was chosen (talent onboarding's "upload", /manage-cv). */
  | { type: 'UPLOAD'; file: ResumeFile }
  /** Build the resume by hand, from blank fields (onboarding's "build"). */
  | { type: 'BUILD' }
  /** Edit the saved resume. */
  | { type: 'EDIT' }
  /** A field changed in the review form. */
  | { type: 'CHANGE'; fields: ResumeFields }
  | { type: 'SAVE_DRAFT' }
  | { type: 'PUBLISH' }
  /** After a failure: poll the same job again, or upload the same file again. */
  | { type: 'RETRY' }
  /** Leave the upload or the form; back to the saved resume. */
  | { type: 'CANCEL' }

export interface UploadResumeInput {
  talentId: string
  file: ResumeFile
}
export interface SaveResumeInput {
  talentId: string
  /** null for a first save. */
  resumeId: string | null
  fields: ResumeFields
}

const saveInput = ({ context }: { context: ResumeContext }): SaveResumeInput => ({
  talentId: context.talentId,
  resumeId: context.resume?.id ?? null,
  fields: context.fields,
})

export const resumeMachine = setup({
  types: {
    context: {} as ResumeContext,
    events: {} as ResumeEvent,
    input: {} as ResumeInput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST /talent/resume/upload (multipart): resolves the parse job `{ parseJobId }`. */
    uploadResume: effect<{ parseJobId: string }, UploadResumeInput>('resumeMachine', 'uploadResume'),
    /** GET /get_parse_job/{id}. */
    getParseJob: effect<ParseJob, { parseJobId: string }>('resumeMachine', 'getParseJob'),
    /** POST /resume/draft: resolves `{ id }`. */
    saveDraft: effect<{ id: string }, SaveResumeInput>('resumeMachine', 'saveDraft'),
    /** POST /talent/{id}/resume: resolves `{ id }`. */
    publishResume: effect<{ id: string }, SaveResumeInput>('resumeMachine', 'publishResume'),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
  guards: {
    isPublished: ({ context }) => context.resume !== null && !context.resume.draft,
    isDraft: ({ context }) => context.resume?.draft === true,
    isParsed: (_, params: { job: ParseJob }) => params.job.status === 'done',
    hasParseFailed: (_, params: { job: ParseJob }) => params.job.status === 'failed',
    hasPollsLeft: ({ context }) => context.polls < context.maxPolls,
    hasParseJob: ({ context }) => context.parseJobId !== null,
  },
  actions: {
    chooseFile: assign((_, params: { file: ResumeFile }) => ({
      file: params.file,
      parseJobId: null,
      polls: 0,
      ...NO_FEEDBACK,
    })),
    clearFeedback: assign(NO_FEEDBACK),
    startJob: assign((_, params: { parseJobId: string }) => ({
      parseJobId: params.parseJobId,
      polls: 0,
      message: SUCCESS_MESSAGES.resumeFileUploaded,
    })),
    restartPolling: assign({ polls: 0, ...NO_FEEDBACK }),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    takeParsed: assign(({ context }, params: { job: ParseJob }) => ({
      fields: { ...context.fields, ...params.job.result },
    })),
    blankFields: assign({ fields: {} }),
    change: assign(({ context }, params: { fields: ResumeFields }) => ({
      fields: { ...context.fields, ...params.fields },
    })),
    saved: assign((_, params: { id: string; draft: boolean; message: string }) => ({
      resume: { id: params.id, draft: params.draft },
      message: params.message,
      file: null,
      parseJobId: null,
    })),
    fail: assign((_, params: { error: unknown }) => ({ ...failureOf(params.error), message: null })),
    failParse: assign((_, params: { message: string }) => ({ ...NO_FEEDBACK, error: params.message })),
  },
}).createMachine({
  id: 'resume',
  description: 'Resume (docs/product.md §3, §4, §7): upload, parse-job polling, review, saved as draft or published.',
  context: ({ input }) => ({
    talentId: input.talentId,
    resume: input.resume ?? null,
    fields: input.fields ?? {},
    file: null,
    parseJobId: null,
    polls: 0,
    pollIntervalMs: input.pollIntervalMs ?? RESUME_POLL_INTERVAL_MS,
    maxPolls: input.maxPolls ?? RESUME_MAX_POLLS,
    ...NO_FEEDBACK,
  }),
  initial: 'routing',
  states: {
    // Back to the saved resume: after start, CANCEL.
    routing: {
      always: [
        { guard: 'isPublished', target: 'published' },
        { guard: 'isDraft', target: 'draft' },
        { target: 'empty' },
      ],
    },
    empty: {
      description: 'No resume yet.',
      on: {
        UPLOAD: { target: 'uploading', actions: { type: 'chooseFile', params: ({ event }) => ({ file: event.file }) } },
        BUILD: { target: 'editing', actions: 'blankFields' },
      },
    },
    draft: {
      on: {
        UPLOAD: { target: 'uploading', actions: { type: 'chooseFile', params: ({ event }) => ({ file: event.file }) } },
        EDIT: { target: 'editing', actions: 'clearFeedback' },
      },
    },
    published: {
      on: {
        UPLOAD: { target: 'uploading', actions: { type: 'chooseFile', params: ({ event }) => ({ file: event.file }) } },
        EDIT: { target: 'editing', actions: 'clearFeedback' },
      },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadResume',
        src: 'uploadResume',
        // Only UPLOAD (which sets the file) and RETRY after a failed upload lead here.
        input: ({ context }) => ({ talentId: context.talentId, file: context.file! }),
        onDone: {
          target: 'parsing',
          actions: { type: 'startJob', params: ({ event }) => ({ parseJobId: event.output.parseJobId }) },
        },
        onError: failTo('failed'),
      },
      // The upload starts with no feedback (chooseFile) and sets none before it is done.
      on: { CANCEL: 'routing' },
    },
    parsing: {
      tags: 'busy',
      initial: 'fetching',
      on: { CANCEL: { target: 'routing', actions: 'clearFeedback' } },
      states: {
        fetching: {
          entry: 'countPoll',
          invoke: {
            id: 'getParseJob',
            src: 'getParseJob',
            input: ({ context }) => ({ parseJobId: context.parseJobId! }),
            onDone: [
              {
                guard: { type: 'isParsed', params: ({ event }) => ({ job: event.output }) },
                target: '#resume.editing',
                actions: { type: 'takeParsed', params: ({ event }) => ({ job: event.output }) },
              },
              {
                guard: { type: 'hasParseFailed', params: ({ event }) => ({ job: event.output }) },
                target: '#resume.failed',
                actions: {
                  type: 'failParse',
                  params: ({ event }) => ({ message: event.output.error?.trim() || PARSE_FAILED }),
                },
              },
              { guard: 'hasPollsLeft', target: 'waiting' },
              { target: '#resume.failed', actions: { type: 'failParse', params: { message: PARSE_TIMED_OUT } } },
            ],
            onError: failTo('#resume.failed'),
          },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
        },
      },
    },
    editing: {
      description: 'The talent reviews the parsed fields (or types them) and confirms.',
      on: {
        CHANGE: { actions: { type: 'change', params: ({ event }) => ({ fields: event.fields }) } },
        SAVE_DRAFT: { target: 'savingDraft', actions: 'clearFeedback' },
        PUBLISH: { target: 'publishing', actions: 'clearFeedback' },
        CANCEL: { target: 'routing', actions: 'clearFeedback' },
      },
    },
    savingDraft: {
      tags: 'busy',
      invoke: {
        id: 'saveDraft',
        src: 'saveDraft',
        input: saveInput,
        onDone: {
          target: 'draft',
          actions: {
            type: 'saved',
            params: ({ event }) => ({ id: event.output.id, draft: true, message: SUCCESS_MESSAGES.resumeDraftSaved }),
          },
        },
        onError: failTo('editing'),
      },
    },
    publishing: {
      tags: 'busy',
      invoke: {
        id: 'publishResume',
        src: 'publishResume',
        input: saveInput,
        onDone: {
          target: 'published',
          actions: {
            type: 'saved',
            params: ({ event }) => ({ id: event.output.id, draft: false, message: SUCCESS_MESSAGES.resumeUpdated }),
          },
        },
        onError: failTo('editing'),
      },
    },
    failed: {
      description: 'Upload or parsing failed; the error says why.',
      on: {
        RETRY: [
          { guard: 'hasParseJob', target: 'parsing', actions: 'restartPolling' },
          { target: 'uploading', actions: 'clearFeedback' },
        ],
        UPLOAD: { target: 'uploading', actions: { type: 'chooseFile', params: ({ event }) => ({ file: event.file }) } },
        BUILD: { target: 'editing', actions: 'clearFeedback' },
        CANCEL: { target: 'routing', actions: 'clearFeedback' },
      },
    },
  },
})

export type ResumeMachine = typeof resumeMachine
export type ResumeSnapshot = SnapshotFrom<ResumeMachine>

/** The delayed event that ends a wait between two polls (for diagrams and model tests). */
export const RESUME_POLL_EVENT = 'xstate.after.pollInterval.resume.parsing.waiting'
