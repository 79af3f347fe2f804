// The scale generator (issue 16, ADR 0094): the demo marketplace grown to the size a marketplace reaches, seeded (the
// same seed gives the same rows, ids included; times are relative to the run), written in bulk statements, in one
// transaction, so a failed run leaves nothing behind and a second run is refused instead of doubling the data.
import { sql } from 'kysely'
import { hashPassword } from '../../accounts/passwords.ts'
import type { Db } from '../database.ts'
import { foldListCounts } from '../list-counts.ts'
import { DEMO_COMPANIES, DEMO_PASSWORD } from '../seed.ts'
import { generateScaleApplications } from './applications.ts'
import { generateScaleCompanies, type ScaleCompany } from './companies.ts'
import { generateScaleConversations } from './conversations.ts'
import { PLACES } from './marketplace.ts'
import { generateScaleMeetings } from './meetings.ts'
import { cumulative, randomSource } from './random.ts'
import { generateScaleTalents } from './talents.ts'
import { generateScaleVacancies } from './vacancies.ts'

export { generateTalents } from './talents.ts'
export { generateVacancies } from './vacancies.ts'

/** Rows the generator added, by kind, and how long it took. */
export interface ScaleSummary {
  talents: number
  companies: number
  employers: number
  vacancies: number
  applications: number
  confirmations: number
  conversations: number
  messages: number
  notifications: number
  meetings: number
  seconds: number
}

/** The Active vacancy of the demo company (employer@hireloop.test) with a few hundred applications: its pipeline. */
export const SCALE_PIPELINE_VACANCY_ID = 'f1000000-0000-4000-8000-000000000001'

/** Raised when the database already holds scale data (or lacks the demo marketplace): nothing was written. */
export class ScaleRefused extends Error {}

const DEFAULT_SEED = 16

/**
 * Adds, on top of the demo marketplace: `talents` talents with published resumes, talents/100 companies, talents/10
 * vacancies (at least 500 of the demo company at full scale, one with a few hundred applications), 3 × talents
 * applications in every status, talents/2 conversations and about talents/10 meetings.
 */
export async function generateScale(
  db: Db,
  options: { talents: number; seed?: number; onProgress?: (message: string) => void },
): Promise<ScaleSummary> {
  const started = performance.now()
  const { talents: talentCount } = options
  if (!Number.isInteger(talentCount) || talentCount < 1) {
    throw new RangeError(`The number of talents must be a positive whole number (got ${talentCount}).`)
  }
  const seed = options.seed ?? DEFAULT_SEED
  const progress = options.onProgress ?? (() => {})
  const at = new Date()
  // Each step draws from its own stream: changing one step leaves the others' rows as they were.
  const stream = (step: number) => randomSource(seed * 16 + step)
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const northwind = DEMO_COMPANIES[0]!

  return db.transaction().execute(async (trx) => {
    const scaled = await sql`select 1 from users where lower(email) like 'scale.%@hireloop.test' limit 1`.execute(trx)
    if (scaled.rows.length > 0) {
      throw new ScaleRefused('The database already holds scale data (users scale.*@hireloop.test): nothing was added.')
    }
    const demoEmployers = await trx
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('company_id', '=', northwind.id)
      .where('is_active', '=', true)
      .execute()
    if (demoEmployers.length === 0) {
      throw new ScaleRefused(
        `The demo marketplace is missing (no active employer of ${northwind.name}): seed it first.`,
      )
    }

    const talents = await generateScaleTalents(trx, talentCount, {
      seed: stream(1).int(0, 2 ** 31),
      at,
      onProgress: (done) => progress(`talents: ${done.toLocaleString('en')} of ${talentCount.toLocaleString('en')}`),
    })

    const generated = await generateScaleCompanies(trx, stream(2), Math.max(1, Math.floor(talentCount / 100)), {
      at,
      passwordHash,
    })
    progress(`companies: ${generated.companies.length.toLocaleString('en')} (${generated.employers} employers)`)
    const demo: ScaleCompany = {
      id: northwind.id,
      place: PLACES[0]![0],
      employers: demoEmployers.map((employer) => ({
        id: employer.id,
        name: `${employer.first_name} ${employer.last_name}`,
      })),
      createdAt: at.getTime() - 400 * 24 * 3600_000,
    }
    const companies = new Map([demo, ...generated.companies].map((company) => [company.id, company]))

    // The demo company's share: 5% of the vacancies, at least 500 (half of them at a small scale).
    const vacancyCount = Math.max(1, Math.floor(talentCount / 10))
    const demoShare = Math.min(Math.ceil(vacancyCount / 2), Math.max(500, Math.round(vacancyCount * 0.05)))
    const random = stream(3)
    // Zipf over the generated companies: a few hire a lot, most a little.
    const drawCompany = cumulative(generated.companies.map((_, rank) => 1 / (rank + 1) ** 0.8))
    const vacancies = await generateScaleVacancies(trx, random, vacancyCount, {
      at,
      companyOf: (n) => (n < demoShare ? demo : generated.companies[drawCompany(random)]!),
      pinned: [{ id: SCALE_PIPELINE_VACANCY_ID, title: 'Senior software engineer, fleet operations' }],
      onProgress: (done) => progress(`vacancies: ${done.toLocaleString('en')} of ${vacancyCount.toLocaleString('en')}`),
    })

    const applicationCount = 3 * talentCount
    const { applications, confirmations } = await generateScaleApplications(trx, stream(4), applicationCount, {
      at,
      talents,
      vacancies,
      companies,
      pinned: {
        id: SCALE_PIPELINE_VACANCY_ID,
        count: Math.min(talentCount, Math.max(14, Math.min(300, Math.floor(talentCount / 20)))),
      },
      onProgress: (done) =>
        progress(`applications: ${done.toLocaleString('en')} of ${applicationCount.toLocaleString('en')}`),
    })

    const conversationTarget = Math.max(1, Math.floor(talentCount / 2))
    const talk = await generateScaleConversations(trx, stream(5), conversationTarget, {
      at,
      applications,
      companies,
      onProgress: (done) =>
        progress(`conversations: ${done.toLocaleString('en')} of ${conversationTarget.toLocaleString('en')}`),
    })

    const meetings = await generateScaleMeetings(trx, stream(6), Math.max(1, Math.floor(talentCount / 10)), {
      at,
      applications,
      companies,
    })
    progress(`meetings: ${meetings.toLocaleString('en')}`)
    // The triggers appended a row per counter and bulk statement (ADR 0110): folded, the totals read one row each.
    await foldListCounts(trx)
    await sql`analyze`.execute(trx)

    return {
      talents: talents.length,
      companies: generated.companies.length,
      employers: generated.employers,
      vacancies: vacancies.length,
      applications: applications.length,
      confirmations,
      conversations: talk.conversations,
      messages: talk.messages,
      notifications: talk.notifications,
      meetings,
      seconds: (performance.now() - started) / 1000,
    }
  })
}
