import { describe, expect, it } from 'vitest'
import { sessionUsers } from '../session/session.fixtures.ts'
import { needsOnboarding } from '../session/session.routes.ts'
import { harness } from '../testing/index.ts'
import { itDeclaresItsEffects, itWalksEveryState } from '../testing/model-test.ts'
import { companyOnboardingMachine, companyTypes } from './company-onboarding.machine.ts'
import {
  companyOnboardingInput,
  companyOnboardingModel,
  onboardedUsers,
  talentOnboardingInput,
  talentOnboardingModel,
} from './onboarding.fixtures.ts'
import { talentOnboardingMachine } from './talent-onboarding.machine.ts'

const ACTORS = ['finishOnboarding']
const unavailable = { status: 503, message: 'Service unavailable.' }
const published = { id: 'r-3', draft: false }

describe('talentOnboardingMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(talentOnboardingMachine, {
    name: 'talentOnboardingMachine',
    id: 'talentOnboarding',
    effects: ACTORS,
  })
})

describe('companyOnboardingMachine: effects (ADR 0040)', () => {
  itDeclaresItsEffects(companyOnboardingMachine, {
    name: 'companyOnboardingMachine',
    id: 'companyOnboarding',
    effects: ACTORS,
  })
})

describe('talentOnboardingMachine', () => {
  const start = (input = talentOnboardingInput) => harness(talentOnboardingMachine, ACTORS, input)
  async function atResumeStep() {
    const m = start()
    await m.send({ type: 'NEXT' })
    return m
  }

  it('starts on the welcome step with the resume the talent has', () => {
    const m = start({ user: sessionUsers.talentDraft })
    expect(m.state()).toBe('welcome')
    expect(m.context()).toEqual({
      user: sessionUsers.talentDraft,
      method: null,
      resume: { id: 'r-2', draft: true },
      error: null,
      status: null,
    })
    expect(start().context().resume).toBeNull()
  })

  it('welcome -> resume step -> upload or build, BACK on every step', async () => {
    const m = await atResumeStep()
    expect(m.state()).toBe('resume.choosing')
    expect(m.can({ type: 'NEXT' })).toBe(false)
    await m.send({ type: 'CHOOSE', method: 'upload' })
    expect(m.state()).toBe('resume.upload')
    expect(m.context().method).toBe('upload')
    await m.send({ type: 'BACK' })
    expect(m.state()).toBe('resume.choosing')
    await m.send({ type: 'CHOOSE', method: 'build' })
    expect(m.state()).toBe('resume.build')
    expect(m.context().method).toBe('build')
    await m.send({ type: 'BACK' })
    await m.send({ type: 'BACK' })
    expect(m.state()).toBe('welcome')
  })

  it('a draft resume keeps the talent in onboarding, kept for finishing later', async () => {
    const m = await atResumeStep()
    await m.send({ type: 'CHOOSE', method: 'build' })
    await m.send({ type: 'RESUME_SAVED', resume: { id: 'r-3', draft: true } })
    expect(m.state()).toBe('resume.build')
    expect(m.context().resume).toEqual({ id: 'r-3', draft: true })
    expect(m.called()).toEqual([])
    expect(needsOnboarding({ ...sessionUsers.talentNew, resume: { id: 'r-3', draft: true } })).toBe(true)
  })

  it('a published resume finishes: PUT /onboarding + GET /me, the updated user is the output', async () => {
    const m = await atResumeStep()
    await m.send({ type: 'CHOOSE', method: 'upload' })
    await m.send({ type: 'RESUME_SAVED', resume: published })
    expect(m.state()).toBe('finishing')
    expect(m.snapshot().hasTag('busy')).toBe(true)
    expect(m.controls.pending()).toEqual([
      { name: 'finishOnboarding', input: { user: sessionUsers.talentNew, resume: published } },
    ])
    await m.resolve('finishOnboarding', onboardedUsers.talent)
    expect(m.state()).toBe('done')
    expect(m.context()).toMatchObject({ user: onboardedUsers.talent, error: null })
    expect(m.snapshot().output).toEqual(onboardedUsers.talent)
    expect(needsOnboarding(onboardedUsers.talent)).toBe(false)
  })

  it('a failed finish stores the message and status; RETRY finishes again without it', async () => {
    const m = await atResumeStep()
    await m.send({ type: 'RESUME_SAVED', resume: published })
    await m.reject('finishOnboarding', unavailable)
    expect(m.state()).toBe('failed')
    expect(m.snapshot().hasTag('busy')).toBe(false)
    expect(m.context()).toMatchObject({ error: 'Service unavailable.', status: 503 })
    await m.send({ type: 'RETRY' })
    expect(m.state()).toBe('finishing')
    expect(m.context()).toMatchObject({ error: null, status: null })
    expect(m.controls.pending()).toEqual([
      { name: 'finishOnboarding', input: { user: sessionUsers.talentNew, resume: published } },
    ])
  })

  it('an onboarded talent is done at once, with the user as output', () => {
    const m = start({ user: sessionUsers.talentPublished })
    expect(m.state()).toBe('done')
    expect(m.snapshot().output).toEqual(sessionUsers.talentPublished)
  })
})

describe('companyOnboardingMachine', () => {
  const start = (input = companyOnboardingInput) => harness(companyOnboardingMachine, ACTORS, input)
  async function typed(companyType: (typeof companyTypes)[number]) {
    const m = start()
    await m.send({ type: 'NEXT' })
    await m.send({ type: 'SELECT_TYPE', companyType })
    await m.send({ type: 'NEXT' })
    return m
  }

  it('offers the contract company types', () => {
    expect(companyTypes).toEqual(['startup', 'scaleup', 'enterprise', 'agency'])
  })

  it('starts on the welcome step without a type', () => {
    const m = start()
    expect(m.state()).toBe('welcome')
    expect(m.context()).toEqual({
      user: sessionUsers.employerNew,
      onboardingId: 'o-2',
      companyType: null,
      error: null,
      status: null,
    })
  })

  it('the company type step needs a type of the contract; BACK leads to welcome', async () => {
    const m = start()
    await m.send({ type: 'NEXT' })
    expect(m.state()).toBe('companyType')
    expect(m.can({ type: 'NEXT' })).toBe(false)
    expect(m.can({ type: 'SELECT_TYPE', companyType: 'charity' as never })).toBe(false)
    await m.send({ type: 'SELECT_TYPE', companyType: 'agency' })
    await m.send({ type: 'SELECT_TYPE', companyType: 'scaleup' })
    expect(m.state()).toBe('companyType')
    expect(m.context().companyType).toBe('scaleup')
    await m.send({ type: 'BACK' })
    expect(m.state()).toBe('welcome')
  })

  it('finishing saves the type and re-reads the user: the updated user is the output', async () => {
    const m = await typed('scaleup')
    expect(m.state()).toBe('finishing')
    expect(m.snapshot().hasTag('busy')).toBe(true)
    expect(m.controls.pending()).toEqual([
      {
        name: 'finishOnboarding',
        input: { user: sessionUsers.employerNew, onboardingId: 'o-2', companyType: 'scaleup' },
      },
    ])
    await m.resolve('finishOnboarding', onboardedUsers.employer)
    expect(m.state()).toBe('done')
    expect(m.context().user).toEqual(onboardedUsers.employer)
    expect(m.snapshot().output).toEqual(onboardedUsers.employer)
    expect(needsOnboarding(onboardedUsers.employer)).toBe(false)
  })

  it('a failed finish: RETRY without the error, or BACK to the type', async () => {
    const m = await typed('agency')
    await m.reject('finishOnboarding', { status: 400, message: 'type: Invalid option' })
    expect(m.state()).toBe('failed')
    expect(m.context()).toMatchObject({ error: 'type: Invalid option', status: 400 })
    await m.send({ type: 'RETRY' })
    expect(m.state()).toBe('finishing')
    expect(m.context()).toMatchObject({ error: null, status: null })
    await m.reject('finishOnboarding', new Error())
    expect(m.context()).toMatchObject({ error: 'Technical problem', status: null })
    await m.send({ type: 'BACK' })
    expect(m.state()).toBe('companyType')
    expect(m.context().companyType).toBe('agency')
  })

  it('a company without a checklist yet still finishes: the effect is told there is none', async () => {
    const m = start({ ...companyOnboardingInput, onboardingId: null })
    await m.send({ type: 'NEXT' })
    await m.send({ type: 'SELECT_TYPE', companyType: 'startup' })
    await m.send({ type: 'NEXT' })
    expect(m.controls.pending()).toEqual([
      {
        name: 'finishOnboarding',
        input: { user: sessionUsers.employerNew, onboardingId: null, companyType: 'startup' },
      },
    ])
  })

  it('a company with a type is done at once', () => {
    const m = start({ user: sessionUsers.employer, onboardingId: null })
    expect(m.state()).toBe('done')
    expect(m.snapshot().output).toEqual(sessionUsers.employer)
  })
})

describe('onboarding: model (every reachable state by its shortest path)', () => {
  const quiet = { error: null, status: null }
  describe('talent', () => {
    itWalksEveryState(talentOnboardingMachine, talentOnboardingModel, {
      actors: ACTORS,
      input: () => talentOnboardingInput,
      states: {
        welcome: { context: { method: null, resume: null, ...quiet } },
        'resume.choosing': { context: { method: null, ...quiet } },
        'resume.upload': { context: { method: 'upload' } },
        'resume.build': { context: { method: 'build' } },
        finishing: {
          tags: ['busy'],
          running: [{ name: 'finishOnboarding', input: { user: sessionUsers.talentNew, resume: published } }],
          context: { resume: published, ...quiet },
        },
        failed: { context: { error: 'Service unavailable.', status: 503 } },
        done: { done: true, context: { user: onboardedUsers.talent, ...quiet } },
      },
    })
  })
  describe('company', () => {
    itWalksEveryState(companyOnboardingMachine, companyOnboardingModel, {
      actors: ACTORS,
      input: () => companyOnboardingInput,
      states: {
        welcome: { context: { companyType: null, ...quiet } },
        companyType: { context: { companyType: null } },
        finishing: {
          tags: ['busy'],
          running: [
            {
              name: 'finishOnboarding',
              input: { user: sessionUsers.employerNew, onboardingId: 'o-2', companyType: 'scaleup' },
            },
          ],
          context: { companyType: 'scaleup', ...quiet },
        },
        failed: { context: { error: 'type: Invalid option', status: 400 } },
        done: { done: true, context: { user: onboardedUsers.employer, ...quiet } },
      },
    })
  })
})
