export * from './feedback.rules.ts'
