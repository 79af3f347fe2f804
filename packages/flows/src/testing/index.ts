export * from './controlled-actors.ts'
export * from './walk.ts'
