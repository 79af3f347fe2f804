import { pipelineGroupOf } from '@hireloop/flows/rules'
import { db, type DbUser } from '../db.ts'
import { fullName } from '../marketplace.ts'
import { matchingOf, rankedMatchingOf, requirementsOf } from '../matching.ts'
import { conflict, notFound, page, requiredField, searchOf, signedIn, type Definitions, type S } from '../support.ts'
import { readableById } from '../policy.ts'
import { findVacancy } from './vacancies.ts'
import { resumeFor } from './applications.ts'

// The server's words (apps/server/src/resources/matching, ADR 0070).
export const PUBLISH_RESUME_TO_MATCH = 'Publish your resume to get matched to vacancies.'
export const PUBLISH_VACANCY_TO_MATCH = 'Publish the vacancy to match talents to it.'

/** The contract's page size of the ranked lists: at most 50. */
const RANKED_PAGE_MAX = 50

function applicationRef(vacancyId: string, talentId: string): S['ApplicationRef'] | null {
  const application = db.applications.find((a) => a.vacancy_id === vacancyId && a.talent_id === talentId)
  if (!application) return null
  return {
    id: application.id,
    status: application.status,
    hiring_pipeline_group: pipelineGroupOf(application.status),
    hired: ['talent', 'employer'].every((side) =>
      application.hire_confirmation.some((c) => c.confirmed_by.type === side),
    ),
  }
}

/** Best first; equal scores by the newer vacancy or resume, then by id, so pages never overlap. */
function ranked<T, M extends { score: number }>(items: { item: T; matching: M; at: string; id: string }[]) {
  return items.sort(
    (a, b) => b.matching.score - a.matching.score || b.at.localeCompare(a.at) || a.id.localeCompare(b.id),
  )
}

/** The page of a ranked list, capped at 50 a page. */
function rankedPage<T>(items: T[], search: URLSearchParams) {
  const capped = new URLSearchParams(search)
  capped.set('size', String(Math.min(Number(search.get('size') ?? 10) || 10, RANKED_PAGE_MAX)))
  return page(items, capped)
}

const minScoreOf = (search: URLSearchParams) => Math.max(Number(search.get('min_score') ?? 1) || 0, 1)

/** The published resume a ranking is for: the talent's own, or the one a recruiter names. */
function rankedResume(caller: DbUser, search: URLSearchParams): S['Resume'] | Response {
  const id = search.get('resume_id')
  if (caller.user_type === 'talent') {
    const resume = id
      ? readableById(caller, 'resume', id)
      : db.resumes.find((r) => r.talent_id === caller.id && !r.draft)
    if (id && !resume) return notFound('Resume')
    return resume && !resume.draft ? resume : conflict(PUBLISH_RESUME_TO_MATCH)
  }
  if (!id) return requiredField(['query', 'resume_id'])
  const resume = readableById(caller, 'resume', id)
  if (!resume) return notFound('Resume')
  return resume.draft ? conflict('Publish the resume to match vacancies to it.') : resume
}

const isLooking = (talentId: string) => db.talentProfiles.find((p) => p.user_id === talentId)?.status !== 'not_looking'

export const matchingHandlers = {
  scoreMatching: (http) =>
    http.post('/matching/score', async ({ request, response }) => {
      const caller = signedIn(request)
      const body = await request.json()
      const vacancy = findVacancy(caller, body.vacancy_id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      const resume = resumeFor(caller, body.resume_id)
      if (resume instanceof Response) return response.untyped(resume)
      return response(200).json({
        vacancy_id: vacancy.id,
        resume_id: resume.id,
        matching: matchingOf(db, vacancy, resume),
        application_id: applicationRef(vacancy.id, resume.talent_id)?.id ?? null,
      })
    }),

  listVacancyMatches: (http) =>
    http.get('/matching/vacancies', ({ request, response }) => {
      const caller = signedIn(request)
      const search = searchOf(request)
      const resume = rankedResume(caller, search)
      if (resume instanceof Response) return response.untyped(resume)
      const remote = search.getAll('remote')
      const country = search.get('country')
      const salaryMin = Number(search.get('salary_min') ?? 0) || 0
      const skills = search.getAll('skill_id')
      const minScore = minScoreOf(search)
      const candidates = db.vacancies
        .filter((v) => v.status === 'Active' && !v.draft)
        .filter((v) => remote.length === 0 || remote.includes(v.remote))
        .filter((v) => !country || v.location?.country === country)
        .filter((v) => salaryMin === 0 || (v.salary !== null && v.salary.max >= salaryMin))
        .filter((v) => skills.every((id) => v.skills.some((s) => s.skill_id === id)))
        .map((vacancy) => ({
          item: vacancy,
          matching: matchingOf(db, vacancy, resume),
          at: vacancy.created_at,
          id: vacancy.id,
        }))
        .filter((m) => m.matching.score >= minScore)
      const results = ranked(candidates).map(({ item, matching }): S['VacancyMatch'] => ({
        vacancy: structuredClone(item),
        matching,
        application: applicationRef(item.id, resume.talent_id),
      }))
      return response(200).json(rankedPage(results, search))
    }),

  listTalentMatches: (http) =>
    http.get('/vacancy/{id}/matching', ({ request, params, response }) => {
      const caller = signedIn(request)
      const vacancy = findVacancy(caller, params.id)
      if (vacancy instanceof Response) return response.untyped(vacancy)
      if (vacancy.draft) return response.untyped(conflict(PUBLISH_VACANCY_TO_MATCH))
      const search = searchOf(request)
      const minScore = minScoreOf(search)
      const withoutApplication = search.get('without_application') === 'true'
      const candidates = db.resumes
        .filter((r) => !r.draft && isLooking(r.talent_id))
        .filter((r) => !withoutApplication || !applicationRef(vacancy.id, r.talent_id))
        .map((resume) => ({
          item: resume,
          matching: rankedMatchingOf(db, vacancy, resume),
          at: resume.updated_at,
          id: resume.id,
        }))
        .filter((m) => m.matching.score >= minScore)
      const results = ranked(candidates).map(({ item, matching }): S['TalentMatch'] => {
        const talent = db.users.find((u) => u.id === item.talent_id)!
        return {
          resume: {
            id: item.id,
            title: item.title,
            location: structuredClone(item.location),
            skills: structuredClone(item.skills),
            updated_at: item.updated_at,
          },
          talent: { id: talent.id, full_name: fullName(talent), image_url: talent.image_url },
          matching,
          application: applicationRef(vacancy.id, talent.id),
        }
      })
      return response(200).json({ requirements: requirementsOf(vacancy), ...rankedPage(results, search) })
    }),
} satisfies Definitions
