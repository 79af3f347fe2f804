import type { Schema } from '@hireloop/api'
import { ACTIONS, RECRUITER_LEVEL_LABELS, RECRUITER_LEVELS, RESOURCES, type Action } from '@hireloop/flows/rules'

export type AccessRule = Schema<'AccessRule'>
export type AccessSubject = Schema<'AccessSubject'>

/** The subjects in the order of the back office: the four levels from the least privileged, then admins. */
export const SUBJECTS: readonly AccessSubject[] = [...RECRUITER_LEVELS, 'admin']

export const SUBJECT_LABELS: Record<AccessSubject, string> = { ...RECRUITER_LEVEL_LABELS, admin: 'Admin' }

/** "Sourcers", "Admins": who a sentence is about. */
export const subjectPlural = (subject: AccessSubject) => `${SUBJECT_LABELS[subject]}s`

export const RESOURCE_LABELS: Record<(typeof RESOURCES)[number], string> = {
  vacancy: 'Vacancies',
  application: 'Applications',
  resume: 'Resumes',
  talent: 'Talents',
  company: 'Companies',
  meeting: 'Meetings',
  conversation: 'Conversations',
  message: 'Messages',
  invoice: 'Invoices',
  billing_info: 'Billing information',
  skill: 'Skills',
  feedback: 'Feedback',
  employer: 'Employers',
  recruiter: 'Recruiters',
  invite: 'Invites',
  onboarding: 'Onboarding',
  matching: 'Matching',
  access_rule: 'Access rules',
  audit: 'Audit log',
  user: 'Users',
}

export const ACTION_LABELS: Record<Action, string> = {
  read: 'Read',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
}

export { ACTIONS, RESOURCES }

const VERBS: Record<Action, string> = { read: 'reading', create: 'creating', update: 'changing', delete: 'removing' }

/**
 * Why a cell cannot be switched off: admins keep reading, creating and changing access rules, or no admin could
 * change them again (the server refuses with the same sentence, ADR 0084). Null for every other cell.
 */
export function lockedReason(subject: AccessSubject, resource: string, action: Action): string | null {
  if (subject !== 'admin' || resource !== 'access_rule' || action === 'delete') return null
  return `Admins must keep ${VERBS[action]} access rules: without it no admin could change the rules again.`
}

/** "Sourcers may read vacancies": a rule in words, for labels and headings. */
export function ruleSentence(subject: AccessSubject, resource: string, action: Action): string {
  const what = RESOURCE_LABELS[resource as keyof typeof RESOURCE_LABELS]?.toLowerCase() ?? resource
  return `${subjectPlural(subject)} may ${action} ${what}`
}
