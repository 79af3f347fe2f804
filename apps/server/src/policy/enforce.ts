import {
  mayActOn,
  RECRUITER_LEVEL_LABELS,
  staffMay,
  type Action,
  type Actor,
  type ObjectFacts,
  type ObjectResource,
} from '@hireloop/flows/rules'
import type { FastifyRequest } from 'fastify'
import type { ApiRouteConfig } from '../api/contract.ts'
import { forbidden, HttpError, notFound } from '../api/errors.ts'
import type { OperationId } from '../api/operation.ts'
import type { Db } from '../db/database.ts'
import { grantsOf } from '../resources/access-rules/access-rules.queries.ts'
import { actorOf } from './actor.ts'
import { FACT_LOADERS, objectReadOf, type FactLoader } from './facts.ts'
import { OPERATION_POLICY, type OperationPolicy } from './operations.ts'

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

/**
 * The API's preHandler: asks the policy before any handler runs (after the guard authenticated the caller and
 * checked the scope, and after validation). Handlers never decide access themselves.
 * - recruiters and admins: the access rules of their level (or of admins), read from the database on every request
 *   so that an admin's change holds at once (ADR 0084); no rule, or a `deny` rule, is 403 naming who is refused;
 * - talents and employers, on one object: 404 when they may not even see it (no existence leak), 403 when they may
 *   see but not change it.
 * Throws when refused; returns a promise only when the decision reads the database (ADR 0095).
 */
export function createPolicy(db: Db) {
  return function policy(request: FastifyRequest): void | Promise<void> {
    const route = request.routeOptions.config as unknown as Partial<ApiRouteConfig>
    if (!route.operationId) return
    const rule = OPERATION_POLICY[route.operationId as OperationId]
    // Deny by default: an operation the policy does not know is refused (the policy test keeps this unreachable).
    if (!rule) throw forbidden()
    const principal = request.principal
    if (rule.access === 'public' || !principal) return
    if (principal.userType === 'recruiter') {
      // A copy: the verified principal is cached per token and shared by that token's requests.
      const subject = principal.isAdmin ? 'admin' : (principal.recruiterLevel ?? 'sourcer')
      return grantsOf(db, subject).then((accessGrants) => {
        request.principal = { ...principal, accessGrants }
        return decide(request, route.operationId!, rule)
      })
    }
    return decide(request, route.operationId, rule)
  }

  function decide(
    request: FastifyRequest,
    operationId: string,
    rule: Exclude<OperationPolicy, { access: 'public' }>,
  ): void | Promise<void> {
    if (rule.access === 'account' || rule.access === 'signed-in') return

    const actor = actorOf(request.principal!)
    if (!actor) throw forbidden('Your account is not linked to a company yet.')
    if (actor.role === 'admin' || actor.role === 'recruiter') {
      if (staffMay(actor, rule.resource, rule.action)) return
      throw forbidden(
        actor.role === 'admin'
          ? `Admins cannot ${rule.action} ${noun(rule.resource)}: an access rule denies it.`
          : `A ${RECRUITER_LEVEL_LABELS[actor.level]} cannot ${rule.action} ${noun(rule.resource)}.`,
      )
    }
    if (!rule.object) return
    const params: unknown = request.params
    const id = (params as Record<string, string | undefined>)[rule.object.param]
    return checkObject(db, request, operationId, actor, rule.object.resource, rule.action, id)
  }
}

async function checkObject<R extends ObjectResource>(
  db: Db,
  request: FastifyRequest,
  operationId: string,
  actor: Actor,
  resource: R,
  action: Action,
  id: string | undefined,
): Promise<void> {
  const load = FACT_LOADERS[resource] as FactLoader<R> | undefined
  if (!load) throw new HttpError(501, { message: [`${operationId} is not implemented yet.`] })
  // A read that answers with the object itself has the policy read all of it at once (facts.ts, OBJECT_READS).
  const read = objectReadOf<R>(operationId)
  let facts: ObjectFacts[R] | undefined
  let object: unknown
  if (id !== undefined && read) {
    const found = await read(db, id)
    facts = found?.facts
    object = found?.object
  } else if (id !== undefined) facts = await load(db, id)
  // Made only when thrown: an error captures a stack trace, a cost every allowed request paid (ADR 0095).
  const missing = () => notFound(`${title(resource)} not found.`)
  if (!facts) throw missing()
  if (mayActOn(actor, resource, action, facts)) {
    request.policyObject = object
    return
  }
  if (!mayActOn(actor, resource, 'read', facts)) throw missing()
  throw forbidden(`You cannot ${action} this ${resource.replace('_', ' ')}.`)
}
