/**
 * Success messages of docs/product.md §8 that the machines set, word for word (note the typographic apostrophe in
 * "You’re successfully matched!"). The portal toasts `context.message` when a machine sets it; the messages of plain
 * mutations (personal info, billing info...) belong to those mutations in the portal (ADR 0054).
 */
export const SUCCESS_MESSAGES = {
  vacancyCreated: 'Vacancy created',
  vacancyUpdated: 'Vacancy updated',
  vacancyArchived: 'Vacancy archived',
  vacancyRemoved: 'Vacancy removed',
  resumeFileUploaded: 'Resume file uploaded',
  vacancyFileUploaded: 'Vacancy file uploaded',
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
