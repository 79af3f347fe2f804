import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config.ts'
import { openDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { generateScale, ScaleRefused } from '../db/scale/index.ts'
import { DEMO_TALENTS, DEMO_USERS, seed } from '../db/seed.ts'
import { createFileStorage } from '../files/create-storage.ts'

// `pnpm seed [--scale N]`: migrate, then add whatever demo rows are missing; with --scale, then N talents and the
// marketplace around them (ADR 0094). Running it is the explicit request for demo data; it sends no mail, so it needs
// no SMTP_URL even against a production database.

class UsageError extends Error {}

/** The number of talents of --scale: a positive whole number (digits, `_` or `,` between groups allowed). */
function scaleOf(argv: string[]): number | undefined {
  let values: { scale?: string }
  try {
    ;({ values } = parseArgs({ args: argv, options: { scale: { type: 'string' } }, strict: true }))
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\nUsage: pnpm seed [--scale <number of talents>]`)
  }
  if (values.scale === undefined) return undefined
  const digits = values.scale.trim().replaceAll(/[_,]/g, '')
  const talents = /^\d+$/.test(digits) ? Number(digits) : Number.NaN
  if (!Number.isSafeInteger(talents) || talents < 1) {
    throw new UsageError(
      `--scale takes the number of talents to generate, a positive whole number such as 100000 (got "${values.scale}").`,
    )
  }
  return talents
}

try {
  const talents = scaleOf(process.argv.slice(2))
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
    if (talents !== undefined) {
      const started = performance.now()
      const summary = await generateScale(db, {
        talents,
        onProgress: (message) =>
          console.log(`  ${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s  ${message}`),
      })
      const { seconds, ...counts } = summary
      console.log(
        `Generated ${Object.entries(counts)
          .map(([kind, count]) => `${count.toLocaleString('en')} ${kind}`)
          .join(', ')} in ${seconds.toFixed(1)} s (${config.database.kind}).`,
      )
    }
  } finally {
    await close()
  }
} catch (error) {
  const known = error instanceof ConfigError || error instanceof UsageError || error instanceof ScaleRefused
  console.error(known ? (error as Error).message : error)
  process.exit(error instanceof UsageError ? 2 : 1)
}
