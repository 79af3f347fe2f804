export { SUCCESS_MESSAGES, type SuccessMessage } from './messages.ts'
export { failureOf, type Failure } from './effects.ts'
