import { afterEach, describe, expect, it, vi } from 'vitest'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState } from '../testing/model-test.ts'
import { parsedFields, RESUME_ACTORS, resumeFile, resumeInput, resumeModel } from './resume.fixtures.ts'
import {
  RESUME_MAX_POLLS,
  RESUME_POLL_EVENT,
  RESUME_POLL_INTERVAL_MS,
  resumeMachine,
  type ResumeInput,
} from './resume.machine.ts'

const start = (input: ResumeInput = resumeInput) => harness(resumeMachine, RESUME_ACTORS, input)
const noFeedback = { message: null, error: null, status: null }
const TIMED_OUT = 'Resume parsing took too long. Try again.'
const UNREADABLE = 'The resume could not be read.'

async function uploaded(input?: ResumeInput) {
  const m = start(input)
  await m.send({ type: 'UPLOAD', file: resumeFile })
  await m.resolve('uploadResume', { parseJobId: 'job-1' })
  return m
}

describe('resumeMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(resumeMachine, { name: 'resumeMachine', id: 'resume', effects: RESUME_ACTORS })
})

describe('resumeMachine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    [null, 'empty'],
    [{ id: 'r-1', draft: true }, 'draft'],
    [{ id: 'r-1', draft: false }, 'published'],
  ] as const)('starts from the talent resume %j', (resume, state) => {
    const m = start({ talentId: 't-1', resume, fields: { title: 'Saved' }, pollIntervalMs: 10, maxPolls: 3 })
    expect(m.state()).toBe(state)
    expect(m.context()).toEqual({
      talentId: 't-1',
      resume,
      fields: { title: 'Saved' },
      file: null,
      parseJobId: null,
      polls: 0,
      pollIntervalMs: 10,
      maxPolls: 3,
      ...noFeedback,
    })
  })

  it('without a resume or fields it starts empty', () => {
    expect(start({ talentId: 't-1' }).context()).toMatchObject({ resume: null, fields: {} })
  })

  it('upload, poll until parsed, review, publish: "Resume updated"', async () => {
    const m = start()
    await m.send({ type: 'UPLOAD', file: resumeFile })
    expect(m.state()).toBe('uploading')
    expect(m.controls.pending()).toEqual([{ name: 'uploadResume', input: { talentId: 't-3', file: resumeFile } }])
    await m.resolve('uploadResume', { parseJobId: 'job-1' })
    expect(m.state()).toBe('parsing.fetching')
    expect(m.context()).toMatchObject({ message: 'Resume file uploaded', polls: 1 })
    expect(m.controls.pending()).toEqual([{ name: 'getParseJob', input: { parseJobId: 'job-1' } }])
    await m.resolve('getParseJob', { status: 'running' })
    expect(m.state()).toBe('parsing.waiting')
    expect(RESUME_POLL_EVENT).toBe('xstate.after.pollInterval.resume.parsing.waiting')
    expect(m.can({ type: RESUME_POLL_EVENT } as never)).toBe(true)
    await m.send({ type: RESUME_POLL_EVENT } as never)
    expect(m.state()).toBe('parsing.fetching')
    await m.resolve('getParseJob', { status: 'done', result: parsedFields })
    expect(m.state()).toBe('editing')
    expect(m.context().fields).toEqual(parsedFields)
    await m.send({ type: 'CHANGE', fields: { title: 'Engineer' } })
    await m.send({ type: 'PUBLISH' })
    expect(m.controls.pending()).toEqual([
      {
        name: 'publishResume',
        input: { talentId: 't-3', resumeId: null, fields: { ...parsedFields, title: 'Engineer' } },
      },
    ])
    await m.resolve('publishResume', { id: 'r-3' })
    expect(m.state()).toBe('published')
    expect(m.context()).toMatchObject({ resume: { id: 'r-3', draft: false }, message: 'Resume updated' })
  })

  it('polls GET /get_parse_job every interval (after delay), then gives up after maxPolls', async () => {
    vi.useFakeTimers()
    const m = start({ talentId: 't-3', pollIntervalMs: 5000, maxPolls: 3 })
    m.actor.send({ type: 'UPLOAD', file: resumeFile })
    await vi.advanceTimersByTimeAsync(0)
    m.controls.resolve('uploadResume', { parseJobId: 'job-1' })
    for (let poll = 1; poll <= 3; poll++) {
      await vi.advanceTimersByTimeAsync(0)
      expect(m.state()).toBe('parsing.fetching')
      m.controls.resolve('getParseJob', { status: 'pending' })
      await vi.advanceTimersByTimeAsync(0)
      if (poll < 3) {
        expect(m.state()).toBe('parsing.waiting')
        await vi.advanceTimersByTimeAsync(4999)
        expect(m.state()).toBe('parsing.waiting')
        await vi.advanceTimersByTimeAsync(1)
      }
    }
    expect(m.state()).toBe('failed')
    expect(m.context()).toMatchObject({ error: TIMED_OUT, polls: 3 })
    expect(m.called().filter((name) => name === 'getParseJob')).toHaveLength(3)
  })

  it('RETRY after a timeout polls the same job again; after an upload error uploads again', async () => {
    const m = await uploaded({ ...resumeInput, maxPolls: 1 })
    await m.resolve('getParseJob', { status: 'running' })
    expect(m.state()).toBe('failed')
    await m.send({ type: 'RETRY' })
    expect(m.state()).toBe('parsing.fetching')
    expect(m.context()).toMatchObject({ polls: 1, ...noFeedback })
    expect(m.controls.pending()).toEqual([{ name: 'getParseJob', input: { parseJobId: 'job-1' } }])

    const n = start()
    await n.send({ type: 'UPLOAD', file: resumeFile })
    await n.reject('uploadResume', { status: 413, message: 'The file is too large.' })
    expect(n.state()).toBe('failed')
    expect(n.context()).toMatchObject({ error: 'The file is too large.', status: 413 })
    await n.send({ type: 'RETRY' })
    expect(n.state()).toBe('uploading')
    expect(n.context()).toMatchObject(noFeedback)
    expect(n.controls.pending()).toEqual([{ name: 'uploadResume', input: { talentId: 't-3', file: resumeFile } }])
  })

  it('a failed parse job says why (or "The resume could not be read.")', async () => {
    const m = await uploaded()
    await m.resolve('getParseJob', { status: 'failed', error: 'Unsupported file type' })
    expect(m.state()).toBe('failed')
    expect(m.snapshot().hasTag('busy')).toBe(false)
    expect(m.context().error).toBe('Unsupported file type')
    const n = await uploaded()
    await n.resolve('getParseJob', { status: 'failed' })
    expect(n.context().error).toBe(UNREADABLE)
    const o = await uploaded()
    await o.resolve('getParseJob', { status: 'failed', error: '  No text in this PDF.  ' })
    expect(o.context()).toMatchObject({ error: 'No text in this PDF.', status: null, message: null })
    const p = await uploaded()
    await p.resolve('getParseJob', { status: 'failed', error: '   ' })
    expect(p.context().error).toBe(UNREADABLE)
  })

  it('build by hand, save a draft: "Resume draft saved"; a failing save stays in the form', async () => {
    const m = start()
    await m.send({ type: 'BUILD' })
    expect(m.state()).toBe('editing')
    await m.send({ type: 'CHANGE', fields: { title: 'Engineer' } })
    await m.send({ type: 'SAVE_DRAFT' })
    await m.reject('saveDraft', { status: 400, message: 'title: Required' })
    expect(m.state()).toBe('editing')
    expect(m.context().error).toBe('title: Required')
    await m.send({ type: 'SAVE_DRAFT' })
    await m.resolve('saveDraft', { id: 'r-9' })
    expect(m.state()).toBe('draft')
    expect(m.context()).toMatchObject({ resume: { id: 'r-9', draft: true }, message: 'Resume draft saved' })
  })

  it('CANCEL goes back to the saved resume, stopping the upload or the polling', async () => {
    const m = start({ talentId: 't-1', resume: { id: 'r-1', draft: true } })
    await m.send({ type: 'UPLOAD', file: resumeFile })
    await m.send({ type: 'CANCEL' })
    expect(m.state()).toBe('draft')
    expect(m.controls.pending()).toEqual([])
    const n = await uploaded({ talentId: 't-1', resume: { id: 'r-1', draft: false } })
    await n.send({ type: 'CANCEL' })
    expect(n.state()).toBe('published')
    expect(n.controls.pending()).toEqual([])
  })

  it('EDIT after a save starts without its message', async () => {
    const m = start({ talentId: 't-1', resume: null })
    await m.send({ type: 'BUILD' })
    await m.send({ type: 'SAVE_DRAFT' })
    await m.resolve('saveDraft', { id: 'r-1' })
    await m.send({ type: 'EDIT' })
    expect(m.context()).toMatchObject(noFeedback)
    await m.send({ type: 'PUBLISH' })
    await m.resolve('publishResume', { id: 'r-1' })
    expect(m.context().message).toBe('Resume updated')
    await m.send({ type: 'EDIT' })
    expect(m.context()).toMatchObject(noFeedback)
  })

  it('CANCEL while the file is parsed goes back without the upload message', async () => {
    const m = await uploaded()
    expect(m.context().message).toBe('Resume file uploaded')
    await m.send({ type: 'CANCEL' })
    expect(m.state()).toBe('empty')
    expect(m.context()).toMatchObject(noFeedback)
    await m.send({ type: 'UPLOAD', file: resumeFile })
    await m.send({ type: 'CANCEL' })
    expect(m.context()).toMatchObject(noFeedback)
  })

  it('CANCEL from the form or a failure clears the messages', async () => {
    const m = start()
    await m.send({ type: 'UPLOAD', file: resumeFile })
    await m.reject('uploadResume', { status: 413, message: 'The file is too large.' })
    await m.send({ type: 'CANCEL' })
    expect(m.state()).toBe('empty')
    expect(m.context()).toMatchObject(noFeedback)
    const n = await uploaded()
    await n.resolve('getParseJob', { status: 'done', result: parsedFields })
    expect(n.context().message).toBe('Resume file uploaded')
    await n.send({ type: 'CANCEL' })
    expect(n.state()).toBe('empty')
    expect(n.context()).toMatchObject(noFeedback)
  })

  it('the parsed fields are laid over what the form held; CHANGE merges into them', async () => {
    const m = await uploaded({ ...resumeInput, fields: { title: 'Old', city: 'Paris' } })
    await m.resolve('getParseJob', { status: 'done', result: { title: 'New', skills: ['Maths'] } })
    expect(m.context().fields).toEqual({ title: 'New', city: 'Paris', skills: ['Maths'] })
    await m.send({ type: 'CHANGE', fields: { city: 'London' } })
    expect(m.state()).toBe('editing')
    expect(m.context().fields).toEqual({ title: 'New', city: 'London', skills: ['Maths'] })
  })

  it('BUILD starts from blank fields; EDIT from the saved ones', async () => {
    const m = start({ talentId: 't-1', resume: null, fields: { title: 'Old' } })
    await m.send({ type: 'BUILD' })
    expect(m.context().fields).toEqual({})
    const n = start({ talentId: 't-1', resume: { id: 'r-1', draft: false }, fields: { title: 'Saved' } })
    expect(n.can({ type: 'BUILD' })).toBe(false)
    await n.send({ type: 'EDIT' })
    expect(n.state()).toBe('editing')
    expect(n.context().fields).toEqual({ title: 'Saved' })
    expect(start().can({ type: 'EDIT' })).toBe(false)
  })

  it('a saved resume is saved again by its id: PUBLISH a draft', async () => {
    const m = start({ talentId: 't-1', resume: { id: 'r-1', draft: true }, fields: { title: 'Saved' } })
    await m.send({ type: 'EDIT' })
    await m.send({ type: 'PUBLISH' })
    expect(m.state()).toBe('publishing')
    expect(m.snapshot().hasTag('busy')).toBe(true)
    expect(m.controls.pending()).toEqual([
      { name: 'publishResume', input: { talentId: 't-1', resumeId: 'r-1', fields: { title: 'Saved' } } },
    ])
    await m.reject('publishResume', { status: 400, message: 'title: Required' })
    expect(m.state()).toBe('editing')
    expect(m.context()).toMatchObject({ message: null, error: 'title: Required', status: 400 })
    await m.send({ type: 'SAVE_DRAFT' })
    expect(m.context()).toMatchObject(noFeedback)
    expect(m.controls.pending()).toEqual([
      { name: 'saveDraft', input: { talentId: 't-1', resumeId: 'r-1', fields: { title: 'Saved' } } },
    ])
    await m.reject('saveDraft', { status: 400, message: 'title: Required' })
    await m.send({ type: 'PUBLISH' })
    expect(m.context()).toMatchObject(noFeedback)
  })

  it('a new upload forgets the last job and messages; saving forgets the file and the job', async () => {
    const m = await uploaded({ ...resumeInput, maxPolls: 1 })
    await m.resolve('getParseJob', { status: 'running' })
    expect(m.context()).toMatchObject({ parseJobId: 'job-1', polls: 1, error: TIMED_OUT })
    const other = { name: 'other.docx' }
    await m.send({ type: 'UPLOAD', file: other })
    expect(m.state()).toBe('uploading')
    expect(m.context()).toMatchObject({ file: other, parseJobId: null, polls: 0, ...noFeedback })
    await m.resolve('uploadResume', { parseJobId: 'job-2' })
    await m.resolve('getParseJob', { status: 'done', result: parsedFields })
    await m.send({ type: 'SAVE_DRAFT' })
    await m.resolve('saveDraft', { id: 'r-4' })
    expect(m.context()).toMatchObject({ resume: { id: 'r-4', draft: true }, file: null, parseJobId: null })
  })

  it.each([
    ['draft', { id: 'r-1', draft: true }],
    ['published', { id: 'r-1', draft: false }],
  ] as const)('a %s resume can be replaced by an upload', async (state, resume) => {
    const m = start({ talentId: 't-1', resume })
    expect(m.state()).toBe(state)
    await m.send({ type: 'UPLOAD', file: resumeFile })
    expect(m.controls.pending()).toEqual([{ name: 'uploadResume', input: { talentId: 't-1', file: resumeFile } }])
  })

  it('after a failure the talent may build by hand with the fields kept', async () => {
    const m = start({ talentId: 't-1', resume: null, fields: { title: 'Typed' } })
    await m.send({ type: 'UPLOAD', file: resumeFile })
    await m.reject('uploadResume', new TypeError('Failed to fetch'))
    expect(m.context()).toMatchObject({ error: 'Failed to fetch', status: null, message: null })
    await m.send({ type: 'BUILD' })
    expect(m.state()).toBe('editing')
    expect(m.context()).toMatchObject({ fields: { title: 'Typed' }, ...noFeedback })
  })

  it('a network error while polling fails without the upload message', async () => {
    const m = await uploaded()
    await m.reject('getParseJob', new TypeError('Failed to fetch'))
    expect(m.state()).toBe('failed')
    expect(m.context()).toMatchObject({ message: null, error: 'Failed to fetch', status: null })
  })

  it('polls every 3 s, at most 20 times, unless told otherwise', () => {
    expect(start({ talentId: 't-1' }).context()).toMatchObject({
      pollIntervalMs: RESUME_POLL_INTERVAL_MS,
      maxPolls: RESUME_MAX_POLLS,
    })
    expect([RESUME_POLL_INTERVAL_MS, RESUME_MAX_POLLS]).toEqual([3000, 20])
  })
})

describe('resumeMachine: model (every reachable state by its shortest path)', () => {
  const job = { parseJobId: 'job-1', polls: 1, message: 'Resume file uploaded', error: null }
  const save = { talentId: 't-3', resumeId: null, fields: {} }
  itWalksEveryState(resumeMachine, resumeModel, {
    actors: RESUME_ACTORS,
    input: () => resumeInput,
    states: {
      empty: { context: { resume: null, fields: {}, file: null, parseJobId: null, ...noFeedback } },
      uploading: {
        tags: ['busy'],
        running: [{ name: 'uploadResume', input: { talentId: 't-3', file: resumeFile } }],
        context: { file: resumeFile, ...noFeedback },
      },
      'parsing.fetching': {
        tags: ['busy'],
        running: [{ name: 'getParseJob', input: { parseJobId: 'job-1' } }],
        context: job,
      },
      'parsing.waiting': { tags: ['busy'], context: job },
      failed: { context: { message: null, error: 'The file is too large.', status: 413 } },
      editing: { context: { fields: {}, ...noFeedback } },
      savingDraft: { tags: ['busy'], running: [{ name: 'saveDraft', input: save }], context: noFeedback },
      publishing: { tags: ['busy'], running: [{ name: 'publishResume', input: save }], context: noFeedback },
      draft: { context: { resume: { id: 'r-3', draft: true }, message: 'Resume draft saved', error: null } },
      published: { context: { resume: { id: 'r-3', draft: false }, message: 'Resume updated', error: null } },
    },
  })
})
