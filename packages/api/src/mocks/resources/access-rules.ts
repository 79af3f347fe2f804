import {
  ACTIONS,
  DEFAULT_RECRUITER_GRANTS,
  RECRUITER_LEVEL_LABELS,
  RECRUITER_LEVELS,
  RESOURCES,
} from '@hireloop/flows/rules'
import { db, newId } from '../db.ts'
import { fail, notFound, now, page, searchOf, signedIn, type Definitions, type S } from '../support.ts'

type Rule = [S['AccessSubject'], S['AccessResource'], S['AccessAction'], S['AccessEffect']]

/** The rules migration 0017 writes: each level's default grants and admins allowed everything (ADR 0084). */
export function defaultAccessRules(): Rule[] {
  return [
    ...RECRUITER_LEVELS.flatMap((level) =>
      Object.entries(DEFAULT_RECRUITER_GRANTS[level]).flatMap(([resource, actions]) =>
        (actions ?? []).map((action): Rule => [level, resource as S['AccessResource'], action, 'allow']),
      ),
    ),
    ...RESOURCES.flatMap((resource) => ACTIONS.map((action): Rule => ['admin', resource, action, 'allow'])),
  ]
}

const VERBS = { read: 'reading', create: 'creating', update: 'changing', delete: 'removing' } as const

/** The server's lock-out guard (apps/server/src/resources/access-rules): admins keep their way back to the rules. */
function lockOut(subject: string, resource: string, action: S['AccessAction']) {
  if (subject !== 'admin' || resource !== 'access_rule' || action === 'delete') return null
  return fail(409, {
    message: [`Admins must keep ${VERBS[action]} access rules: without it no admin could change the rules again.`],
  })
}

const subjectName = (subject: S['AccessSubject']) =>
  subject === 'admin' ? 'Admins' : `${RECRUITER_LEVEL_LABELS[subject]}s`

export const accessRuleHandlers = {
  // What the caller's rules allow them (ADR 0091), from the mocks' own rules as the policy reads them.
  getMyAccessGrants: (http) =>
    http.get('/access_rule/mine', ({ request, response }) => {
      const caller = signedIn(request)
      const subject: S['AccessSubject'] = caller.is_admin ? 'admin' : (caller.recruiter_level ?? 'sourcer')
      const allowed = db.accessRules.filter((r) => r.subject === subject && r.effect === 'allow')
      const grants = RESOURCES.flatMap((resource) => {
        const actions = ACTIONS.filter((action) => allowed.some((r) => r.resource === resource && r.action === action))
        return actions.length > 0 ? [{ resource, actions }] : []
      })
      return response(200).json({ subject, grants })
    }),

  listAccessRules: (http) =>
    http.get('/access_rule', ({ request, response }) => {
      const search = searchOf(request)
      const subject = search.get('subject')
      const resource = search.get('resource')
      const found = db.accessRules
        .filter((r) => !subject || r.subject === subject)
        .filter((r) => !resource || r.resource === resource)
      return response(200).json(page(structuredClone(found), search))
    }),

  listSubjectResourceAccessRules: (http) =>
    http.get('/access_rule/{subject}/{resource}', ({ request, params, response }) => {
      const found = db.accessRules.filter((r) => r.subject === params.subject && r.resource === params.resource)
      return response(200).json(page(structuredClone(found), searchOf(request)))
    }),

  createAccessRule: (http) =>
    http.post('/access_rule/{subject}/{resource}', async ({ request, params, response }) => {
      const body = await request.json()
      const { subject, resource } = params
      const locked = body.effect === 'deny' ? lockOut(subject, resource, body.action) : null
      if (locked) return response.untyped(locked)
      if (db.accessRules.some((r) => r.subject === subject && r.resource === resource && r.action === body.action)) {
        return response.untyped(
          fail(409, {
            action: [
              `${subjectName(subject)} already have a rule to ${body.action} this resource: change that rule instead.`,
            ],
          }),
        )
      }
      const at = now()
      const rule = {
        id: newId(),
        subject,
        resource,
        action: body.action,
        effect: body.effect,
        created_at: at,
        updated_at: at,
      }
      db.accessRules.push(rule)
      return response(201).json({ ...rule })
    }),

  updateAccessRule: (http) =>
    http.put('/access_rule/{subject}/{resource}/{action}', async ({ request, params, response }) => {
      const body = await request.json()
      const locked = body.effect === 'deny' ? lockOut(params.subject, params.resource, params.action) : null
      if (locked) return response.untyped(locked)
      const rule = db.accessRules.find(
        (r) => r.subject === params.subject && r.resource === params.resource && r.action === params.action,
      )
      if (!rule) return response.untyped(notFound('Access rule'))
      Object.assign(rule, { effect: body.effect, updated_at: now() })
      return response(200).json({ ...rule })
    }),

  deleteAccessRule: (http) =>
    http.delete('/access_rule/{id}', ({ params, response }) => {
      const rule = db.accessRules.find((r) => r.id === params.id)
      if (!rule) return response.untyped(notFound('Access rule'))
      const locked = lockOut(rule.subject, rule.resource, rule.action)
      if (locked) return response.untyped(locked)
      db.accessRules = db.accessRules.filter((r) => r !== rule)
      return response(204).empty()
    }),
} satisfies Definitions
