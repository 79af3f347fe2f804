/**
 * Success messages of spec 8 used by the machines, word for word (note the typographic apostrophe in
 * "You’re successfully matched!"). The portal toasts `context.message` when a machine sets it.
 */
export const SUCCESS_MESSAGES = {
  personalInfoUpdated: 'Personal info updated',
  notificationSettingsUpdated: 'Notification settings updated',
  avatarUploaded: 'Avatar uploaded',
  companyInformationUpdated: 'Company information updated',
  billingInfoCreated: 'Billing info created',
  billingInfoUpdated: 'Billing info updated',
  vacancyCreated: 'Vacancy created',
  vacancyUpdated: 'Vacancy updated',
  vacancyArchived: 'Vacancy archived',
  vacancyRemoved: 'Vacancy removed',
  resumeFileUploaded: 'Resume file uploaded',
  resumeDraftSaved: 'Resume draft saved',
  resumeUpdated: 'Resume updated',
  matched: 'You’re successfully matched!',
  statusUpdated: 'Status updated',
  hireConfirmed: 'Hire was confirmed',
  meetingCreated: 'Meeting created',
  meetingUpdated: 'Meeting updated',
  meetingCanceled: 'Meeting canceled',
} as const

export type SuccessMessage = (typeof SUCCESS_MESSAGES)[keyof typeof SUCCESS_MESSAGES]
