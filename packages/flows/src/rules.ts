// The pure rules of the domain, without XState: safe for the server to import (`@hireloop/flows/rules`).
export * from './application-status/application-status.rules.ts'
export * from './pipeline/pipeline.groups.ts'
export * from './policy/policy.rules.ts'
export * from './policy/policy.operations.ts'
export * from './company/tax-id.rules.ts'
export * from './matching/index.ts'
export * from './feedback/feedback.rules.ts'
export * from './invoice/invoice.rules.ts'
