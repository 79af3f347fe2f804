import { db, newId, type DbUser } from '../db.ts'
import {
  signedIn,
  checkRequired,
  companyOf,
  conflict,
  fail,
  MESSAGES,
  invalid,
  notFound,
  now,
  page,
  searchOf,
  storeFile,
  uploaded,
  type Definitions,
  type Detail,
  type S,
} from '../support.ts'
import { sortedBy, tooDeep } from '../list-order.ts'
import { readable, readableById } from '../policy.ts'
import { startParseJob } from './resumes.ts'

/** The sort fields of listVacancies (ADR 0088). */
const VACANCY_ORDER: Record<string, (vacancy: S['Vacancy']) => string> = {
  created_at: (v) => v.created_at,
  title: (v) => v.title,
  status: (v) => v.status,
  company: (v) => v.company.name,
}

/** A vacancy the caller may see (the policy's rule), or 404 for an unknown or invisible one, like the server. */
export function findVacancy(caller: DbUser, id: string): S['Vacancy'] | Response {
  return readableById(caller, 'vacancy', id) ?? notFound('Vacancy')
}

/**
 * The company of a new vacancy, as the server decides it: an employer's own (naming another is refused on the field),
 * a recruiter's named one.
 */
function companyFor(caller: DbUser, requested: string | undefined): S['Company'] | Response {
  const own = companyOf(caller)
  if (own && requested && requested !== own) {
    return companyIssue("A vacancy belongs to your company: leave company_id out or give your company's id.")
  }
  const id = own ?? requested
  if (!id) return companyIssue('Choose the company this vacancy belongs to.')
  return db.companies.find((c) => c.id === id) ?? companyIssue('Company not found.', 'not_found')
}

const companyIssue = (msg: string, type = 'company_id') =>
  fail(400, { detail: [{ loc: ['body', 'company_id'], msg, type }] })

// The server's words (apps/server/src/resources/vacancies): a refusal reads the same in Storybook as in the product.
export const VACANCY_ARCHIVED_READ_ONLY = 'This vacancy is archived: archived vacancies are read only.'
export const VACANCY_HAS_APPLICATIONS = 'This vacancy has applications: archive it instead.'
const MIN_EXCEEDS_MAX = 'The minimum must not exceed the maximum.'

type VacancyFields = Partial<S['VacancyInput']>

function vacancyFields(input: VacancyFields, previous?: S['Vacancy']) {
  const skills = (input.skills ?? []).map((wanted) => {
    const skill = db.skills.find((s) => s.id === wanted.skill_id)
    return {
      skill_id: wanted.skill_id,
      name: skill?.name ?? 'Unknown skill',
      level: wanted.level,
      required: wanted.required ?? true,
    }
  })
  return {
    title: input.title ?? previous?.title ?? '',
    description: input.description ?? previous?.description ?? '',
    location:
      input.location === undefined
        ? (previous?.location ?? null)
        : input.location && { state: null, city: null, ...input.location },
    remote: input.remote ?? previous?.remote ?? 'onsite',
    employment_type: input.employment_type ?? previous?.employment_type ?? 'full_time',
    seniority: input.seniority === undefined ? (previous?.seniority ?? null) : input.seniority,
    salary: input.salary === undefined ? (previous?.salary ?? null) : input.salary,
    skills: input.skills ? skills : (previous?.skills ?? []),
    languages: input.languages ?? previous?.languages ?? [],
    openings: input.openings ?? previous?.openings ?? 1,
  }
}

export function createVacancyRecord(company: S['Company'], input: VacancyFields, draft: boolean): S['Vacancy'] {
  const created = now()
  const vacancy: S['Vacancy'] = {
    id: newId(),
    company_id: company.id,
    company: { id: company.id, name: company.name, image_url: company.image_url },
    status: 'Active',
    draft,
    ...vacancyFields(input),
    applications_count: 0,
    parse_job_id: null,
    created_at: created,
    updated_at: created,
    archived_at: null,
  }
  db.vacancies.unshift(vacancy)
  return vacancy
}

/**
 * The contract's VacancyInput (a draft: VacancyDraftInput) and the server's checks: every skill exists and appears
 * once, a salary range is a range, the location is a real place. Every problem at once, each with its path.
 */
function checkVacancy(body: VacancyFields, draft: boolean) {
  const detail: Detail = []
  checkRequired(detail, body, draft ? ['title'] : ['title', 'description', 'remote', 'employment_type', 'skills'])
  if (typeof body.title === 'string' && body.title.trim() === '' && !detail.some((d) => d.loc[1] === 'title')) {
    detail.push({ loc: ['body', 'title'], msg: MESSAGES.required, type: 'missing' })
  }
  if (!draft && typeof body.description === 'string' && body.description.trim() === '') {
    detail.push({ loc: ['body', 'description'], msg: MESSAGES.required, type: 'missing' })
  }
  const seen = new Set<string>()
  ;(body.skills ?? []).forEach((skill, index) => {
    const loc = ['body', 'skills', index, 'skill_id']
    if (!db.skills.some((s) => s.id === skill.skill_id))
      detail.push({ loc, msg: 'Skill not found.', type: 'not_found' })
    else if (seen.has(skill.skill_id)) detail.push({ loc, msg: 'This skill is already listed.', type: 'duplicate' })
    seen.add(skill.skill_id)
  })
  const languages = new Set<string>()
  ;(body.languages ?? []).forEach((language, index) => {
    if (languages.has(language.language)) {
      const loc = ['body', 'languages', index, 'language']
      detail.push({ loc, msg: 'This language is already listed.', type: 'duplicate' })
    }
    languages.add(language.language)
  })
  if (body.salary && body.salary.min > body.salary.max) {
    detail.push({ loc: ['body', 'salary', 'min'], msg: MIN_EXCEEDS_MAX, type: 'range' })
  }
  if (body.location) detail.push(...locationIssues(body.location))
  return invalid(detail)
}

/** The server's checkLocation over the mock reference data: the country, then the state, then the city. */
function locationIssues(location: S['LocationInput']): Detail {
  const at = ['body', 'location']
  const country = db.countries.find((c) => c.code === location.country)
  if (!country) {
    return [
      {
        loc: [...at, 'country'],
        msg: `There is no country with the code "${location.country}".`,
        type: 'unknown_country',
      },
    ]
  }
  const states = db.states.filter((st) => st.country_code === country.code)
  if (states.length === 0) return []
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()
  const stateName = location.state?.trim() || null
  const state = stateName ? states.find((st) => same(st.name, stateName) || same(st.code, stateName)) : undefined
  if (stateName && !state) {
    return [{ loc: [...at, 'state'], msg: `${stateName} is not a state of ${country.name}.`, type: 'unknown_state' }]
  }
  const cityName = location.city?.trim() || null
  if (!cityName) return []
  const cities = db.cities.filter((c) => c.country_code === country.code && (!state || c.state_code === state.code))
  if (cities.some((c) => same(c.name, cityName))) return []
  const where = state ? `${state.name}, ${country.name}` : country.name
  return [{ loc: [...at, 'city'], msg: `${cityName} is not a city of ${where}.`, type: 'unknown_city' }]
}

function avatarsOf(vacancy: S['Vacancy']): S['VacancyTalentAvatars'] {
  const applications = db.applications.filter((a) => a.vacancy_id === vacancy.id)
  const count = (group: S['PipelineGroup']) => applications.filter((a) => a.hiring_pipeline_group === group).length
  return {
    vacancy_id: vacancy.id,
    total: applications.length,
    talents: applications
      .slice(0, 5)
      .map((a) => ({ talent_id: a.talent_id, full_name: a.talent.full_name, image_url: a.talent.image_url })),
    groups: {
      matched: count('matched'),
      interested: count('interested'),
      interview: count('interview'),
      decision: count('decision'),
    },
    last_activity_at:
      applications
        .map((a) => a.updated_at)
        .sort()
        .at(-1) ?? null,
  }
}

export const vacancyHandlers = {
  listVacancies: (http) =>
    http.get('/vacancy', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const status = search.get('status')
      const draft = search.get('draft')
      const companyId = search.get('company_id')
      const q = search.get('q')?.toLowerCase()
      const deep = tooDeep(search)
      if (deep) return response.untyped(deep)
      const found = readable(caller, 'vacancy', db.vacancies)
        .filter((v) => !status || v.status === status)
        .filter((v) => draft === null || String(v.draft) === draft)
        .filter((v) => !companyId || v.company_id === companyId)
        .filter((v) => !q || v.title.toLowerCase().includes(q))
      const ordered = sortedBy(found, search.get('sort'), VACANCY_ORDER, '-created_at')
      return response(200).json(page(structuredClone(ordered), search))
    }),

  getVacancy: (http) =>
    http.get('/vacancy/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const vacancy = findVacancy(caller, params.id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      return response(200).json(structuredClone(vacancy))
    }),

  createVacancy: (http) =>
    http.post('/vacancy', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkVacancy(body, false)
      if (failure) return response.untyped(failure)
      const company = companyFor(caller, body.company_id)
      if (company instanceof Response) return response.untyped(company)
      return response(201).json(structuredClone(createVacancyRecord(company, body, body.draft ?? false)))
    }),

  createVacancyDraft: (http) =>
    http.post('/vacancy/draft', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const failure = checkVacancy(body, true)
      if (failure) return response.untyped(failure)
      const company = companyFor(caller, body.company_id)
      if (company instanceof Response) return response.untyped(company)
      return response(201).json(structuredClone(createVacancyRecord(company, body, true)))
    }),

  updateVacancy: (http) =>
    http.put('/vacancy/{id}', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const vacancy = findVacancy(caller, params.id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      const body = await request.json()
      if (vacancy.status === 'Archived') return response.untyped(conflict(VACANCY_ARCHIVED_READ_ONLY))
      if (body.company_id !== undefined && body.company_id !== vacancy.company_id) {
        return response.untyped(companyIssue('A vacancy stays with its company: leave company_id out or give its own.'))
      }
      const failure = checkVacancy(body, body.draft ?? false)
      if (failure) return response.untyped(failure)
      Object.assign(vacancy, vacancyFields(body), { draft: body.draft ?? false, updated_at: now() })
      return response(200).json(structuredClone(vacancy))
    }),

  deleteVacancy: (http) =>
    http.delete('/vacancy/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const vacancy = findVacancy(caller, params.id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      // Applications are the talents' history with the company: such a vacancy is archived, not deleted (ADR 0064).
      if (db.applications.some((a) => a.vacancy_id === vacancy.id)) {
        return response.untyped(conflict(VACANCY_HAS_APPLICATIONS))
      }
      db.vacancies = db.vacancies.filter((v) => v !== vacancy)
      return response(204).empty()
    }),

  archiveVacancy: (http) =>
    http.post('/vacancy/{id}/archive', ({ request, params, response }) => {
      const caller = signedIn(request)
      const vacancy = findVacancy(caller, params.id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      if (vacancy.status !== 'Archived')
        Object.assign(vacancy, { status: 'Archived', archived_at: now(), updated_at: now() })
      return response(200).json(structuredClone(vacancy))
    }),

  uploadVacancyFile: (http) =>
    http.post('/vacancy/upload', async ({ request, response }) => {
      const caller = signedIn(request)
      const upload = await uploaded(request, 'file')
      if (upload instanceof Response) return response.untyped(upload)
      const company = companyFor(caller, undefined)
      if (company instanceof Response) return response.untyped(company)
      return response(201).json(vacancyUpload(caller, company, upload.file))
    }),

  uploadCompanyVacancyFile: (http) =>
    http.post('/company/vacancy/upload', async ({ request, response }) => {
      const caller = signedIn(request)
      const upload = await uploaded(request, 'file')
      if (upload instanceof Response) return response.untyped(upload)
      const company = companyFor(caller, String(upload.form.get('company_id') ?? '') || undefined)
      if (company instanceof Response) return response.untyped(company)
      return response(201).json(vacancyUpload(caller, company, upload.file))
    }),

  listVacancyTalentAvatars: (http) =>
    http.get('/vacancy/talent_avatars', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const status = search.get('status')
      const vacancies = readable(caller, 'vacancy', db.vacancies).filter((v) => !status || v.status === status)
      return response(200).json(page(vacancies.map(avatarsOf), search))
    }),

  listCompanyVacancyTalentAvatars: (http) =>
    http.get('/company/{id}/vacancy/talent_avatars', ({ request, params, response }) => {
      const caller = signedIn(request)
      if (!db.companies.some((c) => c.id === params.id)) return response.untyped(notFound('Company'))
      const search = searchOf(request)
      const status = search.get('status')
      const vacancies = readable(caller, 'vacancy', db.vacancies).filter(
        (v) => v.company_id === params.id && (!status || v.status === status),
      )
      return response(200).json(page(vacancies.map(avatarsOf), search))
    }),
} satisfies Definitions

function vacancyUpload(caller: DbUser, company: S['Company'], file: File): S['UploadResult'] {
  const stored = storeFile(file, caller, (id) => `/files/${id}`)
  const vacancy = createVacancyRecord(company, { title: file.name.replace(/\.\w+$/, '') || 'Uploaded vacancy' }, true)
  const job = startParseJob('vacancy', stored.id, vacancy.id)
  vacancy.parse_job_id = job.id
  return { file: stored, parse_job: { ...job }, resume_id: null, talent_id: null, vacancy_id: vacancy.id }
}

const skillNamed = (name: string) => db.skills.find((s) => s.name === name)

/**
 * What the mock parser "reads" from any vacancy file: a frontend role, the title and the type sure, the location and
 * the salary guessed (low confidence), a nice-to-have skill found by its alias ("React.js").
 */
export function mockParsedVacancy(): S['ParsedVacancy'] {
  const skill = (
    name: string,
    required: boolean,
    level: S['SkillLevel'] | null,
    confidence: number,
    source: string,
  ) => {
    const found = skillNamed(name)!
    return { skill_id: found.id, name: found.name, required, level, confidence, source }
  }
  return {
    kind: 'vacancy',
    text_length: 1840,
    fields: {
      title: { value: 'Senior Frontend Engineer', confidence: 0.95, source: 'Senior Frontend Engineer (m/f/d)' },
      description: {
        value:
          'You will build our design system with a team of five.\n\n## What you bring\n\n- Five years of TypeScript\n- Care for accessibility',
        confidence: 0.8,
        source: 'About the role',
      },
      employment_type: { value: 'full_time', confidence: 0.9, source: 'Full-time, permanent' },
      seniority: { value: 'senior', confidence: 0.88, source: 'Senior Frontend Engineer (m/f/d)' },
      remote: { value: 'hybrid', confidence: 0.7, source: 'Two office days a week' },
      location: { value: { country: 'DE', state: 'Berlin', city: 'Berlin' }, confidence: 0.45, source: 'Berlin area' },
      salary: {
        value: { min: 65000, max: 80000, currency: 'EUR', period: 'year' },
        confidence: 0.52,
        source: '65-80k',
      },
      skills: [
        skill('TypeScript', true, 'advanced', 0.92, 'TypeScript'),
        skill('React', false, null, 0.81, 'React.js is a plus'),
      ],
    },
  }
}

/** The vacancy parse job's worker: writes what was read into the draft, as the server's job does (ADR 0065). */
export function finishVacancyParse(job: S['ParseJob']) {
  const parsed = mockParsedVacancy()
  Object.assign(job, { status: 'succeeded', finished_at: now(), result: parsed })
  const draft = db.vacancies.find((v) => v.id === job.target_id)
  if (!draft) return
  const f = parsed.fields
  Object.assign(draft, {
    title: f.title?.value ?? draft.title,
    description: f.description?.value ?? draft.description,
    employment_type: (f.employment_type?.value as S['EmploymentType'] | undefined) ?? draft.employment_type,
    seniority: (f.seniority?.value as S['Seniority'] | undefined) ?? draft.seniority,
    remote: (f.remote?.value as S['RemotePolicy'] | undefined) ?? draft.remote,
    location: f.location?.value ?? draft.location,
    salary: f.salary?.value ?? draft.salary,
    skills: (f.skills ?? []).map((s) => ({
      skill_id: s.skill_id,
      name: s.name,
      level: s.level ?? 'intermediate',
      required: s.required,
    })),
    parse_job_id: job.id,
    updated_at: now(),
  })
}

/** A company's draft read from an uploaded file, its parse job done: the confirm step of /create-vacancy/{id}. */
export function seedParsedVacancyDraft(company: S['Company'], owner: DbUser): S['Vacancy'] {
  const file = new File(['%PDF-1.7 vacancy'], 'frontend-engineer.pdf', { type: 'application/pdf' })
  const upload = vacancyUpload(owner, company, file)
  const job = db.parseJobs.find((j) => j.id === upload.parse_job.id)!
  finishVacancyParse(job)
  return db.vacancies.find((v) => v.id === upload.vacancy_id)!
}
