import { db, newId } from '../db.ts'
import { authorizeAdmin, conflict, notFound, now, page, searchOf, type Definitions } from '../support.ts'

export const accessRuleHandlers = {
  listAccessRules: (http, scope) =>
    http.get('/access_rule', ({ request, params, response }) => {
      const caller = authorizeAdmin(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const search = searchOf(request)
      const subject = search.get('subject')
      const resource = search.get('resource')
      const found = db.accessRules
        .filter((r) => !subject || r.subject === subject)
        .filter((r) => !resource || r.resource === resource)
      return response(200).json(page(structuredClone(found), search))
    }),

  listSubjectResourceAccessRules: (http, scope) =>
    http.get('/access_rule/{subject}/{resource}', ({ request, params, response }) => {
      const caller = authorizeAdmin(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const found = db.accessRules.filter((r) => r.subject === params.subject && r.resource === params.resource)
      return response(200).json(page(structuredClone(found), searchOf(request)))
    }),

  createAccessRule: (http, scope) =>
    http.post('/access_rule/{subject}/{resource}', async ({ request, params, response }) => {
      const caller = authorizeAdmin(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const body = await request.json()
      const { subject, resource } = params
      if (db.accessRules.some((r) => r.subject === subject && r.resource === resource && r.action === body.action)) {
        return response.untyped(conflict('A rule for this action exists already.'))
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

  updateAccessRule: (http, scope) =>
    http.put('/access_rule/{subject}/{resource}/{action}', async ({ request, params, response }) => {
      const caller = authorizeAdmin(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      const rule = db.accessRules.find(
        (r) => r.subject === params.subject && r.resource === params.resource && r.action === params.action,
      )
      if (!rule) return response.untyped(notFound('Access rule'))
      const body = await request.json()
      Object.assign(rule, { effect: body.effect, updated_at: now() })
      return response(200).json({ ...rule })
    }),

  deleteAccessRule: (http, scope) =>
    http.delete('/access_rule/{id}', ({ request, params, response }) => {
      const caller = authorizeAdmin(request, scope, params)
      if (caller instanceof Response) return response.untyped(caller)
      if (!db.accessRules.some((r) => r.id === params.id)) return response.untyped(notFound('Access rule'))
      db.accessRules = db.accessRules.filter((r) => r.id !== params.id)
      return response(204).empty()
    }),
} satisfies Definitions
