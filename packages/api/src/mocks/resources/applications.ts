import {
  changesGroup,
  creationStatus,
  matchingSummary,
  pipelineGroupOf,
  transitionRefusal,
  type ApplicationActor,
  type ApplicationStatus,
} from '@hireloop/flows/rules'
import { db, newId, type DbUser } from '../db.ts'
import { fullName } from '../marketplace.ts'
import { matchingOf } from '../matching.ts'
import { signedIn, conflict, fail, notFound, now, page, searchOf, type Definitions, type S } from '../support.ts'
import { sortedBy, tooDeep } from '../list-order.ts'
import { readable, readableById } from '../policy.ts'
import { findVacancy } from './vacancies.ts'

// The server's words (apps/server/src/resources/applications, ADR 0071): a refusal reads the same in Storybook.
export const APPLICATION_EXISTS = "This talent is already in this vacancy's pipeline."
export const RESUME_NOT_PUBLISHED = 'Publish the resume before applying with it.'
export const VACANCY_NOT_OPEN = 'This vacancy is not open for applications.'
export const HIRE_CANNOT_BE_REMOVED = 'A confirmed hire cannot be removed.'
export const HIRE_BEFORE_OFFER_ACCEPTED = 'A hire is confirmed once the talent has accepted the offer.'
export const TALENT_INTEREST_BY_EMPLOYER = 'Only a recruiter can say the talent is interested.'

/** The side of the transition table a caller moves for (an admin is a recruiter). */
const sideOf = (caller: DbUser): ApplicationActor => (caller.user_type === 'recruiter' ? 'recruiter' : caller.user_type)

/** Both sides confirmed the hire. */
const bothConfirmed = (application: S['Application']) =>
  ['talent', 'employer'].every((side) => application.hire_confirmation.some((c) => c.confirmed_by.type === side))

/**
 * An application as the API answers it: the matching of the current resume and vacancy (never a stored one, so
 * never stale), the group derived from the status.
 */
export function present(application: S['Application']): S['Application'] {
  const vacancy = db.vacancies.find((v) => v.id === application.vacancy_id)
  const resume = db.resumes.find((r) => r.id === application.resume_id)
  return structuredClone({
    ...application,
    matching: vacancy && resume ? matchingOf(db, vacancy, resume) : application.matching,
    // Like the server: where the job is, from the vacancy as it is now.
    vacancy: vacancy
      ? { ...application.vacancy, location: vacancy.location, remote: vacancy.remote }
      : application.vacancy,
    hiring_pipeline_group: pipelineGroupOf(application.status),
    hired: bothConfirmed(application),
  })
}

/** An application as a list answers it (ADR 0109): its matching without the reasons. */
function listed(application: S['Application']): S['ApplicationListItem'] {
  const { matching, ...rest } = present(application)
  return { ...rest, matching: matching && matchingSummary(matching) }
}

/** An application the caller may see (the policy's rule), or 404. */
export function findApplication(caller: DbUser, id: string): S['Application'] | Response {
  return readableById(caller, 'application', id) ?? notFound('Application')
}

function filtered(items: S['Application'][], search: URLSearchParams) {
  const status = search.get('status')
  const group = search.get('hiring_pipeline_group')
  const vacancyId = search.get('vacancy_id')
  const talentId = search.get('talent_id')
  const q = search.get('q')?.trim().toLowerCase()
  const found = items
    .filter((a) => !status || a.status === status)
    .filter((a) => !group || pipelineGroupOf(a.status) === group)
    .filter((a) => !vacancyId || a.vacancy_id === vacancyId)
    .filter((a) => !talentId || a.talent_id === talentId)
    .filter((a) => !q || a.talent.full_name.toLowerCase().includes(q) || a.vacancy.title.toLowerCase().includes(q))
  return sortedBy(found, search.get('sort'), APPLICATION_ORDER, '-updated_at')
}

/** The sort fields of listApplications (ADR 0088). */
const APPLICATION_ORDER: Record<string, (application: S['Application']) => string> = {
  created_at: (a) => a.created_at,
  updated_at: (a) => a.updated_at,
  status: (a) => a.status,
}

/** Moves an application; its time in stage starts again only when it enters another group. */
function move(application: S['Application'], status: ApplicationStatus) {
  const at = now()
  Object.assign(application, {
    stage_entered_at: changesGroup(application.status, status) ? at : application.stage_entered_at,
    status,
    hiring_pipeline_group: pipelineGroupOf(status),
    talent_interested: application.talent_interested || status === 'talent_interested' || status === 'talent_accepted',
    updated_at: at,
  })
}

/**
 * The server's rule for a meeting (ADR 0078): an interview moves its application to interview_scheduled through the
 * table, a further round keeps it there; the table's refusal otherwise (nothing is written).
 */
export function scheduleInterview(caller: DbUser, applicationId: string): Response | null {
  const application = findApplication(caller, applicationId)
  if (application instanceof Response) return application
  if (application.status === 'interview_scheduled') return null
  const refusal = transitionRefusal(application.status, 'interview_scheduled', sideOf(caller), {
    hired: bothConfirmed(application),
  })
  if (refusal) return conflict(refusal)
  move(application, 'interview_scheduled')
  return null
}

function createApplicationRecord(vacancy: S['Vacancy'], resume: S['Resume'], status: ApplicationStatus) {
  const talent = db.users.find((u) => u.id === resume.talent_id)!
  const at = now()
  const application: S['Application'] = {
    id: newId(),
    vacancy_id: vacancy.id,
    resume_id: resume.id,
    talent_id: talent.id,
    status,
    hiring_pipeline_group: pipelineGroupOf(status),
    talent_interested: status === 'applied' || status === 'talent_interested',
    matching: matchingOf(db, vacancy, resume),
    hire_confirmation: [],
    hired: false,
    stage_entered_at: at,
    vacancy: { id: vacancy.id, title: vacancy.title, company: { ...vacancy.company } },
    talent: { id: talent.id, full_name: fullName(talent), image_url: talent.image_url },
    created_at: at,
    updated_at: at,
  }
  db.applications.unshift(application)
  vacancy.applications_count += 1
  return application
}

/**
 * A resume the caller may put next to a vacancy: their own (a talent), any published one for a company (it proposes
 * talents it found by matching) and for recruiters. Anything else is not found, a company never learns of a draft.
 */
export function resumeFor(caller: DbUser, id: string): S['Resume'] | Response {
  const visible = readableById(caller, 'resume', id)
  if (visible) return visible
  const published = caller.user_type === 'employer' ? db.resumes.find((r) => r.id === id && !r.draft) : undefined
  return published ?? notFound('Resume')
}

/** Vacancy and resume of a call, both visible to the caller. */
function pair(caller: DbUser, vacancyId: string, resumeId: string) {
  const vacancy = findVacancy(caller, vacancyId)
  if (vacancy instanceof Response) return vacancy
  const resume = resumeFor(caller, resumeId)
  if (resume instanceof Response) return resume
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
      return response(200).json(page(found.map(listed), search))
    }),

  listApplications: (http) =>
    http.get('/application', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const deep = tooDeep(search)
      if (deep) return response.untyped(deep)
      return response(200).json(
        page(filtered(readable(caller, 'application', db.applications), search).map(listed), search),
      )
    }),

  getApplication: (http) =>
    http.get('/application/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const application = findApplication(caller, params.id)
      if (application instanceof Response) return response.untyped(application)
      return response(200).json(present(application))
    }),

  listApplicationResumes: (http) =>
    http.get('/application_resume', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const found = filtered(readable(caller, 'application', db.applications), search).flatMap((application) => {
        const resume = db.resumes.find((r) => r.id === application.resume_id)
        return resume ? [{ application: present(application), resume: structuredClone(resume) }] : []
      })
      return response(200).json(page(found, search))
    }),

  createApplication: (http) =>
    http.post('/application', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const side = sideOf(caller)
      if (side === 'employer' && body.talent_interested) {
        return response.untyped(
          fail(400, {
            detail: [{ loc: ['body', 'talent_interested'], msg: TALENT_INTEREST_BY_EMPLOYER, type: 'role' }],
          }),
        )
      }
      const found = pair(caller, body.vacancy_id, body.resume_id)
      if (found instanceof Response) return response.untyped(found)
      const { vacancy, resume } = found
      if (resume.draft) return response.untyped(conflict(RESUME_NOT_PUBLISHED))
      if (vacancy.draft || vacancy.status !== 'Active') return response.untyped(conflict(VACANCY_NOT_OPEN))
      if (db.applications.some((a) => a.vacancy_id === vacancy.id && a.talent_id === resume.talent_id)) {
        return response.untyped(conflict(APPLICATION_EXISTS))
      }
      const status = creationStatus(side, { talentInterested: body.talent_interested ?? false })
      return response(201).json(present(createApplicationRecord(vacancy, resume, status)))
    }),

  deleteApplication: (http) =>
    http.delete('/application/{id}', ({ request, params, response }) => {
      const caller = signedIn(request)
      const application = findApplication(caller, params.id)
      if (application instanceof Response) return response.untyped(application)
      if (bothConfirmed(application)) return response.untyped(conflict(HIRE_CANNOT_BE_REMOVED))
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
      if (application.status !== 'offer_accepted') return response.untyped(conflict(HIRE_BEFORE_OFFER_ACCEPTED))
      const side = caller.user_type === 'talent' ? 'talent' : 'employer'
      if (!application.hire_confirmation.some((c) => c.confirmed_by.type === side)) {
        const at = now()
        application.hire_confirmation.push({ confirmed_by: { type: side, id: caller.id }, confirmed_at: at })
        application.hired = bothConfirmed(application)
        application.updated_at = at
      }
      return response(200).json(present(application))
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
      const refusal = transitionRefusal(application.status, body.status, sideOf(caller), {
        hired: bothConfirmed(application),
      })
      if (refusal) return response.untyped(conflict(refusal))
      move(application, body.status)
      return response(200).json(present(application))
    }),

  setVacancyApplicationsStatus: (http) =>
    http.post('/vacancy/{id}/application_status', async ({ request, params, response }) => {
      const caller = signedIn(request)
      const vacancy = findVacancy(caller, params.id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      const body = await request.json()
      const ids = body.application_ids ? new Set(body.application_ids) : null
      const targets = db.applications.filter((a) => a.vacancy_id === vacancy.id && (!ids || ids.has(a.id)))
      const side = sideOf(caller)
      const movable = targets.filter(
        (a) => transitionRefusal(a.status, body.status, side, { hired: bothConfirmed(a) }) === null,
      )
      for (const application of movable) move(application, body.status)
      return response(200).json({ updated: movable.length, skipped: targets.length - movable.length })
    }),
} satisfies Definitions
