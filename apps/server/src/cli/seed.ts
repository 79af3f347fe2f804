import { ConfigError, loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { DEMO_TALENTS, DEMO_USERS, seed } from '../db/seed.ts'
import { createFileStorage } from '../files/create-storage.ts'

// `pnpm --filter @hireloop/server seed`: migrate, then add whatever demo rows are missing. Running it is the explicit
// request for demo data; it sends no mail, so it needs no SMTP_URL even against a production database.
try {
  const config = loadConfig({ NODE_ENV: 'development', ...process.env })
  const { db, close } = await openDatabase(config.database)
  try {
    await migrateToLatest(db)
    const files = await createFileStorage(config.files)
    try {
      await seed(db, { files })
    } finally {
      await files.close()
    }
    console.log(
      `Seeded ${DEMO_USERS.length} demo logins and ${DEMO_TALENTS.length} marketplace talents (${config.database.kind}).`,
    )
  } finally {
    await close()
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
}
