import type { Kysely, Transaction } from 'kysely'
import type { Schemas } from '../../api/context.ts'
import type { Company, Database } from '../../db/schema.ts'

/** One company; `forUpdate` locks its row until the transaction ends (a write that checks If-Match). */
export function findCompany(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<Company | undefined> {
  const query = db.selectFrom('companies').selectAll().where('id', '=', id)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

/** The contract's Company: what getCompany answers, and what its ETag is computed from. */
export function companyToWire(company: Company): Schemas['Company'] {
  return {
    id: company.id,
    name: company.name,
    website_url: company.website_url,
    image_url: company.image_url,
    type: company.type,
    description: company.description,
    size: company.size,
    location: company.location_country
      ? { country: company.location_country, state: company.location_state, city: company.location_city }
      : null,
  }
}
