export {
  apiCallMachine,
  shouldToastError,
  type ApiCallMachine,
  type ApiCallSnapshot,
  type ApiCallContext,
  type ApiCallEvent,
  type ApiCallInput,
} from './api-call.machine.ts'
export {
  API_CALL_GROUPS,
  API_CALL_USES,
  type ApiCallGroup,
  type ApiCallName,
  type ApiCallUse,
} from './api-call.uses.ts'
export { apiCallInput, apiCallModel } from './api-call.fixtures.ts'
