import { describe, expect, it } from 'vitest'
import { sessionUsers } from '../session/session.fixtures.ts'
import { rootRedirect } from '../session/session.routes.ts'
import { harness } from '../testing/index.ts'
import { itWalksEveryState } from '../testing/model-test.ts'
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

describe('talentOnboardingMachine', () => {
  const start = (input = talentOnboardingInput) => harness(talentOnboardingMachine, ACTORS, input)

  it('welcome -> resume step -> upload or build, BACK on every step', async () => {
    const m = start()
    expect(m.state()).toBe('welcome')
    await m.send({ type: 'NEXT' })
    expect(m.state()).toBe('resume.choosing')
    await m.send({ type: 'CHOOSE', method: 'upload' })
    expect(m.state()).toBe('resume.upload')
    await m.send({ type: 'BACK' })
    await m.send({ type: 'CHOOSE', method: 'build' })
    expect(m.state()).toBe('resume.build')
    expect(m.context().method).toBe('build')
    await m.send({ type: 'BACK' })
    await m.send({ type: 'BACK' })
    expect(m.state()).toBe('welcome')
  })

  it('a draft resume keeps the talent in onboarding (the root redirect still leads there)', async () => {
    const m = start()
    await m.send({ type: 'NEXT' })
    await m.send({ type: 'CHOOSE', method: 'build' })
    await m.send({ type: 'RESUME_SAVED', resume: { id: 'r-3', draft: true } })
    expect(m.state()).toBe('resume.build')
    expect(m.context().resume).toEqual({ id: 'r-3', draft: true })
    expect(m.called()).toEqual([])
    expect(rootRedirect({ ...sessionUsers.talentNew, resume: { id: 'r-3', draft: true } })).toBe('/onboarding')
  })

  it('a published resume finishes: the updated user is the output and the root redirect changes', async () => {
    const m = start()
    expect(rootRedirect(m.context().user)).toBe('/onboarding')
    await m.send({ type: 'NEXT' })
    await m.send({ type: 'CHOOSE', method: 'upload' })
    await m.send({ type: 'RESUME_SAVED', resume: { id: 'r-3', draft: false } })
    expect(m.state()).toBe('finishing')
    expect(m.controls.pending()).toEqual([
      { name: 'finishOnboarding', input: { user: sessionUsers.talentNew, resume: { id: 'r-3', draft: false } } },
    ])
    await m.resolve('finishOnboarding', onboardedUsers.talent)
    expect(m.state()).toBe('done')
    expect(m.snapshot().output).toEqual(onboardedUsers.talent)
    expect(rootRedirect(m.snapshot().output)).toBe('/matching')
  })

  it('a failed finish can be retried', async () => {
    const m = start()
    await m.send({ type: 'NEXT' })
    await m.send({ type: 'CHOOSE', method: 'upload' })
    await m.send({ type: 'RESUME_SAVED', resume: { id: 'r-3', draft: false } })
    await m.reject('finishOnboarding', { status: 503, message: 'Service unavailable.' })
    expect(m.state()).toBe('failed')
    expect(m.context()).toMatchObject({ error: 'Service unavailable.', status: 503 })
    await m.send({ type: 'RETRY' })
    expect(m.state()).toBe('finishing')
    expect(m.context().error).toBeNull()
  })

  it('an onboarded talent is done at once', () => {
    expect(start({ user: sessionUsers.talentPublished }).state()).toBe('done')
  })
})

describe('companyOnboardingMachine', () => {
  const start = (input = companyOnboardingInput) => harness(companyOnboardingMachine, ACTORS, input)

  it('offers the contract company types', () => {
    expect(companyTypes).toEqual(['startup', 'scaleup', 'enterprise', 'agency'])
  })

  it('the company type step needs a type; finishing updates the user and the root redirect', async () => {
    const m = start()
    expect(rootRedirect(m.context().user)).toBe('/onboarding')
    await m.send({ type: 'NEXT' })
    expect(m.state()).toBe('companyType')
    expect(m.can({ type: 'NEXT' })).toBe(false)
    expect(m.can({ type: 'SELECT_TYPE', companyType: 'charity' as never })).toBe(false)
    await m.send({ type: 'SELECT_TYPE', companyType: 'scaleup' })
    await m.send({ type: 'NEXT' })
    expect(m.controls.pending()).toEqual([
      { name: 'finishOnboarding', input: { user: sessionUsers.employerNew, companyType: 'scaleup' } },
    ])
    await m.resolve('finishOnboarding', onboardedUsers.employer)
    expect(m.state()).toBe('done')
    expect(rootRedirect(m.snapshot().output)).toBe('/job-openings')
  })

  it('a failed finish: RETRY or BACK to the type', async () => {
    const m = start()
    await m.send({ type: 'NEXT' })
    await m.send({ type: 'SELECT_TYPE', companyType: 'agency' })
    await m.send({ type: 'NEXT' })
    await m.reject('finishOnboarding', { status: 400, message: 'type: Invalid option' })
    expect(m.state()).toBe('failed')
    await m.send({ type: 'BACK' })
    expect(m.state()).toBe('companyType')
    expect(m.context().companyType).toBe('agency')
  })

  it('a company with a type is done at once', () => {
    expect(start({ user: sessionUsers.employer }).state()).toBe('done')
  })
})

describe('onboarding: model (every reachable state by its shortest path)', () => {
  describe('talent', () => {
    itWalksEveryState(talentOnboardingMachine, talentOnboardingModel, {
      actors: ACTORS,
      input: () => talentOnboardingInput,
      expected: ['welcome', 'resume.choosing', 'resume.upload', 'resume.build', 'finishing', 'failed', 'done'],
    })
  })
  describe('company', () => {
    itWalksEveryState(companyOnboardingMachine, companyOnboardingModel, {
      actors: ACTORS,
      input: () => companyOnboardingInput,
      expected: ['welcome', 'companyType', 'finishing', 'failed', 'done'],
    })
  })
})
