import {
  mayActOn,
  OPERATION_POLICY,
  RECRUITER_LEVEL_LABELS,
  staffMay,
  type Action,
  type Actor,
  type Grants,
  type Resource,
  type ObjectFacts,
  type ObjectResource,
} from '@hireloop/flows/rules'
import { operations, type OperationId } from '../generated/scopes.ts'
import { db, type DbConversation, type DbUser } from './db.ts'
import { callerOf, fail, type S } from './support.ts'

/**
 * Who may call what, in the mock marketplace: the contract (security, scopes, `x-admin-only`, generated into
 * scopes.ts) and the one policy of `@hireloop/flows/rules` (the operation table, the recruiter grants and the owner
 * rules), applied in the order and with the words of the server's guard and policy (apps/server/src/auth/guard.ts,
 * apps/server/src/policy/enforce.ts). Handlers never decide access (ADR 0029).
 */

type Meta = (typeof operations)[keyof typeof operations]
const byId = new Map<string, Meta>(Object.values(operations).map((op) => [op.operationId, op]))

/** What a subject's `allow` rules grant: the mocks' access rules are the policy's data, as on the server (ADR 0084). */
function grantsOf(subject: S['AccessSubject']): Grants {
  const grants: Partial<Record<Resource, Action[]>> = {}
  for (const rule of db.accessRules) {
    if (rule.subject === subject && rule.effect === 'allow') (grants[rule.resource] ??= []).push(rule.action)
  }
  return grants
}

/** The policy's view of a fixture user (the server reads the same from a verified token, policy/actor.ts). */
export function actorOf(user: DbUser): Actor | null {
  switch (user.user_type) {
    case 'talent':
      return { role: 'talent', userId: user.id }
    case 'employer':
      return user.company_id ? { role: 'employer', userId: user.id, companyId: user.company_id } : null
    case 'recruiter': {
      if (user.is_admin) return { role: 'admin', userId: user.id, grants: grantsOf('admin') }
      const level = user.recruiter_level ?? 'sourcer'
      return { role: 'recruiter', userId: user.id, level, grants: grantsOf(level) }
    }
  }
}

/** Companies a talent applied to or was matched with (an application exists in either case). */
function linkedCompanyIds(talentId: string): string[] {
  return [...new Set(db.applications.filter((a) => a.talent_id === talentId).map((a) => a.vacancy.company.id))]
}

function companyOfVacancy(id: string | null | undefined) {
  return db.vacancies.find((v) => v.id === id)?.company_id
}

function companyOfApplication(id: string | null | undefined) {
  return db.applications.find((a) => a.id === id)?.vacancy.company.id
}

function companyOfParticipants(participants: S['Participant'][]) {
  const employers = new Set(participants.filter((p) => p.user_type === 'employer').map((p) => p.user_id))
  return db.users.find((u) => employers.has(u.id) && u.company_id)?.company_id ?? undefined
}

const talentAmong = (participants: S['Participant'][]) =>
  participants.find((p) => p.user_type === 'talent')?.user_id ?? null

function conversationCompany(conversation: DbConversation): string | null {
  const { context } = conversation
  return (
    companyOfParticipants(conversation.participants) ??
    (context?.type === 'vacancy' ? companyOfVacancy(context.id) : undefined) ??
    (context?.type === 'application' ? companyOfApplication(context.id) : undefined) ??
    null
  )
}

interface Rows {
  company: S['Company']
  talent: DbUser
  resume: S['Resume']
  vacancy: S['Vacancy']
  application: S['Application']
  employer: DbUser
  meeting: S['Meeting']
  conversation: DbConversation
  billing_info: S['BillingInfo']
  invoice: S['Invoice']
  onboarding: S['OnboardingState']
  feedback: S['Feedback']
}

interface Kept<R extends ObjectResource> {
  rows: () => Rows[R][]
  idOf: (row: Rows[R]) => string
  facts: (row: Rows[R]) => ObjectFacts[R]
}

/** Where each kind of object lives in the fixture db, and the facts the rules decide on (the server's facts.ts). */
const KEPT: { [R in ObjectResource]: Kept<R> } = {
  company: { rows: () => db.companies, idOf: (c) => c.id, facts: (c) => ({ id: c.id }) },
  talent: {
    rows: () => db.users.filter((u) => u.user_type === 'talent'),
    idOf: (u) => u.id,
    facts: (u) => ({ id: u.id, linkedCompanyIds: linkedCompanyIds(u.id) }),
  },
  resume: {
    rows: () => db.resumes,
    idOf: (r) => r.id,
    facts: (r) => ({ talentId: r.talent_id, draft: r.draft, linkedCompanyIds: linkedCompanyIds(r.talent_id) }),
  },
  vacancy: {
    rows: () => db.vacancies,
    idOf: (v) => v.id,
    facts: (v) => ({
      companyId: v.company_id,
      status: v.draft ? 'draft' : v.status === 'Active' ? 'active' : 'archived',
    }),
  },
  application: {
    rows: () => db.applications,
    idOf: (a) => a.id,
    facts: (a) => ({ talentId: a.talent_id, companyId: a.vacancy.company.id }),
  },
  employer: {
    rows: () => db.users.filter((u) => u.user_type === 'employer'),
    idOf: (u) => u.id,
    facts: (u) => ({ id: u.id, companyId: u.company_id ?? '' }),
  },
  meeting: {
    rows: () => db.meetings,
    idOf: (m) => m.id,
    // The fixtures keep no organiser: an employer among the participants stands for the organising company.
    facts: (m) => ({
      organizerCompanyId: companyOfParticipants(m.participants) ?? null,
      participantIds: m.participants.map((p) => p.user_id),
    }),
  },
  conversation: {
    rows: () => db.conversations,
    idOf: (c) => c.id,
    facts: (c) => ({ companyId: conversationCompany(c), talentId: talentAmong(c.participants) }),
  },
  billing_info: { rows: () => db.billingInfos, idOf: (b) => b.company_id, facts: (b) => ({ companyId: b.company_id }) },
  invoice: {
    rows: () => db.invoices,
    idOf: (i) => i.id,
    facts: (i) => ({ companyId: i.company_id, status: i.status }),
  },
  // A scorecard is the company's of its application's vacancy; product feedback no company's (ADR 0079).
  feedback: {
    rows: () => db.feedbacks,
    idOf: (f) => f.id,
    facts: (f) => ({ companyId: f.kind === 'scorecard' ? (companyOfApplication(f.application_id) ?? null) : null }),
  },
  onboarding: {
    rows: () => db.onboardingStates,
    idOf: (s) => s.id,
    facts: (s) => ({ ownerId: s.talent_id ?? s.company_id ?? '' }),
  },
}

/** May this fixture user take this action on this object? The rule of `@hireloop/flows/rules`, nothing else. */
export function may<R extends ObjectResource>(caller: DbUser, action: Action, resource: R, row: Rows[R]): boolean {
  const actor = actorOf(caller)
  return actor !== null && mayActOn(actor, resource, action, KEPT[resource].facts(row))
}

/** The rows of a resource this caller may read: what the server's SQL scope returns (policy/scopes.ts). */
export function readable<R extends ObjectResource>(caller: DbUser, resource: R, rows: Rows[R][]): Rows[R][] {
  return rows.filter((row) => may(caller, 'read', resource, row))
}

/** One object the caller may read, by id, or undefined when it does not exist or is not theirs to see. */
export function readableById<R extends ObjectResource>(caller: DbUser, resource: R, id: string): Rows[R] | undefined {
  const row = KEPT[resource].rows().find((r) => KEPT[resource].idOf(r) === id)
  return row && may(caller, 'read', resource, row) ? row : undefined
}

const NOUNS: Partial<Record<string, string>> = {
  billing_info: 'billing information',
  access_rule: 'access rules',
  vacancy: 'vacancies',
  company: 'companies',
  audit: 'the audit log',
}
const noun = (resource: string) => NOUNS[resource] ?? `${resource.replace('_', ' ')}s`
const title = (resource: string) => {
  const words = resource.replace('_', ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
const forbidden = (message?: string) => fail(403, message ? { message: [message] } : undefined)

/** The contract's part (the server's guard): signed in, a user type its security admits, in scope, admin-only. */
function contractFailure(op: Meta, scope: string, user: DbUser | null, params: Record<string, unknown>) {
  if (!user) return fail(401)
  if (!(op.userTypes as readonly string[]).includes(user.user_type)) return forbidden()
  if (scope === '/admin' && user.user_type !== 'recruiter') return forbidden()
  if (scope.startsWith('/company/') && (user.user_type !== 'employer' || user.company_id !== params.companyId)) {
    return forbidden()
  }
  if (scope.startsWith('/talent/') && (user.user_type !== 'talent' || user.id !== params.userId)) return forbidden()
  if (op.adminOnly && !user.is_admin) return forbidden('Only admins can do this.')
  return null
}

/** The policy's part (the server's enforce.ts): the recruiter's grant, or the talent's or employer's own object. */
function policyFailure(id: OperationId, user: DbUser | null, params: Record<string, unknown>) {
  const rule = OPERATION_POLICY[id]
  if (!rule) return forbidden()
  if (rule.access !== 'resource' || !user) return null
  const actor = actorOf(user)
  if (!actor) return forbidden('Your account is not linked to a company yet.')
  if (actor.role === 'admin' || actor.role === 'recruiter') {
    if (staffMay(actor, rule.resource, rule.action)) return null
    return forbidden(
      actor.role === 'admin'
        ? `Admins cannot ${rule.action} ${noun(rule.resource)}: an access rule denies it.`
        : `A ${RECRUITER_LEVEL_LABELS[actor.level]} cannot ${rule.action} ${noun(rule.resource)}.`,
    )
  }
  if (!rule.object) return null
  const kept = KEPT[rule.object.resource] as Kept<ObjectResource>
  const objectId = params[rule.object.param]
  const row = kept.rows().find((r) => kept.idOf(r) === objectId)
  const missing = fail(404, { message: [`${title(rule.object.resource)} not found.`] })
  if (!row) return missing
  const facts = kept.facts(row)
  if (mayActOn(actor, rule.object.resource, rule.action, facts)) return null
  if (!mayActOn(actor, rule.object.resource, 'read', facts)) return missing
  return forbidden(`You cannot ${rule.action} this ${rule.object.resource.replace('_', ' ')}.`)
}

/** The answer refusing this call (401, 403, 404), or null when the caller may make it. */
export function accessFailure(
  id: OperationId,
  scope: string,
  request: Request,
  params: Record<string, unknown>,
): Response | null {
  const op = byId.get(id)
  if (!op) return forbidden()
  // Anyone may call it here: the request carries its own proof (a mailed token), and no caller is looked at.
  if (scope === '' && op.anonymous) return null
  const user = callerOf(request)
  return contractFailure(op, scope, user, params) ?? policyFailure(id, user, params)
}
