import type { ApiContext } from '../../api/context.ts'
import { notFound } from '../../api/errors.ts'
import { ok, type OperationHandlers } from '../../api/operation.ts'
import { checkIfMatch } from '../../api/safe-writes.ts'
import { companyToWire, findCompany } from './companies.queries.ts'

export function companyHandlers(ctx: ApiContext) {
  return {
    async getCompany({ params }) {
      const company = await findCompany(ctx.db, params.id)
      if (!company) throw notFound('Company not found.')
      return ok(companyToWire(company))
    },

    // The policy has checked that the caller may update this company. If-Match (the ETag of getCompany) keeps a
    // change made in the meantime from being overwritten: 412.
    async updateCompany(call) {
      const { params, body } = call
      return ctx.write(call, async (trx, audit) => {
        const company = await findCompany(trx, params.id, { forUpdate: true })
        if (!company) throw notFound('Company not found.')
        checkIfMatch(call.request, 'company', companyToWire(company))
        const updated = await trx
          .updateTable('companies')
          .set({
            name: body.name.trim(),
            website_url: body.website_url,
            ...(body.type !== undefined ? { type: body.type } : {}),
          })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        const summary = (c: typeof company) => ({ name: c.name, website_url: c.website_url, type: c.type })
        audit.object('company', params.id, { before: summary(company), after: summary(updated) })
        return ok(companyToWire(updated))
      })
    },
  } satisfies OperationHandlers
}
