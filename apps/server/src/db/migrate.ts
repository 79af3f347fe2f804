import { Migrator, type Migration, type MigrationProvider } from 'kysely'
import type { Db } from './database.ts'
import * as accounts from './migrations/0001-accounts.ts'
import * as jobsEmailChange from './migrations/0002-jobs-email-change.ts'
import * as files from './migrations/0003-files.ts'
import * as audit from './migrations/0004-audit.ts'
import * as events from './migrations/0005-events.ts'
import * as idempotency from './migrations/0006-idempotency.ts'

/** Migrations are imported statically (no directory scan), so bundlers and tsx agree on what exists. */
const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-jobs-email-change': jobsEmailChange,
  '0003-files': files,
  '0004-audit': audit,
  '0005-events': events,
  '0006-idempotency': idempotency,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((result) => result.status === 'Error')
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error })
  }
}
