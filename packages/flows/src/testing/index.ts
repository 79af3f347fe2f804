export * from './controlled-actors.ts'
export * from './walk.ts'
export * from './diagram.ts'
export * from './harness.ts'
