import { describe, expect, it } from 'vitest'
import { harness } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
import { VACANCY_ACTORS, vacancyFields, vacancyInput, vacancyModel } from './vacancy.fixtures.ts'
import { isVacancyBusy, vacancyMachine, type VacancyInput } from './vacancy.machine.ts'

const start = (input: VacancyInput = vacancyInput) => harness(vacancyMachine, VACANCY_ACTORS, input)

describe('vacancyMachine (spec 4, 7, 8)', () => {
  it.each([
    [undefined, 'new.editing'],
    ['draft', 'draft.idle'],
    ['active', 'active.idle'],
    ['archived', 'archived.idle'],
  ] as const)('starts from the vacancy status %s', (status, state) => {
    const m = start({ companyId: 'c-1', vacancy: status ? { id: 'v-9', status } : null })
    expect(m.state()).toBe(state)
  })

  it('create: POST /vacancy with the company, then active, "Vacancy created"', async () => {
    const m = start()
    await m.send({ type: 'CREATE', fields: vacancyFields })
    expect(m.state()).toBe('new.creating')
    expect(isVacancyBusy(m.snapshot())).toBe(true)
    expect(m.controls.pending()).toEqual([
      { name: 'createVacancy', input: { companyId: 'c-1', id: null, fields: vacancyFields } },
    ])
    await m.resolve('createVacancy', { id: 'v-1' })
    expect(m.state()).toBe('active.idle')
    expect(m.context()).toMatchObject({ vacancy: { id: 'v-1', status: 'active' }, message: 'Vacancy created' })
  })

  it('save draft, save it again, then publish it with its id', async () => {
    const m = start()
    await m.send({ type: 'SAVE_DRAFT', fields: vacancyFields })
    await m.resolve('saveDraft', { id: 'v-2' })
    expect(m.state()).toBe('draft.idle')
    expect(m.context().vacancy).toEqual({ id: 'v-2', status: 'draft' })
    await m.send({ type: 'SAVE_DRAFT', fields: { title: 'Lead' } })
    expect(m.controls.pending()).toEqual([
      { name: 'updateVacancy', input: { companyId: 'c-1', id: 'v-2', fields: { title: 'Lead' } } },
    ])
    await m.resolve('updateVacancy')
    expect(m.context().message).toBe('Vacancy updated')
    await m.send({ type: 'CREATE', fields: { title: 'Lead' } })
    expect(m.controls.pending()[0]).toMatchObject({ name: 'createVacancy', input: { id: 'v-2' } })
    await m.resolve('createVacancy', { id: 'v-2' })
    expect(m.state()).toBe('active.idle')
    expect(m.context().message).toBe('Vacancy created')
  })

  it('update, archive ("Vacancy archived"), then delete ("Vacancy removed")', async () => {
    const m = start({ companyId: 'c-1', vacancy: { id: 'v-3', status: 'active' } })
    await m.send({ type: 'UPDATE', fields: vacancyFields })
    await m.resolve('updateVacancy')
    expect(m.context().message).toBe('Vacancy updated')
    await m.send({ type: 'ARCHIVE' })
    expect(m.controls.pending()).toEqual([{ name: 'archiveVacancy', input: { id: 'v-3' } }])
    await m.resolve('archiveVacancy')
    expect(m.state()).toBe('archived.idle')
    expect(m.context()).toMatchObject({ vacancy: { id: 'v-3', status: 'archived' }, message: 'Vacancy archived' })
    expect(m.can({ type: 'UPDATE', fields: {} })).toBe(false)
    await m.send({ type: 'DELETE' })
    await m.resolve('deleteVacancy')
    expect(m.state()).toBe('deleted')
    expect(m.snapshot().status).toBe('done')
    expect(m.context().message).toBe('Vacancy removed')
  })

  it('a failure stays where it was with the message and status', async () => {
    const m = start({ companyId: 'c-1', vacancy: { id: 'v-3', status: 'active' } })
    await m.send({ type: 'ARCHIVE' })
    await m.reject('archiveVacancy', { status: 403, message: 'You cannot access this resource.' })
    expect(m.state()).toBe('active.idle')
    expect(m.context()).toMatchObject({ error: 'You cannot access this resource.', status: 403, message: null })
    const n = start()
    await n.send({ type: 'CREATE', fields: {} })
    await n.reject('createVacancy', { status: 400, message: 'title: Required' })
    expect(n.state()).toBe('new.editing')
    expect(n.context().error).toBe('title: Required')
  })

  it('nothing is archived before it is active, nor deleted before it exists', () => {
    const m = start()
    expect(m.can({ type: 'ARCHIVE' })).toBe(false)
    expect(m.can({ type: 'DELETE' })).toBe(false)
    expect(start({ companyId: 'c-1', vacancy: { id: 'v', status: 'draft' } }).can({ type: 'ARCHIVE' })).toBe(false)
  })
})

describe('vacancyMachine: model (every reachable state by its shortest path)', () => {
  itWalksEveryState(vacancyMachine, vacancyModel, {
    actors: VACANCY_ACTORS,
    input: () => vacancyInput,
    expected: [
      'new.editing',
      'new.savingDraft',
      'new.creating',
      'draft.idle',
      'draft.saving',
      'draft.publishing',
      'draft.deleting',
      'active.idle',
      'active.saving',
      'active.archiving',
      'active.deleting',
      'archived.idle',
      'archived.deleting',
      'deleted',
    ],
  })
})
