import type { Adapter, AdapterPayload } from 'oidc-provider'
import type { Db } from '../db/database.ts'

/**
 * oidc-provider storage in the oidc_models table: one row per (model kind, id). Lookup columns (grant, uid,
 * user code, account) are copied out of the payload so they can be indexed.
 */
export function databaseAdapter(db: Db) {
  return class DatabaseAdapter implements Adapter {
    readonly #kind: string

    constructor(kind: string) {
      this.#kind = kind
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        user_code: payload.userCode ?? null,
        uid: payload.uid ?? null,
        account_id: payload.accountId ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      }
      await db
        .insertInto('oidc_models')
        .values({ kind: this.#kind, id, ...row })
        .onConflict((oc) => oc.columns(['kind', 'id']).doUpdateSet(row))
        .execute()
    }

    find(id: string) {
      return this.#findBy('id', id)
    }

    findByUid(uid: string) {
      return this.#findBy('uid', uid)
    }

    findByUserCode(userCode: string) {
      return this.#findBy('user_code', userCode)
    }

    async #findBy(column: 'id' | 'uid' | 'user_code', value: string): Promise<AdapterPayload | undefined> {
      const row = await db
        .selectFrom('oidc_models')
        .select(['payload', 'expires_at', 'consumed_at'])
        .where('kind', '=', this.#kind)
        .where(column, '=', value)
        .executeTakeFirst()
      if (!row || (row.expires_at && row.expires_at.getTime() <= Date.now())) return undefined
      return {
        ...(row.payload as AdapterPayload),
        ...(row.consumed_at ? { consumed: Math.floor(row.consumed_at.getTime() / 1000) } : {}),
      }
    }

    async consume(id: string): Promise<void> {
      await db
        .updateTable('oidc_models')
        .set({ consumed_at: new Date() })
        .where('kind', '=', this.#kind)
        .where('id', '=', id)
        .execute()
    }

    async destroy(id: string): Promise<void> {
      await db.deleteFrom('oidc_models').where('kind', '=', this.#kind).where('id', '=', id).execute()
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db.deleteFrom('oidc_models').where('grant_id', '=', grantId).execute()
    }
  }
}

/** Deletes what the provider keeps after expiry (it never deletes expired rows itself). */
export async function purgeExpiredOidcModels(db: Db): Promise<void> {
  await db.deleteFrom('oidc_models').where('expires_at', '<', new Date()).execute()
}
