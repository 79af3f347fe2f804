import type { Transaction } from 'kysely'
import type { ApiContext, Schemas } from '../../api/context.ts'
import { HttpError, notFound, type ValidationIssue } from '../../api/errors.ts'
import { created, ok, type CallScope, type OperationHandlers } from '../../api/operation.ts'
import type { BillingInfo, Database } from '../../db/schema.ts'
import { syncCompanyOnboarding } from '../onboarding/onboarding.queries.ts'
import { checkLocation } from '../reference/location.ts'
import { checkTaxId } from './tax-ids.ts'

export const NO_BILLING_INFO = 'No billing information yet.'

const invalid = (...issues: ValidationIssue[]) => new HttpError(400, { detail: issues })
const issue = (loc: ValidationIssue['loc'], msg: string, type = 'value'): ValidationIssue => ({ loc, msg, type })

function billingToWire(row: BillingInfo): Schemas['BillingInfo'] {
  return {
    company_id: row.company_id,
    legal_name: row.legal_name,
    email: row.email,
    tax_id: row.tax_id,
    address: {
      street: row.street,
      postal_code: row.postal_code,
      city: row.city,
      state: row.state,
      country: row.country,
    },
    currency: row.currency,
    updated_at: row.updated_at.toISOString(),
  }
}

/**
 * Whose billing information a call is about: under a company scope the caller's own (a company_id, if given, must be
 * it), under /admin the company_id the recruiter names.
 */
function companyOf(scope: CallScope, companyId: string | undefined, at: ValidationIssue['loc']): string {
  if (scope.kind === 'company') {
    if (companyId !== undefined && companyId !== scope.companyId) {
      throw invalid(issue(at, "You manage your own company's billing information: leave company_id out."))
    }
    return scope.companyId
  }
  if (companyId === undefined) throw invalid(issue(at, 'Name the company: company_id is required.', 'missing'))
  return companyId
}

const KNOWN_CURRENCIES = new Set(Intl.supportedValuesOf('currency'))

/**
 * What the JSON schema cannot say: the country (and state) exist, the currency is a real one, the tax id has the
 * format of the address's country. Answers the row's columns, normalised, or every problem at once.
 */
async function checkInput(body: Schemas['BillingInfoInput']) {
  const issues: ValidationIssue[] = []
  const { address } = body
  const place = await checkLocation({ country: address.country, state: address.state ?? null, city: null }, [
    'body',
    'address',
  ])
  if (place) issues.push(...place)
  if (!KNOWN_CURRENCIES.has(body.currency)) {
    issues.push(issue(['body', 'currency'], `${body.currency} is not a currency: use an ISO 4217 code such as EUR.`))
  }
  let taxId: string | null = null
  if (body.tax_id?.trim()) {
    const checked = checkTaxId(address.country, body.tax_id)
    if (checked.ok) taxId = checked.value
    else issues.push(issue(['body', 'tax_id'], checked.message, 'tax_id'))
  }
  if (issues.length > 0) throw invalid(...issues)
  return {
    legal_name: body.legal_name.trim(),
    email: body.email.trim(),
    tax_id: taxId,
    street: address.street.trim(),
    postal_code: address.postal_code.trim(),
    city: address.city.trim(),
    state: address.state?.trim() || null,
    country: address.country,
    currency: body.currency,
  }
}

async function companyExists(trx: Transaction<Database>, companyId: string) {
  // Locked: the billing information of one company is written by one request at a time.
  const company = await trx
    .selectFrom('companies')
    .select('id')
    .where('id', '=', companyId)
    .forUpdate()
    .executeTakeFirst()
  if (!company) throw notFound('Company not found.')
}

const summary = (row: BillingInfo) => ({
  legal_name: row.legal_name,
  email: row.email,
  tax_id: row.tax_id,
  country: row.country,
  currency: row.currency,
})

/**
 * A company's billing information (ADR 0066). The policy has checked the recruiter's level; a company reaches only
 * its own (the scope), so there is no object to check.
 */
export function billingHandlers(ctx: ApiContext) {
  return {
    async getBillingInfo(call) {
      const companyId = companyOf(call.scope, call.query.company_id, ['query', 'company_id'])
      const row = await ctx.db
        .selectFrom('billing_infos')
        .selectAll()
        .where('company_id', '=', companyId)
        .executeTakeFirst()
      if (!row) throw notFound(NO_BILLING_INFO)
      return ok(billingToWire(row))
    },

    async createBillingInfo(call) {
      const companyId = companyOf(call.scope, call.body.company_id, ['body', 'company_id'])
      const values = await checkInput(call.body)
      return ctx.write(call, async (trx, audit) => {
        await companyExists(trx, companyId)
        const row = await trx
          .insertInto('billing_infos')
          .values({ company_id: companyId, ...values })
          .onConflict((oc) => oc.column('company_id').doNothing())
          .returningAll()
          .executeTakeFirst()
        if (!row) {
          throw new HttpError(409, { message: ['This company has billing information already: update it instead.'] })
        }
        audit.object('billing_info', companyId, { after: summary(row) })
        await syncCompanyOnboarding(trx, companyId)
        return created(billingToWire(row))
      })
    },

    async updateBillingInfo(call) {
      const companyId = companyOf(call.scope, call.body.company_id, ['body', 'company_id'])
      const values = await checkInput(call.body)
      return ctx.write(call, async (trx, audit) => {
        await companyExists(trx, companyId)
        const before = await trx
          .selectFrom('billing_infos')
          .selectAll()
          .where('company_id', '=', companyId)
          .executeTakeFirst()
        if (!before) throw notFound(`${NO_BILLING_INFO} Add it first.`)
        const row = await trx
          .updateTable('billing_infos')
          .set({ ...values, updated_at: new Date() })
          .where('company_id', '=', companyId)
          .returningAll()
          .executeTakeFirstOrThrow()
        audit.object('billing_info', companyId, { before: summary(before), after: summary(row) })
        return ok(billingToWire(row))
      })
    },
  } satisfies OperationHandlers
}
