import {
  applicationActors,
  HIRED_REFUSAL,
  pipelineGroupOf,
  statusTransitions,
  transitionRefusal,
  type ApplicationActor,
  type ApplicationStatus,
} from '@hireloop/flows/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { DEMO_TALENTS } from '../src/db/seed-resumes.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const DRAFT_TALENT = demo('talent.draft@hireloop.test')
const OTHER_TALENT = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const ADMIN = demo('admin@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!
const RESUME = TALENT.resume!.id
const UNKNOWN = '00000000-0000-4000-8000-000000000000'
const DAY = 86_400_000

/**
 * Applications (issue 13, ADR 0071): creation by each side, reads scoped by the policy, every row of the transition
 * table allowed for its roles and refused for the others with the table's sentence, hire by both sides after which
 * nothing moves, removal, the bulk move. Rows are inserted directly wherever the HTTP path is not what is tested.
 */
export function applicationsSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const own = (path: string) => `/company/${COMPANY.id}${path}`
  const otherCompany = (path: string) => `/company/${OTHER_EMPLOYER.company_id}${path}`
  const talentPath = (path: string, user = TALENT) => `/talent/${user.id}${path}`

  /** Where and as whom each side calls. */
  const SIDES: Record<ApplicationActor, { user: { email: string }; path: (path: string) => string }> = {
    talent: { user: TALENT, path: (path) => talentPath(path) },
    employer: { user: EMPLOYER, path: own },
    recruiter: { user: RECRUITER, path: (path) => `/admin${path}` },
  }

  async function vacancy(values: { status?: 'active' | 'archived'; draft?: boolean; company_id?: string } = {}) {
    const row = await t.server.db
      .insertInto('vacancies')
      .values({
        company_id: values.company_id ?? COMPANY.id,
        title: 'Robot fleet engineer',
        status: values.status ?? 'active',
        archived_at: values.status === 'archived' ? new Date() : null,
        draft: values.draft ?? false,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  async function application(
    status: ApplicationStatus,
    values: { vacancy_id?: string; talent_id?: string; resume_id?: string; at?: Date } = {},
  ) {
    const at = values.at ?? new Date()
    const row = await t.server.db
      .insertInto('applications')
      .values({
        vacancy_id: values.vacancy_id ?? (await vacancy()),
        talent_id: values.talent_id ?? TALENT.id,
        resume_id: values.resume_id ?? RESUME,
        status,
        created_at: at,
        updated_at: at,
        stage_entered_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return row.id
  }

  const stored = (id: string) =>
    t.server.db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst()

  const setStatus = (side: ApplicationActor, id: string, status: string, applicationId = id) =>
    api(t.base, 'POST', SIDES[side].path(`/application/${id}/application_status`), {
      token: as(SIDES[side].user),
      body: { status, application_id: applicationId },
    })

  const confirm = (side: 'talent' | 'employer', id: string) =>
    api(t.base, 'PUT', SIDES[side].path(`/application/${id}/hire`), { token: as(SIDES[side].user) })

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, DRAFT_TALENT, OTHER_TALENT, EMPLOYER, OTHER_EMPLOYER, RECRUITER, ADMIN]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  describe('creation, by the side that creates', () => {
    it('a talent applies with their published resume: Applied, interested, audited, both sides told', async () => {
      const vacancyId = await vacancy()
      const response = await api(t.base, 'POST', talentPath('/application'), {
        token: as(TALENT),
        body: { vacancy_id: vacancyId, resume_id: RESUME },
      })
      expect(response.status).toBe(201)
      expect(response.body).toMatchObject({
        vacancy_id: vacancyId,
        resume_id: RESUME,
        talent_id: TALENT.id,
        status: 'applied',
        hiring_pipeline_group: 'matched',
        talent_interested: true,
        hire_confirmation: [],
        hired: false,
        // Where the job is, for the talent's Jobs page (ADR 0074).
        vacancy: {
          id: vacancyId,
          title: 'Robot fleet engineer',
          company: { id: COMPANY.id, name: COMPANY.name },
          location: null,
          remote: 'onsite',
        },
        talent: { id: TALENT.id, full_name: 'Tara Talent' },
      })
      // The matching is computed from the current resume and vacancy, with its reasons (ADR 0070).
      const { matching } = response.body
      expect(matching.score).toBeGreaterThanOrEqual(0)
      expect(matching.reasons.reduce((sum: number, reason: { max_points: number }) => sum + reason.max_points, 0)).toBe(
        100,
      )
      const id = response.body.id as string
      expect(await stored(id)).toMatchObject({ created_by: TALENT.id })
      const audit = await t.server.db
        .selectFrom('audit_log')
        .select(['operation_id', 'actor_id'])
        .where('object_id', '=', id)
        .execute()
      expect(audit).toEqual([{ operation_id: 'createApplication', actor_id: TALENT.id }])
      const events = await t.server.db
        .selectFrom('events')
        .select(['user_id', 'type'])
        .where('type', '=', 'application.created')
        .where(({ ref }) => ref('payload'), '@>', JSON.stringify({ subject: { id } }) as never)
        .execute()
      expect(events.map((event) => event.user_id)).toEqual(expect.arrayContaining([TALENT.id, EMPLOYER.id]))
    })

    it('an employer proposes a talent (Employer interested), a recruiter matches one, or records their interest', async () => {
      const cases = [
        { side: 'employer', body: {}, status: 'employer_interested', interested: false },
        { side: 'recruiter', body: {}, status: 'matched', interested: false },
        { side: 'recruiter', body: { talent_interested: true }, status: 'talent_interested', interested: true },
      ] as const
      for (const { side, body, status, interested } of cases) {
        const response = await api(t.base, 'POST', SIDES[side].path('/application'), {
          token: as(SIDES[side].user),
          body: { vacancy_id: await vacancy(), resume_id: RESUME, ...body },
        })
        expect(response.status, side).toBe(201)
        expect(response.body).toMatchObject({ status, talent_interested: interested, talent_id: TALENT.id })
      }
    })

    it('refuses what cannot be created, each with its reason, and writes nothing', async () => {
      const open = await vacancy()
      const archived = await vacancy({ status: 'archived' })
      const draft = await vacancy({ draft: true })
      const elsewhere = await vacancy({ company_id: OTHER_EMPLOYER.company_id! })
      await application('matched', { vacancy_id: open })
      const before = await countRows(t.server.db, 'applications')
      const post = (side: ApplicationActor, body: Record<string, unknown>) =>
        api(t.base, 'POST', SIDES[side].path('/application'), { token: as(SIDES[side].user), body })
      const message = (text: string) => ({ message: [text] })

      expect(await post('talent', { vacancy_id: open, resume_id: RESUME })).toMatchObject({
        status: 409,
        body: message("This talent is already in this vacancy's pipeline."),
      })
      for (const vacancyId of [archived, draft]) {
        expect(await post('recruiter', { vacancy_id: vacancyId, resume_id: RESUME })).toMatchObject({
          status: 409,
          body: message('This vacancy is not open for applications.'),
        })
      }
      // A talent does not see an archived or draft vacancy at all, nor an employer another company's.
      expect((await post('talent', { vacancy_id: archived, resume_id: RESUME })).status).toBe(404)
      expect(await post('employer', { vacancy_id: elsewhere, resume_id: RESUME })).toMatchObject({
        status: 404,
        body: message('Vacancy not found.'),
      })
      expect((await post('recruiter', { vacancy_id: UNKNOWN, resume_id: RESUME })).status).toBe(404)
      // Someone else's resume is not the talent's to apply with; a draft is not a company's to see.
      const draftResume = DRAFT_TALENT.resume!.id
      const othersResume = await api(t.base, 'POST', talentPath('/application', OTHER_TALENT), {
        token: as(OTHER_TALENT),
        body: { vacancy_id: await vacancy(), resume_id: RESUME },
      })
      expect(othersResume).toMatchObject({ status: 404, body: message('Resume not found.') })
      expect((await post('employer', { vacancy_id: await vacancy(), resume_id: draftResume })).status).toBe(404)
      const ownDraft = await api(t.base, 'POST', talentPath('/application', DRAFT_TALENT), {
        token: as(DRAFT_TALENT),
        body: { vacancy_id: await vacancy(), resume_id: draftResume },
      })
      expect(ownDraft).toMatchObject({ status: 409, body: message('Publish the resume before applying with it.') })
      // Only a recruiter speaks for the talent's interest.
      const employerSays = await post('employer', {
        vacancy_id: await vacancy(),
        resume_id: RESUME,
        talent_interested: true,
      })
      expect(employerSays.status).toBe(400)
      expect(employerSays.body.detail[0].loc).toEqual(['body', 'talent_interested'])
      expect(await countRows(t.server.db, 'applications')).toBe(before)
    })

    it('a create retried with the same Idempotency-Key creates one application and answers the same', async () => {
      const vacancyId = await vacancy()
      const send = () =>
        api(t.base, 'POST', own('/application'), {
          token: as(EMPLOYER),
          body: { vacancy_id: vacancyId, resume_id: RESUME },
          headers: { 'idempotency-key': `propose-${vacancyId}` },
        })
      const first = await send()
      const again = await send()
      expect(first.status).toBe(201)
      expect(again.status).toBe(201)
      expect(again.body.id).toBe(first.body.id)
      const rows = await t.server.db
        .selectFrom('applications')
        .select('id')
        .where('vacancy_id', '=', vacancyId)
        .execute()
      expect(rows).toHaveLength(1)
    })
  })

  describe('reads, as the policy scopes them', () => {
    it('each side lists what is theirs, filtered, newest move first; another company and another talent see none of it', async () => {
      const vacancyId = await vacancy()
      const other = DEMO_TALENTS[0]!
      const older = await application('interview_requested', {
        vacancy_id: vacancyId,
        at: new Date(Date.now() - 3 * DAY),
      })
      const newer = await application('applied', {
        vacancy_id: vacancyId,
        talent_id: other.id,
        resume_id: other.resume.id,
      })
      const ids = (response: { body: { results: { id: string }[] } }) => response.body.results.map((r) => r.id)

      const company = await api(t.base, 'GET', own(`/application?vacancy_id=${vacancyId}`), { token: as(EMPLOYER) })
      expect(company.status).toBe(200)
      expect(ids(company)).toEqual([newer, older])
      expect(company.body).toMatchObject({ total: 2, current_page: 1, next: null })
      const paged = await api(t.base, 'GET', own(`/vacancy/${vacancyId}/application?size=1&page=2`), {
        token: as(EMPLOYER),
      })
      expect(paged.body).toMatchObject({ total: 2, previous: 1, next: null })
      expect(ids(paged)).toEqual([older])
      const byGroup = await api(
        t.base,
        'GET',
        own(`/vacancy/${vacancyId}/application?hiring_pipeline_group=interview`),
        {
          token: as(EMPLOYER),
        },
      )
      expect(ids(byGroup)).toEqual([older])
      const byStatus = await api(t.base, 'GET', `/admin/application?vacancy_id=${vacancyId}&status=applied`, {
        token: as(RECRUITER),
      })
      expect(ids(byStatus)).toEqual([newer])
      const byTalent = await api(t.base, 'GET', `/admin/application?vacancy_id=${vacancyId}&talent_id=${other.id}`, {
        token: as(RECRUITER),
      })
      expect(ids(byTalent)).toEqual([newer])

      const mine = await api(t.base, 'GET', talentPath(`/application?vacancy_id=${vacancyId}`), { token: as(TALENT) })
      expect(ids(mine)).toEqual([older])
      const theirs = await api(t.base, 'GET', otherCompany(`/application?vacancy_id=${vacancyId}`), {
        token: as(OTHER_EMPLOYER),
      })
      expect(theirs.body).toMatchObject({ results: [], total: 0 })
      expect(
        (await api(t.base, 'GET', otherCompany(`/vacancy/${vacancyId}/application`), { token: as(OTHER_EMPLOYER) }))
          .status,
      ).toBe(404)

      expect((await api(t.base, 'GET', talentPath(`/application/${older}`), { token: as(TALENT) })).status).toBe(200)
      const notTheirs = [
        api(t.base, 'GET', talentPath(`/application/${newer}`), { token: as(TALENT) }),
        api(t.base, 'GET', talentPath(`/application/${older}`, OTHER_TALENT), { token: as(OTHER_TALENT) }),
        api(t.base, 'GET', otherCompany(`/application/${older}`), { token: as(OTHER_EMPLOYER) }),
      ]
      for (const response of await Promise.all(notTheirs)) {
        expect(response).toMatchObject({ status: 404, body: { message: ['Application not found.'] } })
      }
    })

    it('recruiters search by talent name or vacancy title and sort by creation, last change or status either way', async () => {
      const quasar = await vacancy()
      await t.server.db
        .updateTable('vacancies')
        .set({ title: 'Quasar 100% wrangler' })
        .where('id', '=', quasar)
        .execute()
      const [amara, lukas] = [DEMO_TALENTS[0]!, DEMO_TALENTS[1]!]
      const first = await application('offer_made', { vacancy_id: quasar, at: new Date(Date.now() - 3 * DAY) })
      const second = await application('applied', {
        vacancy_id: quasar,
        talent_id: amara.id,
        resume_id: amara.resume.id,
        at: new Date(Date.now() - 2 * DAY),
      })
      // Created last, changed in between: creation and last change disagree.
      const tamer = await vacancy()
      await t.server.db.updateTable('vacancies').set({ title: 'Quasar tamer' }).where('id', '=', tamer).execute()
      const third = await application('matched', { vacancy_id: tamer, talent_id: lukas.id, resume_id: lukas.resume.id })
      await t.server.db
        .updateTable('applications')
        .set({ updated_at: new Date(Date.now() - 2.5 * DAY) })
        .where('id', '=', third)
        .execute()
      const ids = async (query: string) => {
        const response = await api(t.base, 'GET', `/admin/application?${query}`, { token: as(RECRUITER) })
        expect(response.status).toBe(200)
        return response.body.results.map((r: { id: string }) => r.id)
      }
      expect(await ids('q=quasar%20100%25')).toEqual([second, first])
      const byName = await ids(`q=${encodeURIComponent(`${lukas.first_name} ${lukas.last_name}`)}`)
      expect(byName).toContain(third)
      expect(byName).not.toContain(first)
      expect(await ids('q=quasar%20100_')).toEqual([])

      const sorted = (sort: string) => ids(`q=quasar&sort=${sort}`)
      expect(await sorted('-updated_at')).toEqual([second, third, first])
      expect(await sorted('updated_at')).toEqual([first, third, second])
      expect(await sorted('-created_at')).toEqual([third, second, first])
      expect(await sorted('created_at')).toEqual([first, second, third])
      // applied < matched < offer_made, as text.
      expect(await sorted('status')).toEqual([second, third, first])
      expect(await sorted('-status')).toEqual([first, third, second])
      expect(await ids(`q=quasar&sort=created_at&hiring_pipeline_group=decision`)).toEqual([first])
    })

    it('lists each application with its score and skills, and a single read adds the reasons (ADR 0109)', async () => {
      const vacancyId = await vacancy()
      const id = await application('interview_requested', { vacancy_id: vacancyId })
      const single = await api(t.base, 'GET', own(`/application/${id}`), { token: as(EMPLOYER) })
      const { reasons, ...summary } = single.body.matching
      expect(reasons.length).toBeGreaterThan(0)
      for (const path of [own(`/vacancy/${vacancyId}/application`), own(`/application?vacancy_id=${vacancyId}`)]) {
        const listed = await api(t.base, 'GET', path, { token: as(EMPLOYER) })
        expect(listed.body.results).toHaveLength(1)
        expect(listed.body.results[0].matching).toEqual(summary)
        expect(listed.body.results[0]).toEqual({ ...single.body, matching: summary })
      }
    })

    it("links the talent to the company: its employers read the talent's published resume, other companies do not", async () => {
      const talent = DEMO_TALENTS[9]!
      const resume = (path: (p: string) => string, user: { email: string }) =>
        api(t.base, 'GET', path(`/resume/${talent.resume.id}`), { token: as(user) })
      const linkedBefore = await t.server.db
        .selectFrom('applications')
        .innerJoin('vacancies', 'vacancies.id', 'applications.vacancy_id')
        .select('applications.id')
        .where('applications.talent_id', '=', talent.id)
        .where('vacancies.company_id', '=', OTHER_EMPLOYER.company_id!)
        .execute()
      expect(linkedBefore).toEqual([])
      expect((await resume(otherCompany, OTHER_EMPLOYER)).status).toBe(404)
      await application('matched', {
        vacancy_id: await vacancy({ company_id: OTHER_EMPLOYER.company_id! }),
        talent_id: talent.id,
        resume_id: talent.resume.id,
      })
      expect((await resume(otherCompany, OTHER_EMPLOYER)).status).toBe(200)
      const resumes = await api(t.base, 'GET', otherCompany('/resume?size=100'), { token: as(OTHER_EMPLOYER) })
      expect(resumes.body.results.map((r: { id: string }) => r.id)).toEqual([talent.resume.id])
      expect(
        (await api(t.base, 'GET', otherCompany(`/talent/${talent.id}`), { token: as(OTHER_EMPLOYER) })).status,
      ).toBe(200)
    })

    it('lists applications with their resumes for the company, file URLs under its own scope', async () => {
      const vacancyId = await vacancy()
      const id = await application('employer_interested', { vacancy_id: vacancyId })
      const response = await api(t.base, 'GET', own(`/application_resume?vacancy_id=${vacancyId}`), {
        token: as(EMPLOYER),
      })
      expect(response.status).toBe(200)
      expect(response.body.results).toHaveLength(1)
      expect(response.body.results[0]).toMatchObject({
        application: { id, status: 'employer_interested', hiring_pipeline_group: 'interested' },
        resume: { id: RESUME, talent_id: TALENT.id, draft: false },
      })
    })
  })

  describe('moves, by the transition table (ADR 0041)', () => {
    it('allows every row of the table for its roles and refuses it for the others with the sentence, changing nothing', async () => {
      const failures: string[] = []
      for (const transition of statusTransitions) {
        for (const side of applicationActors) {
          const id = await application(transition.from, { at: new Date(Date.now() - 2 * DAY) })
          const before = (await stored(id))!
          const response = await setStatus(side, id, transition.to)
          const after = (await stored(id))!
          const label = `${transition.from} -> ${transition.to} by ${side}`
          if (transition.by.includes(side)) {
            if (response.status !== 200 || after.status !== transition.to || response.body.status !== transition.to) {
              failures.push(`${label}: allowed, got ${response.status} ${JSON.stringify(response.body)}`)
            }
            const sameGroup = pipelineGroupOf(transition.from) === pipelineGroupOf(transition.to)
            if (sameGroup !== (after.stage_entered_at.getTime() === before.stage_entered_at.getTime())) {
              failures.push(`${label}: time in stage ${sameGroup ? 'reset inside the group' : 'kept across groups'}`)
            }
          } else {
            const refusal = transitionRefusal(transition.from, transition.to, side)
            if (response.status !== 409 || response.body.message?.[0] !== refusal || after.status !== transition.from) {
              failures.push(`${label}: refused, got ${response.status} ${JSON.stringify(response.body)}`)
            }
            if (after.updated_at.getTime() !== before.updated_at.getTime()) failures.push(`${label}: row changed`)
          }
        }
      }
      expect(failures).toEqual([])
    }, 120_000)

    it('refuses a move the table does not have, and a move out of a closed status, in words', async () => {
      const applied = await application('applied')
      expect(await setStatus('employer', applied, 'offer_made')).toMatchObject({
        status: 409,
        body: { message: ['An application in Applied cannot move to Offer made.'] },
      })
      const offer = await application('offer_made')
      expect(await setStatus('employer', offer, 'offer_accepted')).toMatchObject({
        status: 409,
        body: { message: ['Only the talent can accept an offer.'] },
      })
      const closed = await application('employer_rejected')
      const reopened = await setStatus('recruiter', closed, 'matched')
      expect(reopened.status).toBe(409)
      expect((await stored(closed))!.status).toBe('employer_rejected')
    })

    it('remembers that the talent showed interest after later moves, and tells both sides of each move', async () => {
      const id = await application('employer_interested')
      const accepted = await setStatus('talent', id, 'talent_accepted')
      expect(accepted.body).toMatchObject({ status: 'talent_accepted', talent_interested: true })
      const interview = await setStatus('employer', id, 'interview_requested')
      expect(interview.body).toMatchObject({ status: 'interview_requested', talent_interested: true })
      const moved = await t.server.db
        .selectFrom('events')
        .select('user_id')
        .where('type', '=', 'application.moved')
        .where(({ ref }) => ref('payload'), '@>', JSON.stringify({ subject: { id } }) as never)
        .execute()
      expect(moved.map((event) => event.user_id)).toEqual(expect.arrayContaining([TALENT.id, EMPLOYER.id]))
    })

    it('bad input changes nothing: another application id in the body, an unknown status, an unknown application', async () => {
      const id = await application('applied')
      const elsewhere = await application('applied')
      const mismatch = await setStatus('employer', id, 'employer_accepted', elsewhere)
      expect(mismatch.status).toBe(400)
      expect(mismatch.body.detail[0]).toMatchObject({ loc: ['body', 'application_id'] })
      expect((await setStatus('employer', id, 'hired')).status).toBe(400)
      expect((await setStatus('recruiter', UNKNOWN, 'employer_accepted')).status).toBe(404)
      expect((await stored(id))!.status).toBe('applied')
      expect((await stored(elsewhere))!.status).toBe('applied')
    })

    it("another company cannot move or remove the application, nor a talent another's: 404, nothing changes", async () => {
      const id = await application('applied')
      const attempts = [
        api(t.base, 'POST', otherCompany(`/application/${id}/application_status`), {
          token: as(OTHER_EMPLOYER),
          body: { status: 'employer_accepted', application_id: id },
        }),
        api(t.base, 'DELETE', otherCompany(`/application/${id}`), { token: as(OTHER_EMPLOYER) }),
        api(t.base, 'POST', talentPath(`/application/${id}/application_status`, OTHER_TALENT), {
          token: as(OTHER_TALENT),
          body: { status: 'talent_rejected', application_id: id },
        }),
        api(t.base, 'DELETE', talentPath(`/application/${id}`, OTHER_TALENT), { token: as(OTHER_TALENT) }),
      ]
      for (const response of await Promise.all(attempts)) expect(response.status).toBe(404)
      expect((await stored(id))!.status).toBe('applied')
    })

    it("moves a vacancy's applications in bulk where the table lets the caller, and counts the others", async () => {
      const vacancyId = await vacancy()
      const talents = DEMO_TALENTS.slice(0, 4)
      const statuses: ApplicationStatus[] = ['applied', 'interview_requested', 'talent_rejected', 'offer_accepted']
      const ids = await Promise.all(
        talents.map((talent, i) =>
          application(statuses[i]!, { vacancy_id: vacancyId, talent_id: talent.id, resume_id: talent.resume.id }),
        ),
      )
      const response = await api(t.base, 'POST', own(`/vacancy/${vacancyId}/application_status`), {
        token: as(EMPLOYER),
        body: { status: 'employer_rejected' },
      })
      expect(response).toMatchObject({ status: 200, body: { updated: 2, skipped: 2 } })
      const after = await Promise.all(ids.map(async (id) => (await stored(id))!.status))
      expect(after).toEqual(['employer_rejected', 'employer_rejected', 'talent_rejected', 'offer_accepted'])
      const chosen = await api(t.base, 'POST', `/admin/vacancy/${vacancyId}/application_status`, {
        token: as(RECRUITER),
        body: { status: 'rejected', application_ids: [ids[3]] },
      })
      expect(chosen).toMatchObject({ status: 200, body: { updated: 1, skipped: 0 } })
      const foreign = await api(t.base, 'POST', otherCompany(`/vacancy/${vacancyId}/application_status`), {
        token: as(OTHER_EMPLOYER),
        body: { status: 'employer_rejected' },
      })
      expect(foreign.status).toBe(404)
    })
  })

  describe('hire by both sides', () => {
    it('each side confirms once the offer is accepted; with both the hire holds and nothing moves any more', async () => {
      const early = await application('offer_made')
      expect(await confirm('employer', early)).toMatchObject({
        status: 409,
        body: { message: ['A hire is confirmed once the talent has accepted the offer.'] },
      })
      const earlyConfirmations = await t.server.db
        .selectFrom('hire_confirmations')
        .select('side')
        .where('application_id', '=', early)
        .execute()
      expect(earlyConfirmations).toEqual([])

      const id = await application('offer_accepted')
      const byEmployer = await confirm('employer', id)
      expect(byEmployer.status).toBe(200)
      expect(byEmployer.body).toMatchObject({
        status: 'offer_accepted',
        hired: false,
        hire_confirmation: [{ confirmed_by: { type: 'employer', id: EMPLOYER.id } }],
      })
      // Confirming again changes nothing; before the talent's side, a recruiter may still let the hire fall through.
      expect((await confirm('employer', id)).body.hire_confirmation).toHaveLength(1)
      const byTalent = await confirm('talent', id)
      expect(byTalent.body).toMatchObject({ status: 'offer_accepted', hired: true, hiring_pipeline_group: 'decision' })
      expect(byTalent.body.hire_confirmation).toHaveLength(2)

      const audit = await t.server.db
        .selectFrom('audit_log')
        .select('after')
        .where('object_id', '=', id)
        .where('operation_id', '=', 'confirmHire')
        .execute()
      expect(audit.map((entry) => entry.after)).toContainEqual(
        expect.objectContaining({ hired: true, follows: 'The placement invoice follows.' }),
      )
      const told = await t.server.db
        .selectFrom('notifications')
        .select('message')
        .where('user_id', '=', EMPLOYER.id)
        .where('message', 'like', '%The placement invoice follows.')
        .execute()
      expect(told).toHaveLength(1)

      const before = (await stored(id))!
      for (const side of applicationActors) {
        for (const to of ['rejected', 'talent_rejected', 'employer_rejected'] as const) {
          expect(await setStatus(side, id, to)).toMatchObject({ status: 409, body: { message: [HIRED_REFUSAL] } })
        }
      }
      for (const remove of [
        api(t.base, 'DELETE', own(`/application/${id}`), { token: as(EMPLOYER) }),
        api(t.base, 'DELETE', `/admin/application/${id}`, { token: as(ADMIN) }),
      ]) {
        expect(await remove).toMatchObject({ status: 409, body: { message: ['A confirmed hire cannot be removed.'] } })
      }
      expect(await stored(id)).toEqual(before)
      expect((await confirm('talent', id)).body).toMatchObject({ hired: true })
    })
  })

  describe('removal', () => {
    it('the talent withdraws theirs, the company removes one, an admin any; a Recruiter level may not delete', async () => {
      const mine = await application('applied')
      expect((await api(t.base, 'DELETE', talentPath(`/application/${mine}`), { token: as(TALENT) })).status).toBe(204)
      const company = await application('waiting')
      expect((await api(t.base, 'DELETE', own(`/application/${company}`), { token: as(EMPLOYER) })).status).toBe(204)
      const any = await application('matched')
      const recruiter = await api(t.base, 'DELETE', `/admin/application/${any}`, { token: as(RECRUITER) })
      expect(recruiter.status).toBe(403)
      expect(await stored(any)).toBeDefined()
      expect((await api(t.base, 'DELETE', `/admin/application/${any}`, { token: as(ADMIN) })).status).toBe(204)
      for (const id of [mine, company, any]) expect(await stored(id)).toBeUndefined()
    })
  })
}
