import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState } from '../testing/model-test.ts'
import { VACANCY_ACTORS, vacancyFields, vacancyInput, vacancyModel } from './vacancy.fixtures.ts'
import { isVacancyBusy, vacancyMachine, type VacancyInput, type VacancyStatus } from './vacancy.machine.ts'

const start = (input: VacancyInput = vacancyInput) => harness(vacancyMachine, VACANCY_ACTORS, input)
const existing = (status: VacancyStatus) => start({ companyId: 'c-1', vacancy: { id: 'v-9', status } })
const forbidden = { status: 403, message: 'You cannot access this resource.' }
const noFeedback = { message: null, error: null, status: null }

describe('vacancyMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(vacancyMachine, { name: 'vacancyMachine', id: 'vacancy', effects: VACANCY_ACTORS })
})

describe('vacancyMachine (docs/product.md §4, §7, §8)', () => {
  it.each([
    [undefined, 'new'],
    ['draft', 'draft'],
    ['active', 'active'],
    ['archived', 'archived'],
  ] as const)('starts from the vacancy status %s, quiet', (status, state) => {
    const m = start({ companyId: 'c-1', vacancy: status ? { id: 'v-9', status } : null })
    expect(m.state()).toBe(state)
    expect(isVacancyBusy(m.snapshot())).toBe(false)
    expect(m.context()).toEqual({
      companyId: 'c-1',
      vacancy: status ? { id: 'v-9', status } : null,
      fields: {},
      ...noFeedback,
    })
  })

  it('publish a new one: POST /vacancy with the company and the fields, then active, "Vacancy created"', async () => {
    const m = start()
    await m.send({ type: 'CREATE', fields: vacancyFields })
    expect(m.state()).toBe('publishing')
    expect(isVacancyBusy(m.snapshot())).toBe(true)
    expect(m.controls.pending()).toEqual([
      { name: 'createVacancy', input: { companyId: 'c-1', id: null, fields: vacancyFields } },
    ])
    await m.resolve('createVacancy', { id: 'v-1' })
    expect(m.state()).toBe('active')
    expect(isVacancyBusy(m.snapshot())).toBe(false)
    expect(m.context()).toMatchObject({
      vacancy: { id: 'v-1', status: 'active' },
      ...noFeedback,
      message: 'Vacancy created',
    })
  })

  it('the first draft save creates the record ("Vacancy created"); later ones update it ("Vacancy updated")', async () => {
    const m = start()
    await m.send({ type: 'SAVE_DRAFT', fields: vacancyFields })
    expect(m.state()).toBe('savingDraft')
    expect(isVacancyBusy(m.snapshot())).toBe(true)
    expect(m.controls.pending()).toEqual([
      { name: 'saveDraft', input: { companyId: 'c-1', id: null, fields: vacancyFields } },
    ])
    await m.resolve('saveDraft', { id: 'v-2' })
    expect(m.state()).toBe('draft')
    expect(m.context()).toMatchObject({ vacancy: { id: 'v-2', status: 'draft' }, message: 'Vacancy created' })

    await m.send({ type: 'SAVE_DRAFT', fields: { title: 'Lead' } })
    expect(m.state()).toBe('saving')
    expect(isVacancyBusy(m.snapshot())).toBe(true)
    expect(m.context()).toMatchObject({ fields: { title: 'Lead' }, ...noFeedback })
    expect(m.controls.pending()).toEqual([
      { name: 'updateVacancy', input: { companyId: 'c-1', id: 'v-2', fields: { title: 'Lead' } } },
    ])
    await m.resolve('updateVacancy')
    expect(m.state()).toBe('draft')
    expect(m.context()).toMatchObject({ vacancy: { id: 'v-2', status: 'draft' }, message: 'Vacancy updated' })
  })

  it('publish a draft: POST /vacancy with the draft id, then active, "Vacancy created"', async () => {
    const m = existing('draft')
    await m.send({ type: 'CREATE', fields: { title: 'Lead' } })
    expect(m.state()).toBe('publishing')
    expect(m.controls.pending()).toEqual([
      { name: 'createVacancy', input: { companyId: 'c-1', id: 'v-9', fields: { title: 'Lead' } } },
    ])
    await m.resolve('createVacancy', { id: 'v-9' })
    expect(m.state()).toBe('active')
    expect(m.context()).toMatchObject({ vacancy: { id: 'v-9', status: 'active' }, message: 'Vacancy created' })
  })

  it('update an active one: PUT with its id, stays active, "Vacancy updated"', async () => {
    const m = existing('active')
    await m.send({ type: 'UPDATE', fields: vacancyFields })
    expect(m.state()).toBe('saving')
    expect(m.controls.pending()).toEqual([
      { name: 'updateVacancy', input: { companyId: 'c-1', id: 'v-9', fields: vacancyFields } },
    ])
    await m.resolve('updateVacancy')
    expect(m.state()).toBe('active')
    expect(m.context()).toMatchObject({ vacancy: { id: 'v-9', status: 'active' }, message: 'Vacancy updated' })
  })

  it('archive an active one: POST /vacancy/{id}/archive, then archived and read only, "Vacancy archived"', async () => {
    const m = existing('active')
    await m.send({ type: 'ARCHIVE' })
    expect(m.state()).toBe('archiving')
    expect(isVacancyBusy(m.snapshot())).toBe(true)
    expect(m.controls.pending()).toEqual([{ name: 'archiveVacancy', input: { id: 'v-9' } }])
    await m.resolve('archiveVacancy')
    expect(m.state()).toBe('archived')
    expect(m.context()).toMatchObject({ vacancy: { id: 'v-9', status: 'archived' }, message: 'Vacancy archived' })
    expect(m.can({ type: 'UPDATE', fields: {} })).toBe(false)
    expect(m.can({ type: 'SAVE_DRAFT', fields: {} })).toBe(false)
    expect(m.can({ type: 'CREATE', fields: {} })).toBe(false)
    expect(m.can({ type: 'ARCHIVE' })).toBe(false)
  })

  it.each(['draft', 'active', 'archived'] as const)(
    'delete from %s: DELETE /vacancy/{id}, then done, "Vacancy removed"',
    async (status) => {
      const m = existing(status)
      await m.send({ type: 'DELETE' })
      expect(m.state()).toBe('deleting')
      expect(isVacancyBusy(m.snapshot())).toBe(true)
      expect(m.controls.pending()).toEqual([{ name: 'deleteVacancy', input: { id: 'v-9' } }])
      await m.resolve('deleteVacancy')
      expect(m.state()).toBe('deleted')
      expect(m.snapshot().status).toBe('done')
      expect(m.context().message).toBe('Vacancy removed')
    },
  )

  it.each([
    ['new', undefined, { type: 'CREATE', fields: vacancyFields }, 'createVacancy'],
    ['new', undefined, { type: 'SAVE_DRAFT', fields: vacancyFields }, 'saveDraft'],
    ['draft', 'draft', { type: 'SAVE_DRAFT', fields: vacancyFields }, 'updateVacancy'],
    ['draft', 'draft', { type: 'CREATE', fields: vacancyFields }, 'createVacancy'],
    ['draft', 'draft', { type: 'DELETE' }, 'deleteVacancy'],
    ['active', 'active', { type: 'UPDATE', fields: vacancyFields }, 'updateVacancy'],
    ['active', 'active', { type: 'ARCHIVE' }, 'archiveVacancy'],
    ['active', 'active', { type: 'DELETE' }, 'deleteVacancy'],
    ['archived', 'archived', { type: 'DELETE' }, 'deleteVacancy'],
  ] as const)(
    'a failed request from %s returns there with the message and status (%j)',
    async (state, status, event, effect) => {
      const m = status ? existing(status) : start()
      await m.send(event)
      await m.reject(effect, forbidden)
      expect(m.state()).toBe(state)
      expect(isVacancyBusy(m.snapshot())).toBe(false)
      expect(m.context()).toMatchObject({
        vacancy: status ? { id: 'v-9', status } : null,
        message: null,
        error: 'You cannot access this resource.',
        status: 403,
      })
    },
  )

  it('a failure without a message says "Technical problem"; the next request clears it', async () => {
    const m = existing('active')
    await m.send({ type: 'ARCHIVE' })
    await m.reject('archiveVacancy', new Error())
    expect(m.context()).toMatchObject({ error: 'Technical problem', status: null })
    await m.send({ type: 'ARCHIVE' })
    expect(m.context()).toMatchObject(noFeedback)
    await m.reject('archiveVacancy', forbidden)
    await m.send({ type: 'DELETE' })
    expect(m.context()).toMatchObject(noFeedback)
    await m.reject('deleteVacancy', forbidden)
    await m.send({ type: 'UPDATE', fields: {} })
    expect(m.context()).toMatchObject(noFeedback)
  })

  it('a success message does not outlive the next request', async () => {
    const m = existing('draft')
    await m.send({ type: 'SAVE_DRAFT', fields: {} })
    await m.resolve('updateVacancy')
    expect(m.context().message).toBe('Vacancy updated')
    await m.send({ type: 'DELETE' })
    expect(m.context().message).toBeNull()
    const n = existing('archived')
    await n.send({ type: 'DELETE' })
    await n.reject('deleteVacancy', forbidden)
    await n.send({ type: 'DELETE' })
    expect(n.context()).toMatchObject(noFeedback)
  })

  it('nothing is archived before it is active, nor deleted before it exists; no event while a request runs', async () => {
    const m = start()
    expect(m.can({ type: 'ARCHIVE' })).toBe(false)
    expect(m.can({ type: 'DELETE' })).toBe(false)
    expect(m.can({ type: 'UPDATE', fields: {} })).toBe(false)
    expect(existing('draft').can({ type: 'ARCHIVE' })).toBe(false)
    expect(existing('draft').can({ type: 'UPDATE', fields: {} })).toBe(false)
    expect(existing('active').can({ type: 'SAVE_DRAFT', fields: {} })).toBe(false)
    expect(existing('active').can({ type: 'CREATE', fields: {} })).toBe(false)
    await m.send({ type: 'CREATE', fields: {} })
    for (const event of vacancyModel.events) expect(m.can(event)).toBe(false)
  })
})

describe('vacancyMachine: model (every reachable state by its shortest path)', () => {
  const saved = { companyId: 'c-1', fields: vacancyFields }
  itWalksEveryState(vacancyMachine, vacancyModel, {
    actors: VACANCY_ACTORS,
    input: () => vacancyInput,
    states: {
      new: { context: { vacancy: null, fields: {}, ...noFeedback } },
      savingDraft: {
        tags: ['busy'],
        running: [{ name: 'saveDraft', input: { ...saved, id: null } }],
        context: noFeedback,
      },
      publishing: {
        tags: ['busy'],
        running: [{ name: 'createVacancy', input: { ...saved, id: null } }],
        context: noFeedback,
      },
      draft: { context: { vacancy: { id: 'v-1', status: 'draft' }, message: 'Vacancy created', error: null } },
      active: { context: { vacancy: { id: 'v-1', status: 'active' }, message: 'Vacancy created', error: null } },
      saving: {
        tags: ['busy'],
        running: [{ name: 'updateVacancy', input: { ...saved, id: 'v-1' } }],
        context: noFeedback,
      },
      deleting: { tags: ['busy'], running: [{ name: 'deleteVacancy', input: { id: 'v-1' } }], context: noFeedback },
      archiving: { tags: ['busy'], running: [{ name: 'archiveVacancy', input: { id: 'v-1' } }], context: noFeedback },
      archived: { context: { vacancy: { id: 'v-1', status: 'archived' }, message: 'Vacancy archived', error: null } },
      deleted: { done: true, context: { message: 'Vacancy removed', error: null } },
    },
  })
})
