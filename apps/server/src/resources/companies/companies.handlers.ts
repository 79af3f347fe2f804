import type { ApiContext } from '../../api/context.ts'
import { notFound } from '../../api/errors.ts'
import { ok, type OperationHandlers } from '../../api/operation.ts'

export function companyHandlers(ctx: ApiContext) {
  return {
    async getCompany({ params }) {
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
