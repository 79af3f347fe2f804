import type { Db } from './database.ts'

/**
 * Returns the stored secret `name`, creating it with `create()` on first use. Insert-if-absent then read, so
 * several processes starting at once on one database agree on the first value written.
 */
export async function loadOrCreateSecret<T>(db: Db, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.selectFrom('server_secrets').select('value').where('name', '=', name).executeTakeFirst()
  if (existing) return existing.value as T
  await db
    .insertInto('server_secrets')
    .values({ name, value: JSON.stringify(await create()) })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const stored = await db
    .selectFrom('server_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow()
  return stored.value as T
}
