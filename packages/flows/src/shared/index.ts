export { SUCCESS_MESSAGES, type SuccessMessage } from './messages.ts'
export { failureOf, NO_FEEDBACK, type Failure, type Feedback } from './failure.ts'
