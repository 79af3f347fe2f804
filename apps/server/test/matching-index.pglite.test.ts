import { readFileSync } from 'node:fs'
import { scoreMatch, scoreOfPoints, type MatchResume, type Matching } from '@hireloop/flows/rules'
import { Kysely } from 'kysely'
import { afterAll, beforeAll, expect, inject, it } from 'vitest'
import { generateTalents, generateVacancies } from '../src/db/scale/index.ts'
import { openPGlite } from '../src/db/database.ts'
import { PGliteDialect } from '../src/db/pglite-dialect.ts'
import type { Database } from '../src/db/schema.ts'
import { DEMO_COMPANIES } from '../src/db/seed.ts'
import { loadTaxonomy, matchResumes, matchVacancies } from '../src/resources/matching/matching.documents.ts'
import { NOT_LOOKING } from '../src/resources/matching/matching.handlers.ts'
import { TalentIndex } from '../src/resources/matching/matching.index.ts'

/**
 * The ranking index (ADR 0070) prunes: it looks only at resumes sharing a skill with the vacancy, and scores a group
 * of them only when its bound could still place it on the page. Whatever it skips, its page must be the page a naive
 * scan with scoreMatch gives, score for score, and its total the naive count, for vacancies drawn at random.
 */
let db: Kysely<Database>
let documents: Map<string, MatchResume>
let vacancyIds: string[]

beforeAll(async () => {
  const pglite = await openPGlite('memory://', new Blob([readFileSync(inject('pgliteImage'))]))
  db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) })
  await generateTalents(db, 1_500, { seed: 7 })
  vacancyIds = await generateVacancies(db, DEMO_COMPANIES[0]!.id, 25, 8)
  const published = await db.selectFrom('resumes').selectAll().where('draft', '=', false).execute()
  documents = await matchResumes(db, published)
}, 120_000)
afterAll(() => db?.destroy())

const sharesASkill = (matching: Matching) =>
  matching.reasons.some(
    (reason) => (reason.kind === 'required_skill' || reason.kind === 'nice_to_have_skill') && reason.points > 0,
  )

it('ranks exactly as scoreMatch over every resume sharing a skill: same page scores, same total', async () => {
  const taxonomy = await loadTaxonomy(db)
  const rows = await db.selectFrom('vacancies').selectAll().where('id', 'in', vacancyIds).execute()
  const vacancies = await matchVacancies(db, rows)
  const index = new TalentIndex(db)
  const skipped = new Set<string>(NOT_LOOKING)
  const today = new Date()
  for (const [vacancyId, vacancy] of vacancies) {
    for (const { minScore, offset } of [
      { minScore: 1, offset: 0 },
      { minScore: 1, offset: 50 },
      { minScore: 45, offset: 0 },
    ]) {
      const naive = [...documents]
        .filter(([, resume]) => !skipped.has(resume.talent_status))
        .map(([id, resume]) => ({ id, matching: scoreMatch(resume, vacancy, taxonomy, { today }) }))
        .filter(({ matching }) => matching.score >= minScore && sharesASkill(matching))
        .sort((a, b) => b.matching.score - a.matching.score)
      const ranked = await index.rank(vacancy, { minScore, offset, limit: 50, skipStatuses: NOT_LOOKING })
      const context = `vacancy ${vacancyId}, min_score ${minScore}, offset ${offset}`
      expect(ranked.total, context).toBe(naive.length)
      expect(
        ranked.results.map((result) => scoreOfPoints(result.points)),
        context,
      ).toEqual(naive.slice(offset, offset + 50).map(({ matching }) => matching.score))
      for (const result of ranked.results) {
        const matching = scoreMatch(documents.get(result.resumeId)!, vacancy, taxonomy, { today })
        expect(matching.score, context).toBe(scoreOfPoints(result.points))
      }
    }
  }
}, 120_000)
