import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState } from '../testing/model-test.ts'
import {
  completeValues,
  parsedValues,
  RESUME_ACTORS,
  resumeInput,
  resumeModel,
  savedRecord,
} from './resume.fixtures.ts'
import {
  AUTOSAVE_DELAY_MS,
  PUBLISH_INCOMPLETE,
  RESUME_AUTOSAVE_EVENT,
  resumeMachine,
  SAVE_INCOMPLETE,
  type ResumeInput,
} from './resume.machine.ts'
import { REVIEW_MESSAGE } from './resume.review.ts'
import { emptyResumeValues } from './resume.schemas.ts'

const start = (input: ResumeInput = resumeInput) => harness(resumeMachine, RESUME_ACTORS, input)
const noFeedback = { message: null, error: null, status: null }
const handTyped: ResumeInput = { talentId: 't-1', resume: null, hasPublished: false, autosaveMs: 3_600_000 }
const pause = { type: RESUME_AUTOSAVE_EVENT } as never

describe('resumeMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(resumeMachine, { name: 'resumeMachine', id: 'resume', effects: RESUME_ACTORS })
})

describe('resumeMachine', () => {
  it('opens with the saved values and every parsed field unchecked; a new resume starts blank', () => {
    const m = start()
    expect(m.state()).toBe('editing.saved')
    expect(m.context()).toMatchObject({
      values: parsedValues,
      review: { title: 'unchecked', location: 'unchecked', skills: 'unchecked' },
      savedAt: null,
      autosaveMs: 3_600_000,
      ...noFeedback,
    })
    const n = start({ talentId: 't-1', resume: null, hasPublished: false })
    expect(n.context()).toMatchObject({ values: emptyResumeValues, review: {}, autosaveMs: AUTOSAVE_DELAY_MS })
    expect(AUTOSAVE_DELAY_MS).toBe(2000)
  })

  it('a change is saved quietly after the pause, with the body the contract takes', async () => {
    const m = start(handTyped)
    await m.send({ type: 'CHANGE', values: completeValues })
    expect(m.state()).toBe('editing.changed')
    expect(m.snapshot().hasTag('unsaved')).toBe(true)
    expect(m.called()).toEqual([])
    await m.send(pause)
    expect(m.state()).toBe('editing.autosaving')
    expect(m.controls.pending()).toEqual([
      {
        name: 'saveDraft',
        input: {
          talentId: 't-1',
          body: {
            title: 'Backend engineer',
            summary: '',
            phone: null,
            location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
            skills: [{ skillId: 's-3', level: 'expert', years: 8 }],
            experience: [],
            education: [],
            languages: [],
            salaryExpectation: null,
            availability: null,
          },
        },
      },
    ])
    await m.resolve('saveDraft', savedRecord)
    expect(m.state()).toBe('editing.saved')
    expect(m.snapshot().hasTag('unsaved')).toBe(false)
    // A quiet save toasts nothing: the status line says "Saved at".
    expect(m.context()).toMatchObject({
      resume: { id: 'r-3', draft: true },
      savedAt: savedRecord.updatedAt,
      ...noFeedback,
    })
  })

  it('each change restarts the pause; a change during a quiet save drops that save for a later one', async () => {
    const m = start(handTyped)
    await m.send({ type: 'CHANGE', values: completeValues })
    await m.send(pause)
    expect(m.state()).toBe('editing.autosaving')
    await m.send({ type: 'CHANGE', values: { ...completeValues, title: 'Lead engineer' } })
    expect(m.state()).toBe('editing.changed')
    expect(m.controls.pending()).toEqual([])
  })

  it('values the contract would refuse are not sent: the draft waits, "Save draft" says why', async () => {
    const m = start(handTyped)
    await m.send({ type: 'CHANGE', values: { ...completeValues, title: '  ' } })
    await m.send(pause)
    expect(m.state()).toBe('editing.incomplete')
    expect(m.snapshot().hasTag('unsaved')).toBe(true)
    await m.send({ type: 'SAVE_DRAFT' })
    expect(m.context()).toMatchObject({ error: SAVE_INCOMPLETE, message: null })
    expect(m.called()).toEqual([])
  })

  it('"Save draft" saves now and says "Resume draft saved"; a failure keeps the values unsaved', async () => {
    const m = start(handTyped)
    await m.send({ type: 'CHANGE', values: completeValues })
    await m.send({ type: 'SAVE_DRAFT' })
    expect(m.state()).toBe('savingDraft')
    expect(m.snapshot().hasTag('busy')).toBe(true)
    await m.reject('saveDraft', { status: 503, message: 'Service unavailable.' })
    expect(m.state()).toBe('editing.failed')
    expect(m.context()).toMatchObject({ error: 'Service unavailable.', status: 503, message: null })
    await m.send({ type: 'SAVE_DRAFT' })
    expect(m.context()).toMatchObject(noFeedback)
    await m.resolve('saveDraft', savedRecord)
    expect(m.context()).toMatchObject({ message: 'Resume draft saved', savedAt: savedRecord.updatedAt })
  })

  it('publish is refused until the minimum is there, naming what is missing', async () => {
    const m = start(handTyped)
    await m.send({ type: 'PUBLISH' })
    expect(m.called()).toEqual([])
    expect(m.context().error).toBe(PUBLISH_INCOMPLETE)
    expect(m.context().blockers.map((b) => b.field)).toEqual(['title', 'location', 'skills'])
    await m.send({ type: 'CHANGE', values: completeValues })
    expect(m.context().blockers).toEqual([])
    await m.send({ type: 'PUBLISH' })
    expect(m.state()).toBe('publishing')
  })

  it('parsed fields must each be confirmed or edited before publishing', async () => {
    const m = start()
    await m.send({ type: 'PUBLISH' })
    expect(m.context().error).toBe(REVIEW_MESSAGE)
    expect(m.context().blockers.map((b) => [b.field, b.kind])).toEqual([
      ['title', 'unchecked'],
      ['location', 'unchecked'],
      ['skills', 'unchecked'],
    ])
    await m.send({ type: 'CONFIRM', field: 'title' })
    expect(m.context().review.title).toBe('confirmed')
    expect(m.context().blockers.map((b) => b.field)).toEqual(['location', 'skills'])
    await m.send({ type: 'CHANGE', values: { ...parsedValues, location: { country: 'GB', state: '', city: 'Leeds' } } })
    expect(m.context().review).toEqual({ title: 'confirmed', location: 'edited', skills: 'unchecked' })
    await m.send({ type: 'PUBLISH' })
    expect(m.context().blockers.map((b) => b.field)).toEqual(['skills'])
    await m.send({ type: 'CONFIRM', field: 'skills' })
    await m.send({ type: 'PUBLISH' })
    expect(m.state()).toBe('publishing')
  })

  it('a first publish says "Resume updated", forgets the parse and marks the way to matching', async () => {
    const m = start({ ...handTyped, values: completeValues })
    await m.send({ type: 'PUBLISH' })
    expect(m.controls.pending()[0]?.name).toBe('publishResume')
    await m.resolve('publishResume', { id: 'r-1', updatedAt: savedRecord.updatedAt })
    expect(m.state()).toBe('published')
    expect(m.context()).toMatchObject({
      resume: { id: 'r-1', draft: false },
      hasPublished: true,
      firstPublish: true,
      message: 'Resume updated',
    })
    await m.send({ type: 'CHANGE', values: { ...completeValues, summary: 'More' } })
    expect(m.state()).toBe('editing.changed')
    expect(m.context().message).toBeNull()
  })

  it('republishing is not a first publish; a refusal keeps the talent in the editor with the message', async () => {
    const m = start({ ...handTyped, resume: { id: 'r-1', draft: false }, hasPublished: true, values: completeValues })
    await m.send({ type: 'PUBLISH' })
    await m.reject('publishResume', { status: 400, message: 'title: Required' })
    expect(m.state()).toBe('editing.failed')
    expect(m.context()).toMatchObject({ error: 'title: Required', status: 400 })
    await m.send({ type: 'PUBLISH' })
    await m.resolve('publishResume', savedRecord)
    expect(m.context()).toMatchObject({ firstPublish: false, message: 'Resume updated' })
  })

  it('a confirmed field stays confirmed when edited later', async () => {
    const m = start()
    await m.send({ type: 'CONFIRM', field: 'title' })
    await m.send({ type: 'CONFIRM', field: 'title' })
    await m.send({ type: 'CHANGE', values: { ...parsedValues, title: 'Other' } })
    expect(m.context().review.title).toBe('confirmed')
  })
})

describe('resumeMachine: model (every reachable state by its shortest path)', () => {
  const changed = expect.objectContaining({ title: 'Engineer' })
  const parsed = expect.objectContaining({ title: parsedValues.title })
  itWalksEveryState(resumeMachine, resumeModel, {
    actors: RESUME_ACTORS,
    input: () => resumeInput,
    states: {
      'editing.saved': { context: { savedAt: null, ...noFeedback } },
      'editing.changed': { tags: ['unsaved'], context: { blockers: [] } },
      'editing.autosaving': {
        tags: ['unsaved'],
        running: [{ name: 'saveDraft', input: { talentId: 't-3', body: changed } }],
        context: noFeedback,
      },
      'editing.incomplete': { tags: ['unsaved'], context: { values: { ...parsedValues, title: '' } } },
      'editing.failed': { tags: ['unsaved'], context: { error: 'Service unavailable.', status: 503 } },
      savingDraft: {
        tags: ['busy', 'unsaved'],
        running: [{ name: 'saveDraft', input: { talentId: 't-3', body: parsed } }],
        context: noFeedback,
      },
      publishing: {
        tags: ['busy', 'unsaved'],
        running: [{ name: 'publishResume', input: { talentId: 't-3', body: changed } }],
        context: noFeedback,
      },
      published: { context: { resume: { id: 'r-3', draft: false }, message: 'Resume updated', firstPublish: true } },
    },
  })
})
