import { createHash, randomBytes } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database, TokenPurpose } from '../db/schema.ts'

export const TOKEN_TTL_SECONDS: Record<TokenPurpose, number> = {
  verify_email: 7 * 24 * 3600,
  password_reset: 3600,
  change_email: 24 * 3600,
}

/** Recruiter-created talents get a longer-lived "set your password" link than a forgotten-password reset. */
export const SET_PASSWORD_TTL_SECONDS = 7 * 24 * 3600

function digest(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export interface IssuedToken {
  token: string
  expiresAt: Date
}

/**
 * Issues a fresh single-use token and retires the user's earlier unused ones for the same purpose,
 * so only the newest mailed link works. `newEmail` goes with (and only with) a change_email token.
 */
export async function issueToken(
  trx: Transaction<Database>,
  userId: string,
  purpose: TokenPurpose,
  options: { ttlSeconds?: number; newEmail?: string } = {},
): Promise<IssuedToken> {
  const now = new Date()
  await trx
    .updateTable('one_time_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .execute()
  const token = randomBytes(32).toString('base64url')
  const expiresAt = new Date(now.getTime() + (options.ttlSeconds ?? TOKEN_TTL_SECONDS[purpose]) * 1000)
  await trx
    .insertInto('one_time_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: digest(token),
      new_email: options.newEmail ?? null,
      expires_at: expiresAt,
    })
    .execute()
  return { token, expiresAt }
}

export interface ConsumedToken {
  userId: string
  /** change_email tokens only. */
  newEmail: string | null
}

/** True when the token would be accepted now; changes nothing (checks before expensive work). */
export async function peekToken(db: Kysely<Database>, token: string, purpose: TokenPurpose): Promise<boolean> {
  const row = await db
    .selectFrom('one_time_tokens')
    .select(['expires_at', 'used_at'])
    .where('token_hash', '=', digest(token))
    .where('purpose', '=', purpose)
    .executeTakeFirst()
  return row !== undefined && row.used_at === null && row.expires_at.getTime() > Date.now()
}

/**
 * Marks the token used and returns its user, or null when it is unknown, expired, already used, for another
 * purpose or (when given) for another user. The row lock makes a double submit consume it once.
 */
export async function consumeToken(
  trx: Transaction<Database>,
  token: string,
  purpose: TokenPurpose,
  userId?: string,
): Promise<ConsumedToken | null> {
  const row = await trx
    .selectFrom('one_time_tokens')
    .select(['id', 'user_id', 'new_email', 'expires_at', 'used_at'])
    .where('token_hash', '=', digest(token))
    .where('purpose', '=', purpose)
    .forUpdate()
    .executeTakeFirst()
  if (!row || row.used_at !== null || row.expires_at.getTime() <= Date.now()) return null
  if (userId !== undefined && row.user_id !== userId) return null
  await trx.updateTable('one_time_tokens').set({ used_at: new Date() }).where('id', '=', row.id).execute()
  return { userId: row.user_id, newEmail: row.new_email }
}
