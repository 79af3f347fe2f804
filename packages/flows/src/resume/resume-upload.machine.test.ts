import { afterEach, describe, expect, it, vi } from 'vitest'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState } from '../testing/model-test.ts'
import {
  queuedJob,
  RESUME_UPLOAD_ACTORS,
  resumeFile,
  resumeUploadInput,
  resumeUploadModel,
  uploadAnswer,
} from './resume.fixtures.ts'
import {
  PARSE_FAILED,
  PARSE_STATUS_TEXT,
  PARSE_TIMED_OUT,
  resumeUploadMachine,
  UPLOAD_MAX_POLLS,
  UPLOAD_POLL_EVENT,
  UPLOAD_POLL_INTERVAL_MS,
  type ResumeUploadInput,
} from './resume-upload.machine.ts'

const start = (input: ResumeUploadInput = resumeUploadInput) =>
  harness(resumeUploadMachine, RESUME_UPLOAD_ACTORS, input)
const noFeedback = { message: null, error: null, status: null }
const SCAN = 'This PDF has no text. Upload a text PDF or a DOCX file.'

async function uploaded(input?: ResumeUploadInput) {
  const m = start(input)
  await m.send({ type: 'UPLOAD', file: resumeFile })
  await m.resolve('uploadResume', uploadAnswer)
  return m
}

describe('resumeUploadMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(resumeUploadMachine, {
    name: 'resumeUploadMachine',
    id: 'resumeUpload',
    effects: RESUME_UPLOAD_ACTORS,
  })
})

describe('resumeUploadMachine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends the file, counts its progress, then polls the job until succeeded: output the draft and the job', async () => {
    const m = start()
    expect(m.state()).toBe('choosing')
    await m.send({ type: 'UPLOAD', file: resumeFile })
    expect(m.state()).toBe('uploading')
    expect(m.controls.pending()).toEqual([{ name: 'uploadResume', input: { file: resumeFile } }])
    await m.send({ type: 'PROGRESS', sent: 60_000 })
    expect(m.context().sent).toBe(60_000)
    // Progress never goes back (a retried request starts over on the wire) nor beyond the file.
    await m.send({ type: 'PROGRESS', sent: 10 })
    expect(m.context().sent).toBe(60_000)
    await m.send({ type: 'PROGRESS', sent: 999_999 })
    expect(m.context().sent).toBe(resumeFile.size)
    await m.resolve('uploadResume', uploadAnswer)
    expect(m.state()).toBe('parsing.fetching')
    expect(m.context()).toMatchObject({ message: 'Resume file uploaded', resumeId: 'r-3', job: queuedJob, polls: 1 })
    expect(m.controls.pending()).toEqual([{ name: 'getParseJob', input: { parseJobId: 'job-1' } }])
    await m.resolve('getParseJob', { ...queuedJob, status: 'running' })
    expect(m.state()).toBe('parsing.waiting')
    expect(m.context().job?.status).toBe('running')
    expect(UPLOAD_POLL_EVENT).toBe('xstate.after.pollInterval.resumeUpload.parsing.waiting')
    await m.send({ type: UPLOAD_POLL_EVENT } as never)
    expect(m.state()).toBe('parsing.fetching')
    await m.resolve('getParseJob', { ...queuedJob, status: 'succeeded' })
    expect(m.snapshot().status).toBe('done')
    expect(m.snapshot().output).toEqual({ resumeId: 'r-3', parseJobId: 'job-1' })
  })

  it('the upload names no resume: the job target is the draft', async () => {
    const m = start()
    await m.send({ type: 'UPLOAD', file: resumeFile })
    await m.resolve('uploadResume', { resumeId: null, parseJob: { ...queuedJob, targetId: 'r-9' } })
    expect(m.context().resumeId).toBe('r-9')
  })

  it('polls on a timer at the interval it was given, and gives up after maxPolls', async () => {
    vi.useFakeTimers()
    const m = start({ pollIntervalMs: 5000, maxPolls: 3 })
    m.actor.send({ type: 'UPLOAD', file: resumeFile })
    m.controls.resolve('uploadResume', uploadAnswer)
    for (let poll = 1; poll <= 3; poll++) {
      await vi.advanceTimersByTimeAsync(0)
      expect(m.state()).toBe('parsing.fetching')
      m.controls.resolve('getParseJob', { ...queuedJob, status: 'queued' })
      await vi.advanceTimersByTimeAsync(0)
      if (poll < 3) {
        expect(m.state()).toBe('parsing.waiting')
        await vi.advanceTimersByTimeAsync(4999)
        expect(m.state()).toBe('parsing.waiting')
        await vi.advanceTimersByTimeAsync(1)
      }
    }
    expect(m.state()).toBe('failed')
    expect(m.context()).toMatchObject({ error: PARSE_TIMED_OUT, polls: 3 })
    expect(m.called().filter((name) => name === 'getParseJob')).toHaveLength(3)
  })

  it("a failed job shows the server's words (a scan), else a plain sentence; RETRY then sends the file again", async () => {
    const m = await uploaded()
    await m.resolve('getParseJob', { ...queuedJob, status: 'failed', error: `  ${SCAN}  ` })
    expect(m.state()).toBe('failed')
    expect(m.snapshot().hasTag('busy')).toBe(false)
    expect(m.context()).toMatchObject({ error: SCAN, status: null, message: null })
    await m.send({ type: 'RETRY' })
    expect(m.state()).toBe('uploading')
    expect(m.context()).toMatchObject({ sent: 0, ...noFeedback })
    const n = await uploaded()
    await n.resolve('getParseJob', { ...queuedJob, status: 'failed', error: null })
    expect(n.context().error).toBe(PARSE_FAILED)
  })

  it('RETRY after a timeout or a network error polls the same job again', async () => {
    const m = await uploaded({ ...resumeUploadInput, maxPolls: 1 })
    await m.resolve('getParseJob', { ...queuedJob, status: 'running' })
    expect(m.context().error).toBe(PARSE_TIMED_OUT)
    await m.send({ type: 'RETRY' })
    expect(m.state()).toBe('parsing.fetching')
    expect(m.context()).toMatchObject({ polls: 1, ...noFeedback })
    await m.reject('getParseJob', new TypeError('Failed to fetch'))
    expect(m.context()).toMatchObject({ error: 'Failed to fetch', message: null })
    await m.send({ type: 'RETRY' })
    expect(m.controls.pending()).toEqual([{ name: 'getParseJob', input: { parseJobId: 'job-1' } }])
  })

  it("a refused upload shows the server's message; another file starts afresh", async () => {
    const m = start()
    await m.send({ type: 'UPLOAD', file: resumeFile })
    await m.send({ type: 'PROGRESS', sent: 500 })
    await m.reject('uploadResume', { status: 400, message: 'Upload a PDF, DOCX, DOC or TXT file.' })
    expect(m.state()).toBe('failed')
    expect(m.context()).toMatchObject({ error: 'Upload a PDF, DOCX, DOC or TXT file.', status: 400 })
    const other = { name: 'cv.docx', size: 2000 }
    await m.send({ type: 'UPLOAD', file: other })
    expect(m.context()).toMatchObject({ file: other, sent: 0, job: null, ...noFeedback })
    expect(m.controls.pending()).toEqual([{ name: 'uploadResume', input: { file: other } }])
  })

  it('CANCEL stops the upload or the waiting and forgets the messages', async () => {
    const m = start()
    await m.send({ type: 'UPLOAD', file: resumeFile })
    await m.send({ type: 'CANCEL' })
    expect(m.state()).toBe('choosing')
    expect(m.controls.pending()).toEqual([])
    const n = await uploaded()
    await n.send({ type: 'CANCEL' })
    expect(n.state()).toBe('choosing')
    expect(n.context()).toMatchObject(noFeedback)
    expect(n.controls.pending()).toEqual([])
  })

  it('polls every 1.5 s, at most 40 times (a minute), unless told otherwise; each status has words', () => {
    expect(start({}).context()).toMatchObject({
      pollIntervalMs: UPLOAD_POLL_INTERVAL_MS,
      maxPolls: UPLOAD_MAX_POLLS,
    })
    expect([UPLOAD_POLL_INTERVAL_MS, UPLOAD_MAX_POLLS]).toEqual([1500, 40])
    expect(PARSE_STATUS_TEXT.running).toBe('Reading your resume…')
  })
})

describe('resumeUploadMachine: model (every reachable state by its shortest path)', () => {
  const job = { job: queuedJob, polls: 1, message: 'Resume file uploaded', error: null }
  itWalksEveryState(resumeUploadMachine, resumeUploadModel, {
    actors: RESUME_UPLOAD_ACTORS,
    input: () => resumeUploadInput,
    states: {
      choosing: { context: { file: null, job: null, ...noFeedback } },
      uploading: {
        tags: ['busy'],
        running: [{ name: 'uploadResume', input: { file: resumeFile } }],
        context: { file: resumeFile, sent: 0, ...noFeedback },
      },
      'parsing.fetching': {
        tags: ['busy'],
        running: [{ name: 'getParseJob', input: { parseJobId: 'job-1' } }],
        context: job,
      },
      'parsing.waiting': { tags: ['busy'], context: { polls: 1, job: { ...queuedJob, status: 'running' } } },
      failed: { context: { message: null, error: 'Upload a PDF, DOCX, DOC or TXT file.', status: 400 } },
      parsed: { done: true, context: { resumeId: 'r-3', job: { ...queuedJob, status: 'succeeded' } } },
    },
  })
})
