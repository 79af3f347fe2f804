import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { applicationStatuses, isStalled, pipelineGroups } from '@hireloop/flows/rules'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadContract } from '../src/api/contract.ts'
import { contractPath } from '../src/config.ts'
import { DEMO_PASSWORD, DEMO_TALENTS, DEMO_USERS, seed } from '../src/db/seed.ts'
import { DEMO_COMPANY_PROFILES, NORTHWIND_BILLING, NORTHWIND_ID } from '../src/db/seed-companies.ts'
import { DRAFT_FILE_ID, DRAFT_PARSE_JOB_ID, skillIdsFor, type DemoResume } from '../src/db/seed-resumes.ts'
import { JOURNEY_VACANCY_ID } from '../src/db/seed-applications.ts'
import { DEMO_VACANCIES, SEEDED_COMPANIES } from '../src/db/seed-vacancies.ts'
import type { Database } from '../src/db/schema.ts'
import { checkTaxId } from '../src/resources/billing/tax-ids.ts'
import { checkLocation } from '../src/resources/reference/location.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const PUBLISHED = demo('talent.published@hireloop.test')
const DRAFT = demo('talent.draft@hireloop.test')
const NEW = demo('talent.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const EMPLOYER_NEW = demo('employer.new@hireloop.test')

/** The contract's own schemas, to hold what the API answers for the seeded rows against them. */
function contractValidator(schema: string) {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addFormat('binary', true)
  ajv.addSchema({ ...loadContract(contractPath), $id: 'contract' })
  const validate = ajv.getSchema(`contract#/components/schemas/${schema}`)!
  return (data: unknown) => (validate(data) ? [] : validate.errors)
}

/** A seeded resume as the contract's Resume shows it. */
function expectedResume(resume: DemoResume, talent: { id: string; first_name: string; last_name: string }) {
  return {
    id: resume.id,
    talent_id: talent.id,
    full_name: `${talent.first_name} ${talent.last_name}`,
    title: resume.title,
    summary: resume.summary,
    location: resume.location,
    phone: resume.phone,
    salary_expectation: resume.salary_expectation,
    availability: resume.availability,
    experience: resume.experience,
    education: resume.education,
    languages: resume.languages,
    skills: resume.skills.map((skill) => ({ name: skill.name, level: skill.level, years: skill.years })),
  }
}

describe('the demo seed (PGlite)', () => {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const validResume = contractValidator('Resume')

  beforeAll(async () => {
    t = await startTestServer('pglite', { RATE_LIMITS: 'false' })
    for (const user of [PUBLISHED, DRAFT, RECRUITER, EMPLOYER, EMPLOYER_NEW, SEEDED_COMPANIES[0]!.employer]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it("reads talent.published's resume back, published and whole", async () => {
    const response = await api(t.base, 'GET', `/talent/${PUBLISHED.id}/resume/${PUBLISHED.resume!.id}`, {
      token: tokens[PUBLISHED.email],
    })
    expect(response.status).toBe(200)
    expect(validResume(response.body)).toEqual([])
    expect(response.body).toMatchObject({
      ...expectedResume(PUBLISHED.resume!, PUBLISHED),
      draft: false,
      parse_job_id: null,
    })
  })

  it("gives talent.draft a draft made from an upload, with the parse job's result for the confirm step", async () => {
    const token = tokens[DRAFT.email]
    const resume = await api(t.base, 'GET', `/talent/${DRAFT.id}/resume/${DRAFT.resume!.id}`, { token })
    expect(resume.status).toBe(200)
    expect(validResume(resume.body)).toEqual([])
    expect(resume.body).toMatchObject({
      ...expectedResume(DRAFT.resume!, DRAFT),
      draft: true,
      parse_job_id: DRAFT_PARSE_JOB_ID,
      salary_expectation: null,
      availability: null,
      file: { id: DRAFT_FILE_ID },
    })

    const job = await api(t.base, 'GET', `/talent/${DRAFT.id}/get_parse_job/${DRAFT_PARSE_JOB_ID}`, { token })
    expect(job.status).toBe(200)
    expect(contractValidator('ParsedResume')(job.body.result)).toEqual([])
    expect(job.body).toMatchObject({ id: DRAFT_PARSE_JOB_ID, status: 'succeeded' })
    // The parse result names the same skills of the taxonomy the draft holds.
    expect(job.body.result.fields.skills.map((skill: { skill_id: string }) => skill.skill_id)).toEqual(
      resume.body.skills.map((skill: { skill_id: string }) => skill.skill_id),
    )
    expect(job.body.result.fields.title).toMatchObject({ value: DRAFT.resume!.title, source: 'Data Analyst' })

    const me = await api(t.base, 'GET', '/me', { token })
    expect(me.body.resume).toEqual({ id: DRAFT.resume!.id, draft: true })
  })

  it("lists every marketplace talent's published resume to a recruiter, with its skills", async () => {
    const token = tokens[RECRUITER.email]
    const response = await api(t.base, 'GET', '/admin/resume?draft=false&size=100', { token })
    expect(response.status).toBe(200)
    const byId = new Map<string, Record<string, unknown>>(
      response.body.results.map((resume: { id: string }) => [resume.id, resume]),
    )
    for (const talent of [...DEMO_TALENTS, PUBLISHED]) {
      const listed = byId.get(talent.resume!.id)
      expect(listed, talent.email).toBeDefined()
      expect(validResume(listed)).toEqual([])
      expect(listed).toMatchObject({ ...expectedResume(talent.resume!, talent), draft: false })
    }
    expect(byId.has(DRAFT.resume!.id)).toBe(false)
  })

  it('represents every talent status, and the recruiter reads each talent with it', async () => {
    const token = tokens[RECRUITER.email]
    for (const talent of DEMO_TALENTS) {
      const response = await api(t.base, 'GET', `/admin/talent/${talent.id}`, { token })
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({
        status: talent.status,
        resume: { id: talent.resume.id, draft: false },
        location: talent.resume.location,
      })
    }
    const statuses = new Set(DEMO_TALENTS.map((talent) => talent.status))
    expect([...statuses].sort()).toEqual(['hired', 'not_looking', 'open_to_work', 'passive'])
    const categories = new Set(DEMO_TALENTS.map((talent) => talent.category))
    expect(categories.size).toBe(6)
  })

  it('keeps onboarding checklists in step with the resumes', async () => {
    const db = t.server.db
    const states = await db
      .selectFrom('onboarding_states')
      .select(['talent_id', 'steps'])
      .where('user_type', '=', 'talent')
      .execute()
    const published = new Set(
      (await db.selectFrom('resumes').select('talent_id').where('draft', '=', false).execute()).map((r) => r.talent_id),
    )
    const stepOf = (talentId: string, key: string) =>
      states.find((state) => state.talent_id === talentId)?.steps.find((step) => step.key === key)
    for (const talent of [...DEMO_TALENTS, PUBLISHED])
      expect(stepOf(talent.id, 'resume')?.done, talent.email).toBe(true)
    // Mid-onboarding: the profile is done, the resume is a draft.
    expect(stepOf(DRAFT.id, 'profile')?.done).toBe(true)
    expect(stepOf(DRAFT.id, 'resume')?.done).toBe(false)
    expect(stepOf(NEW.id, 'resume')?.done ?? false).toBe(false)
    for (const state of states) {
      expect(stepOf(state.talent_id!, 'resume')!.done, String(state.talent_id)).toBe(published.has(state.talent_id!))
    }
  })

  it('places every seeded resume in a real country, state and city of the reference data', async () => {
    for (const { email, resume } of [...DEMO_TALENTS, PUBLISHED, DRAFT]) {
      expect(await checkLocation(resume!.location!), email).toBeNull()
    }
  })

  it("gives the demo companies profiles in real places, Northwind billing and a team; employer.new's company stays new", async () => {
    const validCompany = contractValidator('Company')
    for (const profile of DEMO_COMPANY_PROFILES) {
      const company = await api(t.base, 'GET', `/admin/company/${profile.id}`, { token: tokens[RECRUITER.email] })
      expect(validCompany(company.body), profile.id).toEqual([])
      expect(company.body).toMatchObject({ description: profile.description, size: profile.size })
      expect(await checkLocation(profile.location), profile.id).toBeNull()
    }
    expect(checkTaxId(NORTHWIND_BILLING.country, NORTHWIND_BILLING.tax_id)).toEqual({
      ok: true,
      value: NORTHWIND_BILLING.tax_id,
    })
    const team = await api(t.base, 'GET', `/company/${NORTHWIND_ID}/employer`, { token: tokens[EMPLOYER.email] })
    expect(team.body.results.map((e: { is_active: boolean }) => e.is_active)).toEqual([true, true, false])

    const scope = `/company/${EMPLOYER_NEW.company_id}`
    const token = tokens[EMPLOYER_NEW.email]
    const bare = await api(t.base, 'GET', `${scope}/company/${EMPLOYER_NEW.company_id}`, { token })
    expect(bare.body).toMatchObject({ type: null, description: null, size: null, location: null })
    expect((await api(t.base, 'GET', `${scope}/billing_info`, { token })).status).toBe(404)
    expect((await api(t.base, 'GET', `${scope}/employer`, { token })).body.total).toBe(1)
    expect((await api(t.base, 'GET', `${scope}/onboarding`, { token })).body.results).toEqual([])
  })

  it('gives several companies Active, draft and archived vacancies across the taxonomy; employer.new none', async () => {
    const validVacancy = contractValidator('Vacancy')
    const response = await api(t.base, 'GET', '/admin/vacancy?size=100', { token: tokens[RECRUITER.email] })
    expect(response.status).toBe(200)
    const seeded = response.body.results.filter((vacancy: { id: string }) =>
      DEMO_VACANCIES.some((demoVacancy) => demoVacancy.id === vacancy.id),
    )
    expect(seeded).toHaveLength(DEMO_VACANCIES.length)
    for (const vacancy of seeded) expect(validVacancy(vacancy), vacancy.title).toEqual([])
    const kinds = new Map<string, Set<string>>()
    for (const vacancy of seeded) {
      const kind = vacancy.status === 'Archived' ? 'archived' : vacancy.draft ? 'draft' : 'active'
      kinds.set(vacancy.company_id, (kinds.get(vacancy.company_id) ?? new Set()).add(kind))
    }
    expect(kinds.size).toBe(5)
    for (const [companyId, set] of kinds) expect([...set].sort(), companyId).toEqual(['active', 'archived', 'draft'])
    const skills = new Set(
      seeded.flatMap((vacancy: { skills: { name: string }[] }) => vacancy.skills.map((s) => s.name)),
    )
    expect(skills.size).toBeGreaterThan(30)
    // Bright Harbor Studio starts from zero: the end-to-end user onboards it and posts its first vacancy.
    expect(kinds.has(EMPLOYER_NEW.company_id!)).toBe(false)
    const own = await api(t.base, 'GET', `/company/${EMPLOYER_NEW.company_id}/vacancy`, {
      token: tokens[EMPLOYER_NEW.email],
    })
    expect(own.body.total).toBe(0)
    const company = await api(t.base, 'GET', `/company/${EMPLOYER_NEW.company_id}/company/${EMPLOYER_NEW.company_id}`, {
      token: tokens[EMPLOYER_NEW.email],
    })
    expect(company.body.type).toBeNull()
    // A company added by this seed signs in and sees its own vacancies, drafts included.
    const fjordline = SEEDED_COMPANIES[0]!
    const theirs = await api(t.base, 'GET', `/company/${fjordline.id}/vacancy?size=100`, {
      token: tokens[fjordline.employer.email],
    })
    expect(theirs.body.total).toBe(DEMO_VACANCIES.filter((vacancy) => vacancy.company_id === fjordline.id).length)
  })

  it("shows Northwind's job openings with applicants in every pipeline group", async () => {
    const response = await api(t.base, 'GET', `/company/${EMPLOYER.company_id}/vacancy/talent_avatars?status=Active`, {
      token: tokens[EMPLOYER.email],
    })
    expect(response.status).toBe(200)
    const cards = response.body.results as { total: number; talents: unknown[]; groups: Record<string, number> }[]
    for (const group of ['matched', 'interested', 'interview', 'decision']) {
      expect(
        cards.reduce((sum, card) => sum + card.groups[group]!, 0),
        group,
      ).toBeGreaterThan(0)
    }
    expect(cards.some((card) => card.talents.length === 5 && card.total > 5)).toBe(true)
    expect(cards.some((card) => card.total === 0)).toBe(true)
  })

  it("holds Northwind's pipeline in all 14 statuses, with stalled cards, a hire and one awaiting the talent", async () => {
    const response = await api(t.base, 'GET', `/company/${EMPLOYER.company_id}/application?size=100`, {
      token: tokens[EMPLOYER.email],
    })
    expect(response.status).toBe(200)
    const applications = response.body.results as {
      status: string
      hired: boolean
      stage_entered_at: string
      hiring_pipeline_group: string | null
      hire_confirmation: { confirmed_by: { type: string } }[]
    }[]
    expect(new Set(applications.map((a) => a.status))).toEqual(new Set(applicationStatuses))
    const open = applications.filter((a) => a.hiring_pipeline_group !== null)
    expect(open.filter((a) => isStalled(a.stage_entered_at)).length).toBeGreaterThanOrEqual(3)
    expect(open.filter((a) => !isStalled(a.stage_entered_at)).length).toBeGreaterThanOrEqual(3)
    expect(applications.filter((a) => a.hired)).toHaveLength(1)
    const awaitingTalent = applications.filter(
      (a) => !a.hired && a.hire_confirmation.map((c) => c.confirmed_by.type).join() === 'employer',
    )
    expect(awaitingTalent).toHaveLength(1)
  })

  it("gives talent.published a job in every Jobs tab, but none in the journey's vacancy, which suits her resume", async () => {
    const response = await api(t.base, 'GET', `/talent/${PUBLISHED.id}/application?size=100`, {
      token: tokens[PUBLISHED.email],
    })
    const applications = response.body.results as { vacancy_id: string; hiring_pipeline_group: string | null }[]
    for (const group of pipelineGroups) {
      expect(
        applications.some((a) => a.hiring_pipeline_group === group),
        group,
      ).toBe(true)
    }
    expect(applications.map((a) => a.vacancy_id)).not.toContain(JOURNEY_VACANCY_ID)
    // Of Northwind's Active vacancies, the journey's shares the most skills with her resume.
    const shared = (vacancy: (typeof DEMO_VACANCIES)[number]) =>
      vacancy.skills.filter((skill) => PUBLISHED.resume!.skills.some((own) => own.name === skill.name)).length
    const northwind = DEMO_VACANCIES.filter((v) => v.company_id === EMPLOYER.company_id && v.state === 'active')
    const best = northwind.toSorted((a, b) => shared(b) - shared(a))[0]!
    expect(best.id).toBe(JOURNEY_VACANCY_ID)
    expect(shared(best)).toBeGreaterThanOrEqual(2)
    // The other logins start without any.
    for (const user of [DRAFT, NEW]) {
      const rows = await t.server.db.selectFrom('applications').select('id').where('talent_id', '=', user.id).execute()
      expect(rows, user.email).toEqual([])
    }
    const brightHarbor = await api(t.base, 'GET', `/company/${EMPLOYER_NEW.company_id}/application`, {
      token: tokens[EMPLOYER_NEW.email],
    })
    expect(brightHarbor.body.total).toBe(0)
  })

  it('places every seeded vacancy and added company in a real country, state and city', async () => {
    for (const vacancy of DEMO_VACANCIES) {
      expect(await checkLocation(vacancy.location!), vacancy.title).toBeNull()
    }
    for (const company of SEEDED_COMPANIES) expect(await checkLocation(company.location), company.name).toBeNull()
  })

  it('holds invoices in every status: a draft from the confirmed hire, sent, overdue, paid and void', async () => {
    const admin = (await signIn(t.base, 'admin@hireloop.test', DEMO_PASSWORD)).access_token
    const list = await api(t.base, 'GET', '/admin/invoice?size=100', { token: admin })
    expect(list.status).toBe(200)
    expect(list.body.results.flatMap((invoice: unknown) => contractValidator('Invoice')(invoice))).toEqual([])
    const shown = list.body.results.map(
      (invoice: { status: string; overdue: boolean; application_id: string | null }) =>
        invoice.status === 'draft'
          ? `draft${invoice.application_id ? ' for a hire' : ''}`
          : invoice.overdue
            ? 'overdue'
            : invoice.status,
    )
    expect(shown.sort()).toEqual(['draft for a hire', 'overdue', 'paid', 'sent', 'void'])
    // Numbered in the order they were written, each year from 1 without a gap.
    const years = new Map<string, number[]>()
    for (const { number } of [...list.body.results].reverse() as { number: string }[]) {
      const [, year, serial] = number.split('-')
      years.set(year!, [...(years.get(year!) ?? []), Number(serial)])
    }
    for (const serials of years.values()) expect(serials).toEqual(serials.map((_, i) => i + 1))
    const northwind = await api(t.base, 'GET', `/company/${NORTHWIND_ID}/invoice`, {
      token: (await signIn(t.base, EMPLOYER.email, DEMO_PASSWORD)).access_token,
    })
    expect(northwind.body.results.map((invoice: { status: string }) => invoice.status).sort()).toEqual(['paid', 'sent'])
  })

  it('adds nothing when run again', async () => {
    const tables: (keyof Database)[] = [
      'users',
      'resumes',
      'resume_skills',
      'onboarding_states',
      'billing_infos',
      'parse_jobs',
      'files',
      'companies',
      'vacancies',
      'vacancy_skills',
      'applications',
      'hire_confirmations',
      'conversations',
      'conversation_recruiters',
      'messages',
      'conversation_reads',
      'invoices',
      'invoice_lines',
      'invoice_counters',
    ]
    const before = await Promise.all(tables.map((table) => countRows(t.server.db, table)))
    await seed(t.server.db)
    expect(await Promise.all(tables.map((table) => countRows(t.server.db, table)))).toEqual(before)
  })

  it('refuses a demo skill the taxonomy does not have, naming it', async () => {
    await expect(
      t.server.db
        .transaction()
        .execute((trx) =>
          skillIdsFor(trx, [{ skills: [{ name: 'Underwater basket weaving', level: 'expert', years: 3 }] }]),
        ),
    ).rejects.toThrow('skills missing from the taxonomy: Underwater basket weaving')
  })
})
