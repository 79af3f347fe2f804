import { afterAll, beforeAll, expect, it } from 'vitest'
import { defaultNotificationSettings } from '../src/accounts/users.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD, DEMO_USERS } from '../src/db/seed.ts'
import { searchKey } from '../src/resources/skills/search-key.ts'
import { signIn } from './helpers/oidc-client.ts'
import { api, countRows, startTestServer, type DatabaseKind, type TestServer } from './helpers/server.ts'

const demo = (email: string) => DEMO_USERS.find((user) => user.email === email)!
const TALENT = demo('talent.published@hireloop.test')
const NEWCOMER = demo('talent.new@hireloop.test')
const EMPLOYER = demo('employer@hireloop.test')
const OTHER_EMPLOYER = demo('employer.new@hireloop.test')
const RECRUITER = demo('recruiter@hireloop.test')
const COMPANY = DEMO_COMPANIES[0]!

interface Reason {
  kind: string
  verdict: string
  points: number
  max_points: number
  evidence: { source: string; field: string; text: string }[]
}
interface MatchingBody {
  score: number
  matched_skills: string[]
  missing_skills: string[]
  reasons: Reason[]
}
type Requirement = Pick<Reason, 'kind' | 'max_points' | 'evidence'> & { requirement: string }
type Verdict = Pick<Reason, 'verdict' | 'points' | 'evidence'> & { explanation: string }
interface RankedMatchingBody extends Omit<MatchingBody, 'reasons'> {
  verdicts: Verdict[]
}
interface TalentMatchPage {
  requirements: Requirement[]
  results: { resume: { id: string }; talent: { id: string; full_name: string }; matching: RankedMatchingBody }[]
  total: number
}

/**
 * Matching (issue 13, ADR 0070): one pair scored with reasons, vacancies ranked for a talent, talents ranked for a
 * vacancy through the in-memory index; who may ask for what, the filters, no stale score after an update, and the
 * counterfactual: two resumes that differ only in who the person is score the same.
 */
export function matchingSuite(kind: DatabaseKind) {
  let t: TestServer
  const tokens: Record<string, string> = {}
  const as = (user: { email: string }) => tokens[user.email]!
  const skills: Record<string, string> = {}
  const own = (path: string) => `/company/${COMPANY.id}${path}`
  const talentPath = (path: string, user = TALENT) => `/talent/${user.id}${path}`
  let vacancyId = ''

  async function skill(name: string): Promise<string> {
    const row = await t.server.db
      .selectFrom('skills')
      .select('id')
      .where('search_key', '=', searchKey(name))
      .executeTakeFirstOrThrow()
    return row.id
  }

  const vacancyInput = (title: string, change: Record<string, unknown> = {}) => ({
    title,
    description: 'Build the matching engine.',
    location: { country: 'DE', state: null, city: 'Berlin' },
    remote: 'hybrid',
    employment_type: 'full_time',
    seniority: 'senior',
    salary: { min: 60000, max: 90000, currency: 'EUR', period: 'year' },
    skills: [
      { skill_id: skills.rust!, level: 'advanced' },
      { skill_id: skills.kafka!, level: 'intermediate', required: false },
    ],
    languages: [{ language: 'en', level: 'c1' }],
    openings: 1,
    ...change,
  })

  const resumeInput = (skillLevel: string) => ({
    title: 'Systems engineer',
    summary: 'I build streaming systems.',
    location: { country: 'DE', state: null, city: 'Berlin' },
    skills: [{ skill_id: skills.rust!, level: skillLevel, years: 6 }],
    experience: [{ company: 'Acme', title: 'Engineer', start_date: '2015-01-01', end_date: null }],
    languages: [{ language: 'en', level: 'c2' }],
    salary_expectation: { min: 70000, max: 80000, currency: 'EUR', period: 'year' },
    availability: { notice: 'one_month', work_modes: ['hybrid'] },
  })

  const createVacancy = async (title: string, change: Record<string, unknown> = {}, path = own('/vacancy')) => {
    const response = await api(t.base, 'POST', path, { token: as(EMPLOYER), body: vacancyInput(title, change) })
    expect(response.status).toBe(201)
    return (response.body as { id: string }).id
  }

  /** A talent account made in the database (the counterfactual's people differ only in who they are). */
  async function talentUser(first: string, last: string, email: string, imageUrl: string | null) {
    const user = await t.server.db
      .insertInto('users')
      .values({
        user_type: 'talent',
        email,
        password_hash: 'x',
        first_name: first,
        last_name: last,
        image_url: imageUrl,
        is_active: true,
        company_id: null,
        notification_settings: JSON.stringify(defaultNotificationSettings),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await t.server.db.insertInto('talent_profiles').values({ user_id: user.id }).execute()
    return user.id
  }

  const rankTalents = async (id: string, query = '', token = as(EMPLOYER), path = own(`/vacancy/${id}/matching`)) =>
    api(t.base, 'GET', `${path}${query}`, { token })

  beforeAll(async () => {
    t = await startTestServer(kind, { RATE_LIMITS: 'false' })
    for (const user of [TALENT, NEWCOMER, EMPLOYER, OTHER_EMPLOYER, RECRUITER]) {
      tokens[user.email] = (await signIn(t.base, user.email, DEMO_PASSWORD)).access_token
    }
    skills.rust = await skill('Rust')
    skills.kafka = await skill('Apache Kafka')
    skills.rabbitmq = await skill('RabbitMQ')
    vacancyId = await createVacancy('Rust engineer')
    // The published demo resume lists Rust at the level asked, from here on.
    const published = await api(t.base, 'POST', talentPath('/resume'), {
      token: as(TALENT),
      body: resumeInput('expert'),
    })
    expect(published.status).toBe(201)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('scores one pair with reasons whose max points sum to 100, for each role that may see both, and writes nothing', async () => {
    const body = { vacancy_id: vacancyId, resume_id: TALENT.resume!.id }
    const before = await countRows(t.server.db, 'applications')
    const asTalent = await api(t.base, 'POST', talentPath('/matching/score'), { token: as(TALENT), body })
    expect(asTalent.status).toBe(200)
    const scored = asTalent.body as { matching: MatchingBody; application_id: string | null }
    expect(scored.application_id).toBeNull()
    expect(scored.matching.matched_skills).toEqual(['Rust'])
    const sum = scored.matching.reasons.reduce((total, reason) => total + reason.max_points, 0)
    expect(sum).toBeCloseTo(100, 6)
    expect(scored.matching.reasons[0]).toMatchObject({
      kind: 'required_skill',
      verdict: 'met',
      evidence: [
        { source: 'resume', field: 'skills/0', text: 'Rust, expert, 6 years' },
        { source: 'vacancy', field: 'skills/0', text: 'Rust, advanced, required' },
      ],
    })
    const asEmployer = await api(t.base, 'POST', own('/matching/score'), { token: as(EMPLOYER), body })
    expect(asEmployer.status).toBe(200)
    expect((asEmployer.body as { matching: MatchingBody }).matching).toEqual(scored.matching)
    const asRecruiter = await api(t.base, 'POST', '/admin/matching/score', { token: as(RECRUITER), body })
    expect(asRecruiter.status).toBe(200)
    expect(await countRows(t.server.db, 'applications')).toBe(before)
  })

  it('scores nothing the caller may not see: another talent’s resume, another company’s vacancy', async () => {
    const otherResume = await api(t.base, 'POST', talentPath('/matching/score', NEWCOMER), {
      token: as(NEWCOMER),
      body: { vacancy_id: vacancyId, resume_id: TALENT.resume!.id },
    })
    expect(otherResume.status).toBe(404)
    expect(otherResume.body).toEqual({ message: ['Resume not found.'] })
    const otherCompany = await api(t.base, 'POST', `/company/${OTHER_EMPLOYER.company_id}/matching/score`, {
      token: as(OTHER_EMPLOYER),
      body: { vacancy_id: vacancyId, resume_id: TALENT.resume!.id },
    })
    expect(otherCompany.status).toBe(404)
    expect(otherCompany.body).toEqual({ message: ['Vacancy not found.'] })
  })

  it('ranks vacancies for the talent’s published resume, best first, and filters them', async () => {
    const weaker = await createVacancy('Rust and RabbitMQ engineer', {
      skills: [
        { skill_id: skills.rust!, level: 'advanced' },
        { skill_id: skills.rabbitmq!, level: 'expert' },
      ],
    })
    const response = await api(t.base, 'GET', talentPath('/matching/vacancies?size=50'), { token: as(TALENT) })
    expect(response.status).toBe(200)
    const page = response.body as { results: { vacancy: { id: string }; matching: MatchingBody }[]; total: number }
    const ids = page.results.map((result) => result.vacancy.id)
    expect(ids).toContain(vacancyId)
    expect(ids.indexOf(vacancyId)).toBeLessThan(ids.indexOf(weaker))
    const scores = page.results.map((result) => result.matching.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(page.total).toBe(page.results.length)

    const remoteOnly = await api(t.base, 'GET', talentPath('/matching/vacancies?remote=remote'), { token: as(TALENT) })
    expect((remoteOnly.body as typeof page).results.map((result) => result.vacancy.id)).not.toContain(vacancyId)
    const bySkill = await api(t.base, 'GET', talentPath(`/matching/vacancies?skill_id=${skills.rabbitmq}`), {
      token: as(TALENT),
    })
    expect((bySkill.body as typeof page).results.map((result) => result.vacancy.id)).toEqual([weaker])
    const rich = await api(t.base, 'GET', talentPath('/matching/vacancies?salary_min=95000'), { token: as(TALENT) })
    expect((rich.body as typeof page).results.map((result) => result.vacancy.id)).not.toContain(vacancyId)
  })

  it('asks a talent without a published resume to publish one, and a recruiter to name the resume', async () => {
    const newcomer = await api(t.base, 'GET', talentPath('/matching/vacancies', NEWCOMER), { token: as(NEWCOMER) })
    expect(newcomer.status).toBe(409)
    expect(newcomer.body).toEqual({ message: ['Publish your resume to get matched to vacancies.'] })
    const unnamed = await api(t.base, 'GET', '/admin/matching/vacancies', { token: as(RECRUITER) })
    expect(unnamed.status).toBe(400)
    const named = await api(t.base, 'GET', `/admin/matching/vacancies?resume_id=${TALENT.resume!.id}`, {
      token: as(RECRUITER),
    })
    expect(named.status).toBe(200)
  })

  it('ranks published resumes for the company’s vacancy, best first; another company’s is 404, a draft 409', async () => {
    const response = await rankTalents(vacancyId, '?size=50')
    expect(response.status).toBe(200)
    const page = response.body as TalentMatchPage
    expect(page.results[0]!.resume.id).toBe(TALENT.resume!.id)
    const scores = page.results.map((result) => result.matching.score)
    expect(scores).toEqual([...scores].sort((a, b) => b - a))
    expect(scores.every((score) => score >= 1)).toBe(true)
    const asRecruiter = await rankTalents(vacancyId, '', as(RECRUITER), `/admin/vacancy/${vacancyId}/matching`)
    expect(asRecruiter.status).toBe(200)
    const otherCompany = await rankTalents(
      vacancyId,
      '',
      as(OTHER_EMPLOYER),
      `/company/${OTHER_EMPLOYER.company_id}/vacancy/${vacancyId}/matching`,
    )
    expect(otherCompany.status).toBe(404)
    const draft = await api(t.base, 'POST', own('/vacancy/draft'), { token: as(EMPLOYER), body: { title: 'Draft' } })
    expect(draft.status).toBe(201)
    const draftRanking = await rankTalents((draft.body as { id: string }).id)
    expect(draftRanking.status).toBe(409)
    expect(draftRanking.body).toEqual({ message: ['Publish the vacancy to match talents to it.'] })
    const high = await rankTalents(vacancyId, '?min_score=100')
    expect((high.body as TalentMatchPage).results).toEqual([])
  })

  it('never answers a stale score: a resume updated through the API ranks by its new content at once', async () => {
    const score = async () => (await rankTalents(vacancyId, '?size=50')).body as TalentMatchPage
    const before = (await score()).results.find((result) => result.resume.id === TALENT.resume!.id)!
    const lowered = await api(t.base, 'POST', talentPath('/resume'), {
      token: as(TALENT),
      body: resumeInput('beginner'),
    })
    expect(lowered.status).toBe(201)
    const after = (await score()).results.find((result) => result.resume.id === TALENT.resume!.id)!
    expect(after.matching.score).toBeLessThan(before.matching.score)
    expect(after.matching.verdicts[0]).toMatchObject({ verdict: 'partial' })
    const restored = await api(t.base, 'POST', talentPath('/resume'), {
      token: as(TALENT),
      body: resumeInput('expert'),
    })
    expect(restored.status).toBe(201)
    const again = (await score()).results.find((result) => result.resume.id === TALENT.resume!.id)!
    expect(again.matching).toEqual(before.matching)
  })

  it('gives two resumes that differ only in name, email and photo the same score and reasons', async () => {
    const ada = await talentUser('Ada', 'Lovelace', 'ada@example.test', null)
    const grace = await talentUser('Grace', 'Hopper', 'grace@example.test', 'https://example.test/grace.png')
    for (const talentId of [ada, grace]) {
      const created = await api(t.base, 'POST', '/admin/resume', {
        token: as(RECRUITER),
        body: { ...resumeInput('advanced'), talent_id: talentId },
      })
      expect(created.status).toBe(201)
    }
    const page = (await rankTalents(vacancyId, '?size=50')).body as TalentMatchPage
    const [first, second] = [ada, grace].map((id) => page.results.find((result) => result.talent.id === id)!)
    expect(first!.talent.full_name).toBe('Ada Lovelace')
    expect(second!.talent.full_name).toBe('Grace Hopper')
    expect(second!.matching).toEqual(first!.matching)
    // A deleted resume drops out of the ranking at once.
    await t.server.db.deleteFrom('resumes').where('talent_id', '=', grace).execute()
    const after = (await rankTalents(vacancyId, '?size=50')).body as TalentMatchPage
    expect(after.results.map((result) => result.talent.id)).not.toContain(grace)
    expect(after.results.map((result) => result.talent.id)).toContain(ada)
  })

  it('says the vacancy’s requirements once per page: joined to each talent’s verdicts, they are the pair’s reasons', async () => {
    const page = (await rankTalents(vacancyId, '?size=50')).body as TalentMatchPage
    expect(page.requirements[0]).toEqual({
      kind: 'required_skill',
      requirement: 'Rust, advanced',
      max_points: expect.any(Number),
      evidence: [{ source: 'vacancy', field: 'skills/0', text: 'Rust, advanced, required' }],
    })
    expect(page.requirements.reduce((total, requirement) => total + requirement.max_points, 0)).toBeCloseTo(100, 6)
    expect(page.results.length).toBeGreaterThan(1)
    for (const { resume, matching } of page.results) {
      const scored = await api(t.base, 'POST', own('/matching/score'), {
        token: as(EMPLOYER),
        body: { vacancy_id: vacancyId, resume_id: resume.id },
      })
      const { reasons, ...whole } = (scored.body as { matching: MatchingBody }).matching
      const { verdicts, ...ranked } = matching
      expect(ranked).toEqual(whole)
      expect(verdicts.flatMap((verdict) => verdict.evidence.map((item) => item.source))).not.toContain('vacancy')
      // As the contract tells a client to join them: position by position, the verdict's evidence first.
      const joined = verdicts.map((verdict, position) => {
        const requirement = page.requirements[position]!
        return { ...requirement, ...verdict, evidence: [...verdict.evidence, ...requirement.evidence] }
      })
      expect(joined).toEqual(reasons)
    }
    const none = (await rankTalents(vacancyId, '?min_score=100')).body as TalentMatchPage
    expect(none.results).toEqual([])
    expect(none.requirements).toEqual(page.requirements)
  })
}
