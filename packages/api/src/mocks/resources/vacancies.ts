import { db, newId, type DbUser } from '../db.ts'
import {
  signedIn,
  checkRequired,
  companyOf,
  fail,
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
  requiredField,
} from '../support.ts'
import { readable, readableById } from '../policy.ts'
import { startParseJob } from './resumes.ts'

/** A vacancy the caller may see (the policy's rule), or 404 for an unknown or invisible one, like the server. */
export function findVacancy(caller: DbUser, id: string): S['Vacancy'] | Response {
  return readableById(caller, 'vacancy', id) ?? notFound('Vacancy')
}

function companyFor(caller: DbUser, requested: string | undefined): S['Company'] | Response {
  const id = companyOf(caller) ?? requested
  if (!id) return requiredField(['body', 'company_id'])
  if (companyOf(caller) && requested && requested !== companyOf(caller)) return fail(403)
  return db.companies.find((c) => c.id === id) ?? notFound('Company')
}

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

function checkVacancy(body: VacancyFields, draft: boolean) {
  const detail: Detail = []
  checkRequired(detail, body, draft ? ['title'] : ['title', 'description', 'remote', 'employment_type', 'skills'])
  if (body.salary && body.salary.min > body.salary.max) {
    detail.push({ loc: ['body', 'salary', 'min'], msg: 'Must not be more than the maximum.', type: 'maximum' })
  }
  return invalid(detail)
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
      const found = readable(caller, 'vacancy', db.vacancies)
        .filter((v) => !status || v.status === status)
        .filter((v) => draft === null || String(v.draft) === draft)
        .filter((v) => !companyId || v.company_id === companyId)
        .filter((v) => !q || v.title.toLowerCase().includes(q))
      return response(200).json(page(structuredClone(found), search))
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
      db.vacancies = db.vacancies.filter((v) => v !== vacancy)
      db.applications = db.applications.filter((a) => a.vacancy_id !== vacancy.id)
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
  return { file: stored, parse_job: { ...job }, resume_id: null, talent_id: null, vacancy_id: vacancy.id }
}
