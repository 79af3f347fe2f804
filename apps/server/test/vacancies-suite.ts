import type { ApplicationStatus } from '@hireloop/flows/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_TALENTS, DEMO_USERS } from '../src/db/seed.ts'
import { searchKey } from '../src/resources/skills/search-key.ts'
import { signIn } from './helpers/oidc-client.ts'
import { vacancyInput } from './helpers/vacancy-input.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!
const ANOTHER_COMPANY = DEMO_COMPANIES[2]!
const UNKNOWN = '00000000-0000-4000-8000-000000000000'

/**
 * Vacancies (issue 12, ADR 0064): Active (published or a draft) or Archived, who may see and change which, validation
 * with paths, publishing a draft, archive as read only, no deleting a vacancy with applications, If-Match, and the
 * applicant avatars of the job-openings cards.
 */
export function vacanciesSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const skills: Record<string, string> = {}
  const own = (path: string) => `/company/${COMPANY.id}${path}`
  const talentPath = (path: string) => `/talent/${TALENT.id}${path}`

  async function skill(name: string): Promise<string> {
    const row = await t.server.db
      .selectFrom('skills')
      .select('id')
      .where('search_key', '=', searchKey(name))
      .executeTakeFirstOrThrow()
    return row.id
  }

  const input = (title: string) => ({
    ...vacancyInput(title, [
      { skill_id: skills.typescript!, level: 'advanced' },
      { skill_id: skills.postgres!, level: 'intermediate', required: false },
    ]),
    openings: 2,
  })

  const create = async (title: string, user = EMPLOYER, path = own('/vacancy')) => {
    const response = await api(t.base, 'POST', path, { token: as(user), body: input(title) })
    expect(response.status).toBe(201)
    return response.body as { id: string; [key: string]: unknown }
  }

  const stored = (id: string) => t.server.db.selectFrom('vacancies').selectAll().where('id', '=', id).executeTakeFirst()

  async function apply(vacancyId: string, talentId: string, status: ApplicationStatus, updatedAt: string) {
    await t.server.db
      .insertInto('applications')
      .values({ vacancy_id: vacancyId, talent_id: talentId, status, created_at: updatedAt, updated_at: updatedAt })
      .execute()
  }

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, EMPLOYER, OTHER_EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
    skills.typescript = await skill('TypeScript')
    skills.postgres = await skill('PostgreSQL')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('an employer creates an Active published vacancy, reads it back whole, and the audit log has it', async () => {
    const created = await create('Senior backend engineer')
    expect(created).toMatchObject({
      title: 'Senior backend engineer',
      company_id: COMPANY.id,
      company: { id: COMPANY.id, name: COMPANY.name, image_url: null },
      status: 'Active',
      draft: false,
      location: { country: 'DE', state: 'Berlin', city: 'Berlin' },
      remote: 'hybrid',
      employment_type: 'full_time',
      seniority: 'senior',
      salary: { min: 70000, max: 90000, currency: 'EUR', period: 'year' },
      // The company's order, with names; `required` defaults to true.
      skills: [
        { skill_id: skills.typescript, name: 'TypeScript', level: 'advanced', required: true },
        { skill_id: skills.postgres, name: 'PostgreSQL', level: 'intermediate', required: false },
      ],
      openings: 2,
      applications_count: 0,
      parse_job_id: null,
      archived_at: null,
    })
    const read = await api(t.base, 'GET', own(`/vacancy/${created.id}`), { token: as(EMPLOYER) })
    expect(read.status).toBe(200)
    expect(read.body).toEqual(created)
    expect(read.headers.get('etag')).toMatch(/^"/)
    const audit = await t.server.db
      .selectFrom('audit_log')
      .select(['operation_id', 'actor_id'])
      .where('object_type', '=', 'vacancy')
      .where('object_id', '=', created.id)
      .execute()
    expect(audit).toEqual([{ operation_id: 'createVacancy', actor_id: EMPLOYER.id }])
  })

  it("who may: a talent reads Active published ones only and creates none; another company's is 404 to read and write", async () => {
    const vacancy = await create('Robotics engineer')
    const asTalent = await api(t.base, 'GET', talentPath(`/vacancy/${vacancy.id}`), { token: as(TALENT) })
    expect(asTalent.status).toBe(200)
    const before = await countRows(t.server.db, 'vacancies')
    // Creating is not offered under a talent's scope, and another scope is not the talent's to borrow.
    const talentCreates = await api(t.base, 'POST', talentPath('/vacancy'), { token: as(TALENT), body: input('X') })
    expect(talentCreates.status).toBe(404)
    const borrowedScope = await api(t.base, 'POST', own('/vacancy'), { token: as(TALENT), body: input('X') })
    expect(borrowedScope.status).toBe(403)

    const otherPath = (path: string) => `/company/${OTHER_EMPLOYER.company_id}${path}`
    const read = await api(t.base, 'GET', otherPath(`/vacancy/${vacancy.id}`), { token: as(OTHER_EMPLOYER) })
    expect(read).toMatchObject({ status: 404, body: { message: ['Vacancy not found.'] } })
    const writes = [
      api(t.base, 'PUT', otherPath(`/vacancy/${vacancy.id}`), { token: as(OTHER_EMPLOYER), body: input('Mine now') }),
      api(t.base, 'POST', otherPath(`/vacancy/${vacancy.id}/archive`), { token: as(OTHER_EMPLOYER) }),
      api(t.base, 'DELETE', otherPath(`/vacancy/${vacancy.id}`), { token: as(OTHER_EMPLOYER) }),
    ]
    for (const response of await Promise.all(writes)) expect(response.status).toBe(404)
    expect(await stored(vacancy.id)).toMatchObject({ title: 'Robotics engineer', status: 'active' })
    const list = await api(t.base, 'GET', otherPath('/vacancy'), { token: as(OTHER_EMPLOYER) })
    expect(list.body.results.map((r: { id: string }) => r.id)).not.toContain(vacancy.id)
    // Naming the other company in the body is refused, not obeyed.
    const borrowed = await api(t.base, 'POST', otherPath('/vacancy'), {
      token: as(OTHER_EMPLOYER),
      body: { ...input('X'), company_id: COMPANY.id },
    })
    expect(borrowed.status).toBe(400)
    expect(borrowed.body.detail[0].loc).toEqual(['body', 'company_id'])
    expect(await countRows(t.server.db, 'vacancies')).toBe(before)
  })

  it('a draft needs only a title, stays hidden from talents, and publishes with full validation', async () => {
    const draft = await api(t.base, 'POST', own('/vacancy/draft'), {
      token: as(EMPLOYER),
      body: { title: 'Data engineer' },
    })
    expect(draft.status).toBe(201)
    expect(draft.body).toMatchObject({
      title: 'Data engineer',
      status: 'Active',
      draft: true,
      description: '',
      location: null,
      remote: 'onsite',
      employment_type: 'full_time',
      seniority: null,
      salary: null,
      skills: [],
      openings: 1,
    })
    const id = draft.body.id as string
    expect((await api(t.base, 'GET', talentPath(`/vacancy/${id}`), { token: as(TALENT) })).status).toBe(404)
    const talentList = await api(t.base, 'GET', talentPath('/vacancy?q=data%20engineer'), { token: as(TALENT) })
    expect(talentList.body).toMatchObject({ results: [], total: 0 })
    const drafts = await api(t.base, 'GET', own('/vacancy?draft=true&q=data%20engineer'), { token: as(EMPLOYER) })
    expect(drafts.body.results.map((r: { id: string }) => r.id)).toEqual([id])

    // Saved again as a draft: still only the title is needed (a blank description is fine while a draft).
    const resaved = await api(t.base, 'PUT', own(`/vacancy/${id}`), {
      token: as(EMPLOYER),
      body: { title: 'Data engineer, streaming', description: '', draft: true },
    })
    expect(resaved.status).toBe(200)
    expect(resaved.body).toMatchObject({ title: 'Data engineer, streaming', draft: true, description: '' })

    // Publishing asks for everything a published vacancy needs, each missing field at its path.
    const incomplete = await api(t.base, 'PUT', own(`/vacancy/${id}`), {
      token: as(EMPLOYER),
      body: { title: 'Data engineer', description: '  ', draft: false },
    })
    expect(incomplete.status).toBe(400)
    expect(incomplete.body.detail).toEqual(
      ['description', 'remote', 'employment_type', 'skills'].map((key) => ({
        loc: ['body', key],
        msg: 'This field is required.',
        type: 'required',
      })),
    )
    expect(await stored(id)).toMatchObject({ draft: true, title: 'Data engineer, streaming' })

    const published = await api(t.base, 'PUT', own(`/vacancy/${id}`), {
      token: as(EMPLOYER),
      body: { ...input('Data engineer'), draft: false },
    })
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({ id, draft: false, status: 'Active', seniority: 'senior' })
    expect((await api(t.base, 'GET', talentPath(`/vacancy/${id}`), { token: as(TALENT) })).status).toBe(200)
  })

  describe('refuses bad input with the path of each problem, and writes nothing', () => {
    async function refused(body: unknown, detail: unknown, method = 'POST', path = own('/vacancy')) {
      const before = await countRows(t.server.db, 'vacancies')
      const auditBefore = await countRows(t.server.db, 'audit_log')
      const response = await api(t.base, method, path, { token: as(EMPLOYER), body })
      expect(response.status).toBe(400)
      expect(response.body.detail).toEqual(detail)
      expect(await countRows(t.server.db, 'vacancies')).toBe(before)
      expect(await countRows(t.server.db, 'audit_log')).toBe(auditBefore)
    }

    it('an empty title', async () => {
      await refused({ ...input('   ') }, [expect.objectContaining({ loc: ['body', 'title'] })])
      await refused({ title: '' }, [expect.objectContaining({ loc: ['body', 'title'] })], 'POST', own('/vacancy/draft'))
    })

    it('unknown and repeated skills and a salary range upside down, all at once', async () => {
      await refused(
        {
          ...input('Engineer'),
          skills: [
            { skill_id: skills.typescript, level: 'advanced' },
            { skill_id: UNKNOWN, level: 'expert' },
            { skill_id: skills.typescript, level: 'expert' },
          ],
          salary: { min: 95000, max: 80000, currency: 'EUR', period: 'year' },
        },
        [
          { loc: ['body', 'skills', 1, 'skill_id'], msg: 'Skill not found.', type: 'not_found' },
          { loc: ['body', 'skills', 2, 'skill_id'], msg: 'This skill is already listed.', type: 'duplicate' },
          { loc: ['body', 'salary', 'min'], msg: 'The minimum must not exceed the maximum.', type: 'range' },
        ],
      )
    })

    it('an unknown country, on a draft too', async () => {
      await refused(
        { title: 'Engineer', location: { country: 'XX' } },
        [
          {
            loc: ['body', 'location', 'country'],
            msg: 'There is no country with the code "XX".',
            type: 'unknown_country',
          },
        ],
        'POST',
        own('/vacancy/draft'),
      )
    })

    it('an update of a vacancy that then fails validation leaves it as it was', async () => {
      const vacancy = await create('Firmware engineer')
      const response = await api(t.base, 'PUT', own(`/vacancy/${vacancy.id}`), {
        token: as(EMPLOYER),
        body: { ...input('Renamed'), salary: { min: 2, max: 1, currency: 'EUR', period: 'month' } },
      })
      expect(response.status).toBe(400)
      expect(await stored(vacancy.id)).toMatchObject({ title: 'Firmware engineer', salary_min: 70000 })
    })
  })

  it('recruiters name an existing company under /admin, and filter the list by company', async () => {
    const missing = await api(t.base, 'POST', '/admin/vacancy', { token: as(RECRUITER), body: input('X') })
    expect(missing.status).toBe(400)
    expect(missing.body.detail).toEqual([
      { loc: ['body', 'company_id'], msg: 'Choose the company this vacancy belongs to.', type: 'company_id' },
    ])
    const unknown = await api(t.base, 'POST', '/admin/vacancy', {
      token: as(RECRUITER),
      body: { ...input('X'), company_id: UNKNOWN },
    })
    expect(unknown.body.detail).toEqual([{ loc: ['body', 'company_id'], msg: 'Company not found.', type: 'not_found' }])
    const made = await api(t.base, 'POST', '/admin/vacancy', {
      token: as(RECRUITER),
      body: { ...input('Clinical data scientist'), company_id: ANOTHER_COMPANY.id },
    })
    expect(made.status).toBe(201)
    expect(made.body.company).toMatchObject({ id: ANOTHER_COMPANY.id, name: ANOTHER_COMPANY.name })
    const list = await api(t.base, 'GET', `/admin/vacancy?company_id=${ANOTHER_COMPANY.id}&size=100`, {
      token: as(RECRUITER),
    })
    expect(list.body.results.map((r: { id: string }) => r.id)).toContain(made.body.id)
    expect(new Set(list.body.results.map((r: { company_id: string }) => r.company_id))).toEqual(
      new Set([ANOTHER_COMPANY.id]),
    )
    // The employer of the first company does not see it.
    const employers = await api(t.base, 'GET', own('/vacancy?q=clinical'), { token: as(EMPLOYER) })
    expect(employers.body.total).toBe(0)
  })

  it('archiving is one way and idempotent; an archived vacancy is read only and hidden from talents', async () => {
    const vacancy = await create('Archivable role')
    const archived = await api(t.base, 'POST', own(`/vacancy/${vacancy.id}/archive`), { token: as(EMPLOYER) })
    expect(archived.status).toBe(200)
    expect(archived.body).toMatchObject({ status: 'Archived', archived_at: expect.any(String) })
    const again = await api(t.base, 'POST', own(`/vacancy/${vacancy.id}/archive`), { token: as(EMPLOYER) })
    expect(again.body).toEqual(archived.body)

    const update = await api(t.base, 'PUT', own(`/vacancy/${vacancy.id}`), {
      token: as(EMPLOYER),
      body: input('Back from the dead'),
    })
    expect(update).toMatchObject({
      status: 409,
      body: { message: ['This vacancy is archived: archived vacancies are read only.'] },
    })
    expect(await stored(vacancy.id)).toMatchObject({ title: 'Archivable role', status: 'archived' })
    expect((await api(t.base, 'GET', talentPath(`/vacancy/${vacancy.id}`), { token: as(TALENT) })).status).toBe(404)
    const list = await api(t.base, 'GET', own('/vacancy?status=Archived&q=archivable'), { token: as(EMPLOYER) })
    expect(list.body.results.map((r: { id: string }) => r.id)).toEqual([vacancy.id])
    const active = await api(t.base, 'GET', own('/vacancy?status=Active&q=archivable'), { token: as(EMPLOYER) })
    expect(active.body.total).toBe(0)
  })

  it('a vacancy with applications is not deleted (409, archive it instead); one without is', async () => {
    const applied = await create('Popular role')
    await apply(applied.id, DEMO_TALENTS[0]!.id, 'applied', '2026-03-01T10:00:00Z')
    const refused = await api(t.base, 'DELETE', own(`/vacancy/${applied.id}`), { token: as(EMPLOYER) })
    expect(refused).toMatchObject({
      status: 409,
      body: { message: ['This vacancy has applications: archive it instead.'] },
    })
    expect(await stored(applied.id)).toBeDefined()
    const read = await api(t.base, 'GET', own(`/vacancy/${applied.id}`), { token: as(EMPLOYER) })
    expect(read.body.applications_count).toBe(1)

    const lonely = await create('Lonely role')
    const removed = await api(t.base, 'DELETE', own(`/vacancy/${lonely.id}`), { token: as(EMPLOYER) })
    expect(removed.status).toBe(204)
    expect(await stored(lonely.id)).toBeUndefined()
    expect(
      await t.server.db.selectFrom('vacancy_skills').where('vacancy_id', '=', lonely.id).selectAll().execute(),
    ).toEqual([])
  })

  it('refuses an update over a stale ETag with 412 and writes nothing; a fresh one goes through', async () => {
    const vacancy = await create('Contested role')
    const read = await api(t.base, 'GET', own(`/vacancy/${vacancy.id}`), { token: as(EMPLOYER) })
    const etag = read.headers.get('etag')!
    const recruiter = await api(t.base, 'PUT', `/admin/vacancy/${vacancy.id}`, {
      token: as(RECRUITER),
      body: input('Changed by the recruiter'),
    })
    expect(recruiter.status).toBe(200)
    const stale = await api(t.base, 'PUT', own(`/vacancy/${vacancy.id}`), {
      token: as(EMPLOYER),
      body: input('Mine'),
      headers: { 'if-match': etag },
    })
    expect(stale.status).toBe(412)
    expect(await stored(vacancy.id)).toMatchObject({ title: 'Changed by the recruiter' })
    const fresh = await api(t.base, 'GET', own(`/vacancy/${vacancy.id}`), { token: as(EMPLOYER) })
    const current = await api(t.base, 'PUT', own(`/vacancy/${vacancy.id}`), {
      token: as(EMPLOYER),
      body: input('Mine'),
      headers: { 'if-match': fresh.headers.get('etag')! },
    })
    expect(current.status).toBe(200)
    expect(current.body.title).toBe('Mine')
  })

  it('a retried create with the same Idempotency-Key answers the first vacancy and creates no second one', async () => {
    const send = () =>
      api(t.base, 'POST', own('/vacancy/draft'), {
        token: as(EMPLOYER),
        body: { title: 'Retried draft' },
        headers: { 'idempotency-key': 'vacancy-draft-retry-0001' },
      })
    const first = await send()
    const again = await send()
    expect(first.status).toBe(201)
    expect(again.status).toBe(201)
    expect(again.body.id).toBe(first.body.id)
    const list = await api(t.base, 'GET', own('/vacancy?q=retried%20draft'), { token: as(EMPLOYER) })
    expect(list.body.total).toBe(1)
  })

  it('lists newest first with pages; LIKE wildcards in q are literal', async () => {
    const first = await create('Pager role one')
    const second = await create('Pager role two')
    const page1 = await api(t.base, 'GET', own('/vacancy?q=pager%20role&size=1'), { token: as(EMPLOYER) })
    expect(page1.body).toMatchObject({ total: 2, next: 2, previous: null, current_page: 1 })
    expect(page1.body.results.map((r: { id: string }) => r.id)).toEqual([second.id])
    const page2 = await api(t.base, 'GET', own('/vacancy?q=pager%20role&size=1&page=2'), { token: as(EMPLOYER) })
    expect(page2.body.results.map((r: { id: string }) => r.id)).toEqual([first.id])
    expect((await api(t.base, 'GET', own('/vacancy?q=%25'), { token: as(EMPLOYER) })).body.total).toBe(0)
  })

  it('recruiters sort by title, status and company either way, with the search and filters; pages stop at 10,000 rows', async () => {
    // Acme Analytics (ANOTHER_COMPANY) sorts before Northwind (COMPANY); titles sort whatever their case.
    const zeta = await create('Sortable zeta')
    const alpha = await create('sortable Alpha')
    const acme = await api(t.base, 'POST', '/admin/vacancy', {
      token: as(RECRUITER),
      body: { ...input('Sortable mid'), company_id: ANOTHER_COMPANY.id },
    })
    expect(acme.status).toBe(201)
    await api(t.base, 'POST', own(`/vacancy/${zeta.id}/archive`), { token: as(EMPLOYER) })
    const sorted = async (sort: string, filter = '') => {
      const response = await api(t.base, 'GET', `/admin/vacancy?q=sortable&sort=${sort}${filter}`, {
        token: as(RECRUITER),
      })
      expect(response.status).toBe(200)
      return response.body.results.map((r: { id: string }) => r.id)
    }
    expect(await sorted('title')).toEqual([alpha.id, acme.body.id, zeta.id])
    expect(await sorted('-title')).toEqual([zeta.id, acme.body.id, alpha.id])
    expect(await sorted('-created_at')).toEqual([acme.body.id, alpha.id, zeta.id])
    expect(await sorted('created_at')).toEqual([zeta.id, alpha.id, acme.body.id])
    expect((await sorted('status')).at(-1)).toBe(zeta.id)
    expect((await sorted('-status'))[0]).toBe(zeta.id)
    expect((await sorted('company'))[0]).toBe(acme.body.id)
    expect((await sorted('-company')).at(-1)).toBe(acme.body.id)
    expect(await sorted('title', '&status=Active')).toEqual([alpha.id, acme.body.id])
    expect(await sorted('-title', `&company_id=${COMPANY.id}`)).toEqual([zeta.id, alpha.id])

    const unknown = await api(t.base, 'GET', '/admin/vacancy?sort=salary', { token: as(RECRUITER) })
    expect(unknown.status).toBe(400)
    const deep = await api(t.base, 'GET', '/admin/vacancy?page=101&size=100', { token: as(RECRUITER) })
    expect(deep).toMatchObject({
      status: 400,
      body: {
        detail: [
          {
            loc: ['query', 'page'],
            msg: 'Pages reach the first 10,000 results: narrow the search or the filters.',
            type: 'too_deep',
          },
        ],
      },
    })
    expect((await api(t.base, 'GET', '/admin/vacancy?page=100&size=100', { token: as(RECRUITER) })).status).toBe(200)
  })

  it('talent avatars: the applicants in all, the first five, counts per pipeline group, the last activity', async () => {
    const vacancy = await create('Avatar role')
    const statuses: ApplicationStatus[] = [
      'applied',
      'matched',
      'talent_interested',
      'interview_scheduled',
      'offer_made',
      'waiting',
      'rejected',
    ]
    for (const [index, status] of statuses.entries()) {
      await apply(vacancy.id, DEMO_TALENTS[index]!.id, status, `2026-03-0${index + 1}T10:00:00Z`)
    }
    const quiet = await create('Quiet avatar role')
    const archived = await create('Archived avatar role')
    await api(t.base, 'POST', own(`/vacancy/${archived.id}/archive`), { token: as(EMPLOYER) })

    const response = await api(t.base, 'GET', own('/vacancy/talent_avatars?status=Active&size=100'), {
      token: as(EMPLOYER),
    })
    expect(response.status).toBe(200)
    const card = response.body.results.find((r: { vacancy_id: string }) => r.vacancy_id === vacancy.id)
    expect(card).toEqual({
      vacancy_id: vacancy.id,
      total: 7,
      talents: DEMO_TALENTS.slice(0, 5).map((talent) => ({
        talent_id: talent.id,
        full_name: `${talent.first_name} ${talent.last_name}`,
        image_url: null,
      })),
      // A rejected application counts in the total, in no group.
      groups: { matched: 2, interested: 1, interview: 1, decision: 2 },
      last_activity_at: '2026-03-07T10:00:00.000Z',
    })
    const ids = response.body.results.map((r: { vacancy_id: string }) => r.vacancy_id)
    expect(ids).not.toContain(archived.id)
    expect(response.body.results.find((r: { vacancy_id: string }) => r.vacancy_id === quiet.id)).toEqual({
      vacancy_id: quiet.id,
      total: 0,
      talents: [],
      groups: { matched: 0, interested: 0, interview: 0, decision: 0 },
      last_activity_at: null,
    })

    const recruiter = await api(t.base, 'GET', `/admin/company/${COMPANY.id}/vacancy/talent_avatars?size=100`, {
      token: as(RECRUITER),
    })
    expect(recruiter.body.results).toContainEqual(card)
    const unknown = await api(t.base, 'GET', `/admin/company/${UNKNOWN}/vacancy/talent_avatars`, {
      token: as(RECRUITER),
    })
    expect(unknown).toMatchObject({ status: 404, body: { message: ['Company not found.'] } })
    // Another company sees only its own cards.
    const other = await api(t.base, 'GET', `/company/${OTHER_EMPLOYER.company_id}/vacancy/talent_avatars?size=100`, {
      token: as(OTHER_EMPLOYER),
    })
    expect(other.body.results.map((r: { vacancy_id: string }) => r.vacancy_id)).not.toContain(vacancy.id)
  })
}
