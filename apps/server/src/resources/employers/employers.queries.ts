import type { Kysely, Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Database, User } from '../../db/schema.ts'

type Executor = Kysely<Database> | Transaction<Database>

/** An employer user who belongs to a company (a deleted one has left it); `forUpdate` locks the row. */
export function findEmployer(db: Executor, id: string, options: { forUpdate?: boolean } = {}) {
  const query = db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .where('user_type', '=', 'employer')
    .where('company_id', 'is not', null)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** Invited (ADR 0063): never activated and no password yet; the mailed link lets them choose one. */
export const isInvited = (user: Pick<User, 'is_active' | 'password_hash'>) =>
  !user.is_active && user.password_hash === null

export function employerToWire(user: User): Schemas['Employer'] {
  return {
    id: user.id,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    email: user.email,
    company_id: user.company_id!,
    image_url: user.image_url,
    is_active: user.is_active,
    created_at: user.created_at.toISOString(),
  }
}
