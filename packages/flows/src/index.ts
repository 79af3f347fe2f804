export * from './session/index.ts'
export * from './forms/index.ts'
