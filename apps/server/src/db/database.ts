import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect, type Dialect } from 'kysely'
import pg from 'pg'
import type { Config } from '../config.ts'
import { PGliteDialect } from './pglite-dialect.ts'
import type { Database } from './schema.ts'

// int8 (count(*), bigint columns) as a number, as PGlite returns it: one query path, one result shape.
pg.types.setTypeParser(pg.types.builtins.INT8, Number)

export type Db = Kysely<Database>

export interface DatabaseHandle {
  db: Db
  kind: Config['database']['kind']
  close(): Promise<void>
}

export interface OpenOptions {
  /** A data directory image (PGlite `dumpDataDir()`), used by tests to start from a migrated + seeded copy. */
  loadDataDir?: Blob
}

/** Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function openDatabase(database: Config['database'], options: OpenOptions = {}): Promise<DatabaseHandle> {
  let dialect: Dialect
  if (database.kind === 'postgres') {
    dialect = new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 10 }) })
  } else {
    const pglite = await openPGlite(database.dataDir, options.loadDataDir)
    dialect = new PGliteDialect(pglite)
  }
  const db = new Kysely<Database>({ dialect })
  return { db, kind: database.kind, close: () => db.destroy() }
}

/** `memory://` keeps the database in memory (tests); anything else is a directory on disk. */
export async function openPGlite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const load = loadDataDir ? { loadDataDir } : {}
  // Without a dataDir PGlite stays in memory (PGlite's own `memory://` is not recognised by every build).
  if (dataDir.startsWith('memory://')) return PGlite.create(load)
  mkdirSync(dataDir, { recursive: true })
  return PGlite.create({ dataDir, ...load })
}
