import { ACTIONS, DEFAULT_RECRUITER_GRANTS, RESOURCES } from '@hireloop/flows/rules'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_CUSTOM_RULE, DEMO_RECRUITERS } from '../src/db/seed-recruiters.ts'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const SOURCER = DEMO_RECRUITERS.find((r) => r.level === 'sourcer')!

type Grant = { resource: string; actions: string[] }

/**
 * `GET /access_rule/mine` (ADR 0091): what the access rules allow the signed-in recruiter, so the portal offers the
 * row actions the policy will let through. Read from the rules per call: a removed rule is gone from the very next
 * answer, as it is from the policy.
 */
export function accessGrantsSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const mine = (who: { email: string } | null) =>
    api(t.base, 'GET', '/admin/access_rule/mine', who ? { token: as(who) } : {})
  const may = (body: { grants: Grant[] }, resource: string, action: string) =>
    body.grants.some((grant) => grant.resource === resource && grant.actions.includes(action))

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, RECRUITER, ADMIN, SOURCER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it("answers a recruiter's level's allowed actions, custom rules included, in the contract's order", async () => {
    const answer = await mine(SOURCER)
    expect(answer.status).toBe(200)
    const expected = RESOURCES.flatMap((resource) => {
      const actions = ACTIONS.filter(
        (action) =>
          DEFAULT_RECRUITER_GRANTS.sourcer[resource]?.includes(action) ||
          (resource === DEMO_CUSTOM_RULE.resource && action === DEMO_CUSTOM_RULE.action),
      )
      return actions.length > 0 ? [{ resource, actions }] : []
    })
    expect(answer.body).toEqual({ subject: 'sourcer', grants: expected })
    // Neither invoices nor access rules are a Sourcer's.
    expect(may(answer.body, 'invoice', 'read')).toBe(false)
    expect(may(answer.body, 'access_rule', 'read')).toBe(false)

    const recruiter = await mine(RECRUITER)
    expect(recruiter.body.subject).toBe('recruiter')
    expect(may(recruiter.body, 'vacancy', 'update')).toBe(true)
    expect(may(recruiter.body, 'vacancy', 'delete')).toBe(false)
  })

  it("answers admins with the admins' rules: everything, from the seed", async () => {
    const answer = await mine(ADMIN)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      subject: 'admin',
      grants: RESOURCES.map((resource) => ({ resource, actions: [...ACTIONS] })),
    })
  })

  it('follows a removed rule at once, and its restoring; reading writes nothing', async () => {
    const rule = await t.server.db
      .selectFrom('access_rules')
      .selectAll()
      .where('subject', '=', 'sourcer')
      .where('resource', '=', 'talent')
      .where('action', '=', 'update')
      .executeTakeFirstOrThrow()
    const removed = await api(t.base, 'DELETE', `/admin/access_rule/${rule.id}`, { token: as(ADMIN) })
    expect(removed.status).toBe(204)
    const after = await mine(SOURCER)
    expect(may(after.body, 'talent', 'update')).toBe(false)
    expect(may(after.body, 'talent', 'read')).toBe(true)
    // The policy agrees with the answer: the same request is refused.
    const refused = await api(t.base, 'PUT', `/admin/talent/${TALENT.id}`, {
      token: as(SOURCER),
      body: { first_name: 'Tara', last_name: 'Talent' },
    })
    expect(refused).toMatchObject({ status: 403, body: { message: ['A Sourcer cannot update talents.'] } })

    const denied = await api(t.base, 'POST', '/admin/access_rule/sourcer/talent', {
      token: as(ADMIN),
      body: { action: 'update', effect: 'deny' },
    })
    expect(denied.status).toBe(201)
    expect(may((await mine(SOURCER)).body, 'talent', 'update')).toBe(false)
    const allowed = await api(t.base, 'PUT', '/admin/access_rule/sourcer/talent/update', {
      token: as(ADMIN),
      body: { effect: 'allow' },
    })
    expect(allowed.status).toBe(200)
    expect(may((await mine(SOURCER)).body, 'talent', 'update')).toBe(true)

    const before = await Promise.all([countRows(t.server.db, 'access_rules'), countRows(t.server.db, 'audit_log')])
    await mine(SOURCER)
    expect(await Promise.all([countRows(t.server.db, 'access_rules'), countRows(t.server.db, 'audit_log')])).toEqual(
      before,
    )
  })

  it('refuses talents, employers and callers without a token', async () => {
    for (const who of [TALENT, EMPLOYER]) expect((await mine(who)).status).toBe(403)
    expect((await mine(null)).status).toBe(401)
  })
}
