import type { Kysely, Transaction } from 'kysely'
import { HttpError, type ValidationIssue } from '../../api/errors.ts'
import type { Schemas } from '../../api/context.ts'
import type { Database } from '../../db/schema.ts'
import { checkLocation } from '../reference/location.ts'
import type { ResumeInput } from './resumes.queries.ts'

type Executor = Kysely<Database> | Transaction<Database>
type Loc = ValidationIssue['loc']

export const MIN_EXCEEDS_MAX = 'The minimum must not exceed the maximum.'
export const END_BEFORE_START = 'The end date must not be before the start date.'

/**
 * A location is a real place: the JSON schema checks its shape (an ISO country code, names of bounded length), the
 * reference data (ADR 0060) that the country exists and the state and city belong to it. Resumes and talents share it.
 */
export async function locationIssues(
  location: Schemas['LocationInput'] | null | undefined,
  at: Loc,
): Promise<ValidationIssue[]> {
  return location ? ((await checkLocation(location, at)) ?? []) : []
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
  issues.push(...(await locationIssues(input.location, ['body', 'location'])))
  if (issues.length > 0) throw new HttpError(400, { detail: issues })
}
