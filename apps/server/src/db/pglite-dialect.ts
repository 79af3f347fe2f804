import type { PGlite } from '@electric-sql/pglite'
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely'
import { Mutex } from './mutex.ts'

/**
 * Kysely dialect for PGlite.
 *
 * PGlite is one Postgres backend with one session. Kysely assumes a pool: it runs a transaction on an acquired
 * connection while other queries go on in parallel. On a single session those "parallel" statements would run
 * inside the open transaction, and its rollback would undo them (the trap we hit with kysely-pglite). So a
 * connection is a lease on the one session, handed out by a mutex: a transaction holds it from BEGIN to
 * COMMIT/ROLLBACK and everything else waits.
 *
 * Consequence for callers: inside `db.transaction().execute(trx => ...)` use `trx` only; touching `db` there
 * waits for the transaction itself and never returns.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite

  constructor(pglite: PGlite) {
    this.#pglite = pglite
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite)
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler()
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter()
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db)
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite
  readonly #mutex = new Mutex()
  readonly #releases = new WeakMap<DatabaseConnection, () => void>()

  constructor(pglite: PGlite) {
    this.#pglite = pglite
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.acquire()
    const connection = new PGliteConnection(this.#pglite)
    this.#releases.set(connection, release)
    return connection
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin'
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`
    if (settings.accessMode) statement += ` ${settings.accessMode}`
    await connection.executeQuery(CompiledQuery.raw(statement))
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'))
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'))
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.()
    this.#releases.delete(connection)
  }

  async destroy(): Promise<void> {
    // Wait for the running transaction or query, then close.
    const release = await this.#mutex.acquire()
    try {
      if (!this.#pglite.closed) await this.#pglite.close()
    } finally {
      release()
    }
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite

  constructor(pglite: PGlite) {
    this.#pglite = pglite
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters])
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    }
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite dialect: streaming queries are not supported')
  }
}
