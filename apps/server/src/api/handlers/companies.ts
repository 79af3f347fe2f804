import { type ApiContext, type Handlers, type Schemas, principalOf, routeOf } from '../context.ts'
import { forbidden, notFound } from '../errors.ts'

export function companyHandlers(ctx: ApiContext): Handlers {
  return {
    async getCompany(request) {
      const { id } = request.params as { id: string }
      // Object level: an employer user reads only its own company (the guard checked the scope's companyId).
      if (routeOf(request).scope === 'company' && id !== principalOf(request).companyId) throw forbidden()
      const company = await ctx.db
        .selectFrom('companies')
        .select(['id', 'name', 'website_url', 'image_url', 'type'])
        .where('id', '=', id)
        .executeTakeFirst()
      if (!company) throw notFound('Company not found.')
      return company satisfies Schemas['Company']
    },
  }
}
