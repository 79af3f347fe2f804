import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely'
import type { ApiContext } from '../../api/context.ts'
import { notFound } from '../../api/errors.ts'
import { checkListOffset, sortOf } from '../../api/list-order.ts'
import { ok, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta } from '../../api/pagination.ts'
import { containsPattern } from '../../api/search.ts'
import type { Database } from '../../db/schema.ts'
import { findUserProfile, ofRole, USER_ORDER, userRows, userToWire } from './users.queries.ts'

type Condition = (eb: ExpressionBuilder<Database, 'users'>) => Expression<SqlBool>

/** The users directory (issue 15, ADR 0090): every account of every type, for recruiters and admins. */
export function userHandlers(ctx: ApiContext) {
  return {
    async listUsers({ query }) {
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      checkListOffset(paging)
      const { limit, offset } = page(paging)
      const conditions: Condition[] = []
      const { q, type, is_active: isActive } = query
      if (q !== undefined && q.trim() !== '') {
        const pattern = containsPattern(q)
        conditions.push((eb) =>
          eb.or([
            eb(sql<string>`users.first_name || ' ' || users.last_name`, 'ilike', pattern),
            eb('users.email', 'ilike', pattern),
          ]),
        )
      }
      if (type !== undefined) conditions.push((eb) => ofRole(eb, type))
      if (isActive !== undefined) conditions.push((eb) => eb('users.is_active', '=', isActive))
      const matching: Condition = (eb) => eb.and(conditions.map((condition) => condition(eb)))
      const { field, direction } = sortOf(query.sort ?? '-created_at')
      const [results, { total }] = await Promise.all([
        userRows(ctx.db)
          .where(matching)
          .orderBy(USER_ORDER[field], direction)
          .orderBy('users.id', direction)
          .limit(limit)
          .offset(offset)
          .execute(),
        ctx.db
          .selectFrom('users')
          .where(matching)
          .select(sql<number>`count(*)::int`.as('total'))
          .executeTakeFirstOrThrow(),
      ])
      return ok({ results: results.map(userToWire), ...pageMeta(paging, total) })
    },

    async getUser({ params }) {
      const profile = await findUserProfile(ctx.db, params.type, params.id)
      if (!profile) throw notFound('User not found.')
      return ok(profile)
    },
  } satisfies OperationHandlers
}
