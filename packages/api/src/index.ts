export {
  createApiClient,
  resolveScopePrefix,
  API_ROOT,
  type ApiClient,
  type ApiClientOptions,
  type ApiCallOptions,
  type ApiScope,
  type Role,
} from './client/create-api-client.ts'
export {
  ApiError,
  isApiError,
  humanizeError,
  fieldErrorsOf,
  toastForError,
  OFFLINE_MESSAGE,
  TECHNICAL_PROBLEM,
  FAILED_REQUEST,
  type ApiErrorKind,
  type ToastDescriptor,
} from './client/api-error.ts'
export { camelizeKeys, snakeizeKeys, toCamelCase, toSnakeCase } from './client/case.ts'
export { normalizeListBody } from './client/pagination.ts'
export { toFormData } from './client/form-data.ts'
export { RETRY_DELAYS, newIdempotencyKey } from './client/safe-writes.ts'
export { scopes, operations, type OperationId } from './generated/scopes.ts'
export type * from './types.ts'
export * from './generated/operations.ts'
export { callOperation, operationMeta, type CallInit } from './operations/call-operation.ts'
export type { Data, Input, MutationOperationId, Operation, QueryOperationId } from './operations/operation-types.ts'
export {
  apiKeys,
  invalidateDeclared,
  invalidatesOf,
  mutationKeyOf,
  queryKeyOf,
  type Tag,
} from './operations/query-keys.ts'
export { NOTIFICATIONS_POLL_MS, notificationsQuery, type NotificationsParams } from './requests/notifications.ts'
export { activate, activateMutation, type ActivateVariables } from './requests/activate.ts'
