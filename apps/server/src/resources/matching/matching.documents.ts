import {
  matchResumeOf,
  matchTaxonomyOf,
  matchVacancyOf,
  type MatchResume,
  type MatchTaxonomy,
  type MatchVacancy,
} from '@hireloop/flows/rules'
import type { Kysely, Transaction } from 'kysely'
import type { Database, Resume, Vacancy } from '../../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

/** How long a process trusts its copy of the taxonomy: recruiters rarely edit skills, and a minute is soon enough. */
const TAXONOMY_TTL_MS = 60_000

const cachedTaxonomy = new WeakMap<object, { at: number; taxonomy: Promise<MatchTaxonomy> }>()

/**
 * The skills with their aliases and relations (migration 0013), cached per database for a minute. An expired copy is
 * still answered while a fresh one loads beside the request, so no ranking waits for the three queries.
 */
export function loadTaxonomy(db: Executor): Promise<MatchTaxonomy> {
  const cached = cachedTaxonomy.get(db)
  if (cached && Date.now() - cached.at < TAXONOMY_TTL_MS) return cached.taxonomy
  const taxonomy = readTaxonomy(db)
  const loading = { at: Date.now(), taxonomy }
  cachedTaxonomy.set(db, cached ? { at: loading.at, taxonomy: cached.taxonomy } : loading)
  taxonomy.then(
    () => {
      if (cachedTaxonomy.get(db)?.at === loading.at) cachedTaxonomy.set(db, loading)
    },
    () => {
      if (cachedTaxonomy.get(db)?.at === loading.at) cachedTaxonomy.delete(db)
    },
  )
  return cached ? cached.taxonomy : taxonomy
}

async function readTaxonomy(db: Executor): Promise<MatchTaxonomy> {
  const [skills, aliases, relations] = await Promise.all([
    db.selectFrom('skills').select(['id', 'name']).execute(),
    db.selectFrom('skill_aliases').select(['skill_id', 'alias']).execute(),
    db.selectFrom('skill_relations').select(['skill_id', 'related_id']).execute(),
  ])
  const aliasesOf = new Map<string, string[]>()
  for (const row of aliases) aliasesOf.set(row.skill_id, [...(aliasesOf.get(row.skill_id) ?? []), row.alias])
  return matchTaxonomyOf(
    skills.map((skill) => ({ id: skill.id, name: skill.name, aliases: aliasesOf.get(skill.id) ?? [] })),
    relations.map((row) => [row.skill_id, row.related_id] as const),
  )
}

/** Forget the cached taxonomy (a skill or relation changed in this process). */
export const forgetTaxonomy = (db: Executor) => cachedTaxonomy.delete(db)

/**
 * Matching's view of resume rows (ADR 0070): their skills in the talent's order and the talent's status, through
 * the one mapper that drops everything about the person. Two queries whatever the count.
 */
export async function matchResumes(db: Executor, rows: readonly Resume[]): Promise<Map<string, MatchResume>> {
  if (rows.length === 0) return new Map()
  const ids = rows.map((row) => row.id)
  const [skills, statuses] = await Promise.all([
    db
      .selectFrom('resume_skills')
      .innerJoin('skills', 'skills.id', 'resume_skills.skill_id')
      .select([
        'resume_skills.resume_id',
        'resume_skills.skill_id',
        'skills.name',
        'resume_skills.level',
        'resume_skills.years',
      ])
      .where('resume_skills.resume_id', 'in', ids)
      .orderBy('resume_skills.position')
      .orderBy('skills.name')
      .execute(),
    db
      .selectFrom('talent_profiles')
      .select(['user_id', 'status'])
      .where('user_id', 'in', [...new Set(rows.map((row) => row.talent_id))])
      .execute(),
  ])
  const statusOf = new Map(statuses.map((row) => [row.user_id, row.status]))
  const listed = new Map<string, MatchResume['skills'][number][]>()
  for (const { resume_id, ...skill } of skills) listed.set(resume_id, [...(listed.get(resume_id) ?? []), skill])
  return new Map(
    rows.map((row) => [
      row.id,
      matchResumeOf(
        {
          skills: listed.get(row.id) ?? [],
          summary: row.summary,
          experience: row.experience,
          location: row.country ? { country: row.country, state: row.state, city: row.city } : null,
          availability: row.availability ?? null,
          salary_expectation: row.salary_expectation ?? null,
          languages: row.languages,
        },
        statusOf.get(row.talent_id) ?? 'open_to_work',
      ),
    ]),
  )
}

/** Matching's view of vacancy rows: their skills in the company's order. One query whatever the count. */
export async function matchVacancies(db: Executor, rows: readonly Vacancy[]): Promise<Map<string, MatchVacancy>> {
  if (rows.length === 0) return new Map()
  const skills = await db
    .selectFrom('vacancy_skills')
    .innerJoin('skills', 'skills.id', 'vacancy_skills.skill_id')
    .select([
      'vacancy_skills.vacancy_id',
      'vacancy_skills.skill_id',
      'skills.name',
      'vacancy_skills.level',
      'vacancy_skills.required',
    ])
    .where(
      'vacancy_skills.vacancy_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('vacancy_skills.position')
    .orderBy('skills.name')
    .execute()
  return new Map(
    rows.map((row) => [
      row.id,
      matchVacancyOf({
        skills: skills.filter((skill) => skill.vacancy_id === row.id),
        seniority: row.seniority,
        location: row.location_country
          ? { country: row.location_country, state: row.location_state, city: row.location_city }
          : null,
        remote: row.remote,
        salary:
          row.salary_min !== null && row.salary_max !== null && row.salary_currency && row.salary_period
            ? { min: row.salary_min, max: row.salary_max, currency: row.salary_currency, period: row.salary_period }
            : null,
        languages: row.languages,
      }),
    ]),
  )
}
