import type { Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Ends every provider session of the account and revokes its grants, and with them the refresh tokens.
 * Access tokens already issued stay valid until they expire (15 minutes): they are stateless JWTs.
 */
export async function revokeSignIns(trx: Transaction<Database>, accountId: string): Promise<void> {
  const grants = trx
    .selectFrom('oidc_models')
    .select('id')
    .where('kind', '=', 'Grant')
    .where('account_id', '=', accountId)
  await trx
    .deleteFrom('oidc_models')
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('grant_id', 'in', grants)]))
    .execute()
}
