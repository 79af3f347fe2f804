import {
  matchResumeOf,
  matchTaxonomyOf,
  matchVacancyOf,
  type MatchResume,
  type MatchTaxonomy,
  type MatchVacancy,
  type TalentStatus,
} from '@hireloop/flows/rules'
import type { Kysely, Transaction } from 'kysely'
import type { Database, Resume, Vacancy } from '../../db/schema.ts'
import { vacancySkillsIn } from '../vacancies/vacancies.queries.ts'

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

/** What matching reads about resumes beside their rows: their skills in the talent's order, and the talents' statuses. */
export interface ResumeFacts {
  skills: Map<string, MatchResume['skills'][number][]>
  statuses: Map<string, TalentStatus>
}

/**
 * The skills of the resumes and the statuses of their talents: two queries whatever the count, which need only the
 * ids, so a page reads them beside the resume rows.
 */
export async function resumeFacts(
  db: Executor,
  resumeIds: readonly string[],
  talentIds: readonly string[],
): Promise<ResumeFacts> {
  if (resumeIds.length === 0) return { skills: new Map(), statuses: new Map() }
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
      .where('resume_skills.resume_id', 'in', [...resumeIds])
      .orderBy('resume_skills.position')
      .orderBy('skills.name')
      .execute(),
    db
      .selectFrom('talent_profiles')
      .select(['user_id', 'status'])
      .where('user_id', 'in', [...new Set(talentIds)])
      .execute(),
  ])
  const listed = new Map<string, MatchResume['skills'][number][]>()
  for (const { resume_id, ...skill } of skills) {
    const own = listed.get(resume_id)
    if (own) own.push(skill)
    else listed.set(resume_id, [skill])
  }
  return { skills: listed, statuses: new Map(statuses.map((row) => [row.user_id, row.status])) }
}

/** Matching's view of a resume row (ADR 0070), through the one mapper that drops everything about the person. */
export function matchResumeOfRow(row: Resume, facts: ResumeFacts): MatchResume {
  return matchResumeOf(
    {
      skills: facts.skills.get(row.id) ?? [],
      summary: row.summary,
      experience: row.experience,
      location: row.country ? { country: row.country, state: row.state, city: row.city } : null,
      availability: row.availability ?? null,
      salary_expectation: row.salary_expectation ?? null,
      languages: row.languages,
    },
    facts.statuses.get(row.talent_id) ?? 'open_to_work',
  )
}

/** Matching's view of resume rows: their skills in the talent's order and the talent's status. Two queries. */
export async function matchResumes(db: Executor, rows: readonly Resume[]): Promise<Map<string, MatchResume>> {
  if (rows.length === 0) return new Map()
  const facts = await resumeFacts(
    db,
    rows.map((row) => row.id),
    rows.map((row) => row.talent_id),
  )
  return new Map(rows.map((row) => [row.id, matchResumeOfRow(row, facts)]))
}

type VacancySkill = MatchVacancy['skills'][number] & { vacancy_id: string }

/** The skills of vacancies in the company's order, by vacancy: one query, which needs only the ids. */
export async function vacancySkills(db: Executor, vacancyIds: readonly string[]): Promise<Map<string, VacancySkill[]>> {
  const bySkill = new Map<string, VacancySkill[]>()
  if (vacancyIds.length === 0) return bySkill
  const skills = await vacancySkillsIn(db, vacancyIds).execute()
  for (const skill of skills) {
    const own = bySkill.get(skill.vacancy_id)
    if (own) own.push(skill)
    else bySkill.set(skill.vacancy_id, [skill])
  }
  return bySkill
}

/** Matching's view of a vacancy row and its skills. */
export function matchVacancyOfRow(row: Vacancy, skills: readonly VacancySkill[]): MatchVacancy {
  return matchVacancyOf({
    skills,
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
  })
}

/** Matching's view of vacancy rows: their skills in the company's order. One query whatever the count. */
export async function matchVacancies(db: Executor, rows: readonly Vacancy[]): Promise<Map<string, MatchVacancy>> {
  if (rows.length === 0) return new Map()
  const skills = await vacancySkills(
    db,
    rows.map((row) => row.id),
  )
  return new Map(rows.map((row) => [row.id, matchVacancyOfRow(row, skills.get(row.id) ?? [])]))
}
