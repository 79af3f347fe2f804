import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './database.ts'
import * as accounts from './migrations/0001-accounts.ts'
import * as jobsEmailChange from './migrations/0002-jobs-email-change.ts'
import * as files from './migrations/0003-files.ts'
import * as audit from './migrations/0004-audit.ts'
import * as events from './migrations/0005-events.ts'
import * as idempotency from './migrations/0006-idempotency.ts'
import * as mailOnJobQueue from './migrations/0007-mail-on-job-queue.ts'
import * as talentsResumesSkills from './migrations/0008-talents-resumes-skills.ts'
import * as skillTaxonomy from './migrations/0009-skill-taxonomy.ts'
import * as vacanciesApplications from './migrations/0010-vacancies-applications.ts'
import * as companiesBilling from './migrations/0011-companies-billing.ts'
import * as applicationsPipeline from './migrations/0012-applications-pipeline.ts'
import * as matching from './migrations/0013-matching.ts'
import * as conversations from './migrations/0014-conversations.ts'
import * as meetings from './migrations/0015-meetings.ts'
import * as feedback from './migrations/0016-feedback.ts'
import * as accessRules from './migrations/0017-access-rules.ts'
import * as invites from './migrations/0018-invites.ts'
import * as invoices from './migrations/0019-invoices.ts'
import * as listIndexes from './migrations/0020-list-indexes.ts'
import * as usersDirectory from './migrations/0021-users-directory.ts'
import * as listTotals from './migrations/0022-list-totals.ts'
import * as listCounts from './migrations/0023-list-counts.ts'

/** Migrations are imported statically (no directory scan), so bundlers and tsx agree on what exists. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-jobs-email-change': jobsEmailChange,
  '0003-files': files,
  '0004-audit': audit,
  '0005-events': events,
  '0006-idempotency': idempotency,
  '0007-mail-on-job-queue': mailOnJobQueue,
  '0008-talents-resumes-skills': talentsResumesSkills,
  '0009-skill-taxonomy': skillTaxonomy,
  '0010-vacancies-applications': vacanciesApplications,
  '0011-companies-billing': companiesBilling,
  '0012-applications-pipeline': applicationsPipeline,
  '0013-matching': matching,
  '0014-conversations': conversations,
  '0015-meetings': meetings,
  '0016-feedback': feedback,
  '0017-access-rules': accessRules,
  '0018-invites': invites,
  '0019-invoices': invoices,
  '0020-list-indexes': listIndexes,
  '0021-users-directory': usersDirectory,
  '0022-list-totals': listTotals,
  '0023-list-counts': listCounts,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * The names of the applied migrations, in one cheap query, or null before the first migration. Kysely's migrator
 * introspects every table of the schema twice before it looks (about 0.5 s of CPU at a PGlite start, ADR 0003).
 */
async function appliedMigrations(db: Db): Promise<string[] | null> {
  const { rows } = await sql<{ exists: boolean }>`select to_regclass('kysely_migration') is not null as exists`.execute(
    db,
  )
  if (!rows[0]?.exists) return null
  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db)
  return applied.rows.map((row) => row.name)
}

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  // Nearly every start finds exactly the known migrations applied: then the migrator (its lock, its introspection)
  // is not needed. Anything else, including a migration this build does not know, is the migrator's to judge.
  const known = Object.keys(migrations)
  const applied = await appliedMigrations(db)
  if (applied && applied.length === known.length && known.every((name) => applied.includes(name))) return
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
}
