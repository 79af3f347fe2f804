import type { Kysely, Transaction } from 'kysely'
import { HttpError, type ValidationIssue } from '../../api/errors.ts'
import type { Database } from '../../db/schema.ts'
import { locationIssues, MIN_EXCEEDS_MAX } from '../resumes/resumes.validation.ts'
import type { VacancyDraftInput } from './vacancies.queries.ts'

type Executor = Kysely<Database> | Transaction<Database>

/**
 * What the JSON schema cannot say about a vacancy (a draft's too): every skill exists and appears once, so does each
 * language, a salary range is a range, the location is a real place. All problems at once, each with its path, before
 * anything is written. What a published vacancy requires besides (a description, the skills list) is the contract's
 * VacancyInput for POST, checked by validation before the handler runs; PUT takes a draft's fields too
 * (VacancyUpdateInput), so `published` checks them here, in the validation's own words.
 */
export async function checkVacancyInput(
  db: Executor,
  input: VacancyDraftInput,
  options: { published: boolean } = { published: false },
): Promise<void> {
  const issues: ValidationIssue[] = options.published ? missingToPublish(input) : []
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
  const languages = input.languages ?? []
  languages.forEach(({ language }, index) => {
    if (languages.findIndex((other) => other.language === language) < index) {
      issues.push({
        loc: ['body', 'languages', index, 'language'],
        msg: 'This language is already listed.',
        type: 'duplicate',
      })
    }
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

/** The fields a published vacancy cannot do without, as VacancyInput requires them: one issue per missing field. */
function missingToPublish(input: VacancyDraftInput): ValidationIssue[] {
  const missing = [
    ...(input.description?.trim() ? [] : ['description']),
    ...(['remote', 'employment_type', 'skills'] as const).filter((key) => input[key] === undefined),
  ]
  return missing.map((key) => ({ loc: ['body', key], msg: 'This field is required.', type: 'required' }))
}
