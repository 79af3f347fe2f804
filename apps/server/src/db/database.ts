import { mkdirSync } from 'node:fs'
import type { PGlite } from '@electric-sql/pglite'
import { Kysely, PostgresDialect, type Dialect } from 'kysely'
import type { Config } from '../config.ts'
import { PGliteDialect } from './pglite-dialect.ts'
import type { Database } from './schema.ts'

export type Db = Kysely<Database>

export interface DatabaseHandle {
  db: Db
  kind: Config['database']['kind']
  close(): Promise<void>
}

export interface OpenOptions {
  /** A data directory image (PGlite `dumpDataDir()`), used by tests to start from a migrated + seeded copy. */
  loadDataDir?: Blob
  /**
   * PostgreSQL ended a connection that sat idle in the pool (a restart, a failover, `pg_terminate_backend`). The
   * pool has already discarded it and opens a new one for the next query: this only reports it. Without a listener
   * pg's pool emits an unhandled 'error' and the process exits.
   */
  onIdleError?: (error: Error) => void
}

/**
 * Opens the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. Each driver loads
 * only when it is the one configured (a start pays for one of them, ADR 0003).
 */
export async function openDatabase(database: Config['database'], options: OpenOptions = {}): Promise<DatabaseHandle> {
  let dialect: Dialect
  if (database.kind === 'postgres') {
    const { default: pg } = await import('pg')
    // int8 (count(*), bigint columns) as a number, as PGlite returns it: one query path, one result shape.
    pg.types.setTypeParser(pg.types.builtins.INT8, Number)
    const pool = new pg.Pool({ connectionString: database.url, max: 10 })
    pool.on(
      'error',
      options.onIdleError ?? ((error) => console.warn(`database: an idle connection ended: ${error.message}`)),
    )
    dialect = new PostgresDialect({ pool })
  } else {
    const pglite = await openPGlite(database.dataDir, options.loadDataDir)
    dialect = new PGliteDialect(pglite)
  }
  const db = new Kysely<Database>({ dialect })
  return { db, kind: database.kind, close: () => db.destroy() }
}

/**
 * PostgreSQL's buffer cache inside PGlite. Its default, 128 MB, is allocated and touched in the WebAssembly memory at
 * every start, whatever the size of the data: more than the whole demo database, and about 110 MiB of the process's
 * resident memory (ADR 0003). Pages that miss it are read through Node's file system, from the OS page cache.
 */
const PGLITE_SHARED_BUFFERS = '16MB'

/** `memory://` keeps the database in memory (tests); anything else is a directory on disk. */
export async function openPGlite(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  const { PGlite } = await import('@electric-sql/pglite')
  const options = {
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    ...(loadDataDir ? { loadDataDir } : {}),
  }
  // Without a dataDir PGlite stays in memory (PGlite's own `memory://` is not recognised by every build).
  if (dataDir.startsWith('memory://')) return PGlite.create(options)
  mkdirSync(dataDir, { recursive: true })
  return PGlite.create({ dataDir, ...options })
}
