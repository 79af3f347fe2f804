import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { paths } from '../generated/schema.ts'
import { operations, type OperationId } from '../generated/scopes.ts'
import { accessRuleHandlers } from './resources/access-rules.ts'
import { accountHandlers } from './resources/account.ts'
import { auditHandlers } from './resources/audit.ts'
import { applicationHandlers } from './resources/applications.ts'
import { companyHandlers } from './resources/companies.ts'
import { conversationHandlers } from './resources/conversations.ts'
import { eventHandlers } from './resources/events.ts'
import { feedbackHandlers } from './resources/feedback.ts'
import { fileHandlers } from './resources/files.ts'
import { insightsHandlers } from './resources/insights.ts'
import { inviteHandlers } from './resources/invites.ts'
import { invoiceHandlers } from './resources/invoices.ts'
import { matchingHandlers } from './resources/matching.ts'
import { meetingHandlers } from './resources/meetings.ts'
import { notificationHandlers } from './resources/notifications.ts'
import { onboardingHandlers } from './resources/onboarding.ts'
import { peopleHandlers } from './resources/people.ts'
import { referenceHandlers } from './resources/reference.ts'
import { registrationHandlers } from './resources/registration.ts'
import { resumeHandlers } from './resources/resumes.ts'
import { talentHandlers } from './resources/talents.ts'
import { userHandlers } from './resources/users.ts'
import { vacancyHandlers } from './resources/vacancies.ts'
import { accessFailure } from './policy.ts'
import { MOCK_API_ROOT, type Define, type Http } from './support.ts'

export { MOCK_API_ROOT, callerOf, errorBodies } from './support.ts'

type Operation = (typeof operations)[keyof typeof operations]

/** The MSW URL pattern of an operation under a scope: `*` origin, `{x}` -> `:x`. */
export function mockUrl(scope: string, path: string): string {
  return `${MOCK_API_ROOT}${scope}${path}`.replace(/\{(\w+)\}/g, ':$1')
}

export function operationById(id: OperationId): Operation {
  const found = Object.values(operations).find((op) => op.operationId === id)
  if (!found) throw new Error(`Unknown operation ${id}`)
  return found
}

const httpByScope = new Map<string, Http>()
function httpFor(scope: string): Http {
  let http = httpByScope.get(scope)
  if (!http) {
    http = createOpenApiHttp<paths>({ baseUrl: `${MOCK_API_ROOT}${scope}`.replace(/\{(\w+)\}/g, ':$1') })
    httpByScope.set(scope, http)
  }
  return http
}

/** One definition per operation of the contract (the Record type makes a missing one a type error). */
const definitions: Record<OperationId, Define> = {
  ...registrationHandlers,
  ...accountHandlers,
  ...notificationHandlers,
  ...companyHandlers,
  ...vacancyHandlers,
  ...resumeHandlers,
  ...talentHandlers,
  ...referenceHandlers,
  ...accessRuleHandlers,
  ...applicationHandlers,
  ...matchingHandlers,
  ...conversationHandlers,
  ...feedbackHandlers,
  ...meetingHandlers,
  ...peopleHandlers,
  ...inviteHandlers,
  ...invoiceHandlers,
  ...onboardingHandlers,
  ...fileHandlers,
  ...auditHandlers,
  ...insightsHandlers,
  ...userHandlers,
  ...eventHandlers,
}

type Resolver = (info: { request: Request; params: Record<string, unknown> }) => unknown

/**
 * The `http` a definition builds its handler with, asking the policy first (./policy.ts): a call the contract or
 * the policy refuses gets the server's 401, 403 or 404 and never reaches the handler.
 */
function guarded(http: Http, id: OperationId, scope: string): Http {
  const methods = ['get', 'put', 'post', 'delete', 'patch'] as const
  const wrapped: Record<string, unknown> = { ...http }
  for (const method of methods) {
    const register = http[method] as unknown as (path: string, resolver: Resolver, options?: unknown) => HttpHandler
    wrapped[method] = (path: string, resolver: Resolver, options?: unknown) =>
      register(path, (info) => accessFailure(id, scope, info.request, info.params) ?? resolver(info), options)
  }
  return wrapped as unknown as Http
}

/** The handlers of one operation, one per scope it is offered under. */
export function handlersFor(id: OperationId): HttpHandler[] {
  return operationById(id).scopes.map((scope) => definitions[id](guarded(httpFor(scope), id, scope), scope))
}

/**
 * Every operation of the contract over the fixture `db`. Static paths come before templated ones of the same
 * shape (`/vacancy/draft` before `/vacancy/{id}`), as a server router would match them.
 */
export const handlers: HttpHandler[] = (Object.keys(definitions) as OperationId[])
  .sort((a, b) => specificity(operationById(b).path) - specificity(operationById(a).path))
  .flatMap(handlersFor)

function specificity(path: string) {
  return path.split('/').filter((segment) => segment && !segment.startsWith('{')).length
}
