import type { WalkModel } from '../testing/walk.ts'
import type { ApiCallContext, ApiCallEvent, ApiCallInput } from './api-call.machine.ts'

export const apiCallInput: ApiCallInput = { use: 'putMe', params: { firstName: 'Ada', lastName: 'Lovelace' } }

export const apiCallErrors = {
  validation: { status: 400, message: 'first_name: Required' },
  unauthorized: { status: 401, message: 'Authentication required.' },
  network: new TypeError('Failed to fetch'),
}

export const apiCallModel: WalkModel<ApiCallEvent> = {
  serializeContext: (context: ApiCallContext) => ({ error: context.error, status: context.status }),
  events: [
    { type: 'START' },
    { type: 'START', params: { firstName: 'Grace' }, label: 'new params' },
    { type: 'RETRY' },
    { type: 'RESET' },
  ],
  outcomes: {
    call: [
      { label: 'ok', output: { id: 'u-1', firstName: 'Ada' } },
      { label: '400', error: apiCallErrors.validation },
      { label: 'network', error: apiCallErrors.network },
    ],
  },
}
