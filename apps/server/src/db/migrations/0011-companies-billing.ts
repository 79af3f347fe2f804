import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // The company profile talents read (issue 12): what it does, how big it is, where its headquarters are. The
  // location is checked against the reference data like a talent's (ADR 0060).
  await db.schema
    .alterTable('companies')
    .addColumn('description', 'text', (c) => c.check(sql`char_length(description) <= 5000`))
    .addColumn('size', 'text', (c) => c.check(sql`size in ('1-10', '11-50', '51-200', '201-1000', '1001+')`))
    .addColumn('location_country', 'text')
    .addColumn('location_state', 'text')
    .addColumn('location_city', 'text')
    .execute()
  await sql`alter table companies add constraint companies_location_has_country check (
    location_country is not null or (location_state is null and location_city is null)
  )`.execute(db)

  // Where a company's invoices go (ADR 0066): at most one per company, gone with the company.
  await db.schema
    .createTable('billing_infos')
    .addColumn('company_id', 'uuid', (c) => c.primaryKey().references('companies.id').onDelete('cascade'))
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('tax_id', 'text')
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('billing_infos').execute()
  await sql`alter table companies drop constraint companies_location_has_country`.execute(db)
  await db.schema
    .alterTable('companies')
    .dropColumn('location_city')
    .dropColumn('location_state')
    .dropColumn('location_country')
    .dropColumn('size')
    .dropColumn('description')
    .execute()
}
