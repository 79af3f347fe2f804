import { db, newId, type DbUser } from '../db.ts'
import { onboardingSteps } from '../marketplace.ts'
import { readable, readableById } from '../policy.ts'
import {
  signedIn,
  conflict,
  fail,
  notFound,
  now,
  optionalJson,
  page,
  searchOf,
  type Definitions,
  type S,
} from '../support.ts'

function findState(caller: DbUser, id: string) {
  return readableById(caller, 'onboarding', id) ?? notFound('Onboarding')
}

/**
 * A company's steps that its data completes, as the server marks them (ADR 0069): "company" once it has a type,
 * "vacancy" once it posted one, "team" once a colleague was invited, "billing" once billing info exists. Never undone.
 */
function companyFacts(companyId: string): Set<string> {
  const done = new Set<string>()
  if (db.companies.find((c) => c.id === companyId)?.type) done.add('company')
  if (db.vacancies.some((v) => v.company_id === companyId)) done.add('vacancy')
  if (db.users.filter((u) => u.user_type === 'employer' && u.company_id === companyId).length > 1) done.add('team')
  if (db.billingInfos.some((b) => b.company_id === companyId)) done.add('billing')
  return done
}

function withFacts(state: S['OnboardingState']): S['OnboardingState'] {
  if (!state.company_id) return state
  const done = companyFacts(state.company_id)
  const changed = state.steps.filter((step) => !step.done && done.has(step.key))
  for (const step of changed) Object.assign(step, { done: true, completed_at: now() })
  if (changed.length > 0) settle(state)
  return state
}

function settle(state: S['OnboardingState']) {
  state.current_step = state.steps.find((s) => !s.done)?.key ?? null
  state.completed = state.steps.every((s) => s.done)
  state.updated_at = now()
}

export const onboardingHandlers = {
  listOnboardingStates: (http) =>
    http.get('/onboarding', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const talentId = search.get('talent_id')
      const companyId = search.get('company_id')
      const found = readable(caller, 'onboarding', db.onboardingStates)
        .filter((s) => !talentId || s.talent_id === talentId)
        .filter((s) => !companyId || s.company_id === companyId)
        .map(withFacts)
      return response(200).json(page(structuredClone(found), search))
    }),

  createOnboarding: (http) =>
    http.post('/onboarding', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await optionalJson<S['CreateOnboardingRequest']>(request)
      const talentId = caller.user_type === 'talent' ? caller.id : (body.talent_id ?? null)
      const companyId = caller.user_type === 'employer' ? caller.company_id : (body.company_id ?? null)
      if (!talentId === !companyId) {
        return response.untyped(
          fail(400, { detail: [{ loc: ['body', 'talent_id'], msg: 'Give a talent or a company.', type: 'required' }] }),
        )
      }
      if (
        db.onboardingStates.some(
          (s) => (talentId && s.talent_id === talentId) || (companyId && s.company_id === companyId),
        )
      ) {
        return response.untyped(conflict('This onboarding exists already.'))
      }
      const userType = talentId ? 'talent' : 'employer'
      const at = now()
      const state: S['OnboardingState'] = {
        id: newId(),
        user_type: userType,
        talent_id: talentId,
        company_id: companyId,
        steps: onboardingSteps(userType, 0, at),
        current_step: null,
        completed: false,
        created_at: at,
        updated_at: at,
      }
      settle(withFacts(state))
      db.onboardingStates.push(state)
      return response(201).json(structuredClone(state))
    }),

  completeOnboardingStep: (http) =>
    http.post('/onboarding/{id}', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const state = findState(caller, params.id)
      if (state instanceof Response) return response.untyped(state)
      const body = await request.json()
      const step = state.steps.find((s) => s.key === body.step)
      if (!step) {
        return response.untyped(
          fail(400, {
            detail: [{ loc: ['body', 'step'], msg: 'This step is not part of this onboarding.', type: 'enum' }],
          }),
        )
      }
      if (!step.done) Object.assign(step, { done: true, completed_at: now() })
      settle(state)
      return response(200).json(structuredClone(state))
    }),

  updateOnboarding: (http) =>
    http.put('/onboarding/{id}', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const state = findState(caller, params.id)
      if (state instanceof Response) return response.untyped(state)
      const body = await request.json()
      if (body.talent_id !== undefined) state.talent_id = body.talent_id
      if (body.company_id !== undefined) state.company_id = body.company_id
      for (const change of body.steps ?? []) {
        const step = state.steps.find((s) => s.key === change.key)
        if (step)
          Object.assign(step, { done: change.done, completed_at: change.done ? (step.completed_at ?? now()) : null })
      }
      settle(state)
      return response(200).json(structuredClone(state))
    }),
} satisfies Definitions
