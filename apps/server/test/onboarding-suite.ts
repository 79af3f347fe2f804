import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const PUBLISHED = demo('talent.published@hireloop.test')
const NEWCOMER = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!

/** Talent onboarding (issue 11, docs/product.md §2): the checklist, its steps, and the steps the data completes. */
export function onboardingSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const mine = (path: string) => `/talent/${NEWCOMER.id}${path}`

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [PUBLISHED, NEWCOMER, EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
    // The newcomer starts from nothing, whatever the demo seed gives them.
    await t.server.db.deleteFrom('onboarding_states').where('talent_id', '=', NEWCOMER.id).execute()
  })
  afterAll(async () => {
    await t?.close()
  })

  const state = async () => {
    const listed = await api(t.base, 'GET', mine('/onboarding'), { token: as(NEWCOMER) })
    expect(listed.status).toBe(200)
    return listed.body.results[0]
  }

  it('walks a talent through profile, resume and preferences; a draft does not complete "resume", publishing does', async () => {
    expect(await state()).toBeUndefined()
    const created = await api(t.base, 'POST', mine('/onboarding'), { token: as(NEWCOMER) })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      user_type: 'talent',
      talent_id: NEWCOMER.id,
      company_id: null,
      current_step: 'profile',
      completed: false,
    })
    expect(created.body.steps.map((s: { key: string; title: string }) => [s.key, s.title])).toEqual([
      ['profile', 'Complete your profile'],
      ['resume', 'Add your resume'],
      ['preferences', 'Set your job preferences'],
    ])
    const again = await api(t.base, 'POST', mine('/onboarding'), { token: as(NEWCOMER) })
    expect(again).toMatchObject({ status: 409, body: { message: ['This onboarding has already started.'] } })

    const id = created.body.id
    const unknown = await api(t.base, 'POST', mine(`/onboarding/${id}`), { token: as(NEWCOMER), body: { step: 'x' } })
    expect(unknown.status).toBe(400)
    expect(unknown.body.detail).toEqual([{ loc: ['body', 'step'], msg: 'Unknown onboarding step.', type: 'value' }])
    const profile = await api(t.base, 'POST', mine(`/onboarding/${id}`), {
      token: as(NEWCOMER),
      body: { step: 'profile' },
    })
    expect(profile.body).toMatchObject({ current_step: 'resume', completed: false })
    expect(profile.body.steps[0].completed_at).not.toBeNull()

    // A draft with an availability: preferences are set, but nothing companies can see is there yet.
    const draft = { title: 'Engineer', availability: { notice: 'two_weeks' } }
    await api(t.base, 'POST', mine('/resume/draft'), { token: as(NEWCOMER), body: draft })
    expect(await state()).toMatchObject({ current_step: 'resume', completed: false })
    expect((await state()).steps.map((s: { done: boolean }) => s.done)).toEqual([true, false, true])

    const published = await api(t.base, 'POST', mine('/resume'), { token: as(NEWCOMER), body: draft })
    expect(published.status).toBe(201)
    expect(await state()).toMatchObject({ current_step: null, completed: true })
  })

  it('updateOnboarding sets steps done and undone; an unknown step or another owner changes nothing', async () => {
    const { id, steps } = await state()
    const refused = await api(t.base, 'PUT', mine(`/onboarding/${id}`), {
      token: as(NEWCOMER),
      body: {
        talent_id: PUBLISHED.id,
        steps: [
          { key: 'profile', done: false },
          { key: 'nope', done: true },
        ],
      },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.detail.map((d: { loc: unknown }) => d.loc)).toEqual([
      ['body', 'talent_id'],
      ['body', 'steps', 1, 'key'],
    ])
    expect((await state()).steps).toEqual(steps)
    const undone = await api(t.base, 'PUT', mine(`/onboarding/${id}`), {
      token: as(NEWCOMER),
      body: { steps: [{ key: 'profile', done: false }] },
    })
    expect(undone.body).toMatchObject({ current_step: 'profile', completed: false })
    expect(undone.body.steps[0]).toMatchObject({ done: false, completed_at: null })
  })

  it('belongs to its owner: another talent and companies do not see it; recruiters filter and create for a talent', async () => {
    const { id } = await state()
    const other = await api(t.base, 'POST', `/talent/${PUBLISHED.id}/onboarding/${id}`, {
      token: as(PUBLISHED),
      body: { step: 'profile' },
    })
    expect(other).toMatchObject({ status: 404, body: { message: ['Onboarding not found.'] } })
    const company = await api(t.base, 'GET', `/company/${COMPANY.id}/onboarding`, { token: as(EMPLOYER) })
    expect(company.body.results.every((s: { company_id: string }) => s.company_id === COMPANY.id)).toBe(true)
    const filtered = await api(t.base, 'GET', `/admin/onboarding?talent_id=${NEWCOMER.id}`, { token: as(RECRUITER) })
    expect(filtered.body.results.map((s: { id: string }) => s.id)).toEqual([id])

    const neither = await api(t.base, 'POST', '/admin/onboarding', { token: as(RECRUITER), body: {} })
    expect(neither.body.detail[0].msg).toBe('Give exactly one of talent_id and company_id.')
    await t.server.db.deleteFrom('onboarding_states').where('talent_id', '=', PUBLISHED.id).execute()
    const forTalent = await api(t.base, 'POST', '/admin/onboarding', {
      token: as(RECRUITER),
      body: { talent_id: PUBLISHED.id },
    })
    // Their resume is published: the checklist starts past "resume" (and "preferences": it states a salary).
    expect(forTalent.status).toBe(201)
    expect(forTalent.body.steps.map((s: { done: boolean }) => s.done)).toEqual([false, true, true])
  })
}
