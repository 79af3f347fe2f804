import { ACTIONS, DEFAULT_RECRUITER_GRANTS, RECRUITER_LEVELS, RESOURCES } from '@hireloop/flows/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { extractLinks } from '../src/mail/messages.ts'
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
const SENIOR = DEMO_RECRUITERS.find((r) => r.level === 'senior_recruiter')!
/** A Head of Recruitment who is no admin: created through the API in the recruiters tests, then signed in. */
const HEAD = { email: 'head.of.recruitment@hireloop.test', first_name: 'Hugo', last_name: 'Head' }
const HEAD_PASSWORD = 'Head-of-team#2027'

/**
 * Access rules as the policy's data (issue 15, ADR 0084) and the recruiting team, black box on the seeded database:
 * the rules migration 0017 writes, each operation per caller, bad input and refusals that change nothing, a rule
 * change that holds at the very next request, the admins' lock-out guard, and recruiters created, listed and changed.
 */
export function accessRulesSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!

  const rules = (query = '', who: { email: string } = ADMIN) =>
    api(t.base, 'GET', `/admin/access_rule${query}`, { token: as(who) })
  const ruleCount = () => countRows(t.server.db, 'access_rules')
  const ruleOf = (subject: string, resource: string, action: string) =>
    t.server.db
      .selectFrom('access_rules')
      .selectAll()
      .where('subject', '=', subject as never)
      .where('resource', '=', resource as never)
      .where('action', '=', action as never)
      .executeTakeFirst()
  const activeVacancies = () =>
    t.server.db
      .selectFrom('vacancies')
      .select(['id', 'status'])
      .where('status', '=', 'active')
      .where('draft', '=', false)
      .orderBy('id')
      .execute()

  /** Sends `request`, expects `status` and `body`, and checks that rules, users and the audit log did not change. */
  async function refused(request: () => Promise<{ status: number; body: unknown }>, status: number, body: unknown) {
    const counts = async () =>
      Promise.all([ruleCount(), countRows(t.server.db, 'users'), countRows(t.server.db, 'audit_log')])
    const effects = async () =>
      (await t.server.db.selectFrom('access_rules').select(['id', 'effect']).orderBy('id').execute()).map(
        (rule) => `${rule.id}:${rule.effect}`,
      )
    const before = [await counts(), await effects()]
    const answer = await request()
    expect({ status: answer.status, body: answer.body }).toEqual({ status, body })
    expect([await counts(), await effects()]).toEqual(before)
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, RECRUITER, ADMIN, SOURCER, SENIOR]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('starts from the default grants of each level, the demo rule, and admins allowed everything', async () => {
    const rows = await t.server.db.selectFrom('access_rules').selectAll().execute()
    for (const level of RECRUITER_LEVELS) {
      const expected = Object.entries(DEFAULT_RECRUITER_GRANTS[level]).flatMap(([resource, actions]) =>
        (actions ?? []).map((action) => `${resource}:${action}`),
      )
      if (level === DEMO_CUSTOM_RULE.subject) expected.push(`${DEMO_CUSTOM_RULE.resource}:${DEMO_CUSTOM_RULE.action}`)
      const held = rows.filter((row) => row.subject === level)
      expect(held.every((row) => row.effect === 'allow')).toBe(true)
      expect(held.map((row) => `${row.resource}:${row.action}`).sort(), level).toEqual(expected.sort())
    }
    expect(rows.filter((row) => row.subject === 'admin' && row.effect === 'allow')).toHaveLength(
      RESOURCES.length * ACTIONS.length,
    )
  })

  describe('listAccessRules and listSubjectResourceAccessRules', () => {
    it('lists the rules to admins, filtered by subject and resource, a page of 10 by default', async () => {
      const all = await rules()
      expect(all.status).toBe(200)
      expect(all.body).toMatchObject({ size: 10, current_page: 1, previous: null, next: 2, total: await ruleCount() })
      expect(all.body.results).toHaveLength(10)
      const filtered = await rules('?subject=sourcer&resource=vacancy')
      expect(filtered.body.results.map((rule: { action: string; effect: string }) => rule.action)).toEqual([
        'read',
        'update',
      ])
      expect(filtered.body.results[1]).toEqual({
        id: expect.any(String),
        subject: 'sourcer',
        resource: 'vacancy',
        action: 'update',
        effect: 'allow',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      })
      const byPath = await api(t.base, 'GET', '/admin/access_rule/sourcer/vacancy', { token: as(ADMIN) })
      expect(byPath.status).toBe(200)
      expect(byPath.body.results).toEqual(filtered.body.results)
    })

    it('refuses every recruiter level that is not admin, employers and talents', async () => {
      for (const who of [SOURCER, RECRUITER, SENIOR]) {
        await refused(() => rules('', who), 403, { message: ['Only admins can do this.'] })
        await refused(() => api(t.base, 'GET', '/admin/access_rule/sourcer/vacancy', { token: as(who) }), 403, {
          message: ['Only admins can do this.'],
        })
      }
      for (const who of [EMPLOYER, TALENT]) {
        expect((await rules('', who)).status).toBe(403)
      }
      expect((await api(t.base, 'GET', '/admin/access_rule')).status).toBe(401)
    })

    it('answers 400 for an unknown subject or resource', async () => {
      expect((await rules('?subject=talent')).status).toBe(400)
      expect((await api(t.base, 'GET', '/admin/access_rule/admin/planet', { token: as(ADMIN) })).status).toBe(400)
    })
  })

  describe('createAccessRule, updateAccessRule, deleteAccessRule', () => {
    it('creates a rule (201), refuses the same triple again (409), updates and removes it, each audited', async () => {
      const audits = await countRows(t.server.db, 'audit_log')
      const made = await api(t.base, 'POST', '/admin/access_rule/sourcer/invoice', {
        token: as(ADMIN),
        body: { action: 'read', effect: 'allow' },
      })
      expect(made.status).toBe(201)
      expect(made.body).toMatchObject({ subject: 'sourcer', resource: 'invoice', action: 'read', effect: 'allow' })
      await refused(
        () =>
          api(t.base, 'POST', '/admin/access_rule/sourcer/invoice', {
            token: as(ADMIN),
            body: { action: 'read', effect: 'deny' },
          }),
        409,
        { action: ['Sourcers already have a rule to read this resource: change that rule instead.'] },
      )
      const changed = await api(t.base, 'PUT', '/admin/access_rule/sourcer/invoice/read', {
        token: as(ADMIN),
        body: { effect: 'deny' },
      })
      expect(changed.status).toBe(200)
      expect(changed.body).toMatchObject({ id: made.body.id, effect: 'deny' })
      expect((await ruleOf('sourcer', 'invoice', 'read'))?.effect).toBe('deny')
      const removed = await api(t.base, 'DELETE', `/admin/access_rule/${made.body.id}`, { token: as(ADMIN) })
      expect(removed.status).toBe(204)
      expect(await ruleOf('sourcer', 'invoice', 'read')).toBeUndefined()
      const entries = await t.server.db
        .selectFrom('audit_log')
        .select(['operation_id', 'object_type', 'object_id', 'actor_role'])
        .where('object_id', '=', made.body.id)
        .execute()
      expect(entries.map((entry) => entry.operation_id).sort()).toEqual([
        'createAccessRule',
        'deleteAccessRule',
        'updateAccessRule',
      ])
      expect(entries.every((entry) => entry.object_type === 'access_rule' && entry.actor_role === 'admin')).toBe(true)
      expect(await countRows(t.server.db, 'audit_log')).toBe(audits + 3)
    })

    it('refuses writes from non-admins and bad input, and changes nothing', async () => {
      const rule = (await ruleOf('recruiter', 'vacancy', 'read'))!
      for (const who of [SOURCER, RECRUITER, SENIOR]) {
        await refused(
          () =>
            api(t.base, 'POST', '/admin/access_rule/sourcer/invoice', {
              token: as(who),
              body: { action: 'read', effect: 'allow' },
            }),
          403,
          { message: ['Only admins can do this.'] },
        )
        await refused(
          () =>
            api(t.base, 'PUT', '/admin/access_rule/recruiter/vacancy/read', {
              token: as(who),
              body: { effect: 'deny' },
            }),
          403,
          { message: ['Only admins can do this.'] },
        )
        await refused(() => api(t.base, 'DELETE', `/admin/access_rule/${rule.id}`, { token: as(who) }), 403, {
          message: ['Only admins can do this.'],
        })
      }
      for (const who of [EMPLOYER, TALENT]) {
        const answer = await api(t.base, 'DELETE', `/admin/access_rule/${rule.id}`, { token: as(who) })
        expect(answer.status).toBe(403)
      }
      const bad = [
        () => api(t.base, 'POST', '/admin/access_rule/sourcer/invoice', { token: as(ADMIN), body: { action: 'read' } }),
        () =>
          api(t.base, 'POST', '/admin/access_rule/sourcer/invoice', {
            token: as(ADMIN),
            body: { action: 'archive', effect: 'allow' },
          }),
        () =>
          api(t.base, 'PUT', '/admin/access_rule/recruiter/vacancy/read', {
            token: as(ADMIN),
            body: { effect: 'maybe' },
          }),
        () => api(t.base, 'DELETE', '/admin/access_rule/not-a-uuid', { token: as(ADMIN) }),
      ]
      for (const request of bad) {
        const before = await ruleCount()
        expect((await request()).status).toBe(400)
        expect(await ruleCount()).toBe(before)
      }
      await refused(
        () =>
          api(t.base, 'PUT', '/admin/access_rule/sourcer/invite/read', { token: as(ADMIN), body: { effect: 'allow' } }),
        404,
        { message: ['Access rule not found.'] },
      )
      await refused(
        () => api(t.base, 'DELETE', '/admin/access_rule/00000000-0000-4000-8000-000000000000', { token: as(ADMIN) }),
        404,
        { message: ['Access rule not found.'] },
      )
    })

    it('removing the rule that lets Sourcers update vacancies takes archiving away from a Sourcer at once', async () => {
      const [first, second] = await activeVacancies()
      // archiveVacancy is an update of the vacancy (the policy table): the demo rule lets Sourcers do it.
      const archived = await api(t.base, 'POST', `/admin/vacancy/${first!.id}/archive`, { token: as(SOURCER) })
      expect(archived.status).toBe(200)
      const rule = (await ruleOf('sourcer', 'vacancy', 'update'))!
      expect((await api(t.base, 'DELETE', `/admin/access_rule/${rule.id}`, { token: as(ADMIN) })).status).toBe(204)
      // The same token, the very next request: the rule is read per request, not carried in the token.
      const refusedArchive = await api(t.base, 'POST', `/admin/vacancy/${second!.id}/archive`, { token: as(SOURCER) })
      expect(refusedArchive).toMatchObject({ status: 403, body: { message: ['A Sourcer cannot update vacancies.'] } })
      expect(
        (await t.server.db.selectFrom('vacancies').select('status').where('id', '=', second!.id).executeTakeFirst())
          ?.status,
      ).toBe('active')
      // A Recruiter keeps it (their own rule), and giving it back to Sourcers works at once too.
      const restored = await api(t.base, 'POST', '/admin/access_rule/sourcer/vacancy', {
        token: as(ADMIN),
        body: { action: 'update', effect: 'allow' },
      })
      expect(restored.status).toBe(201)
      expect((await api(t.base, 'POST', `/admin/vacancy/${second!.id}/archive`, { token: as(SOURCER) })).status).toBe(
        200,
      )
    })

    it('a deny rule refuses admins too, with a sentence that names the rule', async () => {
      const deny = await api(t.base, 'PUT', '/admin/access_rule/admin/skill/create', {
        token: as(ADMIN),
        body: { effect: 'deny' },
      })
      expect(deny.status).toBe(200)
      await refused(
        () => api(t.base, 'POST', '/admin/skill', { token: as(ADMIN), body: { name: 'Denied skill' } }),
        403,
        { message: ['Admins cannot create skills: an access rule denies it.'] },
      )
      const allow = await api(t.base, 'PUT', '/admin/access_rule/admin/skill/create', {
        token: as(ADMIN),
        body: { effect: 'allow' },
      })
      expect(allow.status).toBe(200)
    })

    it('refuses to lock every admin out of the access rules (409), and changes nothing', async () => {
      for (const action of ['read', 'create', 'update'] as const) {
        const rule = (await ruleOf('admin', 'access_rule', action))!
        const verb = { read: 'reading', create: 'creating', update: 'changing' }[action]
        const message = {
          message: [`Admins must keep ${verb} access rules: without it no admin could change the rules again.`],
        }
        await refused(() => api(t.base, 'DELETE', `/admin/access_rule/${rule.id}`, { token: as(ADMIN) }), 409, message)
        await refused(
          () =>
            api(t.base, 'PUT', `/admin/access_rule/admin/access_rule/${action}`, {
              token: as(ADMIN),
              body: { effect: 'deny' },
            }),
          409,
          message,
        )
      }
      // Other admin rules, and the recruiters' rules on access rules, stay the admins' to change.
      const other = await api(t.base, 'PUT', '/admin/access_rule/admin/access_rule/delete', {
        token: as(ADMIN),
        body: { effect: 'deny' },
      })
      expect(other.status).toBe(200)
      await api(t.base, 'PUT', '/admin/access_rule/admin/access_rule/delete', {
        token: as(ADMIN),
        body: { effect: 'allow' },
      })
    })
  })

  describe('listRecruiters, createRecruiter, updateRecruiter', () => {
    const team = (query = '', who: { email: string } = ADMIN) =>
      api(t.base, 'GET', `/admin/recruiter${query}`, { token: as(who) })

    it('lists the team to admins with a level filter; refuses everyone else', async () => {
      const all = await team()
      expect(all.status).toBe(200)
      expect(all.body).toMatchObject({ size: 10, current_page: 1 })
      const emails = all.body.results.map((r: { email: string }) => r.email)
      expect(emails).toEqual(expect.arrayContaining([RECRUITER.email, ADMIN.email, SOURCER.email, SENIOR.email]))
      expect(all.body.results.find((r: { email: string }) => r.email === ADMIN.email)).toEqual({
        id: ADMIN.id,
        first_name: 'Ada',
        last_name: 'Admin',
        full_name: 'Ada Admin',
        email: ADMIN.email,
        level: 'head_of_recruitment',
        is_admin: true,
        image_url: null,
        created_at: expect.any(String),
      })
      const sourcers = await team('?level=sourcer')
      expect(sourcers.body.results.map((r: { level: string }) => r.level)).toEqual(['sourcer'])
      expect((await team('?level=intern')).status).toBe(400)
      for (const who of [SOURCER, RECRUITER, SENIOR]) {
        await refused(() => team('', who), 403, { message: ['Only admins can do this.'] })
      }
      for (const who of [EMPLOYER, TALENT]) expect((await team('', who)).status).toBe(403)
    })

    it('creates a recruiter who sets a password by the mailed link and signs in at their level', async () => {
      const made = await api(t.base, 'POST', '/admin/recruiter', {
        token: as(ADMIN),
        body: { ...HEAD, level: 'head_of_recruitment' },
      })
      expect(made.status).toBe(201)
      expect(made.body).toMatchObject({
        ...HEAD,
        level: 'head_of_recruitment',
        is_admin: false,
        full_name: 'Hugo Head',
      })
      const mail = await t.server.db
        .selectFrom('outbox')
        .selectAll()
        .where('to_address', '=', HEAD.email)
        .executeTakeFirstOrThrow()
      expect(mail.subject).toBe('Your Hireloop back-office account is ready')
      const token = new URL(extractLinks(mail.text_body)[0]!).searchParams.get('token')!
      const set = await api(t.base, 'POST', '/password_reset/confirm', { body: { token, value: HEAD_PASSWORD } })
      expect(set.status).toBe(204)
      tokens[HEAD.email] = (await signIn(t.base, HEAD.email, HEAD_PASSWORD)).access_token
      // A Head of Recruitment who is no admin: company deletion is theirs, the team is not.
      expect((await api(t.base, 'GET', '/admin/company', { token: as(HEAD) })).status).toBe(200)
      await refused(() => rules('', HEAD), 403, { message: ['Only admins can do this.'] })
      await refused(() => team('', HEAD), 403, { message: ['Only admins can do this.'] })
    })

    it('refuses a taken email (409), bad input (400) and non-admins, writing nothing', async () => {
      await refused(
        () =>
          api(t.base, 'POST', '/admin/recruiter', {
            token: as(ADMIN),
            body: { first_name: 'Rita', last_name: 'Again', email: 'RECRUITER@hireloop.test', level: 'sourcer' },
          }),
        409,
        { email: ['An account with this email already exists.'] },
      )
      for (const body of [
        { first_name: 'No', last_name: 'Level', email: 'no.level@hireloop.test' },
        { first_name: 'Bad', last_name: 'Level', email: 'bad.level@hireloop.test', level: 'intern' },
        { first_name: 'Bad', last_name: 'Mail', email: 'not an email', level: 'sourcer' },
      ]) {
        const before = await countRows(t.server.db, 'users')
        expect((await api(t.base, 'POST', '/admin/recruiter', { token: as(ADMIN), body })).status).toBe(400)
        expect(await countRows(t.server.db, 'users')).toBe(before)
      }
      await refused(
        () =>
          api(t.base, 'POST', '/admin/recruiter', {
            token: as(SENIOR),
            body: { first_name: 'Sly', last_name: 'Senior', email: 'sly@hireloop.test', level: 'head_of_recruitment' },
          }),
        403,
        { message: ['Only admins can do this.'] },
      )
    })

    it("changes a colleague's level, refuses taking the flag from the last admin, and 404s a non-recruiter", async () => {
      const promoted = await api(t.base, 'PUT', `/admin/recruiter/${SOURCER.id}`, {
        token: as(ADMIN),
        body: { level: 'recruiter' },
      })
      expect(promoted).toMatchObject({ status: 200, body: { id: SOURCER.id, level: 'recruiter', is_admin: false } })
      const back = await api(t.base, 'PUT', `/admin/recruiter/${SOURCER.id}`, {
        token: as(ADMIN),
        body: { level: 'sourcer' },
      })
      expect(back.body.level).toBe('sourcer')
      await refused(
        () => api(t.base, 'PUT', `/admin/recruiter/${ADMIN.id}`, { token: as(ADMIN), body: { is_admin: false } }),
        409,
        {
          is_admin: [
            'This is the last admin: make another recruiter an admin first, so someone can still manage the team.',
          ],
        },
      )
      await refused(
        () => api(t.base, 'PUT', `/admin/recruiter/${TALENT.id}`, { token: as(ADMIN), body: { level: 'sourcer' } }),
        404,
        { message: ['Recruiter not found.'] },
      )
      expect((await api(t.base, 'PUT', `/admin/recruiter/${SOURCER.id}`, { token: as(ADMIN), body: {} })).status).toBe(
        400,
      )
      await refused(
        () =>
          api(t.base, 'PUT', `/admin/recruiter/${SOURCER.id}`, {
            token: as(SENIOR),
            body: { level: 'head_of_recruitment' },
          }),
        403,
        { message: ['Only admins can do this.'] },
      )
      // With a second admin, the first may step down.
      const second = await api(t.base, 'PUT', `/admin/recruiter/${SENIOR.id}`, {
        token: as(ADMIN),
        body: { is_admin: true },
      })
      expect(second.body.is_admin).toBe(true)
      const stepDown = await api(t.base, 'PUT', `/admin/recruiter/${ADMIN.id}`, {
        token: as(ADMIN),
        body: { is_admin: false },
      })
      expect(stepDown).toMatchObject({ status: 200, body: { is_admin: false } })
    })
  })
}
