import type { ApiContext } from '../../api/context.ts'
import { forbidden, notFound } from '../../api/errors.ts'
import { ok, type OperationHandlers } from '../../api/operation.ts'

export function companyHandlers(ctx: ApiContext) {
  return {
    async getCompany({ params, scope }) {
      // Object level: an employer user reads only its own company (the guard checked the scope's companyId).
      if (scope.kind === 'company' && params.id !== scope.companyId) throw forbidden()
      const company = await ctx.db
        .selectFrom('companies')
        .select(['id', 'name', 'website_url', 'image_url', 'type'])
        .where('id', '=', params.id)
        .executeTakeFirst()
      if (!company) throw notFound('Company not found.')
      return ok(company)
    },
  } satisfies OperationHandlers
}
