import { ConfigError, loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { DEMO_USERS, seed } from '../db/seed.ts'

// `pnpm --filter @hireloop/server seed`: migrate, then add whatever demo rows are missing.
try {
  const config = loadConfig()
  const { db, close } = await openDatabase(config.database)
  try {
    await migrateToLatest(db)
    await seed(db)
    console.log(`Seeded ${DEMO_USERS.length} demo logins (${config.database.kind}).`)
  } finally {
    await close()
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
