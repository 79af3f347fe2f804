import { db, newId, type DbUser } from '../db.ts'
import { fullName, pipelineGroupOf } from '../marketplace.ts'
import { signedIn, conflict, fail, notFound, now, page, searchOf, type Definitions, type S } from '../support.ts'
import { readable, readableById } from '../policy.ts'
import { findVacancy } from './vacancies.ts'

/** An application the caller may see (the policy's rule), or 404. */
export function findApplication(caller: DbUser, id: string): S['Application'] | Response {
  return readableById(caller, 'application', id) ?? notFound('Application')
}

function filtered(items: S['Application'][], search: URLSearchParams) {
  const status = search.get('status')
  const group = search.get('hiring_pipeline_group')
  const vacancyId = search.get('vacancy_id')
  const talentId = search.get('talent_id')
  return items
    .filter((a) => !status || a.status === status)
    .filter((a) => !group || a.hiring_pipeline_group === group)
    .filter((a) => !vacancyId || a.vacancy_id === vacancyId)
    .filter((a) => !talentId || a.talent_id === talentId)
}

function setStatus(application: S['Application'], status: S['ApplicationStatus']) {
  Object.assign(application, {
    status,
    hiring_pipeline_group: pipelineGroupOf(status),
    talent_interested: application.talent_interested || status === 'talent_interested' || status === 'talent_accepted',
    updated_at: now(),
  })
}

function matchingOf(vacancy: S['Vacancy'], resume: S['Resume']): S['Matching'] {
  const has = new Set(resume.skills.map((s) => s.skill_id))
  const matched = vacancy.skills.filter((s) => has.has(s.skill_id))
  const score = vacancy.skills.length === 0 ? 50 : Math.round((100 * matched.length) / vacancy.skills.length)
  return {
    score,
    matched_skills: matched.map((s) => s.name),
    missing_skills: vacancy.skills.filter((s) => !has.has(s.skill_id)).map((s) => s.name),
  }
}

function createApplicationRecord(
  vacancy: S['Vacancy'],
  resume: S['Resume'],
  status: S['ApplicationStatus'],
  interested: boolean,
) {
  const talent = db.users.find((u) => u.id === resume.talent_id)!
  const at = now()
  const application: S['Application'] = {
    id: newId(),
    vacancy_id: vacancy.id,
    resume_id: resume.id,
    talent_id: talent.id,
    status,
    hiring_pipeline_group: pipelineGroupOf(status),
    talent_interested: interested,
    matching: matchingOf(vacancy, resume),
    hire_confirmation: [],
    vacancy: { id: vacancy.id, title: vacancy.title, company: { ...vacancy.company } },
    talent: { id: talent.id, full_name: fullName(talent), image_url: talent.image_url },
    created_at: at,
    updated_at: at,
  }
  db.applications.unshift(application)
  vacancy.applications_count += 1
  return application
}

/** Vacancy and resume of a call, both visible to the caller (a talent only with its own resume). */
function pair(caller: DbUser, vacancyId: string, resumeId: string) {
  const vacancy = findVacancy(caller, vacancyId)
  if (vacancy instanceof Response) return vacancy
  const resume = readableById(caller, 'resume', resumeId)
  if (!resume) return notFound('Resume')
  return { vacancy, resume }
}

export const applicationHandlers = {
  listVacancyApplications: (http) =>
    http.get('/vacancy/{id}/application', ({ request, params, response }) => {
      const caller = signedIn(request)
      const vacancy = findVacancy(caller, params.id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      const search = searchOf(request)
      const found = filtered(
        db.applications.filter((a) => a.vacancy_id === vacancy.id),
        search,
      )
      return response(200).json(page(structuredClone(found), search))
    }),

  listApplications: (http) =>
    http.get('/application', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      return response(200).json(
        page(structuredClone(filtered(readable(caller, 'application', db.applications), search)), search),
      )
    }),

  getApplication: (http) =>
    http.get('/application/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const application = findApplication(caller, params.id)
      if (application instanceof Response) return response.untyped(application)
      return response(200).json(structuredClone(application))
    }),

  listApplicationResumes: (http) =>
    http.get('/application_resume', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const found = filtered(readable(caller, 'application', db.applications), search).flatMap((application) => {
        const resume = db.resumes.find((r) => r.id === application.resume_id)
        return resume ? [{ application, resume }] : []
      })
      return response(200).json(page(structuredClone(found), search))
    }),

  createApplication: (http) =>
    http.post('/application', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const found = pair(caller, body.vacancy_id, body.resume_id)
      if (found instanceof Response) return response.untyped(found)
      if (db.applications.some((a) => a.vacancy_id === body.vacancy_id && a.resume_id === body.resume_id)) {
        return response.untyped(conflict('This resume has applied to this vacancy already.'))
      }
      const interested = body.talent_interested ?? false
      const application = createApplicationRecord(
        found.vacancy,
        found.resume,
        interested ? 'talent_interested' : 'applied',
        interested,
      )
      return response(201).json(structuredClone(application))
    }),

  deleteApplication: (http) =>
    http.delete('/application/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const application = findApplication(caller, params.id)
      if (application instanceof Response) return response.untyped(application)
      db.applications = db.applications.filter((a) => a !== application)
      const vacancy = db.vacancies.find((v) => v.id === application.vacancy_id)
      if (vacancy) vacancy.applications_count = Math.max(vacancy.applications_count - 1, 0)
      return response(204).empty()
    }),

  confirmHire: (http) =>
    http.put('/application/{id}/hire', ({ request, params, response }) => {
      const caller = signedIn(request)
      const application = findApplication(caller, params.id)
      if (application instanceof Response) return response.untyped(application)
      const side = caller.user_type
      if (!application.hire_confirmation.some((c) => c.confirmed_by.type === side)) {
        application.hire_confirmation.push({ confirmed_by: { type: side, id: caller.id }, confirmed_at: now() })
      }
      const sides = new Set(application.hire_confirmation.map((c) => c.confirmed_by.type))
      setStatus(application, sides.has('talent') && sides.has('employer') ? 'employer_accepted' : 'offer_accepted')
      return response(200).json(structuredClone(application))
    }),

  setApplicationStatus: (http) =>
    http.post('/application/{id}/application_status', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const application = findApplication(caller, params.id)
      if (application instanceof Response) return response.untyped(application)
      const body = await request.json()
      if (body.application_id !== application.id) {
        return response.untyped(
          fail(400, {
            detail: [{ loc: ['body', 'application_id'], msg: 'Must be the application of the path.', type: 'const' }],
          }),
        )
      }
      setStatus(application, body.status)
      return response(200).json(structuredClone(application))
    }),

  setVacancyApplicationsStatus: (http) =>
    http.post('/vacancy/{id}/application_status', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const vacancy = findVacancy(caller, params.id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      const body = await request.json()
      const ids = body.application_ids ? new Set(body.application_ids) : null
      const targets = db.applications.filter((a) => a.vacancy_id === vacancy.id && (!ids || ids.has(a.id)))
      for (const application of targets) setStatus(application, body.status)
      return response(200).json({ updated: targets.length })
    }),

  scoreMatching: (http) =>
    http.post('/matching/score', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const found = pair(caller, body.vacancy_id, body.resume_id)
      if (found instanceof Response) return response.untyped(found)
      const matching = matchingOf(found.vacancy, found.resume)
      let application = db.applications.find((a) => a.vacancy_id === body.vacancy_id && a.resume_id === body.resume_id)
      if (application) application.matching = matching
      else if (matching.score >= 60)
        application = createApplicationRecord(found.vacancy, found.resume, 'matched', false)
      return response(200).json({
        vacancy_id: found.vacancy.id,
        resume_id: found.resume.id,
        matching,
        application_id: application?.id ?? null,
      })
    }),
} satisfies Definitions
