export * from './insights.rules.ts'
