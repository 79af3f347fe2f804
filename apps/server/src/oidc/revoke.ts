import { sql, type Transaction } from 'kysely'
import type { Database } from '../db/schema.ts'

/**
 * Ends the provider sessions of the account and revokes its grants, and with them the refresh tokens; with
 * `keepGrant`, the session and grant of that one sign-in (the caller's own) survive. Access tokens already issued
 * stop working within two seconds, once the API sees their grant gone (src/auth/live-grants.ts, ADR 0100).
 */
export async function revokeSignIns(
  trx: Transaction<Database>,
  accountId: string,
  options: { keepGrant?: string | null } = {},
): Promise<void> {
  const keep = options.keepGrant ?? null
  const grants = trx
    .selectFrom('oidc_models')
    .select('id')
    .where('kind', '=', 'Grant')
    .where('account_id', '=', accountId)
  let doomed = trx
    .deleteFrom('oidc_models')
    .where((eb) => eb.or([eb('account_id', '=', accountId), eb('grant_id', 'in', grants)]))
  if (keep !== null) {
    doomed = doomed
      .where((eb) => eb.not(eb.and([eb('kind', '=', 'Grant'), eb('id', '=', keep)])))
      .where((eb) => eb.or([eb('grant_id', 'is', null), eb('grant_id', '<>', keep)]))
      // A session holds its grants under authorizations.<client id>.grantId.
      .where(
        (eb) =>
          sql<boolean>`not (${eb.ref('kind')} = 'Session' and jsonb_path_exists(${eb.ref('payload')}, '$.authorizations.*.grantId ? (@ == $g)', jsonb_build_object('g', ${keep}::text)))`,
      )
  }
  await doomed.execute()
}

/** Revokes the given grants with everything issued under them (sign-out). */
export async function revokeGrants(db: Pick<Transaction<Database>, 'deleteFrom'>, grantIds: string[]): Promise<void> {
  if (grantIds.length === 0) return
  await db
    .deleteFrom('oidc_models')
    .where((eb) =>
      eb.or([eb.and([eb('kind', '=', 'Grant'), eb('id', 'in', grantIds)]), eb('grant_id', 'in', grantIds)]),
    )
    .execute()
}
