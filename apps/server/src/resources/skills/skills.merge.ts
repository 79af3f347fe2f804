import { sql, type Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import type { Reader } from './skills.queries.ts'

/** Levels in rising order: where a resume or vacancy held both skills, the higher level stays. */
const LEVEL_RANK = sql`array['beginner', 'intermediate', 'advanced', 'expert']`

/**
 * Moves every resume's and vacancy's reference from `source` to `target` (ADR 0087). A resume or vacancy that holds
 * both keeps one row, the target's position, with the higher level, the more years and must-have when either was.
 * Touches what changed (`updated_at`), so the matching index reads those resumes again. Returns how many moved.
 */
export async function repointSkill(
  trx: Transaction<Database>,
  source: string,
  target: string,
): Promise<{ resumes: number; vacancies: number }> {
  await sql`
    update resume_skills t set
      years = greatest(t.years, s.years),
      level = case when array_position(${LEVEL_RANK}, s.level) > array_position(${LEVEL_RANK}, t.level)
        then s.level else t.level end
    from resume_skills s
    where s.resume_id = t.resume_id and s.skill_id = ${source} and t.skill_id = ${target}`.execute(trx)
  await sql`
    update vacancy_skills t set
      required = t.required or s.required,
      level = case when array_position(${LEVEL_RANK}, s.level) > array_position(${LEVEL_RANK}, t.level)
        then s.level else t.level end
    from vacancy_skills s
    where s.vacancy_id = t.vacancy_id and s.skill_id = ${source} and t.skill_id = ${target}`.execute(trx)

  const resumes = await trx.selectFrom('resume_skills').select('resume_id').where('skill_id', '=', source).execute()
  const vacancies = await trx.selectFrom('vacancy_skills').select('vacancy_id').where('skill_id', '=', source).execute()
  const resumeIds = resumes.map((row) => row.resume_id)
  const vacancyIds = vacancies.map((row) => row.vacancy_id)

  // Rows the target already has are folded in above; the rest change their skill.
  await trx
    .deleteFrom('resume_skills')
    .where('skill_id', '=', source)
    .where('resume_id', 'in', (eb) => eb.selectFrom('resume_skills').select('resume_id').where('skill_id', '=', target))
    .execute()
  await trx.updateTable('resume_skills').set({ skill_id: target }).where('skill_id', '=', source).execute()
  await trx
    .deleteFrom('vacancy_skills')
    .where('skill_id', '=', source)
    .where('vacancy_id', 'in', (eb) =>
      eb.selectFrom('vacancy_skills').select('vacancy_id').where('skill_id', '=', target),
    )
    .execute()
  await trx.updateTable('vacancy_skills').set({ skill_id: target }).where('skill_id', '=', source).execute()

  // The source's related skills become the target's (both directions); the rest cascades with the source.
  await sql`
    insert into skill_relations (skill_id, related_id)
    select ${target}, related_id from skill_relations where skill_id = ${source} and related_id <> ${target}
    union
    select skill_id, ${target} from skill_relations where related_id = ${source} and skill_id <> ${target}
    on conflict do nothing`.execute(trx)

  if (resumeIds.length > 0) {
    await trx
      .updateTable('resumes')
      .set({ updated_at: sql`now()` })
      .where('id', 'in', resumeIds)
      .execute()
  }
  if (vacancyIds.length > 0) {
    await trx
      .updateTable('vacancies')
      .set({ updated_at: sql`now()` })
      .where('id', 'in', vacancyIds)
      .execute()
  }
  return { resumes: resumeIds.length, vacancies: vacancyIds.length }
}

/** How many resumes and vacancies hold each skill: two index look-ups (`*_skill_id_idx`). */
export async function usageOf(
  db: Reader,
  skillIds: readonly string[],
): Promise<Map<string, { resumes: number; vacancies: number }>> {
  const usage = new Map(skillIds.map((id) => [id, { resumes: 0, vacancies: 0 }]))
  if (skillIds.length === 0) return usage
  const [resumes, vacancies] = await Promise.all([
    db
      .selectFrom('resume_skills')
      .select(['skill_id', sql<number>`count(*)::int`.as('n')])
      .where('skill_id', 'in', skillIds)
      .groupBy('skill_id')
      .execute(),
    db
      .selectFrom('vacancy_skills')
      .select(['skill_id', sql<number>`count(*)::int`.as('n')])
      .where('skill_id', 'in', skillIds)
      .groupBy('skill_id')
      .execute(),
  ])
  for (const row of resumes) usage.get(row.skill_id)!.resumes = row.n
  for (const row of vacancies) usage.get(row.skill_id)!.vacancies = row.n
  return usage
}
