import { scoreMatch, type Matching } from '@hireloop/flows/rules'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '../../db/schema.ts'
import { loadTaxonomy, matchResumeOfRow, matchVacancyOfRow, resumeFacts, vacancySkills } from './matching.documents.ts'

type Executor = Kysely<Database> | Transaction<Database>

export interface MatchPair {
  resume_id: string
  vacancy_id: string
  /** The resume's talent (an application knows it), so that their status is read beside the rows. */
  talent_id: string
}

export const pairKey = (pair: Pick<MatchPair, 'resume_id' | 'vacancy_id'>) => `${pair.resume_id}:${pair.vacancy_id}`

/**
 * The matching of many (resume, vacancy) pairs, by `pairKey`, computed from the current rows (never stored, ADR
 * 0070): a page of applications asks once. A pair whose resume or vacancy is gone has none. Five queries whatever
 * the count (rows, skills of each side, talent statuses), plus the taxonomy when it is not cached, all at once: each
 * needs only the pairs' ids, so a page waits for one round of queries, not two (issue 16).
 */
export async function matchingsFor(db: Executor, pairs: readonly MatchPair[]): Promise<Map<string, Matching>> {
  if (pairs.length === 0) return new Map()
  const resumeIds = [...new Set(pairs.map((pair) => pair.resume_id))]
  const vacancyIds = [...new Set(pairs.map((pair) => pair.vacancy_id))]
  const [resumeRows, vacancyRows, taxonomy, facts, skills] = await Promise.all([
    db.selectFrom('resumes').selectAll().where('id', 'in', resumeIds).execute(),
    db.selectFrom('vacancies').selectAll().where('id', 'in', vacancyIds).execute(),
    loadTaxonomy(db),
    resumeFacts(
      db,
      resumeIds,
      pairs.map((pair) => pair.talent_id),
    ),
    vacancySkills(db, vacancyIds),
  ])
  const resumes = new Map(resumeRows.map((row) => [row.id, matchResumeOfRow(row, facts)]))
  const vacancies = new Map(vacancyRows.map((row) => [row.id, matchVacancyOfRow(row, skills.get(row.id) ?? [])]))
  const today = new Date()
  const matchings = new Map<string, Matching>()
  for (const pair of pairs) {
    const resume = resumes.get(pair.resume_id)
    const vacancy = vacancies.get(pair.vacancy_id)
    if (resume && vacancy) matchings.set(pairKey(pair), scoreMatch(resume, vacancy, taxonomy, { today }))
  }
  return matchings
}
