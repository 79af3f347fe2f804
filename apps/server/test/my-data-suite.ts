import { afterAll, beforeAll, expect, it } from 'vitest'
import { DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'
import { keysOf } from './helpers/storage.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const PUBLISHED = demo('talent.published@hireloop.test')
const DRAFTED = demo('talent.draft@hireloop.test')
// Alone in a company (the demo company has colleagues: employers-suite.ts removes them).
const EMPLOYER = demo('employer.new@hireloop.test')

/** Your data (issue 11, ADR 0057): the export, and the deletion that erases a person and ends every sign-in. */
export function myDataSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [PUBLISHED, DRAFTED, EMPLOYER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it('exports the account without secrets, resumes, onboarding, notifications and the audit trail, as an attachment', async () => {
    await api(t.base, 'POST', `/talent/${PUBLISHED.id}/resume/draft`, { token: as(PUBLISHED), body: { title: 'Next' } })
    const response = await api(t.base, 'GET', '/me/export', { token: as(PUBLISHED) })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="hireloop-data-\d{4}-\d{2}-\d{2}\.json"$/,
    )
    expect(response.headers.get('cache-control')).toBe('no-store')
    const data = response.body
    expect(data.account).toMatchObject({ id: PUBLISHED.id, email: PUBLISHED.email, has_password: true })
    expect(JSON.stringify(data)).not.toContain('argon2')
    expect(data.account).not.toHaveProperty('password_hash')
    expect(data.resumes.map((r: { id: string; draft: boolean }) => r.draft)).toEqual([false, true])
    expect(data.resumes[0].id).toBe(PUBLISHED.resume!.id)
    expect(data.notifications.length).toBe(
      Number(
        (
          await t.server.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('user_id', '=', PUBLISHED.id)
            .executeTakeFirstOrThrow()
        ).n,
      ),
    )
    expect(data.activity.map((a: { operation_id: string }) => a.operation_id)).toContain('saveResumeDraft')
    expect(data.onboarding.every((o: { talent_id: string }) => o.talent_id === PUBLISHED.id)).toBe(true)
  })

  it('refuses a deletion with a wrong password, and the last employer of a company, changing nothing', async () => {
    const users = await t.server.db.selectFrom('users').selectAll().orderBy('id').execute()
    const wrong = await api(t.base, 'POST', '/me/deletion', {
      token: as(DRAFTED),
      body: { current_password: 'not it' },
    })
    expect(wrong).toMatchObject({ status: 400, body: { current_password: ['The current password is not correct.'] } })
    const last = await api(t.base, 'POST', '/me/deletion', {
      token: as(EMPLOYER),
      body: { current_password: DEMO_PASSWORD },
    })
    expect(last.status).toBe(409)
    expect(last.body.message[0]).toMatch(/^You are the last employer of your company\./)
    expect(await t.server.db.selectFrom('users').selectAll().orderBy('id').execute()).toEqual(users)
  })

  it('deletes: personal data erased, files and their bytes gone, sessions revoked, no sign-in afterwards', async () => {
    const file = await t.server.db
      .selectFrom('files')
      .select(['id', 'storage_key'])
      .where('user_id', '=', DRAFTED.id)
      .executeTakeFirstOrThrow()
    await t.server.files.put(file.storage_key, new Uint8Array([1, 2, 3]), 'text/plain')
    const grants = () =>
      t.server.db.selectFrom('oidc_models').select('id').where('account_id', '=', DRAFTED.id).execute()
    expect((await grants()).length).toBeGreaterThan(0)
    const others = await countRows(t.server.db, 'resumes')

    const deleted = await api(t.base, 'POST', '/me/deletion', {
      token: as(DRAFTED),
      body: { current_password: DEMO_PASSWORD },
    })
    expect(deleted.status).toBe(204)

    const row = await t.server.db.selectFrom('users').selectAll().where('id', '=', DRAFTED.id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({
      email: `deleted-${DRAFTED.id}@invalid`,
      first_name: '',
      last_name: '',
      password_hash: null,
      image_url: null,
      is_active: false,
    })
    const left = async (table: 'resumes' | 'notifications' | 'files' | 'onboarding_states' | 'one_time_tokens') => {
      const column = table === 'resumes' || table === 'onboarding_states' ? 'talent_id' : 'user_id'
      return (await t.server.db.selectFrom(table).select(column).where(column, '=', DRAFTED.id).execute()).length
    }
    for (const table of ['resumes', 'notifications', 'files', 'onboarding_states', 'one_time_tokens'] as const) {
      expect(await left(table), table).toBe(0)
    }
    expect(await countRows(t.server.db, 'resumes')).toBe(others - 1)
    expect(await keysOf(t.server.files)).not.toContain(file.storage_key)
    expect(await grants()).toEqual([])

    const entry = await t.server.db
      .selectFrom('audit_log')
      .select(['object_id', 'before', 'after'])
      .where('operation_id', '=', 'deleteMyAccount')
      .executeTakeFirstOrThrow()
    expect(entry).toEqual({ object_id: DRAFTED.id, before: null, after: { deleted: true, files_deleted: 1 } })

    // The old token finds nobody; the old address and password open nothing.
    expect((await api(t.base, 'GET', '/me', { token: as(DRAFTED) })).status).toBe(401)
    await expect(signIn(t.base, DRAFTED.email, DEMO_PASSWORD)).rejects.toThrow()
    const draft = await api(t.base, 'POST', `/talent/${DRAFTED.id}/resume/draft`, {
      token: as(DRAFTED),
      body: { title: 'Back again' },
    })
    expect(draft.status).toBe(401)
    expect(await left('resumes')).toBe(0)
  })
}
