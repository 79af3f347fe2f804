import type { WalkModel } from '../testing/walk.ts'
import { RESUME_POLL_EVENT, type ResumeContext, type ResumeEvent, type ResumeInput } from './resume.machine.ts'

export const resumeFile = { name: 'ada-lovelace-cv.pdf' }
export const parsedFields = { title: 'Analytical engine programmer', firstName: 'Ada', skills: ['Mathematics'] }

/** A talent without a resume; two polls at most (the walk stays small); a poll interval no story waits for. */
export const resumeInput: ResumeInput = { talentId: 't-3', resume: null, maxPolls: 2, pollIntervalMs: 3_600_000 }

export const RESUME_ACTORS = ['uploadResume', 'getParseJob', 'saveDraft', 'publishResume']

/** The machine's events plus the end of a poll wait (a delayed event, clicked in the diagram). */
export const resumeModel: WalkModel<ResumeEvent | { type: typeof RESUME_POLL_EVENT }> = {
  serializeContext: (context: ResumeContext) => ({
    resume: context.resume,
    job: context.parseJobId !== null,
    polls: context.polls,
  }),
  events: [
    { type: 'UPLOAD', file: resumeFile, label: resumeFile.name },
    { type: 'BUILD' },
    { type: 'EDIT' },
    { type: 'CHANGE', fields: { title: 'Engineer' }, label: 'title' },
    { type: 'SAVE_DRAFT' },
    { type: 'PUBLISH' },
    { type: 'RETRY' },
    { type: 'CANCEL' },
    { type: RESUME_POLL_EVENT, label: 'poll interval elapsed' },
  ],
  outcomes: {
    uploadResume: [
      { label: 'job', output: { parseJobId: 'job-1' } },
      { label: '413', error: { status: 413, message: 'The file is too large.' } },
    ],
    getParseJob: [
      { label: 'done', output: { status: 'done', result: parsedFields } },
      { label: 'running', output: { status: 'running' } },
      { label: 'failed', output: { status: 'failed' } },
      { label: 'network', error: new TypeError('Failed to fetch') },
    ],
    saveDraft: [
      { label: 'saved', output: { id: 'r-3' } },
      { label: '400', error: { status: 400, message: 'title: Required' } },
    ],
    publishResume: [
      { label: 'published', output: { id: 'r-3' } },
      { label: '400', error: { status: 400, message: 'title: Required' } },
    ],
  },
}
