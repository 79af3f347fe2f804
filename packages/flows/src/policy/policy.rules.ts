import type { InvoiceStatus } from '../invoice/invoice.rules.ts'

/**
 * Who may do what, as plain data and pure predicates (issue 9): the server enforces them (SQL scopes and object
 * checks in apps/server/src/policy) and the mock marketplace can apply the very same rules. ADR 0019.
 */

export const ROLES = ['talent', 'employer', 'recruiter', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const RECRUITER_LEVELS = ['sourcer', 'recruiter', 'senior_recruiter', 'head_of_recruitment'] as const
export type RecruiterLevel = (typeof RECRUITER_LEVELS)[number]

export const RECRUITER_LEVEL_LABELS: Record<RecruiterLevel, string> = {
  sourcer: 'Sourcer',
  recruiter: 'Recruiter',
  senior_recruiter: 'Senior Recruiter',
  head_of_recruitment: 'Head of Recruitment',
}

/** The kinds of things an access rule protects (the contract's AccessResource). */
export const RESOURCES = [
  'vacancy',
  'application',
  'resume',
  'talent',
  'company',
  'meeting',
  'conversation',
  'message',
  'invoice',
  'billing_info',
  'skill',
  'feedback',
  'employer',
  'recruiter',
  'invite',
  'onboarding',
  'matching',
  'access_rule',
  'audit',
  // The back-office directory of every user (ADR 0090).
  'user',
] as const
export type Resource = (typeof RESOURCES)[number]

export const ACTIONS = ['read', 'create', 'update', 'delete'] as const
export type Action = (typeof ACTIONS)[number]

/** The caller, as the policy sees it. */
export type Actor =
  | { role: 'talent'; userId: string }
  | { role: 'employer'; userId: string; companyId: string }
  | {
      role: 'recruiter'
      userId: string
      level: RecruiterLevel
      /** The level's access rules as the server loaded them for this request (ADR 0084); the defaults when absent. */
      grants?: Grants
    }
  | {
      role: 'admin'
      userId: string
      /** The admins' access rules (ADR 0084); everything when absent. */ grants?: Grants
    }

const ALL: readonly Action[] = ACTIONS
const READ: readonly Action[] = ['read']
const WRITE_NO_DELETE: readonly Action[] = ['read', 'create', 'update']

/** What one subject may do: its allowed actions per resource. */
export type Grants = Partial<Record<Resource, readonly Action[]>>

const sourcer: Grants = {
  vacancy: READ,
  application: READ,
  resume: WRITE_NO_DELETE,
  talent: WRITE_NO_DELETE,
  company: READ,
  meeting: READ,
  conversation: WRITE_NO_DELETE,
  message: WRITE_NO_DELETE,
  skill: READ,
  feedback: ['read', 'create'],
  employer: READ,
  onboarding: READ,
  matching: ['read', 'create'],
  // What happened to an object: every recruiter reads the audit log; nobody writes it but the server.
  audit: READ,
  // Who is who, whatever their type (the users directory, ADR 0090): every recruiter reads it.
  user: READ,
}

const recruiter: Grants = {
  ...sourcer,
  vacancy: WRITE_NO_DELETE,
  application: WRITE_NO_DELETE,
  meeting: ALL,
  onboarding: WRITE_NO_DELETE,
  skill: WRITE_NO_DELETE,
}

const seniorRecruiter: Grants = {
  ...recruiter,
  vacancy: ALL,
  application: ALL,
  resume: ALL,
  talent: ALL,
  company: WRITE_NO_DELETE,
  employer: ALL,
  skill: ALL,
  feedback: ALL,
  invoice: READ,
  billing_info: READ,
}

const headOfRecruitment: Grants = {
  ...seniorRecruiter,
  company: ALL,
  conversation: ALL,
  message: ALL,
  onboarding: ALL,
  matching: ALL,
  invoice: ALL,
  billing_info: ALL,
}

/**
 * The default rule set per recruiter level: each level can do what the one below can, and more. Invites, access
 * rules and recruiters are the admins' (the contract marks those operations admin-only). Since issue 15 the rules
 * are data the admins edit (access_rules, ADR 0084): these are the seed of that table, and the rules the mock
 * marketplace starts from.
 */
export const DEFAULT_RECRUITER_GRANTS: Record<RecruiterLevel, Grants> = {
  sourcer,
  recruiter,
  senior_recruiter: seniorRecruiter,
  head_of_recruitment: headOfRecruitment,
}

/** May a recruiter of this level take this action on this kind of resource? */
export function recruiterMay(
  level: RecruiterLevel,
  resource: Resource,
  action: Action,
  grants: Record<RecruiterLevel, Grants> = DEFAULT_RECRUITER_GRANTS,
): boolean {
  return grants[level][resource]?.includes(action) ?? false
}

/**
 * May this back-office actor (a recruiter or an admin) take this action on this kind of resource? By the rules the
 * server loaded from the database when the actor carries them, else by the defaults. Talents and employers: never
 * by rule, their objects decide (`mayActOn`).
 */
export function staffMay(actor: Actor, resource: Resource, action: Action): boolean {
  if (actor.role === 'admin') return actor.grants ? (actor.grants[resource]?.includes(action) ?? false) : true
  if (actor.role !== 'recruiter') return false
  return actor.grants
    ? (actor.grants[resource]?.includes(action) ?? false)
    : recruiterMay(actor.level, resource, action)
}

/** The facts about one object that decide who may see or change it (loaded by the server, held by the mocks). */
export interface ObjectFacts {
  company: { id: string }
  talent: {
    id: string
    /** Companies the talent applied to or was matched with. */ linkedCompanyIds: readonly string[]
  }
  resume: {
    talentId: string
    draft: boolean
    /** Companies the talent applied to or was matched with. */ linkedCompanyIds: readonly string[]
  }
  vacancy: { companyId: string; status: 'active' | 'archived' | 'draft' }
  application: { talentId: string; companyId: string }
  employer: { id: string; companyId: string }
  meeting: {
    /** The organiser's company when an employer organised it; null when a recruiter did (ADR 0078). */
    organizerCompanyId: string | null
    /** Everyone invited, the organiser included. */
    participantIds: readonly string[]
  }
  conversation: { companyId: string | null; talentId: string | null }
  /** The company a scorecard is about (its application's vacancy's); null for feedback on the product (ADR 0079). */
  feedback: { companyId: string | null }
  billing_info: { companyId: string }
  /** A draft is the recruiters' until it is sent (ADR 0086). */
  invoice: { companyId: string; status: InvoiceStatus }
  onboarding: { ownerId: string }
}

export type ObjectResource = keyof ObjectFacts

type OwnerRule<R extends ObjectResource> = (
  actor: Actor & { role: 'talent' | 'employer' },
  action: Action,
  facts: ObjectFacts[R],
) => boolean

const byCompany =
  <R extends ObjectResource>(companyOf: (facts: ObjectFacts[R]) => string | null): OwnerRule<R> =>
  (actor, _action, facts) =>
    actor.role === 'employer' && companyOf(facts) === actor.companyId

/**
 * What talents and employers may do to one object: their own things, and what is published or shared with them.
 * Recruiters act by their level's grants, admins on everything (`mayActOn`).
 */
export const OWNER_RULES: { [R in ObjectResource]: OwnerRule<R> } = {
  company: (actor, action, company) =>
    actor.role === 'employer' ? company.id === actor.companyId && action !== 'delete' : false,
  // A company sees a talent (and their resume, below) only once the talent applied to, or was matched with, one of
  // its vacancies (ADR 0019).
  talent: (actor, action, talent) =>
    actor.role === 'talent'
      ? talent.id === actor.userId && action !== 'delete'
      : action === 'read' && talent.linkedCompanyIds.includes(actor.companyId),
  // A company sees a linked talent's resume, never a draft.
  resume: (actor, action, resume) =>
    actor.role === 'talent'
      ? resume.talentId === actor.userId
      : action === 'read' && !resume.draft && resume.linkedCompanyIds.includes(actor.companyId),
  // Published vacancies are for every talent to read; a company manages its own.
  vacancy: (actor, action, vacancy) =>
    actor.role === 'talent' ? action === 'read' && vacancy.status === 'active' : vacancy.companyId === actor.companyId,
  application: (actor, _action, application) =>
    actor.role === 'talent' ? application.talentId === actor.userId : application.companyId === actor.companyId,
  employer: byCompany((employer) => employer.companyId),
  // A participant reads a meeting; the organiser's side changes it: the organiser's company (any of its employers),
  // or recruiters by their grants (ADR 0078).
  meeting: (actor, action, meeting) =>
    (actor.role === 'employer' && meeting.organizerCompanyId === actor.companyId) ||
    (action === 'read' && meeting.participantIds.includes(actor.userId)),
  conversation: (actor, _action, conversation) =>
    actor.role === 'talent' ? conversation.talentId === actor.userId : conversation.companyId === actor.companyId,
  // Scorecards are internal (ADR 0079): a company's employers read and write their own; the talent never reads one,
  // product feedback is for recruiters.
  feedback: (actor, action, feedback) =>
    actor.role === 'employer' && feedback.companyId === actor.companyId && (action === 'read' || action === 'create'),
  billing_info: byCompany((billing) => billing.companyId),
  // A company reads its own invoices once they are sent; a draft is still the recruiters' to change (ADR 0086).
  invoice: (actor, action, invoice) =>
    actor.role === 'employer' &&
    action === 'read' &&
    invoice.companyId === actor.companyId &&
    invoice.status !== 'draft',
  onboarding: (actor, _action, onboarding) =>
    onboarding.ownerId === (actor.role === 'employer' ? actor.companyId : actor.userId),
}

/** The one question: may this actor take this action on this object? */
export function mayActOn<R extends ObjectResource>(
  actor: Actor,
  resource: R,
  action: Action,
  facts: ObjectFacts[R],
): boolean {
  switch (actor.role) {
    case 'admin':
    case 'recruiter':
      return staffMay(actor, resource, action)
    default:
      return OWNER_RULES[resource](actor, action, facts)
  }
}
