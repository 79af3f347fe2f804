import type { Kysely, Transaction } from 'kysely'
import { HttpError, type ValidationIssue } from '../../api/errors.ts'
import type { Database } from '../../db/schema.ts'
import type { ResumeInput } from './resumes.queries.ts'

type Executor = Kysely<Database> | Transaction<Database>
type Loc = ValidationIssue['loc']

export const MIN_EXCEEDS_MAX = 'The minimum must not exceed the maximum.'
export const END_BEFORE_START = 'The end date must not be before the start date.'

/**
 * Where a location can be checked against the reference data (countries, states, cities). The JSON schema checks
 * its shape (an ISO country code, names of bounded length); the reference data's own check comes from
 * resources/reference (issue 11, engineer A) and is called here once it lands, so resumes and talents share it.
 */
export async function locationIssues(
  _db: Executor,
  _location: { country: string; state?: string | null; city?: string | null } | null | undefined,
  _loc: Loc,
): Promise<ValidationIssue[]> {
  return []
}

/** ISO dates compare as strings; an open end (null) is never before its start. */
const endsBeforeStart = (start: string | null | undefined, end: string | null | undefined) =>
  Boolean(start && end && end < start)

/**
 * What the JSON schema cannot say about a resume: every skill exists and appears once, periods do not end before
 * they start, a salary range is a range, and the location is a real place. All problems at once, each with its path,
 * before anything is written.
 */
export async function checkResumeInput(db: Executor, input: ResumeInput): Promise<void> {
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
  ;(input.experience ?? []).forEach((entry, index) => {
    if (endsBeforeStart(entry.start_date, entry.end_date)) {
      issues.push({ loc: ['body', 'experience', index, 'end_date'], msg: END_BEFORE_START, type: 'date_order' })
    }
  })
  ;(input.education ?? []).forEach((entry, index) => {
    if (endsBeforeStart(entry.start_date, entry.end_date)) {
      issues.push({ loc: ['body', 'education', index, 'end_date'], msg: END_BEFORE_START, type: 'date_order' })
    }
  })
  const salary = input.salary_expectation
  if (salary && salary.min > salary.max) {
    issues.push({ loc: ['body', 'salary_expectation', 'min'], msg: MIN_EXCEEDS_MAX, type: 'range' })
  }
  issues.push(...(await locationIssues(db, input.location, ['body', 'location'])))
  if (issues.length > 0) throw new HttpError(400, { detail: issues })
}
