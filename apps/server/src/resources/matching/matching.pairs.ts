import { scoreMatch, type Matching } from '@hireloop/flows/rules'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { loadTaxonomy, matchResumes, matchVacancies } from './matching.documents.ts'

type Executor = Kysely<Database> | Transaction<Database>

export interface MatchPair {
  resume_id: string
  vacancy_id: string
}

export const pairKey = (pair: MatchPair) => `${pair.resume_id}:${pair.vacancy_id}`

/**
 * The matching of many (resume, vacancy) pairs, by `pairKey`, computed from the current rows (never stored, ADR
 * 0070): a page of applications asks once. A pair whose resume or vacancy is gone has none. Five queries whatever
 * the count (rows, skills of each side, talent statuses), plus the taxonomy when it is not cached.
 */
export async function matchingsFor(db: Executor, pairs: readonly MatchPair[]): Promise<Map<string, Matching>> {
  if (pairs.length === 0) return new Map()
  const resumeIds = [...new Set(pairs.map((pair) => pair.resume_id))]
  const vacancyIds = [...new Set(pairs.map((pair) => pair.vacancy_id))]
  const [resumeRows, vacancyRows, taxonomy] = await Promise.all([
    db.selectFrom('resumes').selectAll().where('id', 'in', resumeIds).execute(),
    db.selectFrom('vacancies').selectAll().where('id', 'in', vacancyIds).execute(),
    loadTaxonomy(db),
  ])
  const [resumes, vacancies] = await Promise.all([matchResumes(db, resumeRows), matchVacancies(db, vacancyRows)])
  const today = new Date()
  const matchings = new Map<string, Matching>()
  for (const pair of pairs) {
    const resume = resumes.get(pair.resume_id)
    const vacancy = vacancies.get(pair.vacancy_id)
    if (resume && vacancy) matchings.set(pairKey(pair), scoreMatch(resume, vacancy, taxonomy, { today }))
  }
  return matchings
}
