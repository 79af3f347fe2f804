import { describe, expect, it } from 'vitest'
import { createActor, type EventObject } from 'xstate'
import { createControlledActors, flush, replay, shortestStatePaths, stateLabel } from '../testing/index.ts'
import { toRegisterTalentBody } from './form.bodies.ts'
import { changePasswordFormInput, FIXTURE_RESET_TOKEN, formModel } from './form.fixtures.ts'
import {
  fieldError,
  formInput,
  formMachine,
  isSubmitting,
  visibleErrors,
  type FormEvent,
  type FormInput,
} from './form.machine.ts'
import { emptyTalentSignUp, talentSignUpSchema } from './form.schemas.ts'

function start(input: FormInput = formInput(talentSignUpSchema, emptyTalentSignUp, toRegisterTalentBody)) {
  const controls = createControlledActors(['submit'])
  const actor = createActor(formMachine.provide({ actors: controls.actors }), { input })
  actor.start()
  const send = async (...events: FormEvent[]) => {
    for (const event of events) actor.send(event)
    await flush()
  }
  const fill = (values: Record<string, string>) =>
    send(...Object.entries(values).map(([field, value]): FormEvent => ({ type: 'CHANGE', field, value })))
  return {
    actor,
    controls,
    send,
    fill,
    state: () => stateLabel(actor.getSnapshot().value),
    context: () => actor.getSnapshot().context,
  }
}

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'Secret#2026',
  confirmPassword: 'Secret#2026',
}

describe('formMachine', () => {
  it('starts editing, clean, untouched, with errors computed but hidden', () => {
    const f = start()
    expect(f.state()).toBe('editing')
    expect(f.context()).toMatchObject({ dirty: false, touched: [], submitCount: 0, serverError: null })
    expect(f.context().errors.firstName).toBe('Required')
    expect(visibleErrors(f.context())).toEqual({})
  })

  it('CHANGE makes it dirty and revalidates; back to the initial value is clean again', async () => {
    const f = start()
    await f.fill({ firstName: 'Ada' })
    expect(f.context()).toMatchObject({ dirty: true, values: { firstName: 'Ada' } })
    expect(f.context().errors.firstName).toBeUndefined()
    await f.fill({ firstName: '' })
    expect(f.context().dirty).toBe(false)
  })

  it('shows a field error after BLUR (touched) only', async () => {
    const f = start()
    await f.fill({ email: 'ada@' })
    expect(fieldError(f.context(), 'email')).toBeUndefined()
    await f.send({ type: 'BLUR', field: 'email' }, { type: 'BLUR', field: 'email' })
    expect(f.context().touched).toEqual(['email'])
    expect(fieldError(f.context(), 'email')).toBe('Invalid email')
    expect(fieldError(f.context(), 'firstName')).toBeUndefined()
  })

  it('an invalid SUBMIT touches everything, shows every error and stays editing', async () => {
    const f = start()
    await f.send({ type: 'SUBMIT' })
    expect(f.state()).toBe('editing')
    expect(f.context().submitCount).toBe(1)
    expect(f.controls.calls()).toEqual([])
    expect(visibleErrors(f.context())).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      email: 'Required',
      password: 'Required',
      confirmPassword: 'Required',
    })
  })

  it('a valid SUBMIT sends the mapped body without the confirmation, once despite double clicks', async () => {
    const f = start()
    await f.fill(valid)
    await f.send({ type: 'SUBMIT' }, { type: 'SUBMIT' })
    expect(f.state()).toBe('submitting')
    expect(isSubmitting(f.actor.getSnapshot())).toBe(true)
    await f.send({ type: 'SUBMIT' })
    expect(f.controls.calls()).toEqual([
      {
        name: 'submit',
        input: {
          body: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', password: 'Secret#2026' },
          values: valid,
        },
      },
    ])
    expect(f.actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    f.controls.resolve('submit', { userId: 'u-1' })
    await flush()
    expect(f.state()).toBe('submitted')
    expect(f.context()).toMatchObject({ result: { userId: 'u-1' }, submitCount: 1 })
  })

  it('a server failure returns to editing with the message and the field errors (snake_case keys)', async () => {
    const f = start()
    await f.fill(valid)
    await f.send({ type: 'SUBMIT' })
    f.controls.reject('submit', {
      status: 409,
      message: 'An account with this email already exists.',
      fieldErrors: {
        email: ['An account with this email already exists.'],
        first_name: 'Too fancy',
        unknown_field: ['x'],
      },
    })
    await flush()
    expect(f.state()).toBe('editing')
    expect(f.context().serverError).toBe('An account with this email already exists.')
    expect(visibleErrors(f.context())).toEqual({
      email: 'An account with this email already exists.',
      firstName: 'Too fancy',
    })
    await f.fill({ email: 'ada2@example.com' })
    expect(visibleErrors(f.context())).toEqual({ firstName: 'Too fancy' })
  })

  it('a failure without a message says "Technical problem"; a new SUBMIT clears it', async () => {
    const f = start()
    await f.fill(valid)
    await f.send({ type: 'SUBMIT' })
    f.controls.reject('submit', new TypeError(''))
    await flush()
    expect(f.context().serverError).toBe('Technical problem')
    await f.send({ type: 'SUBMIT' })
    expect(f.context()).toMatchObject({ serverError: null, submitCount: 2 })
    expect(f.state()).toBe('submitting')
  })

  it('CHANGE after submitted edits again; RESET restores the initial values from anywhere', async () => {
    const f = start()
    await f.fill(valid)
    await f.send({ type: 'SUBMIT' })
    f.controls.resolve('submit', null)
    await flush()
    await f.fill({ firstName: 'Augusta' })
    expect(f.state()).toBe('editing')
    await f.send({ type: 'SUBMIT' })
    expect(f.state()).toBe('submitting')
    await f.send({ type: 'RESET' })
    expect(f.state()).toBe('editing')
    expect(f.controls.pending()).toEqual([])
    expect(f.context()).toMatchObject({
      values: emptyTalentSignUp,
      dirty: false,
      touched: [],
      submitCount: 0,
      serverError: null,
      result: undefined,
    })
  })
})

describe('formMachine: model (every reachable state by its shortest path)', () => {
  const paths = shortestStatePaths(formMachine, formModel, changePasswordFormInput)

  it('reaches every state of the chart', () => {
    expect(paths.map((p) => p.target).sort()).toEqual(['editing', 'submitted', 'submitting'])
  })

  it.each(paths.map((p) => [p.target, p] as const))('%s is reached on a running actor', async (target, path) => {
    const controls = createControlledActors(['submit'])
    const actor = await replay(formMachine, controls, changePasswordFormInput, path.events as EventObject[])
    expect(stateLabel(actor.getSnapshot().value)).toBe(target)
    if (target !== 'editing')
      expect(controls.calls()[0]?.input).toEqual({
        body: { token: FIXTURE_RESET_TOKEN, value: 'Secret#2026' },
        values: { newPassword: 'Secret#2026', confirmPassword: 'Secret#2026' },
      })
    actor.stop()
  })
})
