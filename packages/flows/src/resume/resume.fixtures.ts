import type { WalkModel } from '../testing/walk.ts'
import { RESUME_AUTOSAVE_EVENT, type ResumeContext, type ResumeEvent, type ResumeInput } from './resume.machine.ts'
import { parsedFieldsOf, type ParsedResume } from './resume.review.ts'
import { emptyResumeValues, type ResumeValues } from './resume.schemas.ts'
import {
  UPLOAD_POLL_EVENT,
  type ResumeUploadContext,
  type ResumeUploadEvent,
  type ResumeUploadInput,
} from './resume-upload.machine.ts'

export const resumeFile = { name: 'ada-lovelace-cv.pdf', size: 120_000 }

/** What a parse read from Ada's file: a sure headline, a guessed location, two skills (one by its alias). */
export const parsedResume: ParsedResume = {
  kind: 'resume',
  textLength: 1840,
  fields: {
    fullName: { value: 'Ada Lovelace', confidence: 0.95, source: 'Ada Lovelace' },
    title: { value: 'Analytical engine programmer', confidence: 0.9, source: 'Analytical engine programmer' },
    location: { value: { country: 'GB', state: 'England', city: 'London' }, confidence: 0.45, source: 'London, UK' },
    skills: [
      { skillId: 's-1', name: 'Mathematics', years: 10, confidence: 0.85, source: 'Mathematics (10 years)' },
      { skillId: 's-2', name: 'JavaScript', years: null, confidence: 0.7, source: 'JS' },
    ],
  },
}

/** The draft a parse wrote: the values the editor opens with. */
export const parsedValues: ResumeValues = {
  ...emptyResumeValues,
  title: 'Analytical engine programmer',
  location: { country: 'GB', state: 'England', city: 'London' },
  skills: [
    { skillId: 's-1', name: 'Mathematics', level: 'intermediate', years: 10 },
    { skillId: 's-2', name: 'JavaScript', level: 'intermediate', years: 0 },
  ],
}

/** A resume ready to publish, typed by hand. */
export const completeValues: ResumeValues = {
  ...emptyResumeValues,
  title: 'Backend engineer',
  location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
  skills: [{ skillId: 's-3', name: 'TypeScript', level: 'expert', years: 8 }],
}

/** A talent's draft read from a file; the autosave pause is an hour, so no story waits for it. */
export const resumeInput: ResumeInput = {
  talentId: 't-3',
  resume: { id: 'r-3', draft: true },
  hasPublished: false,
  values: parsedValues,
  parsed: parsedFieldsOf(parsedResume),
  autosaveMs: 3_600_000,
}

export const RESUME_ACTORS = ['saveDraft', 'publishResume']
export const savedRecord = { id: 'r-3', updatedAt: '2026-03-02T10:42:00.000Z' }

/** The editor's events plus the end of the autosave pause (a delayed event, clicked in the diagram). */
export const resumeModel: WalkModel<ResumeEvent | { type: typeof RESUME_AUTOSAVE_EVENT }> = {
  serializeContext: (context: ResumeContext) => ({
    title: context.values.title,
    review: context.review,
    resume: context.resume,
  }),
  events: [
    { type: 'CHANGE', values: { ...parsedValues, title: 'Engineer' }, label: 'title' },
    { type: 'CHANGE', values: { ...parsedValues, title: '' }, label: 'no title' },
    { type: 'CONFIRM', field: 'title' },
    { type: 'CONFIRM', field: 'location' },
    { type: 'CONFIRM', field: 'skills' },
    { type: 'SAVE_DRAFT' },
    { type: 'PUBLISH' },
    { type: RESUME_AUTOSAVE_EVENT, label: 'pause elapsed' },
  ],
  outcomes: {
    saveDraft: [
      { label: 'saved', output: savedRecord },
      { label: '503', error: { status: 503, message: 'Service unavailable.' } },
    ],
    publishResume: [
      { label: 'published', output: savedRecord },
      { label: '400', error: { status: 400, message: 'title: Required' } },
    ],
  },
}

/** Two polls at most (the walk stays small); a poll interval no story waits for. */
export const resumeUploadInput: ResumeUploadInput = { maxPolls: 2, pollIntervalMs: 3_600_000 }
export const RESUME_UPLOAD_ACTORS = ['uploadResume', 'getParseJob']

export const queuedJob = { id: 'job-1', status: 'queued', targetId: 'r-3', error: null } as const
export const uploadAnswer = { resumeId: 'r-3', parseJob: queuedJob }

export const resumeUploadModel: WalkModel<ResumeUploadEvent | { type: typeof UPLOAD_POLL_EVENT }> = {
  serializeContext: (context: ResumeUploadContext) => ({
    job: context.job?.status ?? null,
    polls: context.polls,
    sent: context.sent,
  }),
  events: [
    { type: 'UPLOAD', file: resumeFile, label: resumeFile.name },
    { type: 'PROGRESS', sent: 60_000, label: 'half sent' },
    { type: 'RETRY' },
    { type: 'CANCEL' },
    { type: UPLOAD_POLL_EVENT, label: 'poll interval elapsed' },
  ],
  outcomes: {
    uploadResume: [
      { label: 'queued', output: uploadAnswer },
      { label: '400', error: { status: 400, message: 'Upload a PDF, DOCX, DOC or TXT file.' } },
    ],
    getParseJob: [
      { label: 'succeeded', output: { ...queuedJob, status: 'succeeded' } },
      { label: 'running', output: { ...queuedJob, status: 'running' } },
      {
        label: 'failed',
        output: { ...queuedJob, status: 'failed', error: 'This PDF has no text. Upload a text PDF or a DOCX file.' },
      },
      { label: 'network', error: new TypeError('Failed to fetch') },
    ],
  },
}
