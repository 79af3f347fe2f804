import {
  matchRequirements,
  matchResumeOf,
  matchTaxonomyOf,
  matchVacancyOf,
  scoreMatch,
  scoreRanked,
  type MatchTaxonomy,
} from '@hireloop/flows/rules'
import type { MockDb } from './db.ts'
import type { S } from './support.ts'

/** Fixed "today" of the fixtures (db.ts's FIXTURE_NOW), so years of experience do not move between runs. */
const TODAY = new Date('2026-03-02T09:00:00Z')

/**
 * Related pairs among the mock skills, picked from the server's curated list (skills.taxonomy.ts SKILL_RELATIONS):
 * a listed related skill counts in part for one the resume lacks.
 */
const RELATED_SKILLS: readonly (readonly [string, string])[] = [
  ['JavaScript', 'TypeScript'],
  ['Java', 'Kotlin'],
]

const taxonomies = new WeakMap<S['Skill'][], { size: number; taxonomy: MatchTaxonomy }>()

/** The taxonomy of the db's skills, rebuilt only when a skill was added. */
function taxonomyOf(db: MockDb): MatchTaxonomy {
  const cached = taxonomies.get(db.skills)
  if (cached?.size === db.skills.length) return cached.taxonomy
  const idOf = (name: string) => db.skills.find((s) => s.name === name)?.id
  const relations = RELATED_SKILLS.flatMap(([a, b]) => {
    const [left, right] = [idOf(a), idOf(b)]
    return left && right ? [[left, right] as const] : []
  })
  const taxonomy = matchTaxonomyOf(db.skills, relations)
  taxonomies.set(db.skills, { size: db.skills.length, taxonomy })
  return taxonomy
}

/**
 * The matching of a resume and a vacancy, as the server computes it (the engine of `@hireloop/flows/rules`, ADR
 * 0070), from the current resume, vacancy and talent status: never stored, so never stale.
 */
export function matchingOf(db: MockDb, vacancy: S['Vacancy'], resume: S['Resume']): S['Matching'] {
  return scoreMatch(resumeOf(db, resume), matchVacancyOf(vacancy), taxonomyOf(db), { today: TODAY })
}

/** The resume's side of the matching, for a page of talents ranked for one vacancy (ADR 0102). */
export function rankedMatchingOf(db: MockDb, vacancy: S['Vacancy'], resume: S['Resume']): S['RankedMatching'] {
  return scoreRanked(resumeOf(db, resume), matchVacancyOf(vacancy), taxonomyOf(db), { today: TODAY })
}

/** What the vacancy asks, said once for such a page. */
export const requirementsOf = (vacancy: S['Vacancy']): S['MatchRequirement'][] =>
  matchRequirements(matchVacancyOf(vacancy))

function resumeOf(db: MockDb, resume: S['Resume']) {
  const status = db.talentProfiles.find((p) => p.user_id === resume.talent_id)?.status ?? 'open_to_work'
  return matchResumeOf(resume, status)
}
