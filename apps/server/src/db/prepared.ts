import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely'
import type { Database } from './schema.ts'

type Executor = Kysely<Database>

/**
 * A query built and compiled once per database, then run with new arguments: building and compiling a Kysely query
 * costs about 20 µs for a lookup by id and 60-80 µs for a join, on every call of the hottest reads (issue 16, ADR
 * 0095). `build` receives placeholders instead of the arguments (each must reach the query as a parameter, not shape
 * its text: no `in` list of variable length, no conditional clause); each run puts the arguments in their places.
 */
export function preparedQuery<A extends unknown[], R>(
  build: (db: Executor, ...args: A) => Compilable<R>,
): (db: Executor, ...args: A) => Promise<QueryResult<R>> {
  const placeholders = Array.from({ length: build.length - 1 }, (_, index) => ({ preparedArgument: index }))
  const compiled = new WeakMap<Executor, { query: CompiledQuery<R>; slots: (number | undefined)[] }>()
  const compile = (db: Executor) => {
    const query = build(db, ...(placeholders as unknown as A)).compile()
    const slots = query.parameters.map((value) => placeholders.findIndex((p) => p === value))
    if (placeholders.some((_, index) => !slots.includes(index))) {
      throw new Error('preparedQuery: every argument must be a parameter of the query')
    }
    const entry = { query, slots: slots.map((slot) => (slot === -1 ? undefined : slot)) }
    compiled.set(db, entry)
    return entry
  }
  return (db, ...args) => {
    const { query, slots } = compiled.get(db) ?? compile(db)
    const parameters = slots.map((slot, index) => (slot === undefined ? query.parameters[index] : args[slot]))
    return db.executeQuery<R>({ ...query, parameters })
  }
}
