import type { Kysely, Transaction } from 'kysely'
import { HttpError, type ValidationIssue } from '../../api/errors.ts'
import type { Database } from '../../db/schema.ts'
import { locationIssues, MIN_EXCEEDS_MAX } from '../resumes/resumes.validation.ts'
import type { VacancyDraftInput } from './vacancies.queries.ts'

type Executor = Kysely<Database> | Transaction<Database>

/**
 * What the JSON schema cannot say about a vacancy (a draft's too): every skill exists and appears once, a salary
 * range is a range, the location is a real place. All problems at once, each with its path, before anything is
 * written. What a published vacancy requires besides (a description, the skills list) is the contract's
 * VacancyInput, checked by validation before the handler runs.
 */
export async function checkVacancyInput(db: Executor, input: VacancyDraftInput): Promise<void> {
  const issues: ValidationIssue[] = []
  const skills = input.skills ?? []
  const ids = [...new Set(skills.map((skill) => skill.skill_id))]
  const known =
    ids.length === 0
      ? new Set<string>()
      : new Set((await db.selectFrom('skills').select('id').where('id', 'in', ids).execute()).map((row) => row.id))
  const seen = new Set<string>()
  skills.forEach((skill, index) => {
    const loc = ['body', 'skills', index, 'skill_id']
    if (!known.has(skill.skill_id)) issues.push({ loc, msg: 'Skill not found.', type: 'not_found' })
    else if (seen.has(skill.skill_id)) issues.push({ loc, msg: 'This skill is already listed.', type: 'duplicate' })
    seen.add(skill.skill_id)
  })
  const salary = input.salary
  if (salary && salary.min > salary.max) {
    issues.push({ loc: ['body', 'salary', 'min'], msg: MIN_EXCEEDS_MAX, type: 'range' })
  }
  issues.push(...(await locationIssues(input.location, ['body', 'location'])))
  if (issues.length > 0) throw new HttpError(400, { detail: issues })
}

export const companyIdIssue = (msg: string, type = 'company_id') =>
  new HttpError(400, { detail: [{ loc: ['body', 'company_id'], msg, type }] })
