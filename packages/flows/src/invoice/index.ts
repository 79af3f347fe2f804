export * from './invoice.rules.ts'
export * from './invoice-form.schema.ts'
