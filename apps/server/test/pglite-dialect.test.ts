import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../src/db/database.ts'

let handle: DatabaseHandle
beforeAll(async () => {
  handle = await openDatabase({ kind: 'pglite', dataDir: 'memory://' })
  await sql`create table items (name text primary key)`.execute(handle.db)
})
afterAll(() => handle?.close())

const db = () => handle.db as unknown as Kysely<{ items: { name: string } }>

it('does not let a rollback undo a concurrent write (one session, serialised by the dialect)', async () => {
  const failing = db()
    .transaction()
    .execute(async (trx) => {
      await trx.insertInto('items').values({ name: 'in-transaction' }).execute()
      await new Promise((resolve) => setTimeout(resolve, 50))
      throw new Error('roll back')
    })
  // Issued while the transaction is open: it must wait, not run inside it.
  const concurrent = db().insertInto('items').values({ name: 'concurrent' }).execute()
  await expect(failing).rejects.toThrow('roll back')
  await concurrent
  const names = (await db().selectFrom('items').select('name').execute()).map((row) => row.name)
  expect(names).toEqual(['concurrent'])
})

it('returns int8 as a number, like pg with our type parser', async () => {
  const row = await db()
    .selectFrom('items')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  expect(row.n).toBe(1)
})
