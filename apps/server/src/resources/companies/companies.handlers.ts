import { sql } from 'kysely'
import type { ApiContext, Schemas } from '../../api/context.ts'
import { forbidden, HttpError, notFound } from '../../api/errors.ts'
import { ok, signedIn, type OperationHandlers } from '../../api/operation.ts'
import { checkListOffset, sortOf } from '../../api/list-order.ts'
import { page, pageMeta } from '../../api/pagination.ts'
import { checkIfMatch } from '../../api/safe-writes.ts'
import { containsPattern } from '../../api/search.ts'
import type { Company } from '../../db/schema.ts'
import { actorOf } from '../../policy/actor.ts'
import { READ_SCOPES } from '../../policy/scopes.ts'
import { syncCompanyOnboarding } from '../onboarding/onboarding.queries.ts'
import { checkLocation } from '../reference/location.ts'
import { companyToWire, findCompany } from './companies.queries.ts'

/** Blank text is no text: the profile shows nothing rather than an empty paragraph. */
const textOrNull = (value: string | null) => (value?.trim() ? value.trim() : null)

/** The location columns of a LocationInput (null clears them); the location was checked before. */
function locationColumns(location: Schemas['LocationInput'] | null) {
  return {
    location_country: location?.country ?? null,
    location_state: textOrNull(location?.state ?? null),
    location_city: textOrNull(location?.city ?? null),
  }
}

const summary = (company: Company) => ({
  name: company.name,
  website_url: company.website_url,
  type: company.type,
  size: company.size,
  description_length: company.description?.length ?? 0,
  location: company.location_country
    ? [company.location_city, company.location_state, company.location_country].filter(Boolean).join(', ')
    : null,
})

export function companyHandlers(ctx: ApiContext) {
  return {
    // Recruiters only (the contract offers it under /admin); the SQL scope still states what the caller may read.
    async listCompanies(call) {
      const { query } = call
      const actor = actorOf(signedIn(call))
      if (!actor) throw forbidden('Your account is not linked to a company yet.')
      const paging = { page: query.page ?? 1, size: query.size ?? 10 }
      checkListOffset(paging)
      const { limit, offset } = page(paging)
      let scoped = READ_SCOPES.company(ctx.db, actor)
      if (query.q !== undefined && query.q.trim() !== '') {
        scoped = scoped.where('companies.name', 'ilike', containsPattern(query.q))
      }
      if (query.type !== undefined) scoped = scoped.where('companies.type', '=', query.type)
      const { field, direction } = sortOf(query.sort ?? 'name')
      const [rows, { total }] = await Promise.all([
        scoped
          .selectAll()
          .orderBy(field === 'name' ? sql`lower(companies.name)` : sql`companies.created_at`, direction)
          .orderBy('companies.id', direction)
          .limit(limit)
          .offset(offset)
          .execute(),
        scoped.select(sql<number>`count(*)::int`.as('total')).executeTakeFirstOrThrow(),
      ])
      return ok({ results: rows.map(companyToWire), ...pageMeta(paging, total) })
    },

    async getCompany({ params }) {
      const company = await findCompany(ctx.db, params.id)
      if (!company) throw notFound('Company not found.')
      return ok(companyToWire(company))
    },

    // The policy has checked that the caller may update this company. If-Match (the ETag of getCompany) keeps a
    // change made in the meantime from being overwritten: 412. Omitted profile fields keep their value, null clears.
    async updateCompany(call) {
      const { params, body } = call
      const issues = body.location ? await checkLocation(body.location, ['body', 'location']) : null
      if (issues) throw new HttpError(400, { detail: issues })
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
            ...(body.description !== undefined ? { description: textOrNull(body.description) } : {}),
            ...(body.size !== undefined ? { size: body.size } : {}),
            ...(body.location !== undefined ? locationColumns(body.location) : {}),
          })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow()
        audit.object('company', params.id, { before: summary(company), after: summary(updated) })
        // A type completes the company step of the onboarding (and lets the root redirect through).
        await syncCompanyOnboarding(trx, params.id)
        return ok(companyToWire(updated))
      })
    },
  } satisfies OperationHandlers
}
