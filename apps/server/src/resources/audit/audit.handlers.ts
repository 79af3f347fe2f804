import { sql } from 'kysely'
import type { ApiContext } from '../../api/context.ts'
import { ok, type OperationHandlers } from '../../api/operation.ts'
import { page, pageMeta } from '../../api/pagination.ts'

/** The audit log of one object, newest first, for the back office (recruiters, ADR 0025). */
export function auditHandlers(ctx: ApiContext) {
  return {
    async listAuditEntries({ query }) {
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      const { limit, offset } = page(paging)
      const entries = ctx.db
        .selectFrom('audit_log')
        .where('object_type', '=', query.object_type)
        .where('object_id', '=', query.object_id)
      const [rows, { total }] = await Promise.all([
        entries.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        entries.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({
        results: rows.map((row) => ({
          id: row.id,
          request_id: row.request_id,
          operation_id: row.operation_id,
          actor_id: row.actor_id,
          actor_role: row.actor_role,
          object_type: row.object_type,
          object_id: row.object_id,
          before: row.before,
          after: row.after,
          created_at: row.created_at.toISOString(),
        })),
        ...pageMeta(paging, total),
      })
    },
  } satisfies OperationHandlers
}
