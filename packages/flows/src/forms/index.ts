export * from './form.messages.ts'
export * from './form.schemas.ts'
export * from './form.bodies.ts'
export * from './account.schemas.ts'
