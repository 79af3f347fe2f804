import { describe, expect, it } from 'vitest'
import { callOperation as call } from '../operations/call-operation.ts'
import { db, demoEmails, userByEmail } from './db.ts'
import { clientAs, refusal, useMockMarketplace } from './mock-clients.ts'
import { seedParsedVacancyDraft, VACANCY_ARCHIVED_READ_ONLY, VACANCY_HAS_APPLICATIONS } from './resources/vacancies.ts'

// The vacancy rules of the server (ADR 0064, 0065, 0067) in the mock marketplace: the editor's stories meet them.
useMockMarketplace()

const acmeId = () => userByEmail(demoEmails.employer)!.company_id!
const acmeVacancy = (test: (v: (typeof db.vacancies)[number]) => boolean) =>
  db.vacancies.find((v) => v.company_id === acmeId() && test(v))!
const skillId = () => db.skills[0]!.id
const complete = () => ({
  title: 'Platform engineer',
  description: 'Run the fleet.',
  remote: 'hybrid' as const,
  employmentType: 'full_time' as const,
  skills: [{ skillId: skillId(), level: 'advanced' as const, required: true }],
})

describe('vacancies in the mock marketplace', () => {
  it('refuses bad input with the path of each problem, and writes nothing', async () => {
    const before = db.vacancies.length
    const refused = await refusal(
      call(clientAs('employer'), 'createVacancy', {
        body: {
          ...complete(),
          salary: { min: 90000, max: 70000, currency: 'EUR', period: 'year' },
          skills: [{ skillId: '00000000-0000-4000-8000-ffffffffffff', level: 'advanced' }],
          location: { country: 'DE', state: 'Berlin', city: 'Atlantis' },
        },
      }),
    )
    expect(refused?.status).toBe(400)
    expect(refused?.fieldErrors).toEqual({
      'salary.min': ['The minimum must not exceed the maximum.'],
      'skills.0.skillId': ['Skill not found.'],
      'location.city': ['Atlantis is not a city of Berlin, Germany.'],
    })
    expect(db.vacancies.length).toBe(before)
  })

  it("an employer's vacancy is their company's: naming another company is refused on the field", async () => {
    const other = db.companies.find((c) => c.id !== acmeId())!
    const refused = await refusal(
      call(clientAs('employer'), 'createVacancyDraft', { body: { title: 'X', companyId: other.id } }),
    )
    expect(refused?.fieldErrors).toHaveProperty('companyId')
    const recruiter = await refusal(call(clientAs('recruiter'), 'createVacancyDraft', { body: { title: 'X' } }))
    expect(recruiter?.fieldErrors).toEqual({ companyId: ['Choose the company this vacancy belongs to.'] })
  })

  it('an archived vacancy is read only; one with applications is archived, not deleted', async () => {
    const archived = acmeVacancy((v) => v.status === 'Archived')
    const edit = await refusal(
      call(clientAs('employer'), 'updateVacancy', { path: { id: archived.id }, body: complete() }),
    )
    expect(edit).toMatchObject({ status: 409, message: VACANCY_ARCHIVED_READ_ONLY })
    const applied = acmeVacancy((v) => db.applications.some((a) => a.vacancy_id === v.id))
    const applications = db.applications.length
    const remove = await refusal(call(clientAs('employer'), 'deleteVacancy', { path: { id: applied.id } }))
    expect(remove).toMatchObject({ status: 409, message: VACANCY_HAS_APPLICATIONS })
    expect(db.vacancies).toContain(applied)
    expect(db.applications.length).toBe(applications)
  })

  it('keeps the languages a vacancy asks for, one entry per language', async () => {
    const employer = clientAs('employer')
    const created = await call(employer, 'createVacancy', {
      body: { ...complete(), languages: [{ language: 'de', level: 'b2' }] },
    })
    expect(created.languages).toEqual([{ language: 'de', level: 'b2' }])
    expect((await call(employer, 'createVacancy', { body: complete() })).languages).toEqual([])
    const before = db.vacancies.length
    const twice = await refusal(
      call(employer, 'createVacancy', {
        body: {
          ...complete(),
          languages: [
            { language: 'de', level: 'b2' },
            { language: 'de', level: 'c1' },
          ],
        },
      }),
    )
    expect(twice?.fieldErrors).toEqual({ 'languages.1.language': ['This language is already listed.'] })
    expect(db.vacancies.length).toBe(before)
  })

  it('publishing a draft takes every published rule', async () => {
    const employer = clientAs('employer')
    const draft = await call(employer, 'createVacancyDraft', { body: { title: 'Data engineer' } })
    const incomplete = await refusal(
      call(employer, 'updateVacancy', {
        path: { id: draft.id },
        body: { ...complete(), description: ' ', draft: false },
      }),
    )
    expect(incomplete?.fieldErrors).toHaveProperty('description')
    const published = await call(employer, 'updateVacancy', {
      path: { id: draft.id },
      body: { ...complete(), draft: false },
    })
    expect(published).toMatchObject({ id: draft.id, draft: false, title: 'Platform engineer' })
  })

  it('a parsed vacancy file fills its draft and links the parse job, whose result is a ParsedVacancy', async () => {
    const employer = userByEmail(demoEmails.employer)!
    const draft = seedParsedVacancyDraft(
      db.companies.find((c) => c.id === employer.company_id)!,
      employer,
    )
    expect(draft).toMatchObject({ title: 'Senior Frontend Engineer', draft: true, remote: 'hybrid' })
    const job = await call(clientAs('employer'), 'getParseJob', { path: { id: draft.parse_job_id! } })
    expect(job).toMatchObject({ status: 'succeeded', targetId: draft.id, result: { kind: 'vacancy' } })
  })
})
