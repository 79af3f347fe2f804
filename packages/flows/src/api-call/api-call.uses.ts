import { SUCCESS_MESSAGES } from '../shared/messages.ts'

/** The API actions of spec 4 that keep start / success / fail stages, by group. */
export const API_CALL_GROUPS = {
  user: ['getMe', 'putMe', 'postMe', 'getCompany', 'postCompany', 'registerUser', 'getBillingInfo', 'postBillingInfo'],
  notification: ['getNotifications', 'postNotification', 'putNotificationSettings'],
} as const

export type ApiCallGroup = keyof typeof API_CALL_GROUPS
export type ApiCallName = (typeof API_CALL_GROUPS)[ApiCallGroup][number]

export interface ApiCallUse {
  group: ApiCallGroup
  /** The request of spec 7 it stands for (role prefix omitted). */
  request: string
  /** Spec 8 toast on success, null when the screen says nothing (reads, sign-up goes to /email-message). */
  successMessage: string | null
  /** False when the call turns its error toast off (spec 7: "no error toast on get" billing info). */
  errorToast: boolean
}

/** Each use of the API call machine: what it requests and what it says (spec 4, 7, 8). */
export const API_CALL_USES: Record<ApiCallName, ApiCallUse> = {
  getMe: { group: 'user', request: 'GET /me', successMessage: null, errorToast: true },
  putMe: { group: 'user', request: 'PUT /me', successMessage: SUCCESS_MESSAGES.personalInfoUpdated, errorToast: true },
  postMe: {
    group: 'user',
    request: 'POST /me/avatar',
    successMessage: SUCCESS_MESSAGES.avatarUploaded,
    errorToast: true,
  },
  getCompany: { group: 'user', request: 'GET /company/{id}', successMessage: null, errorToast: true },
  postCompany: {
    group: 'user',
    request: 'PUT /company/{id}',
    successMessage: SUCCESS_MESSAGES.companyInformationUpdated,
    errorToast: true,
  },
  registerUser: {
    group: 'user',
    request: 'POST /register/talent | POST /register/company',
    successMessage: null,
    errorToast: true,
  },
  getBillingInfo: { group: 'user', request: 'GET /billing_info', successMessage: null, errorToast: false },
  postBillingInfo: {
    group: 'user',
    request: 'POST /billing_info',
    successMessage: SUCCESS_MESSAGES.billingInfoCreated,
    errorToast: true,
  },
  getNotifications: { group: 'notification', request: 'GET /me/notification', successMessage: null, errorToast: true },
  // Our contract: POST /me/notification marks notifications read (clear); the settings go with PUT.
  postNotification: { group: 'notification', request: 'POST /me/notification', successMessage: null, errorToast: true },
  putNotificationSettings: {
    group: 'notification',
    request: 'PUT /me/notification',
    successMessage: SUCCESS_MESSAGES.notificationSettingsUpdated,
    errorToast: true,
  },
}
