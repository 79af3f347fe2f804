import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { searchKey } from '../src/resources/skills/search-key.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const PUBLISHED = demo('talent.published@hireloop.test')
const DRAFTED = demo('talent.draft@hireloop.test')
const NEWCOMER = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!

/**
 * Resumes (issue 11, ADR 0059): one published resume and one draft per talent, publishing keeps the published id,
 * validation beyond the schema with paths, If-Match on publishing, who may read what, and getMe's resume.
 */
export function resumesSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const skills: Record<string, string> = {}

  /** A skill of the taxonomy (migration 0009), by name. */
  async function skill(name: string): Promise<string> {
    const row = await t.server.db
      .selectFrom('skills')
      .select('id')
      .where('search_key', '=', searchKey(name))
      .executeTakeFirstOrThrow()
    return row.id
  }

  const resumesOf = (talentId: string) =>
    t.server.db
      .selectFrom('resumes')
      .select(['id', 'draft', 'title', 'file_id'])
      .where('talent_id', '=', talentId)
      .orderBy('draft')
      .execute()

  const input = (title: string) => ({
    title,
    summary: 'Backend engineer.',
    location: { country: 'DE', state: 'BE', city: 'Berlin' },
    skills: [
      { skill_id: skills.postgres!, level: 'advanced', years: 5 },
      { skill_id: skills.typescript!, level: 'expert' },
    ],
    experience: [{ company: ' Globex ', title: 'Engineer', start_date: '2020-04-01', end_date: null }],
    education: [{ institution: 'TU Berlin', degree: 'MSc' }],
    languages: [{ language: 'en', level: 'c1' }],
    salary_expectation: { min: 80000, max: 95000, currency: 'EUR', period: 'year' },
    availability: { notice: 'one_month' },
  })

  const talentPath = (user: { id: string }, path: string) => `/talent/${user.id}${path}`

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [PUBLISHED, DRAFTED, NEWCOMER, EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
    skills.postgres = await skill('PostgreSQL')
    skills.typescript = await skill('TypeScript')
  })
  afterAll(async () => {
    await t?.close()
  })

  it('a newcomer saves a draft, replaces it, publishes it; getMe follows: none, the draft, the published one', async () => {
    const me = async () => (await api(t.base, 'GET', '/me', { token: as(NEWCOMER) })).body.resume
    expect(await me()).toBeNull()

    const saved = await api(t.base, 'POST', talentPath(NEWCOMER, '/resume/draft'), {
      token: as(NEWCOMER),
      body: input('Backend engineer'),
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({
      title: 'Backend engineer',
      talent_id: NEWCOMER.id,
      full_name: 'Nia Newcomer',
      draft: true,
      location: { country: 'DE', state: 'BE', city: 'Berlin' },
      // The talent's order, with names; years default to 0.
      skills: [
        { skill_id: skills.postgres, name: 'PostgreSQL', level: 'advanced', years: 5 },
        { skill_id: skills.typescript, name: 'TypeScript', level: 'expert', years: 0 },
      ],
      experience: [{ company: 'Globex', title: 'Engineer', start_date: '2020-04-01', end_date: null, description: '' }],
      education: [{ institution: 'TU Berlin', degree: 'MSc', field: '', start_date: null, end_date: null }],
      availability: { notice: 'one_month', available_from: null, work_modes: [] },
      file: null,
      parse_job_id: null,
    })
    expect(await me()).toEqual({ id: saved.body.id, draft: true })

    const replaced = await api(t.base, 'POST', talentPath(NEWCOMER, '/resume/draft'), {
      token: as(NEWCOMER),
      body: { ...input('Platform engineer'), skills: [] },
    })
    expect(replaced.status).toBe(200)
    expect(replaced.body).toMatchObject({ id: saved.body.id, title: 'Platform engineer', skills: [] })
    expect(await resumesOf(NEWCOMER.id)).toHaveLength(1)

    const published = await api(t.base, 'POST', talentPath(NEWCOMER, '/resume'), {
      token: as(NEWCOMER),
      body: input('Platform engineer'),
    })
    expect(published.status).toBe(201)
    expect(published.body).toMatchObject({ draft: false, title: 'Platform engineer' })
    expect(await resumesOf(NEWCOMER.id)).toEqual([expect.objectContaining({ id: published.body.id, draft: false })])
    expect(await me()).toEqual({ id: published.body.id, draft: false })

    // Unpublished changes: a draft beside the published resume; the published one still stands for the talent.
    const changes = await api(t.base, 'POST', talentPath(NEWCOMER, '/resume/draft'), {
      token: as(NEWCOMER),
      body: input('Staff engineer'),
    })
    expect(changes.body.draft).toBe(true)
    expect(await resumesOf(NEWCOMER.id)).toHaveLength(2)
    expect(await me()).toEqual({ id: published.body.id, draft: false })

    // Publishing again replaces the content under the same id and removes the draft.
    const again = await api(t.base, 'POST', talentPath(NEWCOMER, '/resume'), {
      token: as(NEWCOMER),
      body: input('Staff engineer'),
    })
    expect(again.status).toBe(201)
    expect(again.body).toMatchObject({ id: published.body.id, title: 'Staff engineer', draft: false })
    expect(await resumesOf(NEWCOMER.id)).toEqual([
      expect.objectContaining({ id: published.body.id, draft: false, title: 'Staff engineer' }),
    ])
    const audit = await t.server.db
      .selectFrom('audit_log')
      .select(['operation_id'])
      .where('object_type', '=', 'resume')
      .where('object_id', '=', published.body.id)
      .execute()
    expect(audit.map((entry) => entry.operation_id).sort()).toEqual(['createResume', 'createResume'])
  })

  it('publishing a draft made from an upload keeps its file and parse job', async () => {
    const [draft] = await resumesOf(DRAFTED.id)
    expect(draft).toMatchObject({ draft: true })
    expect(draft!.file_id).not.toBeNull()
    const published = await api(t.base, 'POST', talentPath(DRAFTED, '/resume'), {
      token: as(DRAFTED),
      body: input('Data analyst'),
    })
    expect(published.status).toBe(201)
    expect(published.body.file).toMatchObject({
      id: draft!.file_id,
      url: `/api/v1/talent/${DRAFTED.id}/talent/${DRAFTED.id}/resume/download/${draft!.file_id}`,
    })
    expect(published.body.parse_job_id).not.toBeNull()
    expect(await resumesOf(DRAFTED.id)).toEqual([expect.objectContaining({ draft: false, file_id: draft!.file_id })])
  })

  describe('refuses bad input with the path of each problem, and writes nothing', () => {
    async function refused(body: unknown, detail: unknown, path = talentPath(PUBLISHED, '/resume')) {
      const before = await resumesOf(PUBLISHED.id)
      const auditBefore = await t.server.db.selectFrom('audit_log').select('id').execute()
      const response = await api(t.base, 'POST', path, { token: as(PUBLISHED), body })
      expect(response.status).toBe(400)
      expect(response.body.detail).toEqual(detail)
      expect(await resumesOf(PUBLISHED.id)).toEqual(before)
      expect(await t.server.db.selectFrom('audit_log').select('id').execute()).toHaveLength(auditBefore.length)
    }

    it('unknown and repeated skills, dates out of order, a salary range upside down, all at once', async () => {
      await refused(
        {
          ...input('Engineer'),
          skills: [
            { skill_id: skills.postgres, level: 'advanced' },
            { skill_id: '00000000-0000-4000-8000-000000000000', level: 'expert' },
            { skill_id: skills.postgres, level: 'expert' },
          ],
          experience: [{ company: 'Globex', title: 'Engineer', start_date: '2020-04-01', end_date: '2019-01-01' }],
          education: [{ institution: 'TU', degree: 'BSc', start_date: '2014-10-01', end_date: '2014-09-30' }],
          salary_expectation: { min: 95000, max: 80000, currency: 'EUR', period: 'year' },
        },
        [
          { loc: ['body', 'skills', 1, 'skill_id'], msg: 'Skill not found.', type: 'not_found' },
          { loc: ['body', 'skills', 2, 'skill_id'], msg: 'This skill is already listed.', type: 'duplicate' },
          {
            loc: ['body', 'experience', 0, 'end_date'],
            msg: 'The end date must not be before the start date.',
            type: 'date_order',
          },
          {
            loc: ['body', 'education', 0, 'end_date'],
            msg: 'The end date must not be before the start date.',
            type: 'date_order',
          },
          {
            loc: ['body', 'salary_expectation', 'min'],
            msg: 'The minimum must not exceed the maximum.',
            type: 'range',
          },
        ],
      )
    })

    it('a place the reference data does not know', async () => {
      await refused({ ...input('Engineer'), location: { country: 'DE', state: 'BE', city: 'Atlantis' } }, [
        expect.objectContaining({ loc: ['body', 'location', 'city'], msg: expect.stringContaining('Atlantis') }),
      ])
      await refused({ ...input('Engineer'), location: { country: 'XX', state: null, city: null } }, [
        {
          loc: ['body', 'location', 'country'],
          msg: 'There is no country with the code "XX".',
          type: 'unknown_country',
        },
      ])
    })

    it("a talent cannot name another talent's resume", async () => {
      await refused({ ...input('Engineer'), talent_id: NEWCOMER.id }, [
        {
          loc: ['body', 'talent_id'],
          msg: 'You can only write your own resume: leave talent_id out or give your own id.',
          type: 'talent_id',
        },
      ])
    })
  })

  it('recruiters name the talent: missing is 400, not a talent is 404; createTalentResume takes it from the path', async () => {
    const missing = await api(t.base, 'POST', '/admin/resume/draft', { token: as(RECRUITER), body: input('X') })
    expect(missing.status).toBe(400)
    expect(missing.body.detail[0].loc).toEqual(['body', 'talent_id'])
    const employer = await api(t.base, 'POST', '/admin/resume', {
      token: as(RECRUITER),
      body: { ...input('X'), talent_id: EMPLOYER.id },
    })
    expect(employer).toMatchObject({ status: 404, body: { message: ['Talent not found.'] } })

    const created = await api(t.base, 'POST', `/admin/talent/${NEWCOMER.id}/resume`, {
      token: as(RECRUITER),
      body: input('Principal engineer'),
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ talent_id: NEWCOMER.id, draft: false, title: 'Principal engineer' })
    const mismatch = await api(t.base, 'POST', `/admin/talent/${NEWCOMER.id}/resume`, {
      token: as(RECRUITER),
      body: { ...input('X'), talent_id: PUBLISHED.id },
    })
    expect(mismatch.status).toBe(400)
    expect(mismatch.body.detail[0].loc).toEqual(['body', 'talent_id'])
  })

  it('serves an ETag on getResume and refuses a publish over a stale one with 412, writing nothing', async () => {
    const resumeId = PUBLISHED.resume!.id
    const read = await api(t.base, 'GET', talentPath(PUBLISHED, `/resume/${resumeId}`), { token: as(PUBLISHED) })
    expect(read.status).toBe(200)
    const etag = read.headers.get('etag')!
    expect(etag).toMatch(/^"/)

    // A recruiter changes it in the meantime.
    const other = await api(t.base, 'POST', '/admin/resume', {
      token: as(RECRUITER),
      body: { ...input('Changed by the recruiter'), talent_id: PUBLISHED.id },
    })
    expect(other.body.id).toBe(resumeId)

    const stale = await api(t.base, 'POST', talentPath(PUBLISHED, '/resume'), {
      token: as(PUBLISHED),
      body: input('Mine'),
      headers: { 'if-match': etag },
    })
    expect(stale.status).toBe(412)
    expect((await resumesOf(PUBLISHED.id))[0]!.title).toBe('Changed by the recruiter')

    const fresh = await api(t.base, 'GET', talentPath(PUBLISHED, `/resume/${resumeId}`), { token: as(PUBLISHED) })
    const current = await api(t.base, 'POST', talentPath(PUBLISHED, '/resume'), {
      token: as(PUBLISHED),
      body: input('Mine'),
      headers: { 'if-match': fresh.headers.get('etag')! },
    })
    expect(current.status).toBe(201)
    expect(current.body).toMatchObject({ id: resumeId, title: 'Mine' })
  })

  it('reads: the talent their own (drafts too), not another talent, no company until linked, recruiters all', async () => {
    const resumeId = PUBLISHED.resume!.id
    const own = await api(t.base, 'GET', talentPath(PUBLISHED, `/resume/${resumeId}`), { token: as(PUBLISHED) })
    expect(own.status).toBe(200)
    const other = await api(t.base, 'GET', talentPath(NEWCOMER, `/resume/${resumeId}`), { token: as(NEWCOMER) })
    expect(other).toMatchObject({ status: 404, body: { message: ['Resume not found.'] } })
    // A company reads a published resume once an application links the talent to it (ADR 0071): the seeded pipeline
    // links this talent to Northwind, never talent.draft, whose resume stays out of its reach.
    const company = await api(t.base, 'GET', `/company/${COMPANY.id}/resume/${resumeId}`, { token: as(EMPLOYER) })
    expect(company.status).toBe(200)
    const unlinked = `/company/${COMPANY.id}/resume/${DRAFTED.resume!.id}`
    expect((await api(t.base, 'GET', unlinked, { token: as(EMPLOYER) })).status).toBe(404)
    const companyList = await api(t.base, 'GET', `/company/${COMPANY.id}/resume?size=100`, { token: as(EMPLOYER) })
    const listed = companyList.body.results.map((r: { id: string }) => r.id)
    expect(listed).toContain(resumeId)
    expect(listed).not.toContain(DRAFTED.resume!.id)
    const recruiter = await api(t.base, 'GET', `/admin/resume/${resumeId}`, { token: as(RECRUITER) })
    expect(recruiter.status).toBe(200)
  })

  it('lists for recruiters with filters: q, skill, draft, talent, and pages', async () => {
    const list = (query: string) => api(t.base, 'GET', `/admin/resume?${query}`, { token: as(RECRUITER) })
    const draft = await api(t.base, 'POST', talentPath(NEWCOMER, '/resume/draft'), {
      token: as(NEWCOMER),
      body: { ...input('Zeppelin pilot'), skills: [{ skill_id: skills.typescript, level: 'beginner' }] },
    })
    expect(draft.status).toBe(200)

    const byTitle = await list('q=zeppelin')
    expect(byTitle.body.results.map((r: { id: string }) => r.id)).toEqual([draft.body.id])
    const byName = await list(`q=${encodeURIComponent('nia newcomer')}&talent_id=${NEWCOMER.id}`)
    expect(byName.body.total).toBe(2)
    const drafts = await list(`draft=true&talent_id=${NEWCOMER.id}`)
    expect(drafts.body.results.map((r: { draft: boolean }) => r.draft)).toEqual([true])
    const bySkill = await list(`skill_id=${skills.postgres}&talent_id=${NEWCOMER.id}`)
    expect(bySkill.body.results.map((r: { draft: boolean }) => r.draft)).toEqual([false])
    // LIKE wildcards are taken literally.
    expect((await list('q=%25')).body.total).toBe(0)
    const paged = await list('size=1&page=2')
    expect(paged.body).toMatchObject({ size: 1, current_page: 2, previous: 1 })
    expect(paged.body.results).toHaveLength(1)
  })

  it('lists for a talent only their own resumes, the draft included, as the editor needs to find the draft', async () => {
    // The newcomer has published a resume and saved a new draft above.
    const all = await api(t.base, 'GET', talentPath(NEWCOMER, '/resume'), { token: as(NEWCOMER) })
    expect(all.status).toBe(200)
    expect(all.body.results.map((r: { draft: boolean; talent_id: string }) => [r.draft, r.talent_id]).sort()).toEqual([
      [false, NEWCOMER.id],
      [true, NEWCOMER.id],
    ])
    const drafts = await api(t.base, 'GET', talentPath(NEWCOMER, '/resume?draft=true'), { token: as(NEWCOMER) })
    expect(drafts.body.results.map((r: { title: string }) => r.title)).toEqual(['Zeppelin pilot'])
    // Another talent's id in the filter finds nothing: the scope is the caller's own resumes.
    const others = await api(t.base, 'GET', talentPath(NEWCOMER, `/resume?talent_id=${PUBLISHED.id}`), {
      token: as(NEWCOMER),
    })
    expect(others.body).toMatchObject({ results: [], total: 0 })
    // Nor can a talent borrow another talent's scope.
    const borrowed = await api(t.base, 'GET', talentPath(PUBLISHED, '/resume'), { token: as(NEWCOMER) })
    expect(borrowed.status).toBe(403)
  })
}
