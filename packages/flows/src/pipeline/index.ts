export * from './pipeline.groups.ts'
