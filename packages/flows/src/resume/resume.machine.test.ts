import { afterEach, describe, expect, it, vi } from 'vitest'
import { harness } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
import { parsedFields, RESUME_ACTORS, resumeFile, resumeInput, resumeModel } from './resume.fixtures.ts'
import { PARSE_FAILED, PARSE_TIMED_OUT, resumeMachine, type ResumeInput } from './resume.machine.ts'

const start = (input: ResumeInput = resumeInput) => harness(resumeMachine, RESUME_ACTORS, input)

async function uploaded(input?: ResumeInput) {
  const m = start(input)
  await m.send({ type: 'UPLOAD', file: resumeFile })
  await m.resolve('uploadResume', { parseJobId: 'job-1' })
  return m
}

describe('resumeMachine', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    [null, 'empty'],
    [{ id: 'r-1', draft: true }, 'draft'],
    [{ id: 'r-1', draft: false }, 'published'],
  ] as const)('starts from the talent resume %j', (resume, state) => {
    expect(start({ talentId: 't-1', resume }).state()).toBe(state)
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
    await m.send({ type: 'xstate.after.pollInterval.resume.parsing.waiting' } as never)
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
    expect(m.context()).toMatchObject({ error: PARSE_TIMED_OUT, polls: 3 })
    expect(m.called().filter((name) => name === 'getParseJob')).toHaveLength(3)
  })

  it('RETRY after a timeout polls the same job again; after an upload error uploads again', async () => {
    const m = await uploaded({ ...resumeInput, maxPolls: 1 })
    await m.resolve('getParseJob', { status: 'running' })
    expect(m.state()).toBe('failed')
    await m.send({ type: 'RETRY' })
    expect(m.state()).toBe('parsing.fetching')
    expect(m.context().polls).toBe(1)

    const n = start()
    await n.send({ type: 'UPLOAD', file: resumeFile })
    await n.reject('uploadResume', { status: 413, message: 'The file is too large.' })
    expect(n.state()).toBe('failed')
    expect(n.context()).toMatchObject({ error: 'The file is too large.', status: 413 })
    await n.send({ type: 'RETRY' })
    expect(n.state()).toBe('uploading')
    expect(n.controls.pending()).toEqual([{ name: 'uploadResume', input: { talentId: 't-3', file: resumeFile } }])
  })

  it('a failed parse job says why (or "The resume could not be read.")', async () => {
    const m = await uploaded()
    await m.resolve('getParseJob', { status: 'failed', error: 'Unsupported file type' })
    expect(m.context().error).toBe('Unsupported file type')
    const n = await uploaded()
    await n.resolve('getParseJob', { status: 'failed' })
    expect(n.context().error).toBe(PARSE_FAILED)
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

  it('CANCEL goes back to the saved resume', async () => {
    const m = await uploaded({ talentId: 't-1', resume: { id: 'r-1', draft: true } })
    await m.send({ type: 'CANCEL' })
    expect(m.state()).toBe('draft')
    expect(m.controls.pending()).toEqual([])
  })
})

describe('resumeMachine: model (every reachable state by its shortest path)', () => {
  itWalksEveryState(resumeMachine, resumeModel, {
    actors: RESUME_ACTORS,
    input: () => resumeInput,
    expected: [
      'empty',
      'draft',
      'published',
      'uploading',
      'parsing.fetching',
      'parsing.waiting',
      'editing',
      'savingDraft',
      'publishing',
      'failed',
    ],
  })
})
