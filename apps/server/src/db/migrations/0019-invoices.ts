import { sql, type Kysely } from 'kysely'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  // Invoice numbers run HL-YYYY-NNNN without gaps (ADR 0086): one counter row per year, raised in the transaction
  // that inserts the invoice, so a rolled-back insert rolls its number back too. Rows are never deleted.
  await db.schema
    .createTable('invoice_counters')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull().check(sql`last_number > 0`))
    .execute()

  // An invoice to a company, amounts in minor units of its currency. The law asks to keep invoices: a company with
  // invoices cannot be deleted (no cascade), and a void invoice keeps its number. One placement fee per hire: the
  // application is unique, so a retried or racing confirmation cannot bill twice.
  await db.schema
    .createTable('invoices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('company_id', 'uuid', (c) => c.notNull().references('companies.id'))
    .addColumn('application_id', 'uuid', (c) => c.unique().references('applications.id').onDelete('set null'))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'sent', 'paid', 'void')`),
    )
    .addColumn('currency', 'text', (c) => c.notNull().check(sql`currency ~ '^[A-Z]{3}$'`))
    .addColumn('tax_percent', 'integer', (c) => c.notNull().check(sql`tax_percent between 0 and 100`))
    .addColumn('subtotal', 'integer', (c) => c.notNull().check(sql`subtotal >= 0`))
    .addColumn('tax', 'integer', (c) => c.notNull().check(sql`tax >= 0`))
    .addColumn('total', 'integer', (c) => c.notNull().check(sql`total = subtotal + tax`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    // Who and where it was billed to, frozen when it is sent: a later change of billing information does not
    // rewrite an invoice the company already holds.
    .addColumn('billed_to', 'jsonb')
    .addColumn('created_by', 'uuid', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('sent_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .addCheckConstraint(
      'invoices_status_times',
      sql`(status = 'draft' and sent_at is null and paid_at is null and voided_at is null)
        or (status = 'sent' and sent_at is not null and paid_at is null and voided_at is null)
        or (status = 'paid' and sent_at is not null and paid_at is not null and voided_at is null)
        or (status = 'void' and paid_at is null and voided_at is not null)`,
    )
    .execute()
  // The lists: newest first, all (recruiters) or one company's; a status filter narrows either.
  await db.schema.createIndex('invoices_created_idx').on('invoices').columns(['created_at', 'id']).execute()
  await db.schema
    .createIndex('invoices_company_created_idx')
    .on('invoices')
    .columns(['company_id', 'created_at', 'id'])
    .execute()
  await db.schema.createIndex('invoices_status_idx').on('invoices').columns(['status', 'due_date']).execute()

  await db.schema
    .createTable('invoice_lines')
    .addColumn('invoice_id', 'uuid', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull().check(sql`position >= 0`))
    .addColumn('description', 'text', (c) => c.notNull().check(sql`char_length(description) between 1 and 500`))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity between 1 and 100000`))
    .addColumn('unit_amount', 'integer', (c) => c.notNull().check(sql`unit_amount >= 0`))
    .addColumn('amount', 'integer', (c) => c.notNull().check(sql`amount = quantity * unit_amount`))
    .addPrimaryKeyConstraint('invoice_lines_pk', ['invoice_id', 'position'])
    .execute()

  // A mail may carry files (`[{ filename, content_type, content_base64 }]`): an invoice goes with its PDF.
  await db.schema.alterTable('outbox').addColumn('attachments', 'jsonb').execute()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('outbox').dropColumn('attachments').execute()
  await db.schema.dropTable('invoice_lines').execute()
  await db.schema.dropTable('invoices').execute()
  await db.schema.dropTable('invoice_counters').execute()
}
