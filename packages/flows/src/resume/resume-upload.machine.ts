import { assign, setup, type SnapshotFrom } from 'xstate'
import { effect, failTo } from '../shared/effects.ts'
import { failureOf, NO_FEEDBACK, type Feedback } from '../shared/failure.ts'
import { SUCCESS_MESSAGES } from '../shared/messages.ts'

/** A file to upload: a browser `File` in the portal, `{ name, size }` in tests. */
export interface ResumeFile {
  name: string
  size: number
}

/** The contract's ParseJobStatus. */
export type ParseJobStatus = 'queued' | 'running' | 'succeeded' | 'failed'

/** What GET /get_parse_job/{id} answers, as far as the flow reads it. */
export interface ParseJob {
  id: string
  status: ParseJobStatus
  /** The resume the job writes into (the talent's draft). */
  targetId: string | null
  /** Why it failed (a scan without text...), in the server's words. */
  error: string | null
}

/** What POST /resume/upload answers, as far as the flow reads it. */
export interface ResumeUpload {
  resumeId: string | null
  parseJob: ParseJob
}

export const UPLOAD_POLL_INTERVAL_MS = 1500
export const UPLOAD_MAX_POLLS = 40
export const PARSE_TIMED_OUT = 'Reading your file took too long. Try again, or start from scratch.'
export const PARSE_FAILED = 'Your file could not be read.'

export interface ResumeUploadInput {
  /** @default UPLOAD_POLL_INTERVAL_MS */
  pollIntervalMs?: number
  /** Polls before giving up. @default UPLOAD_MAX_POLLS */
  maxPolls?: number
}

export interface ResumeUploadContext extends Feedback {
  file: ResumeFile | null
  /** Bytes sent so far of `file`, from the upload's progress events. */
  sent: number
  job: ParseJob | null
  resumeId: string | null
  polls: number
  pollIntervalMs: number
  maxPolls: number
}

export type ResumeUploadEvent =
  /** A file was chosen (the drop zone, after the browser's checks of type and size). */
  | { type: 'UPLOAD'; file: ResumeFile }
  /** The upload's progress (XMLHttpRequest `upload.onprogress`). */
  | { type: 'PROGRESS'; sent: number }
  /** After a failure: poll the same job again, or send the same file again. */
  | { type: 'RETRY' }
  /** Stop the upload (it is aborted) or stop waiting for the job. */
  | { type: 'CANCEL' }

/** The parse's progress in words (docs/product.md §2 /upload/{type}). */
export const PARSE_STATUS_TEXT: Record<ParseJobStatus, string> = {
  queued: 'Waiting for a free reader…',
  running: 'Reading your resume…',
  succeeded: 'Your resume was read.',
  failed: 'Your file could not be read.',
}

export const resumeUploadMachine = setup({
  types: {
    context: {} as ResumeUploadContext,
    events: {} as ResumeUploadEvent,
    input: {} as ResumeUploadInput,
    output: {} as { resumeId: string; parseJobId: string },
    tags: {} as 'busy',
  },
  actors: {
    /** POST /resume/upload (multipart `file`, with progress): the file is stored on the draft and a job queued. */
    uploadResume: effect<ResumeUpload, { file: ResumeFile }>('resumeUploadMachine', 'uploadResume'),
    /** GET /get_parse_job/{id}. */
    getParseJob: effect<ParseJob, { parseJobId: string }>('resumeUploadMachine', 'getParseJob'),
  },
  delays: {
    pollInterval: ({ context }) => context.pollIntervalMs,
  },
  guards: {
    hasSucceeded: (_, params: { job: ParseJob }) => params.job.status === 'succeeded',
    hasFailed: (_, params: { job: ParseJob }) => params.job.status === 'failed',
    hasPollsLeft: ({ context }) => context.polls < context.maxPolls,
    isJobGoing: ({ context }) => context.job?.status === 'queued' || context.job?.status === 'running',
  },
  actions: {
    chooseFile: assign((_, params: { file: ResumeFile }) => ({
      file: params.file,
      sent: 0,
      job: null,
      resumeId: null,
      polls: 0,
      ...NO_FEEDBACK,
    })),
    progress: assign(({ context }, params: { sent: number }) => ({
      sent: Math.min(Math.max(params.sent, context.sent), context.file?.size ?? params.sent),
    })),
    resend: assign({ sent: 0, ...NO_FEEDBACK }),
    uploaded: assign(({ context }, params: { upload: ResumeUpload }) => ({
      sent: context.file?.size ?? context.sent,
      job: params.upload.parseJob,
      resumeId: params.upload.resumeId ?? params.upload.parseJob.targetId,
      polls: 0,
      message: SUCCESS_MESSAGES.resumeFileUploaded,
    })),
    restartPolling: assign({ polls: 0, ...NO_FEEDBACK }),
    countPoll: assign(({ context }) => ({ polls: context.polls + 1 })),
    takeJob: assign(({ context }, params: { job: ParseJob }) => ({
      job: params.job,
      resumeId: params.job.targetId ?? context.resumeId,
    })),
    clearFeedback: assign(NO_FEEDBACK),
    fail: assign((_, params: { error: unknown }) => ({ ...failureOf(params.error), message: null })),
    failParse: assign((_, params: { message: string }) => ({ ...NO_FEEDBACK, error: params.message })),
  },
}).createMachine({
  id: 'resumeUpload',
  description:
    'Resume upload (docs/product.md §2 /upload/{type}; ADR 0059, 0061): send the file with progress, then poll its parse job until read.',
  context: ({ input }) => ({
    file: null,
    sent: 0,
    job: null,
    resumeId: null,
    polls: 0,
    pollIntervalMs: input.pollIntervalMs ?? UPLOAD_POLL_INTERVAL_MS,
    maxPolls: input.maxPolls ?? UPLOAD_MAX_POLLS,
    ...NO_FEEDBACK,
  }),
  initial: 'choosing',
  output: ({ context }) => ({ resumeId: context.resumeId!, parseJobId: context.job!.id }),
  states: {
    choosing: {
      on: {
        UPLOAD: { target: 'uploading', actions: { type: 'chooseFile', params: ({ event }) => ({ file: event.file }) } },
      },
    },
    uploading: {
      tags: 'busy',
      invoke: {
        id: 'uploadResume',
        src: 'uploadResume',
        // Only UPLOAD (which sets the file) and RETRY after a failed upload lead here.
        input: ({ context }) => ({ file: context.file! }),
        onDone: {
          target: 'parsing',
          actions: { type: 'uploaded', params: ({ event }) => ({ upload: event.output }) },
        },
        onError: failTo('failed'),
      },
      on: {
        PROGRESS: { actions: { type: 'progress', params: ({ event }) => ({ sent: event.sent }) } },
        // Leaving the state stops the invoked upload, which aborts the request.
        CANCEL: { target: 'choosing', actions: 'clearFeedback' },
      },
    },
    parsing: {
      tags: 'busy',
      initial: 'fetching',
      on: { CANCEL: { target: 'choosing', actions: 'clearFeedback' } },
      states: {
        fetching: {
          entry: 'countPoll',
          invoke: {
            id: 'getParseJob',
            src: 'getParseJob',
            input: ({ context }) => ({ parseJobId: context.job!.id }),
            onDone: [
              {
                guard: { type: 'hasSucceeded', params: ({ event }) => ({ job: event.output }) },
                target: '#resumeUpload.parsed',
                actions: { type: 'takeJob', params: ({ event }) => ({ job: event.output }) },
              },
              {
                guard: { type: 'hasFailed', params: ({ event }) => ({ job: event.output }) },
                target: '#resumeUpload.failed',
                actions: [
                  { type: 'takeJob', params: ({ event }) => ({ job: event.output }) },
                  {
                    type: 'failParse',
                    params: ({ event }) => ({ message: event.output.error?.trim() || PARSE_FAILED }),
                  },
                ],
              },
              {
                guard: 'hasPollsLeft',
                target: 'waiting',
                actions: { type: 'takeJob', params: ({ event }) => ({ job: event.output }) },
              },
              { target: '#resumeUpload.failed', actions: { type: 'failParse', params: { message: PARSE_TIMED_OUT } } },
            ],
            onError: failTo('#resumeUpload.failed'),
          },
        },
        waiting: {
          after: { pollInterval: 'fetching' },
        },
      },
    },
    failed: {
      description: "The upload or the parse failed; `error` says why (the server's words for a scan without text).",
      on: {
        RETRY: [
          // A failed job is final on the server: retrying polls only a job that was still going (timeout, offline).
          { guard: 'isJobGoing', target: 'parsing', actions: 'restartPolling' },
          { target: 'uploading', actions: 'resend' },
        ],
        UPLOAD: { target: 'uploading', actions: { type: 'chooseFile', params: ({ event }) => ({ file: event.file }) } },
        CANCEL: { target: 'choosing', actions: 'clearFeedback' },
      },
    },
    parsed: {
      type: 'final',
      description: 'Read: the portal opens the editor on the draft for the confirm step.',
    },
  },
})

export type ResumeUploadMachine = typeof resumeUploadMachine
export type ResumeUploadSnapshot = SnapshotFrom<ResumeUploadMachine>

/** The delayed event that ends a wait between two polls (for diagrams and model tests). */
export const UPLOAD_POLL_EVENT = 'xstate.after.pollInterval.resumeUpload.parsing.waiting'
