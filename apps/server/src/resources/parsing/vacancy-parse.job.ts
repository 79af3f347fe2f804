import type { Transaction } from 'kysely'
import type { Database, ParseJob } from '../../db/schema.ts'
import { loadNameIndexes, type SkillIndex } from './resume-fields.ts'
import { parseVacancyText, type ParsedVacancy } from './vacancy-fields.ts'
import { resolveVacancyLocation } from './vacancy-location.ts'
import { vacancyText } from './vacancy-text.ts'

/** What a draft made from an upload is called until its file is parsed: the file's name, readable. */
export function titleFromFileName(name: string): string {
  const base = name
    .replace(/\.[a-z0-9]{1,5}$/iu, '')
    .replace(/[_\s-]+/gu, ' ')
    .trim()
  const title = base.charAt(0).toUpperCase() + base.slice(1)
  return (title || 'Untitled vacancy').slice(0, 200)
}

/**
 * The slow part of a vacancy parse (ADR 0065), outside any transaction: the file's text (a DOCX with its headings
 * and lists), the fields, and the location made one the reference data knows. Throws UnreadableFile like the
 * resume parse, with the same messages.
 */
export async function parseVacancyFile(
  bytes: Uint8Array,
  contentType: string,
  skills: SkillIndex,
): Promise<ParsedVacancy> {
  const text = await vacancyText(bytes, contentType)
  await loadNameIndexes()
  const parsed = parseVacancyText(text, skills)
  if (parsed.fields.location) {
    const location = await resolveVacancyLocation(parsed.fields.location)
    if (location) parsed.fields.location = location
    else delete parsed.fields.location
  }
  return parsed
}

/**
 * Fills the draft vacancy of a finished vacancy parse (ADR 0065), in the job's transaction: what the parse found
 * goes into the fields the draft leaves empty, or into every field it found with `overwrite`. "Empty" is the draft
 * as the upload made it: the title taken from the file name, no description, location, seniority, salary or skills;
 * the remote policy and employment type (which always hold a value) while nobody has saved the draft since. A
 * vacancy published, archived or deleted meanwhile is left alone; the result stays readable on the job.
 */
export async function fillVacancyDraft(trx: Transaction<Database>, job: ParseJob, parsed: ParsedVacancy) {
  if (!job.target_id) return
  const draft = await trx
    .selectFrom('vacancies')
    .selectAll()
    .where('id', '=', job.target_id)
    .forUpdate()
    .executeTakeFirst()
  if (!draft?.draft || draft.status !== 'active') return
  const overwrite = job.options.overwrite === true
  const file = await trx.selectFrom('files').select('name').where('id', '=', job.file_id).executeTakeFirst()
  const untouched = draft.updated_at.getTime() === draft.created_at.getTime()
  const { fields } = parsed
  const update: Partial<Record<string, string | number | null>> = {}
  if (fields.title && (overwrite || draft.title === '' || (file && draft.title === titleFromFileName(file.name)))) {
    update.title = fields.title.value
  }
  if (fields.description && (overwrite || draft.description.trim() === ''))
    update.description = fields.description.value
  if (fields.location && (overwrite || draft.location_country === null)) {
    update.location_country = fields.location.value.country
    update.location_state = fields.location.value.state
    update.location_city = fields.location.value.city
  }
  if (fields.seniority && (overwrite || draft.seniority === null)) update.seniority = fields.seniority.value
  if (fields.remote && (overwrite || untouched)) update.remote = fields.remote.value
  if (fields.employment_type && (overwrite || untouched)) update.employment_type = fields.employment_type.value
  if (fields.salary && (overwrite || draft.salary_min === null)) {
    update.salary_min = fields.salary.value.min
    update.salary_max = fields.salary.value.max
    update.salary_currency = fields.salary.value.currency
    update.salary_period = fields.salary.value.period
  }
  await trx
    .updateTable('vacancies')
    .set({ ...update, parse_job_id: job.id, updated_at: new Date() })
    .where('id', '=', draft.id)
    .execute()

  const found = fields.skills ?? []
  if (found.length === 0) return
  const existing = await trx
    .selectFrom('vacancy_skills')
    .select('skill_id')
    .where('vacancy_id', '=', draft.id)
    .execute()
  if (existing.length > 0 && !overwrite) return
  // A skill deleted from the taxonomy since the parse read it is left out.
  const known = new Set(
    (
      await trx
        .selectFrom('skills')
        .select('id')
        .where(
          'id',
          'in',
          found.map((skill) => skill.skill_id),
        )
        .execute()
    ).map((row) => row.id),
  )
  await trx.deleteFrom('vacancy_skills').where('vacancy_id', '=', draft.id).execute()
  const rows = found
    .filter((skill) => known.has(skill.skill_id))
    .map((skill, position) => ({
      vacancy_id: draft.id,
      skill_id: skill.skill_id,
      // The advert did not say: the middle of the scale, for the employer to confirm (as resumes do, ADR 0059).
      level: skill.level ?? ('intermediate' as const),
      required: skill.required,
      position,
    }))
  if (rows.length > 0) await trx.insertInto('vacancy_skills').values(rows).execute()
}
